/// SwiftUI inside UIKit and UIKit inside SwiftUI: a `UIHostingController` (`hosting H`) whose root view hears
/// `onAppear`, `onDisappear` and `.task` among H's callbacks, and a `UIViewControllerRepresentable` in that view
/// (`represent C in H`) that makes, updates and dismantles C. SwiftUI's own `.sheet` and navigation present
/// hosting controllers through UIKit, so `present S` and `push S` of a hosting controller stand for them.
extension Simulation {
    /// Called once the views of an appearing tree are in the window and laid out: a hosting controller's view
    /// renders its SwiftUI body in its first layout, which makes the representable's controller, and SwiftUI
    /// calls `onAppear` after layout and before rendering, so before `viewDidAppear`.
    func swiftUIViewsDidAppear(_ tree: [SimulatedController], animated: Bool) {
        for host in tree where host.hostsSwiftUI && !host.isSwiftUIViewVisible {
            if let name = representedChildren[host.name], !host.children.contains(where: { $0.name == name }) {
                makeRepresentable(name, in: host, animated: animated)
            }
            // iOS 13 did not repeat onAppear when a tab came back (StatefulTabView issue 12; 14 does).
            if isSwitchingTabs, ios.major == 13, host.hasHeardOnAppear { continue }
            host.isSwiftUIViewVisible = true
            host.hasHeardOnAppear = true
            emit(host, .onAppear, .swiftUIOnAppear)
            emit(host, .task, .swiftUITask)
        }
    }

    private func makeRepresentable(_ name: String, in host: SimulatedController, animated: Bool) {
        if let existing = currentController(named: name), existing.isAlive, isOwned(existing) { return }
        emit(host, .makeCoordinator, .swiftUIMakeCoordinator)
        emit(host, .makeUIViewController, .swiftUIMakeController)
        // The controller is created inside makeUIViewController; a kept one that is free is reused.
        let child: SimulatedController
        if let kept = currentController(named: name), kept.isAlive {
            child = kept
        } else {
            child = instantiate(name, kind: .content)
            depth += 1
            recordInitializer(child)
            depth -= 1
        }
        emit(host, .updateUIViewController, .swiftUIUpdateAfterMake)
        host.children.append(child)
        child.parent = host
        emit(child, .willMoveToParent, .swiftUIRepresentedChild)
        loadVisibleTree(child, .loadChildOnAdd)
        beginAppearance(child, appearing: true, animated: animated, .swiftUIRepresentedChild)
        emit(child, .didMoveToParent, .swiftUIRepresentedChild)
        host.forwardedAppearanceTargets.append(child)
        viewsDidEnterWindow(child, animated: animated)
    }

    /// After a hosting controller's `viewDidDisappear` (and its children's): `onDisappear`, then the `.task`
    /// is cancelled. iOS 13 did not call `onDisappear` for a tab that was left.
    func swiftUIViewDidDisappear(_ host: SimulatedController) {
        guard host.isSwiftUIViewVisible, !(isSwitchingTabs && ios.major == 13) else { return }
        host.isSwiftUIViewVisible = false
        emit(host, .onDisappear, .swiftUIOnDisappear)
        emit(host, .taskCancelled, .swiftUITaskCancelled)
    }

    /// Inside a hosting controller's `deinit`, before its children are released: SwiftUI tears its view
    /// graph down, and the representable is dismantled.
    func dismantleRepresentable(of host: SimulatedController) {
        guard let name = representedChildren[host.name], host.children.contains(where: { $0.name == name })
        else { return }
        depth += 1
        emit(host, .dismantleUIViewController, .swiftUIDismantle)
        depth -= 1
    }

    /// `state H`: state that H's root view reads changes; SwiftUI updates the representable, if H made one.
    func changeState(of name: ScenarioStep.Name) throws(StepFailure) {
        let host = try existingController(name)
        guard host.hostsSwiftUI else {
            throw StepFailure(
                "scenario.not-a-hosting-controller", "'\(name.name)' is not a hosting controller",
                column: name.column, fixIt: "declare 'hosting \(name.name)'")
        }
        if let child = representedChildren[name.name], host.children.contains(where: { $0.name == child }) {
            emit(host, .updateUIViewController, .swiftUIUpdateOnState)
        }
    }
}

/// The screen after a step, for pictures of it: which views and bars are in the window, bottom first.
extension Simulation {
    func screenSnapshot() -> ScreenSnapshot {
        var layers: [ScreenSnapshot.Layer] = []
        // Parents under their children, a container's bar over its content, presented controllers on top.
        func visit(_ controller: SimulatedController) {
            guard controller.isAlive else { return }
            let isShown = controller.isViewInWindow && controller.isViewLoaded
            let frame = frame(of: controller)
            if isShown {
                let kind: ScreenSnapshot.Layer.Kind = controller.kind == .content ? .view : .containerView
                layers.append(ScreenSnapshot.Layer(kind: kind, controller: controller.name, frame: frame))
            }
            for child in controller.children + controller.viewOnlyChildren { visit(child) }
            if isShown {
                switch controller.kind {
                case .navigation:
                    layers.append(
                        ScreenSnapshot.Layer(
                            kind: .navigationBar, controller: controller.name, frame: navigationBarFrame(in: frame)))
                case .tabs:
                    layers.append(
                        ScreenSnapshot.Layer(
                            kind: .tabBar, controller: controller.name,
                            frame: Rect(
                                x: frame.x, y: frame.y + frame.height - tabBarHeight, width: frame.width,
                                height: tabBarHeight)))
                case .content:
                    break
                }
            }
            if let presented = controller.presentedController { visit(presented) }
        }
        let application: ScreenSnapshot.Application
        switch applicationState {
        case .notRunning: application = .notRunning
        case .active: application = .active
        case .background: application = .background
        case .terminated: application = .terminated
        }
        if application == .active || application == .notRunning, let root { visit(root) }
        return ScreenSnapshot(
            device: settings.device, size: orientedScreen, isLandscape: isLandscape, statusBar: statusBar,
            statusBarHeight: statusBarHeight, hasNotch: hasNotch, application: application, layers: layers)
    }

    /// From iOS 7 a navigation bar at the top of the window sits below the status bar, which its background
    /// runs under; up to iOS 6 the container itself starts below the status bar.
    private func navigationBarFrame(in container: Rect) -> Rect {
        let statusBarCover = ios.major >= 7 && container.y < statusBarHeight ? statusBarHeight - container.y : 0
        return Rect(
            x: container.x, y: container.y + statusBarCover, width: container.width, height: navigationBarHeight)
    }
}

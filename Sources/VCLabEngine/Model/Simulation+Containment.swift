/// Custom container code: `addChild`, `willMove`/`didMove`, `transition(from:to:)`, and views added
/// without containment.
extension Simulation {
    private func customParent(_ name: ScenarioStep.Name) throws(StepFailure) -> SimulatedController {
        let parent = try existingController(name)
        guard parent.kind == .content else {
            throw StepFailure(
                "scenario.invalid-containment",
                "'\(name.name)' is a \(parent.kind == .navigation ? "navigation" : "tab bar") controller; use its own API (push, tab) instead of adding children",
                column: name.column)
        }
        guard !parent.isPageViewController else {
            throw StepFailure(
                "scenario.invalid-containment",
                "'\(name.name)' is a page view controller; it shows its children with setViewControllers",
                column: name.column, fixIt: "use 'page C in \(name.name)'")
        }
        return parent
    }

    /// `addChild(C)` (which calls `C.willMove(toParent:)`), `A.view.addSubview(C.view)`, then the container's
    /// own `C.didMove(toParent: A)`. A child added to a parent on screen starts appearing inside
    /// `addSubview`; it finishes on the next turn of the run loop, and on iOS 9 UIKit then calls `didMove`
    /// once more.
    ///
    /// With `callsDidMove` false the container forgets its own `didMove(toParent:)` (the common mistake): only
    /// what UIKit calls itself remains.
    func add(
        _ childName: ScenarioStep.Name, to parentName: ScenarioStep.Name, callsDidMove: Bool = true
    ) throws(StepFailure) {
        let parent = try customParent(parentName)
        let child = try obtainController(childName)
        parent.children.append(child)
        child.parent = parent
        emit(child, .willMoveToParent, .addWillMove)
        loadViewIfNeeded(parent)
        loadVisibleTree(child, .loadChildOnAdd)
        guard parent.isViewInWindow else {
            if callsDidMove { emit(child, .didMoveToParent, .addDidMove, byCode: true) }
            return
        }
        beginAppearance(child, appearing: true, animated: false, .addVisible)
        if callsDidMove { emit(child, .didMoveToParent, .addVisibleDidMove, byCode: true) }
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            viewsDidEnterWindow(child, animated: false)
            endAppearance(child, .addVisible)
            // One printed log shows this second call, on iOS 9; no source shows it on another version.
            if ios.major == 9 { emit(child, .didMoveToParent, .secondDidMoveObserved) }
        }
    }

    /// `C.willMove(toParent: nil)`, `C.view.removeFromSuperview()` (which makes a visible child disappear),
    /// then `C.removeFromParent()`, which calls `didMove(toParent: nil)` itself.
    func remove(_ name: ScenarioStep.Name) throws(StepFailure) {
        let child = try existingController(name)
        guard let parent = child.parent, parent.kind == .content, !parent.isPageViewController else {
            let detail = child.parent == nil ? "it has no parent" : "it is \(placementDescription(child))"
            throw StepFailure(
                "scenario.invalid-containment", "'\(name.name)' cannot be removed with removeFromParent: \(detail)",
                column: name.column)
        }
        emit(child, .willMoveToParent, .removeChild, byCode: true)
        if child.isViewInWindow {
            beginAppearance(child, appearing: false, animated: false, .removeVisibleChild)
            removeFromWindow(child)
            endAppearance(child, .removeVisibleChild)
        }
        parent.children.removeAll { $0 === child }
        child.parent = nil
        emit(child, .didMoveToParent, .removeChild)
        releaseIfUnowned(child)
    }

    /// `transition(from:to:duration:options:animations:completion:)` between two children of a custom
    /// container that forwards appearance automatically (UIKit raises otherwise).
    func transition(
        from fromName: ScenarioStep.Name, to toName: ScenarioStep.Name, animated: Bool
    ) throws(StepFailure) {
        let outgoing = try existingController(fromName)
        guard let parent = outgoing.parent, parent.kind == .content, !parent.isPageViewController else {
            throw StepFailure(
                "scenario.invalid-containment", "'\(fromName.name)' is not a child of a custom container",
                column: fromName.column)
        }
        guard !parent.forwardsAppearanceManually else {
            throw StepFailure(
                "scenario.invalid-containment",
                "transition(from:to:) raises NSInvalidArgumentException when '\(parent.name)' forwards appearance manually",
                column: fromName.column)
        }
        let incoming = try obtainController(toName)
        parent.children.append(incoming)
        incoming.parent = parent
        // addChild(incoming) sends its willMove; the container's code sends outgoing's.
        emit(incoming, .willMoveToParent, .transitionBetweenChildren)
        emit(outgoing, .willMoveToParent, .transitionBetweenChildren, byCode: true)
        loadVisibleTree(incoming, .loadTransitionIncoming)
        let isVisible = parent.isViewInWindow
        if isVisible {
            beginAppearance(outgoing, appearing: false, animated: animated, .transitionBetweenChildren)
            beginAppearance(incoming, appearing: true, animated: animated, .transitionBetweenChildren)
            viewsDidEnterWindow(incoming, animated: animated)
        }
        runLoop.schedule(after: animated ? SimulatedRunLoop.navigationAnimation : SimulatedRunLoop.turn) { [self] in
            if isVisible {
                endAppearance(incoming, .transitionBetweenChildren)
                removeFromWindow(outgoing)
                endAppearance(outgoing, .transitionBetweenChildren)
            }
            emit(incoming, .didMoveToParent, .transitionBetweenChildren, byCode: true)
            parent.children.removeAll { $0 === outgoing }
            outgoing.parent = nil
            emit(outgoing, .didMoveToParent, .transitionBetweenChildren)
            releaseIfUnowned(outgoing)
        }
    }

    /// `A.view.addSubview(C.view)` without `addChild`; A keeps C in a property. From iOS 5 the view's arrival in
    /// the window still gives C appearance callbacks; the documentation of iOS 4 and earlier says it gets none.
    func addView(_ childName: ScenarioStep.Name, to parentName: ScenarioStep.Name) throws(StepFailure) {
        let parent = try existingController(parentName)
        let child = try obtainController(childName)
        parent.viewOnlyChildren.append(child)
        child.viewOnlyParent = parent
        loadViewIfNeeded(parent)
        loadViewIfNeeded(child)
        guard parent.isViewInWindow, ios.major >= 5 else {
            child.isViewInWindow = parent.isViewInWindow
            return
        }
        beginAppearance(child, appearing: true, animated: false, .viewWithoutContainment)
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            viewsDidEnterWindow(child, animated: false)
            endAppearance(child, .viewWithoutContainment)
        }
    }
}

/// `UIPageViewController` (`pages P`): `setViewControllers([B], direction:animated:completion:)`.
extension Simulation {
    /// P adds B (`addChild`, so `B.willMove`), B appears before the old page starts to disappear (the scroll
    /// order of a published iOS 7 log), both finish after the animation (or on the next turn), then P removes
    /// the old page and B hears `didMove`. Off screen, only the containment calls run.
    func setPage(
        _ pageName: ScenarioStep.Name, in containerName: ScenarioStep.Name, animated: Bool
    ) throws(StepFailure) {
        let container = try existingController(containerName)
        guard container.isPageViewController else {
            throw StepFailure(
                "scenario.not-a-page-view-controller",
                "'\(containerName.name)' is not a page view controller, so it has no setViewControllers",
                column: containerName.column, fixIt: "declare 'pages \(containerName.name)'")
        }
        guard container.isViewLoaded else {
            throw StepFailure(
                "scenario.view-not-loaded", "'\(containerName.name)' has no view to show a page in yet",
                column: containerName.column,
                fixIt: "show '\(containerName.name)' first, or add 'load \(containerName.name)'")
        }
        let outgoing = container.children.last
        let incoming = try obtainController(pageName)
        container.children.append(incoming)
        incoming.parent = container
        emit(incoming, .willMoveToParent, .pageSetWillMove)
        loadVisibleTree(incoming, .loadChildOnAdd)
        let isVisible = container.isViewInWindow
        if isVisible {
            beginAppearance(incoming, appearing: true, animated: animated, .pageSetAppearance)
            if let outgoing { beginAppearance(outgoing, appearing: false, animated: animated, .pageSetAppearance) }
            viewsDidEnterWindow(incoming, animated: animated)
        }
        runLoop.schedule(after: animated ? SimulatedRunLoop.navigationAnimation : SimulatedRunLoop.turn) { [self] in
            if isVisible {
                endAppearance(incoming, .pageSetAppearance)
                if let outgoing {
                    removeFromWindow(outgoing)
                    endAppearance(outgoing, .pageSetAppearance)
                }
            }
            if let outgoing {
                emit(outgoing, .willMoveToParent, .pageSetRemovesOldPage)
                container.children.removeAll { $0 === outgoing }
                outgoing.parent = nil
                emit(outgoing, .didMoveToParent, .pageSetRemovesOldPage)
            }
            emit(incoming, .didMoveToParent, .pageSetDidMove)
            if let outgoing { releaseIfUnowned(outgoing) }
        }
    }
}

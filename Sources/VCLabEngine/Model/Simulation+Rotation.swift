/// Rotation and status bar changes: frames change, and the controllers on screen hear about it.
extension Simulation {
    /// The trees of controllers on screen: the root's, then each presented controller's.
    var visibleTreeRoots: [SimulatedController] {
        var result: [SimulatedController] = []
        var current = root
        while let controller = current {
            if controller.isViewInWindow { result.append(controller) }
            current = controller.presentedController
        }
        return result
    }

    func visibleMembers(of controller: SimulatedController) -> [SimulatedController] {
        [controller] + controller.appearanceChildren.filter { $0.isViewInWindow }.flatMap { visibleMembers(of: $0) }
    }

    /// Sends `callback` down a tree the way `super` forwards it: each child inside its parent's call.
    func forward(_ callback: Callback, from controller: SimulatedController, _ rule: Rule) {
        controller.knowsLandscape = isLandscape
        emit(controller, callback, rule)
        depth += 1
        for child in controller.appearanceChildren where child.isViewInWindow {
            forward(callback, from: child, .rotationForwardedToChildren)
        }
        depth -= 1
    }

    /// Remembers where every loaded view is, before something moves them.
    func rememberFrames() {
        isCachingFrames = true
        frameEpoch += 1
        defer { isCachingFrames = false }
        for controller in slots where controller.isAlive && controller.isViewLoaded {
            controller.frameBeforeChange = frame(of: controller)
        }
    }

    /// Marks every loaded view whose frame changed since ``rememberFrames()``; returns the ones on screen,
    /// which must lay out now.
    func controllersWithChangedFrames() -> [SimulatedController] {
        isCachingFrames = true
        frameEpoch += 1
        defer { isCachingFrames = false }
        for controller in slots where controller.isAlive && controller.isViewLoaded {
            if controller.frameBeforeChange != frame(of: controller) { controller.needsLayout = true }
        }
        return visibleTreeRoots.flatMap { visibleMembers(of: $0) }.filter { $0.needsLayout }
    }

    /// iOS 8 and later: `willTransition(to:with:)` when the traits change (an iPhone's size classes do, an
    /// iPad's only when its window in Split View changes class), `viewWillTransition(to:with:)` to every view whose
    /// size changes, then `traitCollectionDidChange` and layout. Before iOS 8: `willRotate`, layout,
    /// `willAnimateRotation`, and `didRotate` after the animation.
    func rotate() {
        let wasRegular = isWindowRegular
        rememberFrames()
        isLandscape.toggle()
        guard applicationState == .active else {
            // Suspended: nothing runs now. Frames are marked, and the app hears of it when it returns.
            _ = controllersWithChangedFrames()
            return
        }
        let trees = visibleTreeRoots
        if ios.major >= 8 {
            transitionSize(
                of: trees, traitsChange: settings.device == .iphone || isWindowRegular != wasRegular,
                .willTransitionTraits, .viewWillTransitionSize, .traitChangeAfterRotation, .layoutAfterRotation)
        } else {
            for tree in trees { forward(.willRotate, from: tree, .legacyWillRotate) }
            layoutPass(controllersWithChangedFrames(), includesConstraints: true, .legacyRotationLayout)
            for tree in trees { forward(.willAnimateRotation, from: tree, .legacyWillAnimateRotation) }
            runLoop.schedule(after: SimulatedRunLoop.navigationAnimation) { [self] in
                for tree in trees where tree.isAlive { forward(.didRotate, from: tree, .legacyDidRotate) }
            }
        }
    }

    /// The iOS 8 size transition that a rotation and a multitasking resize share: the trait change announced,
    /// the new size forwarded down each tree, the trait change completed, then the views whose frames changed
    /// lay out (the rules name which of the two caused it).
    func transitionSize(
        of trees: [SimulatedController], traitsChange: Bool, _ traits: Rule, _ size: Rule, _ traitsDone: Rule,
        _ layout: Rule
    ) {
        if traitsChange {
            for tree in trees { forward(.willTransitionToTraits, from: tree, traits) }
        }
        // Every child hears it: the default size(forChildContentContainer:withParentContainerSize:) passes the
        // parent's size on.
        for tree in trees { forward(.viewWillTransitionToSize, from: tree, size) }
        if traitsChange {
            for tree in trees {
                for member in visibleMembers(of: tree) { emit(member, .traitCollectionDidChange, traitsDone) }
            }
        }
        layoutPass(controllersWithChangedFrames(), includesConstraints: true, layout)
    }

    /// The status bar appears, hides or grows for a call: frames follow, and the views on screen lay out.
    func changeStatusBar(to state: StatusBarState) {
        guard state != statusBar else { return }
        rememberFrames()
        let previousHeight = statusBarHeight
        statusBar = state
        if ios.major >= 7, statusBarHeight != previousHeight {
            // From iOS 7 views run under the status bar: its height moves their layout guides (and the
            // navigation bar), so everything on screen lays out even where no frame changed.
            for tree in visibleTreeRoots { for member in visibleMembers(of: tree) { member.needsLayout = true } }
        }
        let changed = controllersWithChangedFrames()
        if applicationState == .background {
            let known = statusBarChangedInBackground
            statusBarChangedInBackground += changed.filter { controller in !known.contains { $0 === controller } }
        }
        guard applicationState == .active, !changed.isEmpty else { return }
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            layoutPass(changed, includesConstraints: false, .statusBarLayout)
        }
    }
}

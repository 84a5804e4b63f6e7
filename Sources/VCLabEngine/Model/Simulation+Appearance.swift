/// Appearance transitions: Apple's state machine (disappeared → appearing → appeared → disappearing) and the
/// way containers forward it to their children.
extension Simulation {
    /// `loadView` then `viewDidLoad`, if the view is not loaded yet (reading `view`).
    func loadViewIfNeeded(_ controller: SimulatedController, _ rule: Rule = .lazyLoad) {
        guard !controller.isViewLoaded else { return }
        emit(controller, .loadView, rule)
        controller.isViewLoaded = true
        controller.needsLayout = true
        controller.hasReceivedInitialTraits = false
        controller.knowsLandscape = isLandscape
        addEmbeddedChildren(of: controller, bySegue: true)
        emit(controller, .viewDidLoad, .viewDidLoad)
        addEmbeddedChildren(of: controller, bySegue: false)
    }

    /// Loads a controller's view and those of the children it shows, parent first: a container's view asks
    /// for its visible child's view when it lays itself out.
    func loadVisibleTree(_ controller: SimulatedController, _ rule: Rule = .loadBeforeAppearance) {
        loadViewIfNeeded(controller, rule)
        for child in controller.appearanceChildren { loadVisibleTree(child, .loadVisibleChild) }
        for child in controller.viewOnlyChildren { loadVisibleTree(child, .loadVisibleChild) }
    }

    private func takesPart(_ controller: SimulatedController, appearing: Bool) -> Bool {
        guard controller.isAlive else { return false }
        return appearing
            ? controller.appearance == .disappeared || controller.appearance == .disappearing
            : controller.appearance == .appeared || controller.appearance == .appearing
    }

    /// `viewWillAppear` / `viewWillDisappear` on `controller`, forwarded to the children that share its
    /// transition: nested inside the callback for UIKit's containers and manual forwarding, after it for a
    /// custom container with automatic forwarding.
    func beginAppearance(
        _ controller: SimulatedController, appearing: Bool, animated: Bool, _ rule: Rule
    ) {
        if appearing { deliverPendingTransition(to: controller) }
        controller.appearance = appearing ? .appearing : .disappearing
        controller.isTransitionAnimated = animated
        emit(controller, appearing ? .viewWillAppear : .viewWillDisappear, animated: animated, rule)
        let forwarded = controller.appearanceChildren.filter { takesPart($0, appearing: appearing) }
        let viewOnly =
            ios.major >= 5 ? controller.viewOnlyChildren.filter { takesPart($0, appearing: appearing) } : []
        controller.forwardedAppearanceTargets = forwarded + viewOnly
        if controller.forwardsFromInsideCallbacks {
            depth += 1
            for child in forwarded {
                beginAppearance(child, appearing: appearing, animated: animated, .containerForwarding)
            }
            depth -= 1
        } else {
            for child in forwarded {
                beginAppearance(child, appearing: appearing, animated: animated, .customForwarding)
            }
        }
        for child in viewOnly {
            beginAppearance(child, appearing: appearing, animated: animated, .viewWithoutContainment)
        }
    }

    /// `viewDidAppear` / `viewDidDisappear`, forwarded like ``beginAppearance(_:appearing:animated:_:)``.
    /// Views added without containment finish first: their transition rides on the view entering the window.
    func endAppearance(_ controller: SimulatedController, _ rule: Rule) {
        guard controller.isAlive else { return }
        let appearing: Bool
        switch controller.appearance {
        case .appearing: appearing = true
        case .disappearing: appearing = false
        case .appeared, .disappeared: return
        }
        let targets = controller.forwardedAppearanceTargets
        controller.forwardedAppearanceTargets = []
        let viewOnly = targets.filter { $0.viewOnlyParent === controller }
        let forwarded = targets.filter { $0.viewOnlyParent !== controller }
        for child in viewOnly { endAppearance(child, .viewWithoutContainment) }
        emit(
            controller, appearing ? .viewDidAppear : .viewDidDisappear, animated: controller.isTransitionAnimated,
            rule)
        controller.appearance = appearing ? .appeared : .disappeared
        if controller.forwardsFromInsideCallbacks {
            depth += 1
            for child in forwarded { endAppearance(child, .containerForwarding) }
            depth -= 1
        } else {
            for child in forwarded { endAppearance(child, .customForwarding) }
        }
        if !appearing { swiftUIViewDidDisappear(controller) }
    }

    /// The appearance ends without the did-callback UIKit leaves out, in `state`: on screen again (a popover's
    /// presenter) or off it (the controller below a cancelled swipe back); its forwarded children, told from
    /// inside the missing call, are not told either.
    func settleAppearanceUntold(_ controller: SimulatedController, as state: AppearanceState) {
        guard controller.isAlive, controller.appearance == .appearing else { return }
        controller.appearance = state
        let targets = controller.forwardedAppearanceTargets
        controller.forwardedAppearanceTargets = []
        for child in targets { settleAppearanceUntold(child, as: state) }
    }

    /// A cancelled interactive transition gives back a view that never left the window: will-appear, then
    /// did-appear. From iOS 17 the appearance has its viewIsAppearing too (an iOS 17 log of a sheet that issue
    /// 23 reports, a 2024 note of a cancelled pop); before, the engine keeps one per stay in the window.
    func reappear(_ controller: SimulatedController, _ rule: Rule) {
        beginAppearance(controller, appearing: true, animated: true, rule)
        if ios.major >= 17 {
            for member in appearingTree(controller) { emit(member, .viewIsAppearing, animated: true, rule) }
        }
        endAppearance(controller, rule)
    }

    /// The controllers of a tree that are appearing now, parents first.
    func appearingMembers(of controller: SimulatedController) -> [SimulatedController] { appearingTree(controller) }

    private func appearingTree(_ controller: SimulatedController) -> [SimulatedController] {
        guard controller.isAlive else { return [] }
        var result = [controller]
        for child in controller.forwardedAppearanceTargets where child.appearance == .appearing {
            result += appearingTree(child)
        }
        return result
    }

    /// The view of an appearing controller has entered the window: first traits (iOS 8–12, first time only),
    /// then `viewIsAppearing` (iOS 13+), then a layout pass for the views that need one.
    func viewsDidEnterWindow(
        _ controller: SimulatedController, animated: Bool, layoutRule: Rule = .layoutOnBoundsChange
    ) {
        let tree = appearingTree(controller)
        for member in tree { member.isViewInWindow = true }
        if (8...12).contains(ios.major) {
            for member in tree where !member.hasReceivedInitialTraits {
                member.hasReceivedInitialTraits = true
                emit(
                    member, .traitCollectionDidChange,
                    stepIndex == 1 && settings.launchesInLandscape ? .launchLandscape : .initialTraits)
            }
        }
        // The view has its geometry, safe area included, by viewIsAppearing (Apple's page for it).
        deliverSafeAreaChanges(tree)
        if ios.major >= 13 {
            for member in tree { emit(member, .viewIsAppearing, animated: animated, .isAppearing) }
        }
        updatePropertiesIfNeeded(tree)
        layoutPass(tree.filter { $0.needsLayout }, includesConstraints: true, layoutRule)
        // A child added while its parent loaded is laid out once more at its first appearance (iOS 11 log).
        let again = tree.filter { $0.awaitsSecondLayoutPass }
        for child in again { child.awaitsSecondLayoutPass = false }
        if !again.isEmpty { layoutPass(again, includesConstraints: true, .layoutSecondPassEmbedded) }
        swiftUIViewsDidAppear(tree, animated: animated)
    }

    /// A layout pass over `controllers` (parents first). A full pass updates constraints bottom-up before
    /// laying out top-down; `viewWillLayoutSubviews` arrived in iOS 5 and `updateViewConstraints` in iOS 6.
    func layoutPass(_ controllers: [SimulatedController], includesConstraints: Bool, _ rule: Rule) {
        for controller in controllers { controller.needsLayout = false }
        deliverSafeAreaChanges(controllers)
        updatePropertiesIfNeeded(controllers)
        if includesConstraints, settings.isAutoLayoutEnabled, ios.major >= 6 {
            for controller in controllers.reversed() {
                emit(
                    controller, .updateViewConstraints, rule == .layoutOnBoundsChange ? .constraintsBeforeLayout : rule)
            }
        }
        guard ios.major >= 5 else { return }
        for controller in controllers {
            emit(controller, .viewWillLayoutSubviews, rule)
            emit(controller, .viewDidLayoutSubviews, .didLayout)
        }
    }

    /// iOS 26's properties update, which the update cycle runs after traits and before layout, parents first.
    func updatePropertiesIfNeeded(_ controllers: [SimulatedController]) {
        guard ios.major >= 26 else { return }
        for controller in controllers where controller.needsPropertiesUpdate {
            controller.needsPropertiesUpdate = false
            emit(controller, .updateProperties, .propertiesBeforeLayout)
        }
    }

    /// A view that comes back into a navigation controller needs layout before iOS 11 (logs show a pass on
    /// every pop); from iOS 11 only if its size changed while it was away (a modern log shows none).
    func markForLayout(_ controller: SimulatedController, returning: Bool) {
        if !returning || ios.major < 11 { controller.needsLayout = true }
    }

    /// Takes a controller's view, and the views inside it, out of the window.
    func removeFromWindow(_ controller: SimulatedController) {
        controller.isViewInWindow = false
        for child in controller.children + controller.viewOnlyChildren where child.isViewInWindow {
            removeFromWindow(child)
        }
    }
}

import VCLabSupport

/// `UINavigationController`: a stack whose top controller's view is the only one in the window.
extension Simulation {
    /// The navigation controller that shows the visible content: the deepest one on the visible path.
    func visibleNavigationController() throws(StepFailure) -> SimulatedController {
        guard let navigation = visiblePath.last(where: { $0.kind == .navigation }) else {
            let top = visiblePath.last?.name ?? "nothing"
            throw StepFailure(
                "scenario.no-navigation-controller",
                "no navigation controller shows the visible content ('\(top)' is on screen)",
                fixIt: "put the controller in a navigation controller, e.g. 'root nav(\(top))'")
        }
        return navigation
    }

    func push(_ name: ScenarioStep.Name, animated: Bool) throws(StepFailure) {
        let navigation = try visibleNavigationController()
        let controller = try obtainController(name)
        push(controller, on: navigation, animated: animated)
    }

    /// `pushViewController(_:animated:)`: `addChild` runs at once (so `willMove(toParent:)`), the transition
    /// waits for the navigation controller's next layout pass.
    func push(_ controller: SimulatedController, on navigation: SimulatedController, animated: Bool) {
        let previousTop = navigation.children.last
        navigation.children.append(controller)
        controller.parent = navigation
        emit(controller, .willMoveToParent, .pushWillMove)
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            runNavigationTransition(
                in: navigation, from: previousTop, to: controller, isPush: true, animated: animated,
                buried: [])
        }
    }

    func pop(animated: Bool) throws(StepFailure) {
        let navigation = try visibleNavigationController()
        guard navigation.children.count > 1 else {
            throw StepFailure(
                "scenario.nothing-to-pop",
                "'\(navigation.name)' has only '\(navigation.children.last?.name ?? "")' on its stack; there is nothing to pop"
            )
        }
        try popStack(of: navigation, toIndex: navigation.children.count - 2, animated: animated)
    }

    func popToRoot(animated: Bool) throws(StepFailure) {
        let navigation = try visibleNavigationController()
        guard navigation.children.count > 1 else {
            throw StepFailure(
                "scenario.nothing-to-pop", "'\(navigation.name)' already shows its root controller")
        }
        try popStack(of: navigation, toIndex: 0, animated: animated)
    }

    func pop(to name: ScenarioStep.Name, animated: Bool) throws(StepFailure) {
        let navigation = try visibleNavigationController()
        guard let index = navigation.children.firstIndex(where: { $0.name == name.name }) else {
            let names = navigation.children.map { $0.name }
            throw StepFailure(
                "scenario.not-in-stack", "'\(name.name)' is not in the stack of '\(navigation.name)'",
                column: name.column,
                fixIt: Suggestion.closest(to: name.name, among: names).map { "did you mean '\($0)'?" }
                    ?? "the stack is \(names.joined(separator: ", "))")
        }
        guard index < navigation.children.count - 1 else {
            throw StepFailure(
                "scenario.nothing-to-pop", "'\(name.name)' is already on top of '\(navigation.name)'",
                column: name.column)
        }
        try popStack(of: navigation, toIndex: index, animated: animated)
    }

    /// Pops everything above `index`. Only the visible top hears `willMove`/`didMove` and the appearance
    /// callbacks; controllers buried below it leave silently (Chameleon's notes from device tests).
    private func popStack(of navigation: SimulatedController, toIndex index: Int, animated: Bool) throws(StepFailure) {
        let removed = Array(navigation.children[(index + 1)...])
        navigation.children.removeSubrange((index + 1)...)
        guard let top = removed.last else { return }
        top.parent = nil
        for buried in removed.dropLast() { buried.parent = nil }
        emit(top, .willMoveToParent, .popWillMove)
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            runNavigationTransition(
                in: navigation, from: top, to: navigation.children[index], isPush: false, animated: animated,
                buried: removed.dropLast().reversed())
        }
    }

    /// The transition itself, run from the navigation controller's layout pass: will-callbacks, the new view
    /// enters the window and lays out, the animation runs, then the did-callbacks in the same order.
    private func runNavigationTransition(
        in navigation: SimulatedController, from: SimulatedController?, to: SimulatedController, isPush: Bool,
        animated: Bool, buried: [SimulatedController]
    ) {
        loadVisibleTree(to)
        let returns = !isPush
        markForLayout(to, returning: returns)
        let rule: Rule = isPush ? .navigationPush : .navigationPop
        if let from { beginAppearance(from, appearing: false, animated: animated, rule) }
        beginAppearance(to, appearing: true, animated: animated, rule)
        viewsDidEnterWindow(to, animated: animated, layoutRule: returns ? .layoutOnReturn : .layoutOnBoundsChange)
        runLoop.schedule(after: animated ? SimulatedRunLoop.navigationAnimation : SimulatedRunLoop.turn) { [self] in
            if let from {
                removeFromWindow(from)
                endAppearance(from, rule)
            }
            endAppearance(to, rule)
            if isPush {
                emit(to, .didMoveToParent, .pushDidMove)
                // On iOS 7–10 the pushed view gets its layout guides' lengths once it settles into the
                // navigation controller's view, and a storyboard or nib view, pinned to the guides as the
                // editor pins it, is laid out again; a view made in code, which rarely uses them, once.
                if animated, (7...10).contains(ios.major), to.isViewInWindow, to.origin != .code {
                    layoutPass([to], includesConstraints: true, .layoutAfterPushAnimation)
                }
            } else if let from {
                emit(from, .didMoveToParent, .popDidMove)
                releaseIfUnowned(from)
                for controller in buried { releaseIfUnowned(controller) }
            }
        }
    }

    /// The interactive pop gesture (iOS 7+). A cancelled swipe leaves both controllers with unbalanced
    /// callbacks, which Apple's state diagram allows.
    func swipeBack(cancelled: Bool) throws(StepFailure) {
        let navigation = try visibleNavigationController()
        guard navigation.children.count > 1, let top = navigation.children.last else {
            throw StepFailure(
                "scenario.nothing-to-pop",
                "'\(navigation.name)' shows its root controller; there is nothing to swipe back to")
        }
        let below = navigation.children[navigation.children.count - 2]
        if !cancelled {
            navigation.children.removeLast()
            top.parent = nil
            emit(top, .willMoveToParent, .swipeBackWillMove)
        }
        loadVisibleTree(below)
        markForLayout(below, returning: true)
        beginAppearance(top, appearing: false, animated: true, .swipeBack)
        beginAppearance(below, appearing: true, animated: true, .swipeBack)
        viewsDidEnterWindow(below, animated: true, layoutRule: .layoutOnReturn)
        runLoop.schedule(after: SimulatedRunLoop.navigationAnimation) { [self] in
            if cancelled {
                // iOS 7 and 8 logs wind the controller below back with a disappearance pair; from iOS 10 it
                // is left with its viewWillAppear and nothing that undoes it (iOS 9: no log, the older order).
                let rule: Rule = ios.major >= 10 ? .swipeBackCancelledModern : .swipeBackCancelled
                if ios.major >= 10 {
                    removeFromWindow(below)
                    settleAppearanceUntold(below, as: .disappeared)
                } else {
                    beginAppearance(below, appearing: false, animated: true, rule)
                    removeFromWindow(below)
                    endAppearance(below, rule)
                }
                reappear(top, rule)
            } else {
                removeFromWindow(top)
                endAppearance(top, .swipeBack)
                endAppearance(below, .swipeBack)
                emit(top, .didMoveToParent, .swipeBackDidMove)
                releaseIfUnowned(top)
            }
        }
    }
}

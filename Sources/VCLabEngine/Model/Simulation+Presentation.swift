/// Modal presentation: full screen removes the presenter's views and tells it so; sheets and
/// over-full-screen styles leave the presenter on screen and tell it nothing.
extension Simulation {
    /// The style UIKit really uses: `automatic` is full screen before iOS 13, a page sheet from 13 and a
    /// form sheet from 18; sheets adapt to full screen in the compact width of an iPhone before iOS 13; a
    /// popover on an iPhone is full screen before iOS 13 and a form sheet from 13.
    func effectiveStyle(_ requested: PresentationStyle?) -> PresentationStyle {
        var style = requested ?? .automatic
        if style == .automatic { style = ios.major >= 18 ? .formSheet : ios.major >= 13 ? .pageSheet : .fullScreen }
        if style == .popover, settings.device == .iphone { style = .formSheet }
        if settings.device == .iphone, ios.major < 13, style == .pageSheet || style == .formSheet {
            style = .fullScreen
        }
        return style
    }

    func present(_ expression: ControllerExpression, style: PresentationStyle?, animated: Bool) throws(StepFailure) {
        let controller = try build(expression)
        try present(controller, style: style, animated: animated)
    }

    /// - Parameter loadRule: how well the view's loading before the transition is established: the seed's
    ///   log shows it for a segue; for `present` in code it is inferred.
    func present(
        _ controller: SimulatedController, style: PresentationStyle?, animated: Bool,
        loadRule: Rule = .loadForPresentation
    ) throws(StepFailure) {
        let effective = effectiveStyle(style)
        guard let presenter = presenter(for: effective) else { return }
        controller.presentationStyle = effective
        presenter.presentedController = controller
        controller.presentingController = presenter
        // The presented view loads inside present(_:animated:), before any appearance callback.
        loadVisibleTree(controller, loadRule)
        let removesPresenter = effective.removesPresenterViews
        let rule: Rule =
            effective == .popover ? .popover : effective == .custom ? .customPresentation : .presentFullScreen
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            if removesPresenter {
                beginAppearance(presenter, appearing: false, animated: animated, .presentFullScreen)
            }
            beginAppearance(controller, appearing: true, animated: animated, rule)
            viewsDidEnterWindow(controller, animated: animated)
            // The covered presenter is laid out once more as the transition takes its view (a printed log of
            // an unknown modern version); the iOS 5/6 seed log shows none, so from iOS 7, whose transitions
            // got a container view.
            if removesPresenter, ios.major >= 7, presenter.isViewInWindow {
                layoutPass([presenter], includesConstraints: true, .layoutWhileCovered)
            }
            runLoop.schedule(after: animated ? SimulatedRunLoop.modalAnimation : SimulatedRunLoop.turn) { [self] in
                endAppearance(controller, rule)
                if removesPresenter {
                    removeFromWindow(presenter)
                    endAppearance(presenter, .presentFullScreen)
                }
            }
        }
    }

    private func topmostPresented() throws(StepFailure) -> SimulatedController {
        guard let top = presentationContext, top !== root, top.presentingController != nil else {
            throw StepFailure("scenario.nothing-presented", "nothing is presented, so there is nothing to dismiss")
        }
        return top
    }

    /// Dismisses the topmost presented controller. The controller that ends up on screen finishes first:
    /// the presenter's `viewDidAppear` comes before the dismissed controller's `viewDidDisappear`.
    func dismiss(animated: Bool) throws(StepFailure) {
        let controller = try topmostPresented()
        guard let presenter = controller.presentingController else { return }
        let restoresPresenter = controller.presentationStyle?.removesPresenterViews == true
        // Apple's viewDidAppear(_:) page: a presenter inside a popover is not told viewDidAppear after the
        // controller it presented is dismissed.
        let presenterInPopover = restoresPresenter && isInsidePopover(presenter)
        let presenterRule: Rule = presenterInPopover ? .popoverPresenterReturns : .dismissFullScreen
        beginAppearance(controller, appearing: false, animated: animated, .dismissFullScreen)
        if restoresPresenter {
            loadVisibleTree(presenter, .loadPresenterAgain)
            beginAppearance(presenter, appearing: true, animated: animated, presenterRule)
            viewsDidEnterWindow(presenter, animated: animated)
        }
        runLoop.schedule(after: animated ? SimulatedRunLoop.modalAnimation : SimulatedRunLoop.turn) { [self] in
            if presenterInPopover {
                settleAppearanceUntold(presenter, as: .appeared)
            } else if restoresPresenter {
                endAppearance(presenter, .dismissFullScreen)
            }
            removeFromWindow(controller)
            endAppearance(controller, .dismissFullScreen)
            finishDismissal(of: controller, from: presenter)
        }
    }

    /// Whether the controller sits in a popover: presented as one, or inside a container that was.
    private func isInsidePopover(_ controller: SimulatedController) -> Bool {
        var current: SimulatedController? = controller
        while let candidate = current {
            if candidate.presentationStyle == .popover { return true }
            current = candidate.parent
        }
        return false
    }

    private func finishDismissal(of controller: SimulatedController, from presenter: SimulatedController) {
        presenter.presentedController = nil
        controller.presentingController = nil
        releaseIfUnowned(controller)
    }

    /// The interactive sheet dismissal of iOS 13. A cancelled drag puts the sheet back: it hears
    /// will-disappear, then will-appear (with viewIsAppearing from iOS 17) and did-appear, and its presenter
    /// hears nothing.
    func swipeDown(cancelled: Bool) throws(StepFailure) {
        let controller = try topmostPresented()
        guard let style = controller.presentationStyle, style == .pageSheet || style == .formSheet else {
            throw StepFailure(
                "scenario.not-a-sheet",
                "'\(controller.name)' was presented \(controller.presentationStyle?.rawValue ?? "fullScreen"); only a sheet can be swiped down",
                fixIt: "present it with 'pageSheet' or 'formSheet', or use 'dismiss'")
        }
        guard let presenter = controller.presentingController else { return }
        // isModalInPresentation: the sheet stretches and settles back without starting a dismissal.
        if controller.isModalInPresentation {
            emit(controller, .presentationControllerDidAttemptToDismiss, .sheetSwipeRefused)
            return
        }
        beginAppearance(controller, appearing: false, animated: true, .sheetSwipe)
        runLoop.schedule(after: SimulatedRunLoop.modalAnimation) { [self] in
            if cancelled {
                reappear(controller, .sheetSwipeCancelled)
            } else {
                removeFromWindow(controller)
                endAppearance(controller, .sheetSwipe)
                finishDismissal(of: controller, from: presenter)
            }
        }
    }

    /// A storyboard segue: the destination is instantiated from the storyboard, the source hears
    /// `prepare(for:sender:)` while the destination's outlets are still nil, then the segue performs. A refused
    /// segue stops at the source's `shouldPerformSegue(withIdentifier:sender:)`, before anything is created; a
    /// performed one leaves that question out, as `performSegue(withIdentifier:sender:)` does.
    func segue(to name: ScenarioStep.Name, kind: ScenarioStep.SegueKind, isRefused: Bool = false) throws(StepFailure) {
        guard let source = visiblePath.last else { return }
        guard source.origin == .storyboard else {
            throw StepFailure(
                "scenario.segue-needs-storyboard",
                "'\(source.name)' performs the segue but was not loaded from a storyboard",
                fixIt: "declare 'storyboard \(source.name) \(name.name)'")
        }
        if let declared = origins[name.name], declared != .storyboard {
            throw StepFailure(
                "scenario.segue-needs-storyboard",
                "a segue instantiates '\(name.name)' from the storyboard, but it is declared '\(declared == .nib ? "nib" : "code")'",
                column: name.column)
        }
        let navigation = kind == .push ? try visibleNavigationController() : nil
        if isRefused {
            emit(source, .shouldPerformSegue, .segueRefused)
            return
        }
        let destination = try obtainController(name, origin: .storyboard)
        emit(source, .prepareForSegue, .prepareForSegue)
        if let navigation {
            push(destination, on: navigation, animated: true)
        } else {
            try present(destination, style: nil, animated: true, loadRule: .loadSegueDestination)
        }
    }
}

extension Simulation {
    /// An unwind segue from the visible controller back to `name`: below it in the stack of the navigation
    /// controller that shows it (a pop), or the controller that presented what is on screen (a dismissal).
    /// UIKit finds the destination, prepares the source, runs the destination's unwind action, then
    /// transitions; a navigation controller on the way is told with `unwind(for:towards:)` from iOS 9.
    func unwind(to name: ScenarioStep.Name) throws(StepFailure) {
        guard let source = visiblePath.last, let top = presentationContext else { return }
        guard source.origin == .storyboard else {
            throw StepFailure(
                "scenario.segue-needs-storyboard",
                "'\(source.name)' performs the unwind segue but was not loaded from a storyboard",
                fixIt: "declare 'storyboard \(source.name)'")
        }
        let navigation = visiblePath.last(where: { $0.kind == .navigation })
        let stackIndex = navigation?.children.dropLast().firstIndex { $0.name == name.name && $0.isAlive }
        var presenterPath: [SimulatedController] = []
        if let presenter = top.presentingController {
            var current: SimulatedController? = presenter
            while let controller = current {
                presenterPath.append(controller)
                current = controller.visibleChild
            }
        }
        let destination =
            stackIndex.flatMap { navigation?.children[$0] }
            ?? presenterPath.first { $0.name == name.name && $0.kind == .content }
        guard let destination else {
            throw StepFailure(
                "scenario.not-on-unwind-path",
                "'\(name.name)' is neither below '\(source.name)' in its navigation stack nor the controller that presented it",
                column: name.column)
        }
        emit(destination, .canPerformUnwindSegueActionWithSender, .unwindSegue)
        emit(destination, .canPerformUnwindSegueAction, .unwindSegue)
        emit(source, .prepareForSegue, .unwindSegue)
        emit(destination, .unwindAction, .unwindSegue)
        if let navigation, stackIndex != nil {
            emit(navigation, .unwindForSegue, .unwindContainer)
            // From iOS 9 the navigation controller pops from inside unwind(for:towards:).
            if ios.major >= 9 {
                try nested { () throws(StepFailure) in try pop(to: name, animated: true) }
            } else {
                try pop(to: name, animated: true)
            }
        } else {
            try dismiss(animated: true)
        }
    }
}

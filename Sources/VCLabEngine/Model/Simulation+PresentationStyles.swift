/// What each presentation style does to the presenter, and where the presented view goes: the rules of the
/// styles beyond full screen and sheets.
///
/// Apple's pages for `UIModalPresentationStyle`: `fullScreen` removes "the views belonging to the presenting
/// view controller" after the presentation; `overFullScreen` leaves "the views beneath the presented content"
/// in the hierarchy; `currentContext` shows the content over the presentation context's view and removes
/// that view when the presentation finishes, `overCurrentContext` leaves it. The presentation context is the
/// nearest controller that sets `definesPresentationContext`, or the window's root when none does; VCLab does
/// not simulate `definesPresentationContext`, so its context is always the root, the controller that
/// presents.
extension PresentationStyle {
    /// Whether the presenter's views leave the window once the presentation ends, so that the presenter hears
    /// `viewWillDisappear`/`viewDidDisappear` going and the appear callbacks coming back.
    var removesPresenterViews: Bool {
        switch self {
        case .fullScreen, .currentContext: true
        // A custom style's presentation controller keeps them unless it overrides shouldRemovePresentersView,
        // whose default is false (Apple's page for it); VCLab's custom style is that default.
        case .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .automatic, .popover, .custom: false
        }
    }

    /// Whether the presented view covers the presentation context's view rather than the screen or a sheet.
    var coversContext: Bool { self == .currentContext || self == .overCurrentContext }
}

extension Simulation {
    /// Who presents a controller in `style`: for the context styles, the nearest controller from the visible
    /// one up through its parents that defines a presentation context; otherwise, and when none does, the
    /// topmost presentation context (the root when nothing is presented).
    func presenter(for style: PresentationStyle) -> SimulatedController? {
        guard let top = presentationContext else { return nil }
        guard style.coversContext else { return top }
        var candidate = visiblePath.last
        while let controller = candidate, controller !== top {
            if controller.definesPresentationContext { return controller }
            candidate = controller.parent
        }
        return top
    }

    /// A controller presented from inside `container`, by a visible child that defines a presentation context.
    func presentedInside(_ container: SimulatedController) -> SimulatedController? {
        var current = container
        while let child = current.visibleChild {
            if let presented = child.presentedController { return presented }
            current = child
        }
        return nil
    }
}

extension Simulation {
    /// While a controller is presented over a context inside a container, the container's own controls (a
    /// tab bar) stay on screen; VCLab does not simulate using them, and says so rather than claiming there is
    /// no such container.
    func contextPresentationFailure(_ action: String, column: Int?) -> StepFailure? {
        guard let presented = presentationContext, let host = presented.presentingController, host !== root,
            host.parent != nil
        else { return nil }
        return StepFailure(
            "scenario.inside-presentation-context",
            "'\(presented.name)' is presented over '\(host.name)', its presentation context; VCLab does not simulate \(action) around it",
            column: column, fixIt: "add 'dismiss' first")
    }
}

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
        case .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .automatic: false
        }
    }

    /// Whether the presented view covers the presentation context's view rather than the screen or a sheet.
    var coversContext: Bool { self == .currentContext || self == .overCurrentContext }
}

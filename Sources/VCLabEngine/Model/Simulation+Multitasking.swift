/// `resize …`: the user gives the app a Split View or Slide Over window on an iPad (iOS 9 and later).
///
/// Apple's "Adopting Multitasking Enhancements on iPad" says the system tells the app of a divider drag as it
/// tells it of a rotation, so a resize reuses the rotation's iOS 8 transition: `willTransition(to:with:)` when
/// the horizontal size class changes, `viewWillTransition(to:with:)` down every tree, `traitCollectionDidChange`,
/// then layout; the window's views are not removed, so nothing appears or disappears.
extension Simulation {
    /// Whether the window's horizontal size class is regular. Apple's Quick Start: two thirds of a landscape
    /// screen is regular and half of it compact, except on a 12.9-inch iPad Pro, which the model knows by its
    /// screen (`screen 1024x1366`: 1,024 points or more across in portrait); a portrait split, a third and Slide
    /// Over are compact (printed tables of iOS 9, the Rule catalogue's `multitasking.size-class`).
    var isWindowRegular: Bool {
        switch windowSize {
        case .full: true
        case .slideOver, .oneThird: false
        case .half: isLandscape && settings.effectiveScreen.width >= 1024
        case .twoThirds: isLandscape
        }
    }

    /// The window's width on a screen `width` points across now: the narrow pane (`narrow`: 320 points, 375 on a
    /// 12.9-inch iPad, as measured in Slide Over), the divider 10, and the rest the other pane's.
    func windowWidth(across width: Double, narrow: Double) -> Double {
        switch windowSize {
        case .full: return width
        case .slideOver, .oneThird: return narrow
        case .half: return (width - 10) / 2
        case .twoThirds: return width - narrow - 10
        }
    }

    func resize(to size: ScenarioStep.WindowSize) throws(StepFailure) {
        // The fix is in each message rather than a fix-it: the site's module has no bytes to spare.
        guard settings.device == .ipad else {
            throw StepFailure("scenario.not-an-ipad", "only an iPad resizes (device ipad)")
        }
        if size == .half, !isLandscape {
            throw StepFailure("scenario.unavailable-window-size", "no 1/2 split in portrait (rotate first)")
        }
        let wasRegular = isWindowRegular
        let width = orientedScreen.width
        rememberFrames()
        windowSize = size
        // The same size, or Slide Over and a third, as wide: UIKit does not call viewWillTransition(to:with:) for
        // the same size (UIViewController.h), and the class stays.
        guard orientedScreen.width != width else { return }
        transitionSize(
            of: visibleTreeRoots, traitsChange: isWindowRegular != wasRegular, .resizeSizeClass, .resizeSize,
            .resizeSizeClass, .layoutAfterResize)
    }
}

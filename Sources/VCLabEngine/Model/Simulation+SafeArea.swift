/// Safe areas (iOS 11+): the part of a controller's root view that the status bar, the sensor housing, the home
/// indicator and the bars of its containers leave uncovered, and the callbacks that report a change of it.
extension Simulation {
    /// Apple's page for `safeAreaInsets`: for a root view, "the insets account for the status bar, other visible
    /// bars", and a view outside a window has none. A container's own bar counts for its children only.
    func safeAreaInsets(of controller: SimulatedController) -> EdgeInsets {
        guard ios.major >= 11, controller.isViewLoaded else { return .zero }
        let screen = orientedScreen
        let sides = hasNotch && isLandscape ? (settings.effectiveScreen.height == 844 ? 47.0 : 44.0) : 0
        var safeTop = statusBarHeight
        var safeBottom = screen.height - (hasNotch ? (isLandscape ? 21 : Self.homeIndicatorHeight) : 0)
        var ancestor = controller.parent
        while let container = ancestor {
            let box = frame(of: container)
            switch container.kind {
            case .navigation:
                let statusBarCover = box.y < statusBarHeight ? statusBarHeight - box.y : 0
                safeTop = max(safeTop, box.y + statusBarCover + navigationBarHeight)
            case .tabs:
                safeBottom = min(safeBottom, box.y + box.height - tabBarHeight)
            case .content:
                break
            }
            ancestor = container.parent
        }
        let view = frame(of: controller)
        return EdgeInsets(
            top: min(view.height, max(0, safeTop - view.y)), left: max(0, sides - view.x),
            bottom: min(view.height, max(0, view.y + view.height - safeBottom)),
            right: max(0, view.x + view.width - (screen.width - sides)))
    }

    /// `viewSafeAreaInsetsDidChange`, then `viewLayoutMarginsDidChange` (the root view's margins follow its safe
    /// area), for each controller on screen whose insets differ from the last ones it heard of.
    func deliverSafeAreaChanges(_ controllers: [SimulatedController]) {
        guard ios.major >= 11 else { return }
        // Every controller's insets walk its ancestors' frames: measured together, with each frame computed
        // once, before any callback, so that a deep tree costs a frame per controller, not a walk per ancestor.
        let wasCaching = isCachingFrames
        isCachingFrames = true
        frameEpoch += 1
        let measured = controllers.map { $0.isViewInWindow ? safeAreaInsets(of: $0) : nil }
        isCachingFrames = wasCaching
        for (controller, insets) in zip(controllers, measured) {
            guard let insets, insets != controller.deliveredSafeArea else { continue }
            controller.deliveredSafeArea = insets
            emit(controller, .viewSafeAreaInsetsDidChange, .safeAreaChange)
            emit(controller, .viewLayoutMarginsDidChange, .layoutMarginsFollowSafeArea)
        }
    }
}

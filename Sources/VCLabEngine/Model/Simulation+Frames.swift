/// View frames in window coordinates: the screen, the status bar, the bars of containers, the orientation,
/// `wantsFullScreenLayout` (up to iOS 6) and, from iOS 7, views that run under translucent bars.
extension Simulation {
    static let navigationBarHeight = 44.0
    /// An iPhone's navigation bar in landscape.
    static let compactNavigationBarHeight = 32.0
    static let tabBarHeight = 49.0
    static let homeIndicatorHeight = 34.0
    static let formSheetSize = Size(width: 540, height: 620)

    /// The app's window as oriented now: the screen, or the part Split View or Slide Over gives the app.
    var orientedScreen: Size {
        let screen = settings.effectiveScreen
        var size = isLandscape ? Size(width: screen.height, height: screen.width) : screen
        if windowSize != .full {
            size.width = windowWidth(across: size.width, narrow: screen.width >= 1024 ? 375 : 320)
        }
        return size
    }

    /// A phone with a sensor housing: from iOS 11 its status bar is part of the safe area, not a strip.
    var hasNotch: Bool {
        settings.device == .iphone && ios.major >= 11 && settings.effectiveScreen.height >= 812
    }

    /// The height the status bar takes from the top of the screen.
    var statusBarHeight: Double {
        if statusBar == .hidden { return 0 }
        // From iOS 8 an iPhone hides the status bar in landscape.
        if isLandscape, settings.device == .iphone, ios.major >= 8 { return 0 }
        if hasNotch { return settings.effectiveScreen.height == 844 ? 47 : 44 }
        return statusBar == .inCall ? 40 : 20
    }

    var navigationBarHeight: Double {
        isLandscape && settings.device == .iphone ? Self.compactNavigationBarHeight : Self.navigationBarHeight
    }

    var tabBarHeight: Double { Self.tabBarHeight + (hasNotch && !isLandscape ? Self.homeIndicatorHeight : 0) }

    /// The frame UIKit gives a controller's view in the window now, loaded or not.
    func frame(of controller: SimulatedController) -> Rect {
        guard isCachingFrames else { return computeFrame(of: controller) }
        if controller.frameEpoch == frameEpoch { return controller.cachedFrame }
        let frame = computeFrame(of: controller)
        controller.frameEpoch = frameEpoch
        controller.cachedFrame = frame
        return frame
    }

    private func computeFrame(of controller: SimulatedController) -> Rect {
        if let parent = controller.parent {
            switch parent.kind {
            case .navigation: return contentFrame(of: controller, inNavigation: parent)
            case .tabs: return contentFrame(of: controller, inTabs: parent)
            // Container code sizes a child to its view's bounds with flexible autoresizing, so it follows.
            case .content: return frame(of: parent)
            }
        }
        if let parent = controller.viewOnlyParent { return frame(of: parent) }
        if controller.presentingController != nil, let style = controller.presentationStyle {
            return presentedFrame(of: controller, style: style)
        }
        if controller !== root, let frame = controller.lastPlacedFrame { return frame }
        return windowContentFrame(for: controller)
    }

    /// A root or full-screen view: below the status bar up to iOS 6 (unless it asks for full-screen layout),
    /// the whole screen from iOS 7, where the status bar is translucent. A call's double-height bar pushes the
    /// whole window content down by 20 points on phones without a notch.
    private func windowContentFrame(for controller: SimulatedController) -> Rect {
        let screen = orientedScreen
        if ios.major <= 6 {
            let top = controller.wantsFullScreenLayout ? 0 : statusBarHeight
            return Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        }
        if statusBar == .inCall, !hasNotch, statusBarHeight > 0 {
            return Rect(x: 0, y: 20, width: screen.width, height: screen.height - 20)
        }
        return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
    }

    private func contentFrame(of controller: SimulatedController, inNavigation navigation: SimulatedController) -> Rect
    {
        let container = frame(of: navigation)
        if ios.major <= 6 || !controller.extendsUnderBars {
            // Stops below the navigation bar; from iOS 7 that bar sits below the status bar as well.
            let statusBarCover = ios.major >= 7 && container.y < statusBarHeight ? statusBarHeight - container.y : 0
            let top = statusBarCover + navigationBarHeight
            var height = container.height - top
            if ios.major >= 7, !controller.extendsUnderBars, let tabs = navigation.parent, tabs.kind == .tabs,
                tabs.children.contains(where: { $0 === navigation }), navigation.extendsUnderBars
            {
                height -= tabBarHeight
            }
            return Rect(x: container.x, y: container.y + top, width: container.width, height: height)
        }
        return container
    }

    private func contentFrame(of controller: SimulatedController, inTabs tabs: SimulatedController) -> Rect {
        let container = frame(of: tabs)
        if ios.major <= 6 || !controller.extendsUnderBars {
            let statusBarCover =
                ios.major >= 7 && controller.kind == .content && container.y < statusBarHeight
                ? statusBarHeight - container.y : 0
            return Rect(
                x: container.x, y: container.y + statusBarCover, width: container.width,
                height: container.height - tabBarHeight - statusBarCover)
        }
        return container
    }

    /// Full-screen styles fill the window like a root; sheets sit below the status bar on an iPhone from
    /// iOS 13; on an iPad a form sheet is a centred 540×620 card and a page sheet spans the portrait width.
    private func presentedFrame(of controller: SimulatedController, style: PresentationStyle) -> Rect {
        let screen = orientedScreen
        switch style {
        case .fullScreen, .overFullScreen, .automatic, .custom:
            // A presentation controller's default frameOfPresentedViewInContainerView is the container's bounds.
            return windowContentFrame(for: controller)
        case .currentContext, .overCurrentContext:
            // The context is the presenter (VCLab's is the root): the presented view covers its view.
            return controller.presentingController.map { frame(of: $0) } ?? windowContentFrame(for: controller)
        case .popover:
            // A popover takes its content's preferred size; VCLab gives it the form sheet's card.
            let size = Self.formSheetSize
            return Rect(
                x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width,
                height: size.height)
        case .formSheet where settings.device == .ipad:
            let size = Self.formSheetSize
            return Rect(
                x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width,
                height: size.height)
        case .pageSheet where settings.device == .ipad:
            let width = min(screen.width, settings.effectiveScreen.width)
            let top = ios.major >= 13 ? statusBarHeight + 10 : statusBarHeight
            return Rect(x: (screen.width - width) / 2, y: top, width: width, height: screen.height - top)
        case .pageSheet, .formSheet:
            let top = statusBarHeight + 10
            return Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        }
    }
}

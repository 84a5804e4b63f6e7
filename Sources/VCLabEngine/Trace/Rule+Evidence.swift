/// How well each rule is established: all the engine needs of the evidence table.
///
/// The rest of the table (what each rule says, in each language, and its published sources) is
/// `VCLabEvidence`'s catalogue, which the site's WebAssembly module does not carry: a run on a page gets those
/// words as ``RuleDescriptions``. `RuleCatalogTests` holds every level to the sources the catalogue lists.
extension Rule {
    /// The weakest of the rule's claims; an event's evidence is its rule's.
    public var evidence: Evidence {
        switch self {
        case .initCode, .initStoryboard, .lazyLoad, .viewDidLoad, .loadChildOnAdd, .didFinishLaunching,
            .quitOnHome, .propertiesUpdate, .sceneDisconnect, .sceneConnect, .sceneInterruption, .memoryWarning,
            .viewDidUnload,
            .pushWillMove, .sheetSwipeRefused,
            .popover, .customPresentation, .didLayout, .localLayout, .layoutMarginsFollowSafeArea, .addWillMove,
            .addDidMove,
            .removeChild, .prepareForSegue, .segueRefused, .unwindSegue, .unwindContainer,
            .willTransitionTraits, .viewWillTransitionSize, .legacyWillRotate, .legacyDidRotate, .resizeSize,
            .resizeSizeClass, .swiftUIMakeController, .swiftUIUpdateOnState:
            .documented
        case .awakeFromNib, .loadBeforeAppearance, .loadSegueDestination, .loadTransitionIncoming,
            .deinitWhenUnowned, .launchRootAppearance, .activeBeforeRootAppears, .activeAfterRootAppears,
            .pageSetWillMove, .pageSetDidMove, .enterBackground, .enterForeground, .sceneEnterBackground,
            .sceneEnterForeground, .interruption, .sceneActiveAtLaunch,
            .quitDisappearance, .traitSnapshots,
            .memoryAppDelegate, .viewWillUnload, .navigationPush, .navigationPop, .pushDidMove, .popWillMove,
            .swipeBack, .swipeBackDidMove, .swipeBackCancelled, .presentFullScreen, .dismissFullScreen,
            .tabSwitch, .customForwarding, .viewWithoutContainment, .initialTraits, .pendingTransition,
            .rotationInBackground, .layoutOnBoundsChange, .layoutDesignSize, .launchLegacyLandscape,
            .layoutAfterPushAnimation, .layoutSecondPassEmbedded, .constraintsBeforeLayout, .localConstraints,
            .safeAreaChange, .addVisible, .addVisibleDidMove, .secondDidMoveObserved, .embedBeforeAppearance,
            .pageViewControllerChild, .removeVisibleChild, .transitionBetweenChildren,
            .rotationForwardedToChildren, .layoutAfterRotation, .layoutWhileCovered, .layoutForSnapshots:
            .observed
        case .layoutOnReturn: .disputed
        case .replaceRoot, .layoutAfterResize, .containerDecodesChildren, .loadVisibleChild, .loadForPresentation,
            .loadPresenterAgain,
            .launchLandscape, .sceneForegroundAtLaunch, .propertiesBeforeLayout, .pageSetAppearance,
            .pageSetRemovesOldPage, .sceneReconnect,
            .memoryObserverOrder, .popDidMove, .swipeBackWillMove,
            .sheetSwipe, .sheetSwipeCancelled, .popoverPresenterReturns, .containerForwarding, .isAppearing,
            .statusBarLayout, .swipeBackCancelledModern,
            .prepareForEmbedSegue, .traitChangeAfterRotation, .legacyRotationLayout,
            .legacyWillAnimateRotation, .swiftUIOnAppear, .swiftUIOnDisappear, .swiftUITask, .swiftUITaskCancelled,
            .swiftUIMakeCoordinator, .swiftUIRepresentedChild, .swiftUIUpdateAfterMake, .swiftUIDismantle:
            .inferred
        }
    }

    /// Whether the event is part of a layout pass UIKit may repeat or leave out: how many passes a view hears
    /// for a cause depends on what the scenario cannot say (the views' contents, the app's own constraints,
    /// passes UIKit coalesces), as the reference's S4 and S29 say of every layout line ("may repeat 0..n
    /// times"). A pass the scenario asks for itself (`layout A`, `constraints A`) is counted exactly. `vclab
    /// check` warns about a `count` quiz that counts such passes; ``Trace/passCountVaries(at:)`` decides it
    /// for a `viewDidLayoutSubviews`, whose rule is the pass's own.
    public var passCountVaries: Bool {
        switch self {
        case .layoutOnBoundsChange, .layoutDesignSize, .layoutAfterPushAnimation, .layoutSecondPassEmbedded,
            .layoutOnReturn, .constraintsBeforeLayout, .statusBarLayout, .layoutAfterRotation, .legacyRotationLayout,
            .layoutWhileCovered, .layoutForSnapshots, .layoutAfterResize:
            true
        case .initCode, .initStoryboard, .awakeFromNib, .containerDecodesChildren, .lazyLoad, .viewDidLoad,
            .loadBeforeAppearance, .loadVisibleChild, .loadForPresentation, .loadSegueDestination,
            .loadPresenterAgain, .loadChildOnAdd, .loadTransitionIncoming, .deinitWhenUnowned, .didFinishLaunching,
            .launchRootAppearance, .activeBeforeRootAppears, .activeAfterRootAppears, .sceneActiveAtLaunch,
            .launchLandscape, .launchLegacyLandscape, .enterBackground, .enterForeground, .interruption, .quitOnHome,
            .quitDisappearance,
            .traitSnapshots, .sceneDisconnect, .sceneReconnect, .sceneConnect, .sceneForegroundAtLaunch,
            .sceneEnterBackground, .sceneEnterForeground, .sceneInterruption, .memoryWarning, .memoryObserverOrder,
            .memoryAppDelegate, .viewWillUnload, .viewDidUnload, .navigationPush, .navigationPop, .pushWillMove,
            .pushDidMove, .popWillMove, .popDidMove, .swipeBack, .swipeBackWillMove, .swipeBackDidMove,
            .swipeBackCancelled, .swipeBackCancelledModern, .presentFullScreen, .dismissFullScreen, .sheetSwipe,
            .sheetSwipeCancelled,
            .sheetSwipeRefused, .popover, .customPresentation, .replaceRoot, .popoverPresenterReturns, .tabSwitch,
            .containerForwarding,
            .customForwarding, .viewWithoutContainment, .initialTraits, .isAppearing, .pendingTransition,
            .rotationInBackground, .didLayout, .localLayout, .localConstraints, .safeAreaChange,
            .layoutMarginsFollowSafeArea, .propertiesBeforeLayout, .propertiesUpdate, .addWillMove, .addDidMove,
            .addVisible, .addVisibleDidMove, .secondDidMoveObserved, .embedBeforeAppearance, .pageViewControllerChild,
            .pageSetWillMove, .pageSetAppearance, .pageSetRemovesOldPage, .pageSetDidMove, .removeChild,
            .removeVisibleChild, .transitionBetweenChildren, .prepareForSegue, .prepareForEmbedSegue, .segueRefused,
            .unwindSegue, .unwindContainer, .willTransitionTraits, .viewWillTransitionSize,
            .rotationForwardedToChildren, .traitChangeAfterRotation, .legacyWillRotate, .legacyWillAnimateRotation,
            .legacyDidRotate, .resizeSize, .resizeSizeClass, .swiftUIOnAppear, .swiftUIOnDisappear, .swiftUITask,
            .swiftUITaskCancelled,
            .swiftUIMakeCoordinator, .swiftUIMakeController, .swiftUIRepresentedChild, .swiftUIUpdateAfterMake,
            .swiftUIUpdateOnState, .swiftUIDismantle:
            false
        }
    }
}

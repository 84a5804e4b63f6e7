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
            .popover, .didLayout, .localLayout, .layoutMarginsFollowSafeArea, .addWillMove, .addDidMove,
            .removeChild, .prepareForSegue, .segueRefused, .unwindSegue, .unwindContainer,
            .willTransitionTraits, .viewWillTransitionSize, .legacyWillRotate, .legacyDidRotate:
            .documented
        case .awakeFromNib, .loadBeforeAppearance, .loadSegueDestination, .loadTransitionIncoming,
            .deinitWhenUnowned, .launchRootAppearance, .activeBeforeRootAppears, .activeAfterRootAppears,
            .pageSetWillMove, .pageSetDidMove, .enterBackground, .enterForeground, .sceneEnterBackground,
            .sceneEnterForeground, .interruption, .sceneActiveAtLaunch,
            .quitDisappearance, .traitSnapshots,
            .memoryAppDelegate, .viewWillUnload, .navigationPush, .navigationPop, .pushDidMove, .popWillMove,
            .swipeBack, .swipeBackDidMove, .swipeBackCancelled, .presentFullScreen, .dismissFullScreen,
            .tabSwitch, .customForwarding, .viewWithoutContainment, .initialTraits, .pendingTransition,
            .rotationInBackground, .layoutOnBoundsChange, .layoutSecondPassUnderBars,
            .layoutAfterPushAnimation, .layoutSecondPassEmbedded, .constraintsBeforeLayout, .localConstraints,
            .safeAreaChange, .addVisible, .addVisibleDidMove, .secondDidMoveObserved, .embedBeforeAppearance,
            .pageViewControllerChild, .removeVisibleChild, .transitionBetweenChildren,
            .rotationForwardedToChildren, .layoutAfterRotation:
            .observed
        case .layoutOnReturn: .disputed
        case .containerDecodesChildren, .loadVisibleChild, .loadForPresentation, .loadPresenterAgain,
            .launchLandscape, .sceneForegroundAtLaunch, .propertiesBeforeLayout, .pageSetAppearance,
            .pageSetRemovesOldPage, .sceneReconnect,
            .memoryObserverOrder, .popDidMove, .swipeBackWillMove,
            .sheetSwipe, .sheetSwipeCancelled, .popoverPresenterReturns, .containerForwarding, .isAppearing,
            .statusBarLayout,
            .prepareForEmbedSegue, .traitChangeAfterRotation, .legacyRotationLayout,
            .legacyWillAnimateRotation:
            .inferred
        }
    }
}

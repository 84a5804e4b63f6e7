/// The rule of the simulation that put an event in the trace, and with it the evidence for its place.
///
/// Every event names one. The raw value is the rule's stable id (`navigation.push`), which the JSON trace
/// and `vclab run --explain` print; ``summary``, ``evidence`` and ``sources`` come from one table
/// (`Rule+Catalog.swift`), which `docs/evidence.md` renders.
public enum Rule: String, Hashable, Sendable, CaseIterable {
    // Creation and loading
    case initCode = "init.code"
    case initStoryboard = "init.storyboard"
    case awakeFromNib = "init.awake-from-nib"
    case containerDecodesChildren = "init.container-decodes-children"
    case lazyLoad = "load.lazy"
    case viewDidLoad = "load.view-did-load"
    case loadBeforeAppearance = "load.before-appearance"
    case loadVisibleChild = "load.visible-child"
    case loadForPresentation = "load.present"
    case loadSegueDestination = "load.segue-destination"
    case loadPresenterAgain = "load.presenter-after-dismiss"
    case loadChildOnAdd = "load.child-on-add"
    case loadTransitionIncoming = "load.transition-incoming"
    case deinitWhenUnowned = "lifetime.deinit"

    // The application
    case didFinishLaunching = "launch.did-finish-launching"
    case launchRootAppearance = "launch.root-appearance"
    case activeBeforeRootAppears = "launch.active-before-root-did-appear"
    case activeAfterRootAppears = "launch.active-after-root-did-appear"
    case sceneActiveAtLaunch = "launch.scene-active"
    case launchLandscape = "launch.landscape"
    case launchLegacyLandscape = "launch.legacy-landscape-rotation"
    case enterBackground = "app.background"
    case enterForeground = "app.foreground"
    case interruption = "app.interruption"
    case quitOnHome = "app.ios3-quit"
    case quitDisappearance = "app.ios3-quit-disappearance"
    case traitSnapshots = "app.background-trait-snapshots"
    case sceneDisconnect = "app.scene-disconnect"
    case sceneReconnect = "app.scene-reconnect"
    case sceneConnect = "launch.scene-connect"
    case sceneForegroundAtLaunch = "launch.scene-foreground"
    case sceneEnterBackground = "app.scene-background"
    case sceneEnterForeground = "app.scene-foreground"
    case sceneInterruption = "app.scene-interruption"

    // Memory
    case memoryWarning = "memory.warning"
    case memoryObserverOrder = "memory.observer-order"
    case memoryAppDelegate = "memory.app-delegate"
    case viewWillUnload = "memory.will-unload"
    case viewDidUnload = "memory.did-unload"

    // Appearance
    case navigationPush = "navigation.push"
    case navigationPop = "navigation.pop"
    case pushWillMove = "navigation.push-will-move"
    case pushDidMove = "navigation.push-did-move"
    case popWillMove = "navigation.pop-will-move"
    case popDidMove = "navigation.pop-did-move"
    case swipeBack = "navigation.swipe-back"
    case swipeBackWillMove = "navigation.swipe-will-move"
    case swipeBackDidMove = "navigation.swipe-did-move"
    case swipeBackCancelled = "navigation.swipe-back-cancelled"
    case swipeBackCancelledModern = "navigation.swipe-back-cancelled-ios10"
    case presentFullScreen = "modal.present"
    case dismissFullScreen = "modal.dismiss"
    case sheetSwipe = "modal.sheet-swipe"
    case sheetSwipeCancelled = "modal.sheet-swipe-cancelled"
    case sheetSwipeRefused = "modal.sheet-swipe-refused"
    case popover = "modal.popover"
    case popoverPresenterReturns = "modal.popover-presenter-returns"
    case customPresentation = "modal.custom"
    case replaceRoot = "window.replace-root"
    case tabSwitch = "tabs.switch"
    case containerForwarding = "appearance.container-forwarding"
    case customForwarding = "appearance.custom-forwarding"
    case viewWithoutContainment = "appearance.view-without-containment"
    case initialTraits = "appearance.initial-traits"
    case isAppearing = "appearance.is-appearing"
    case pendingTransition = "appearance.pending-transition"
    case rotationInBackground = "rotation.while-in-background"

    // Layout
    case layoutOnBoundsChange = "layout.bounds-change"
    case layoutDesignSize = "layout.design-size"
    case layoutAfterPushAnimation = "layout.after-push-animation"
    case layoutSecondPassEmbedded = "layout.second-pass-embedded-child"
    case layoutOnReturn = "layout.on-return"
    case layoutWhileCovered = "layout.while-covered"
    case layoutForSnapshots = "layout.background-snapshots"
    case didLayout = "layout.did-layout"
    case constraintsBeforeLayout = "layout.constraints-before-layout"
    case localLayout = "layout.local"
    case localConstraints = "layout.local-constraints"
    case statusBarLayout = "layout.status-bar"
    case safeAreaChange = "layout.safe-area"
    case layoutMarginsFollowSafeArea = "layout.margins-follow-safe-area"
    case propertiesBeforeLayout = "layout.properties-before-layout"
    case propertiesUpdate = "layout.properties-update"

    // Containment
    case addWillMove = "containment.add-will-move"
    case addDidMove = "containment.add-did-move"
    case addVisible = "containment.add-visible"
    case addVisibleDidMove = "containment.add-visible-did-move"
    case secondDidMoveObserved = "containment.second-did-move"
    case embedBeforeAppearance = "containment.embedded-child"
    case pageViewControllerChild = "containment.page-view-controller"
    case pageSetWillMove = "pages.set-will-move"
    case pageSetAppearance = "pages.set-appearance"
    case pageSetRemovesOldPage = "pages.set-removes-old-page"
    case pageSetDidMove = "pages.set-did-move"
    case removeChild = "containment.remove"
    case removeVisibleChild = "containment.remove-visible"
    case transitionBetweenChildren = "containment.transition"
    case prepareForSegue = "segue.prepare"
    case prepareForEmbedSegue = "segue.prepare-embed"
    case segueRefused = "segue.refused"
    case unwindSegue = "segue.unwind"
    case unwindContainer = "segue.unwind-container"

    // Rotation
    case willTransitionTraits = "rotation.will-transition-traits"
    case viewWillTransitionSize = "rotation.size"
    case rotationForwardedToChildren = "rotation.forward-to-children"
    case traitChangeAfterRotation = "rotation.trait-change"
    case layoutAfterRotation = "rotation.layout"
    case legacyWillRotate = "rotation.legacy-will-rotate"
    case legacyRotationLayout = "rotation.legacy-layout"
    case legacyWillAnimateRotation = "rotation.legacy-will-animate"
    case legacyDidRotate = "rotation.legacy-did-rotate"

    // Multitasking (Simulation+Multitasking.swift)
    case resizeSize = "multitasking.size"
    case resizeSizeClass = "multitasking.size-class"
    case layoutAfterResize = "multitasking.layout"

    // SwiftUI (Simulation+SwiftUI.swift)
    case swiftUIOnAppear = "swiftui.on-appear"
    case swiftUIOnDisappear = "swiftui.on-disappear"
    case swiftUITask = "swiftui.task"
    case swiftUITaskCancelled = "swiftui.task-cancelled"
    case swiftUIMakeCoordinator = "swiftui.make-coordinator"
    case swiftUIMakeController = "swiftui.make-controller"
    case swiftUIRepresentedChild = "swiftui.represented-child"
    case swiftUIUpdateAfterMake = "swiftui.update-after-make"
    case swiftUIUpdateOnState = "swiftui.update-on-state"
    case swiftUIDismantle = "swiftui.dismantle"

    /// The stable id that traces print.
    public var id: String { rawValue }

    private static let byID: [String: Rule] = {
        var table: [String: Rule] = [:]
        for rule in Rule.allCases { table[rule.rawValue] = rule }
        return table
    }()

    /// Looks a rule up by its id, as a JSON trace prints it.
    public init?(id: String) {
        guard let rule = Self.byID[id] else { return nil }
        self = rule
    }
}

/// A method UIKit calls on a view controller or the application delegate.
///
/// The raw value is the Swift base name the trace uses; ``objectiveCSelector`` is the name the seed logs use.
public enum Callback: String, Hashable, Sendable, CaseIterable {
    case initWithCoder = "init(coder:)"
    case initWithNibName = "init(nibName:bundle:)"
    case awakeFromNib
    case loadView
    case viewDidLoad
    case viewWillAppear
    case viewIsAppearing
    /// iOS 26: the controller sets its content and styling before layout, once per invalidation.
    case updateProperties
    case updateViewConstraints
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    /// The root view's safe area changed (iOS 11+), and with it its layout margins.
    case viewSafeAreaInsetsDidChange
    case viewLayoutMarginsDidChange
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case didReceiveMemoryWarning
    /// The app delegate's own memory warning, before the controllers hear theirs.
    case applicationDidReceiveMemoryWarning
    case viewWillUnload
    case viewDidUnload
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    case prepareForSegue = "prepare(for:sender:)"
    /// Asked before a segue the storyboard triggers (iOS 6+); returning false cancels it.
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
    /// The presentation controller's delegate hears that a swipe could not dismiss a sheet (iOS 13+).
    case presentationControllerDidAttemptToDismiss
    /// Asked while UIKit looks for an unwind segue's destination; the selector gained `sender:` in iOS 13.
    case canPerformUnwindSegueActionWithSender = "canPerformUnwindSegueAction(_:from:withSender:)"
    case canPerformUnwindSegueAction = "canPerformUnwindSegueAction(_:from:sender:)"
    /// The destination's unwind action, the `@IBAction` method that takes the segue.
    case unwindAction = "unwind(_:)"
    /// A container on the unwind path shows the child it leads to (iOS 9+).
    case unwindForSegue = "unwind(for:towards:)"
    case willTransitionToTraits = "willTransition(to:with:)"
    case viewWillTransitionToSize = "viewWillTransition(to:with:)"
    case traitCollectionDidChange
    /// The rotation callbacks of iOS 2–7, replaced by `viewWillTransition(to:with:)` in iOS 8.
    case willRotate = "willRotate(to:duration:)"
    case willAnimateRotation = "willAnimateRotation(to:duration:)"
    case didRotate = "didRotate(from:)"
    case deinitialize = "deinit"
    case didFinishLaunching
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case didBecomeActive
    case willTerminate
    /// The scene delegate hears that UIKit removed the app's scene (iOS 13+).
    case sceneDidDisconnect
    /// The scene delegate's own names for the foreground and background events (iOS 13+, `scenes on`); an app
    /// that adopts scenes hears these instead of the app delegate's.
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    case sceneWillEnterForeground
    case sceneDidBecomeActive
    case sceneWillResignActive
    case sceneDidEnterBackground
    /// SwiftUI (iOS 13+), under the name of the hosting controller whose root view hears them: the root view's
    /// `onAppear`/`onDisappear` actions, its `.task` starting and being cancelled (iOS 15+), and what SwiftUI asks
    /// of a `UIViewControllerRepresentable` in that view.
    case onAppear
    case onDisappear
    case task
    case taskCancelled
    case makeCoordinator
    case makeUIViewController = "makeUIViewController(context:)"
    case updateUIViewController = "updateUIViewController(_:context:)"
    case dismantleUIViewController = "dismantleUIViewController(_:coordinator:)"

    public var swiftName: String { rawValue }

    public var objectiveCSelector: String {
        switch self {
        case .initWithCoder: "initWithCoder:"
        case .initWithNibName: "initWithNibName:bundle:"
        case .viewWillAppear: "viewWillAppear:"
        case .viewIsAppearing: "viewIsAppearing:"
        case .viewDidAppear: "viewDidAppear:"
        case .viewWillDisappear: "viewWillDisappear:"
        case .viewDidDisappear: "viewDidDisappear:"
        case .willMoveToParent: "willMoveToParentViewController:"
        case .didMoveToParent: "didMoveToParentViewController:"
        case .prepareForSegue: "prepareForSegue:sender:"
        case .shouldPerformSegue: "shouldPerformSegueWithIdentifier:sender:"
        case .presentationControllerDidAttemptToDismiss: "presentationControllerDidAttemptToDismiss:"
        case .canPerformUnwindSegueActionWithSender: "canPerformUnwindSegueAction:fromViewController:withSender:"
        case .canPerformUnwindSegueAction: "canPerformUnwindSegueAction:fromViewController:sender:"
        case .unwindAction: "unwind:"
        case .unwindForSegue: "unwindForSegue:towardsViewController:"
        case .willTransitionToTraits: "willTransitionToTraitCollection:withTransitionCoordinator:"
        case .viewWillTransitionToSize: "viewWillTransitionToSize:withTransitionCoordinator:"
        case .traitCollectionDidChange: "traitCollectionDidChange:"
        case .willRotate: "willRotateToInterfaceOrientation:duration:"
        case .willAnimateRotation: "willAnimateRotationToInterfaceOrientation:duration:"
        case .didRotate: "didRotateFromInterfaceOrientation:"
        case .deinitialize: "dealloc"
        case .didFinishLaunching: "application:didFinishLaunchingWithOptions:"
        case .willResignActive: "applicationWillResignActive:"
        case .didEnterBackground: "applicationDidEnterBackground:"
        case .willEnterForeground: "applicationWillEnterForeground:"
        case .didBecomeActive: "applicationDidBecomeActive:"
        case .willTerminate: "applicationWillTerminate:"
        case .applicationDidReceiveMemoryWarning: "applicationDidReceiveMemoryWarning:"
        case .sceneDidDisconnect: "sceneDidDisconnect:"
        case .sceneWillConnect: "scene:willConnectToSession:options:"
        case .sceneWillEnterForeground: "sceneWillEnterForeground:"
        case .sceneDidBecomeActive: "sceneDidBecomeActive:"
        case .sceneWillResignActive: "sceneWillResignActive:"
        case .sceneDidEnterBackground: "sceneDidEnterBackground:"
        default: rawValue
        }
    }

    /// The iOS versions that call this callback: containment arrived in 5, Auto Layout in 6, size
    /// transitions and traits in 8, `viewIsAppearing` in 13, `updateProperties` in 26; the rotation callbacks
    /// stopped in 8 and view unloading in 6.
    public var availability: ClosedRange<IOSVersion> {
        switch self {
        case .willMoveToParent, .didMoveToParent, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .prepareForSegue:
            IOSVersion(5)...IOSVersion.supported.upperBound
        case .updateViewConstraints, .shouldPerformSegue: IOSVersion(6)...IOSVersion.supported.upperBound
        case .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange: IOSVersion(11)...IOSVersion.supported.upperBound
        case .presentationControllerDidAttemptToDismiss, .canPerformUnwindSegueAction, .sceneDidDisconnect,
            .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
            .sceneDidEnterBackground:
            IOSVersion(13)...IOSVersion.supported.upperBound
        case .canPerformUnwindSegueActionWithSender: IOSVersion(6)...IOSVersion(12, 99)
        case .unwindAction: IOSVersion(6)...IOSVersion.supported.upperBound
        case .unwindForSegue: IOSVersion(9)...IOSVersion.supported.upperBound
        case .willTransitionToTraits, .viewWillTransitionToSize, .traitCollectionDidChange:
            IOSVersion(8)...IOSVersion.supported.upperBound
        case .viewIsAppearing, .onAppear, .onDisappear, .makeCoordinator, .makeUIViewController,
            .updateUIViewController, .dismantleUIViewController:
            IOSVersion(13)...IOSVersion.supported.upperBound
        case .task, .taskCancelled: IOSVersion(15)...IOSVersion.supported.upperBound
        case .updateProperties: IOSVersion(26)...IOSVersion.supported.upperBound
        case .willRotate, .willAnimateRotation, .didRotate: IOSVersion.supported.lowerBound...IOSVersion(7, 99)
        case .viewWillUnload: IOSVersion(5)...IOSVersion(5, 99)
        case .viewDidUnload: IOSVersion.supported.lowerBound...IOSVersion(5, 99)
        case .didEnterBackground, .willEnterForeground: IOSVersion(4)...IOSVersion.supported.upperBound
        default: IOSVersion.supported
        }
    }

    /// Whether UIKit passes an `animated` flag to this callback.
    public var takesAnimatedFlag: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
        default: false
        }
    }

    /// Whether this is an application-delegate callback (controller `app`).
    public var isApplicationEvent: Bool {
        switch self {
        case .didFinishLaunching, .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
            .willTerminate, .applicationDidReceiveMemoryWarning, .sceneDidDisconnect, .sceneWillConnect,
            .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground:
            true
        default: false
        }
    }

    /// The quiz filter a callback belongs to (`only: appearance`, …).
    public var family: Family {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: .appearance
        case .initWithCoder, .initWithNibName, .awakeFromNib, .loadView, .viewDidLoad, .viewWillUnload, .viewDidUnload,
            .deinitialize:
            .loading
        case .updateProperties, .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
            .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange:
            .layout
        case .willMoveToParent, .didMoveToParent: .containment
        case .willTransitionToTraits, .viewWillTransitionToSize, .traitCollectionDidChange, .willRotate,
            .willAnimateRotation, .didRotate:
            .rotation
        case .didReceiveMemoryWarning, .applicationDidReceiveMemoryWarning: .memory
        case .prepareForSegue, .shouldPerformSegue, .canPerformUnwindSegueActionWithSender,
            .canPerformUnwindSegueAction,
            .unwindAction, .unwindForSegue:
            .segue
        case .presentationControllerDidAttemptToDismiss: .presentation
        case .onAppear, .onDisappear, .task, .taskCancelled, .makeCoordinator, .makeUIViewController,
            .updateUIViewController, .dismantleUIViewController:
            .swiftUI
        case .didFinishLaunching, .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
            .willTerminate, .sceneDidDisconnect, .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
            .sceneWillResignActive, .sceneDidEnterBackground:
            .application
        }
    }

    public enum Family: String, Hashable, Sendable, CaseIterable {
        case appearance, loading, layout, containment, rotation, memory, segue, presentation, application, swiftUI
    }

    private static let byName: [String: Callback] = {
        var table: [String: Callback] = [:]
        for callback in Callback.allCases {
            table[callback.rawValue] = callback
            table[callback.objectiveCSelector] = callback
        }
        table["dealloc"] = .deinitialize
        return table
    }()

    /// The scene delegate's callback for an app-delegate event it replaces in an app that adopts scenes, or nil
    /// when the app delegate keeps it (launching, memory warnings, termination).
    public var sceneDelegateCounterpart: Callback? {
        switch self {
        case .willResignActive: .sceneWillResignActive
        case .didEnterBackground: .sceneDidEnterBackground
        case .willEnterForeground: .sceneWillEnterForeground
        case .didBecomeActive: .sceneDidBecomeActive
        default: nil
        }
    }

    /// Looks a callback up by its Swift or Objective-C name (`viewWillAppear`, `viewWillAppear:`, `dealloc`).
    public init?(named name: String) {
        guard let callback = Self.byName[name] else { return nil }
        self = callback
    }
}

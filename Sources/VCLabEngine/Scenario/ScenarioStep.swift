/// One step of a scenario: a user action, a system event or a line of app code.
public struct ScenarioStep: Hashable, Sendable {
    /// 1-based position among the steps.
    public var index: Int
    public var line: Int
    public var column: Int
    /// The step as written, trimmed and without its comment.
    public var text: String
    public var action: Action
    /// For `launch`: the `on active …` lines that follow it, app code that runs inside the launch's
    /// `applicationDidBecomeActive`, each with its own line for diagnostics. Empty for every other step.
    public var activationSteps: [ScenarioStep]

    public init(
        index: Int, line: Int, column: Int, text: String, action: Action, activationSteps: [ScenarioStep] = []
    ) {
        self.index = index
        self.line = line
        self.column = column
        self.text = text
        self.action = action
        self.activationSteps = activationSteps
    }

    /// A named controller inside a step, with the column where it is written, for diagnostics.
    public struct Name: Hashable, Sendable {
        public var name: String
        public var column: Int

        public init(_ name: String, column: Int) {
            self.name = name
            self.column = column
        }
    }

    public enum SegueKind: String, Hashable, Sendable {
        case push
        case modal
    }

    public enum Action: Hashable, Sendable {
        case launch
        case push(Name, animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        case popTo(Name, animated: Bool)
        case swipeBack(cancelled: Bool)
        /// `style` is `nil` when the scenario does not name one (UIKit's default for the version).
        case present(ControllerExpression, style: PresentationStyle?, animated: Bool)
        case dismiss(animated: Bool)
        case swipeDown(cancelled: Bool)
        case segue(Name, kind: SegueKind)
        case tab(Name)
        case add(child: Name, parent: Name)
        case remove(Name)
        case background
        case foreground
        case kill
        case memoryWarning
        case rotate
        case statusBar(StatusBarState)
        case load(Name)
        case unload(Name)
        /// `transition C1 to C2` (VCLab extension): `transition(from:to:duration:…)` in a custom container.
        case transition(from: Name, to: Name, animated: Bool)
        /// `add view C to A` (VCLab extension): `A.view.addSubview(C.view)` without `addChild`.
        case addView(child: Name, parent: Name)
        /// `layout A` (VCLab extension): `A.view.setNeedsLayout()`; a local layout pass follows.
        case layout(Name)
        /// `constraints A` (VCLab extension): a constraint of A's root view changes; a local pass follows.
        case constraints(Name)
        /// `properties A` (VCLab extension, iOS 26): `A.setNeedsUpdateProperties()`, or a change to an
        /// `@Observable` property A's `updateProperties()` read; one properties update follows.
        case properties(Name)
        /// `page B in P [animated|instant]` (VCLab extension, iOS 5+): `P.setViewControllers([B], direction:
        /// .forward, animated:)` on a page view controller declared with `pages P`.
        case page(Name, in: Name, animated: Bool)
        /// `interrupt call` (VCLab extension): something covers the app for a moment and goes (Control Center,
        /// Notification Center, an incoming call, a system alert): it resigns and regains active.
        case interrupt(Interruption)
        /// `add C to A without didMove` (VCLab extension): `addChild` and `addSubview`, but the container
        /// forgets its `C.didMove(toParent: A)`.
        case addWithoutDidMove(child: Name, parent: Name)
        /// `segue B push refused` (VCLab extension): a segue the storyboard triggers, which the source's
        /// `shouldPerformSegue(withIdentifier:sender:)` refuses.
        case refusedSegue(Name, kind: SegueKind)
        /// `unwind to A` (VCLab extension): an unwind segue from the visible controller back to A, below it in
        /// its navigation stack or the controller that presented it.
        case unwind(to: Name)
        /// `disconnect` (VCLab extension, iOS 13+): UIKit disconnects the app's scene in the background.
        case disconnect
        /// `state H` (VCLab extension, iOS 13+): state that H's SwiftUI root view reads changes.
        case state(Name)
        /// `replace root with EXPR` (VCLab extension, iOS 4+): app code sets `window.rootViewController` while the
        /// app runs, as after a login.
        case replaceRoot(ControllerExpression)
        /// `resize split 1/3` (VCLab extension, iPad, iOS 9+): the user gives the app a Split View or Slide Over
        /// window, or full screen again.
        case resize(WindowSize)
    }

    /// The app's window in iPad multitasking, as `resize` names it (`full`, `slide-over`, `split 1/3`, …). No raw
    /// values: the parser matches the words, and a String-backed enum's conversions cost the site's module bytes.
    public enum WindowSize: Hashable, Sendable {
        case full
        case slideOver
        case oneThird
        case half
        case twoThirds
    }

    /// What interrupts the app without sending it to the background.
    public enum Interruption: String, Hashable, Sendable, CaseIterable {
        case controlCenter = "control-center"
        case notificationCenter = "notification-center"
        case call
        case alert

        /// The version that introduced it: Notification Center came with iOS 5, Control Center with iOS 7.
        var introduced: IOSVersion {
            switch self {
            case .controlCenter: IOSVersion(7)
            case .notificationCenter: IOSVersion(5)
            case .call, .alert: IOSVersion.supported.lowerBound
            }
        }
    }
}

/// `UIModalPresentationStyle`, as far as the lifecycle cares.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case fullScreen
    case pageSheet
    case formSheet
    case overFullScreen
    case automatic
    case currentContext
    case overCurrentContext
    case popover
    /// `UIModalPresentationStyle.custom` (iOS 7+): a transitioning delegate's presentation controller, UIKit's
    /// own `UIPresentationController`, which keeps the presenter's views (`shouldRemovePresentersView` is false).
    case custom
}

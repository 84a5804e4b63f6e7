/// What the screen shows after a step: the device as oriented, the status bar, and every view and bar in the
/// window from the bottom up. The site's and the terminal's pictures of the screen are drawn from it.
public struct ScreenSnapshot: Hashable, Sendable {
    /// One thing drawn on the screen, in window coordinates.
    public struct Layer: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// A controller's view.
            case view
            /// The view of a navigation or tab bar controller, which its bar and its child's view cover.
            case containerView
            /// The navigation bar of the named navigation controller.
            case navigationBar
            /// The tab bar of the named tab bar controller.
            case tabBar
        }

        public var kind: Kind
        /// The controller the view or bar belongs to.
        public var controller: String
        public var frame: Rect

        public init(kind: Kind, controller: String, frame: Rect) {
            self.kind = kind
            self.controller = controller
            self.frame = frame
        }
    }

    /// The application as the user sees it: in front, in the background (the home screen), or gone.
    public enum Application: String, Hashable, Sendable {
        case notRunning = "not running"
        case active
        case background
        case terminated
    }

    public var device: ScenarioSettings.Device
    /// The screen in points as oriented now.
    public var size: Size
    public var isLandscape: Bool
    public var statusBar: StatusBarState
    /// The height the status bar takes from the top; 0 when hidden (or in an iPhone's landscape from iOS 8).
    public var statusBarHeight: Double
    /// Whether the screen has a sensor housing and a home indicator.
    public var hasNotch: Bool
    public var application: Application
    /// Bottom first.
    public var layers: [Layer]

    public init(
        device: ScenarioSettings.Device, size: Size, isLandscape: Bool, statusBar: StatusBarState,
        statusBarHeight: Double, hasNotch: Bool, application: Application, layers: [Layer]
    ) {
        self.device = device
        self.size = size
        self.isLandscape = isLandscape
        self.statusBar = statusBar
        self.statusBarHeight = statusBarHeight
        self.hasNotch = hasNotch
        self.application = application
        self.layers = layers
    }
}

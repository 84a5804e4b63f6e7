/// The settings lines of a scenario: which iOS, which device, and the screen the app runs on.
public struct ScenarioSettings: Hashable, Sendable {
    public enum Device: String, Hashable, Sendable, CaseIterable {
        case iphone
        case ipad
    }

    public var ios: IOSVersion = .default
    public var device: Device = .iphone
    public var isAutoLayoutEnabled = false
    /// The screen in points, portrait; `nil` means the default for the device and version.
    public var screen: Size?
    public var statusBar: StatusBarState = .visible
    /// `orientation landscape` (VCLab extension): the app launches with the device held sideways.
    public var launchesInLandscape = false
    /// `scenes off` (VCLab extension, iOS 13+): the app keeps the app-delegate life cycle (no scene manifest);
    /// `scenes on`: the app adopts scenes and says so, and the trace names the scene delegate's callbacks.
    /// `nil` means the version's default: scenes from iOS 13, their events named as the app delegate's.
    public var usesScenes: Bool?

    /// Whether the window belongs to a scene: from iOS 13 unless `scenes off`.
    public var hasScenes: Bool { usesScenes ?? (ios.major >= 13) }

    /// `scenes on`: the scene delegate hears the foreground and background events under its own names, and
    /// the launch and a reconnection show `scene(_:willConnectTo:options:)` and `sceneWillEnterForeground`.
    /// Without the setting, `app.…` stands for whichever delegate receives an event, as lessons written before
    /// scenes expect.
    public var namesSceneDelegate: Bool { usesScenes == true && ios.major >= 13 }

    public init() {}

    /// The screen the spec gives by default: iPhone 320x480 up to iOS 6, 375x667 for 7–12, 390x844 from 13;
    /// iPad 768x1024.
    public var effectiveScreen: Size {
        if let screen { return screen }
        switch device {
        case .ipad: return Size(width: 768, height: 1024)
        case .iphone:
            // A phone that ran the version: the iPhone 4S up to 6, the iPhone 5s (which shipped with iOS 7),
            // the iPhone 8 up to 12, the iPhone 11 Pro (which shipped with iOS 13), then the iPhone 12.
            if ios.major <= 6 { return Size(width: 320, height: 480) }
            if ios.major == 7 { return Size(width: 320, height: 568) }
            if ios.major <= 12 { return Size(width: 375, height: 667) }
            if ios.major == 13 { return Size(width: 375, height: 812) }
            return Size(width: 390, height: 844)
        }
    }
}

/// The status bar as the scenario sets it.
public enum StatusBarState: String, Hashable, Sendable, CaseIterable {
    case visible
    case hidden
    case inCall = "in-call"
}

/// A width and height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

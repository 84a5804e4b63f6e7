import VCLabSupport

/// Settings lines: `ios`, `device`, `autolayout`, `screen`, `orientation`, `scenes` and (before the first step) `statusbar`.
extension ScenarioBuilder {
    static let settingKeywords = [
        "ios", "device", "autolayout", "screen", "orientation", "scenes", "statusbar",
    ]

    mutating func readSetting(_ line: inout ScenarioLine, keyword head: ScenarioToken) {
        let keyword = head.keyword
        let location = location(line, head)
        if let previous = settingSites[keyword] {
            report(
                ScenarioDiagnosticID.duplicateSetting, severity: .warning, at: location,
                "'\(keyword)' is set more than once; the last one wins",
                notes: [Diagnostic.Note(location: previous, message: "previously set here")])
        }
        settingSites[keyword] = location
        switch keyword {
        case "ios":
            readVersion(&line, after: head)
        case "device":
            let devices = ScenarioSettings.Device.allCases.map { $0.rawValue }
            guard
                let word = value(&line, after: head, among: devices, describing: "device", usage: "device iphone"),
                let device = ScenarioSettings.Device(rawValue: word)
            else { return }
            if device == .ipad { require("'device ipad' (the iPad)", from: IOSVersion(3, 2), at: location) }
            settings.device = device
        case "autolayout":
            guard
                let word = value(&line, after: head, among: ["on", "off"], describing: "value", usage: "autolayout on")
            else { return }
            if word == "on" { require("'autolayout on' (Auto Layout)", from: IOSVersion(6), at: location) }
            settings.isAutoLayoutEnabled = word == "on"
        case "screen":
            readScreen(&line, after: head)
        case "scenes":
            guard let word = value(&line, after: head, among: ["on", "off"], describing: "value", usage: "scenes off")
            else { return }
            // Either way the setting is about UIScene, which iOS 13 introduced: `scenes on` adopts scenes and names
            // the scene delegate's callbacks, `scenes off` keeps the app delegate's life cycle.
            require("'scenes' (UIScene)", from: IOSVersion(13), at: location)
            settings.usesScenes = word == "on"
        case "orientation":
            guard
                let word = value(
                    &line, after: head, among: ["portrait", "landscape"], describing: "orientation",
                    usage: "orientation landscape")
            else { return }
            settings.launchesInLandscape = word == "landscape"
        default:
            let states = StatusBarState.allCases.map { $0.rawValue }
            guard
                let word = value(
                    &line, after: head, among: states, describing: "status bar", usage: "statusbar hidden"),
                let state = StatusBarState(rawValue: word)
            else { return }
            settings.statusBar = state
        }
        _ = expectEnd(of: line)
    }

    private mutating func readVersion(_ line: inout ScenarioLine, after head: ScenarioToken) {
        guard let token = line.next() else {
            hasInvalidVersion = true
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, head),
                "'ios' needs a version, as in 'ios 17' or 'ios 12.4'")
            return
        }
        guard token.isWord, let version = IOSVersion(parsing: token.text) else {
            hasInvalidVersion = true
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, token),
                "'\(token.text)' is not an iOS version", fixIt: "write it as major or major.minor, as in '17' or '12.4'"
            )
            return
        }
        guard version.isReleased else {
            hasInvalidVersion = true
            report(
                ScenarioDiagnosticID.unsupportedVersion, at: location(line, token),
                IOSVersion.unreleasedMessage(token.text, version), fixIt: version.didYouMean { "'ios \($0)'" })
            return
        }
        settings.ios = version
    }

    private mutating func readScreen(_ line: inout ScenarioLine, after head: ScenarioToken) {
        guard let token = line.next() else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, head),
                "'screen' needs a size in points, as in 'screen 320x480'")
            return
        }
        guard token.isWord, let size = Self.size(token.text) else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, token),
                "'\(token.text)' is not a screen size", fixIt: "write width x height in points, as in '320x480'")
            return
        }
        settings.screen = size
    }

    /// `320x480`: a width and a height in whole points, each 1 to 5 digits and not zero (`screen`, `design`).
    static func size(_ text: String) -> Size? {
        let parts = text.lowercasedASCII.split(separator: "x", omittingEmptySubsequences: false)
        let dimensions = parts.compactMap { part -> Int? in
            guard (1...5).contains(part.count), part.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(part)
        }
        guard parts.count == 2, dimensions.count == 2, dimensions.allSatisfy({ $0 > 0 }) else { return nil }
        return Size(width: Double(dimensions[0]), height: Double(dimensions[1]))
    }
}

import VCLabEngine
import VCLabSupport

/// The options of a run request, as the site's script sends them:
///
///     {"format": "text" | "json" | "summary" | "html", "objc": false, "ios": "12.4", "device": "ipad",
///      "path": "scenario.sim", "name": "push-pop", "idPrefix": "live-1", "language": "zh-Hans"}
///
/// Every member is optional; what is missing or unreadable takes `vclab run`'s default.
public struct LabOptions: Hashable, Sendable {
    public var format: LabRequest.RunFormat = .report(.text)
    public var naming: CallbackNaming = .swift
    public var overrides = SettingOverrides.none
    public var path = "scenario.sim"

    public init(json bytes: [UInt8]) {
        guard let json = JSONValue.parse(bytes) else { return }
        if let path = json["path"]?.string, !path.isEmpty { self.path = path }
        if json["objc"]?.bool == true { naming = .objectiveC }
        switch json["format"]?.string {
        case "html":
            // The words around an HTML run follow the page's language (`lang`); the trace itself has none.
            format = .html(
                name: json["name"]?.string ?? "scenario", idPrefix: json["idPrefix"]?.string ?? "run",
                language: json["language"]?.string.flatMap(ContentLanguage.init(optionValue:)) ?? .english)
        case let name?:
            if let report = RunReport.Format(rawValue: name) { format = .report(report) }
        case nil:
            break
        }
        if let device = json["device"]?.string { overrides.device = ScenarioSettings.Device(rawValue: device) }
        if let version = json["ios"]?.string { overrides.ios = Self.version(version) }
    }

    /// `12` or `12.4`, a released version VCLab simulates; anything else is no override.
    static func version(_ text: String) -> IOSVersion? {
        IOSVersion(parsing: text).flatMap { $0.isReleased ? $0 : nil }
    }
}

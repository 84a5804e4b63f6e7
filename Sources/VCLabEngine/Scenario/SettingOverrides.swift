/// Settings chosen outside the scenario, which win over its own lines: the site's version and device
/// selectors, and `vclab run --ios/--device`.
///
/// They are applied before the scenario's version checks, so a scenario run on an older iOS than it names
/// gets the same `scenario.unavailable-api` errors as one that says that version itself.
public struct SettingOverrides: Hashable, Sendable {
    public var ios: IOSVersion?
    public var device: ScenarioSettings.Device?

    public init(ios: IOSVersion? = nil, device: ScenarioSettings.Device? = nil) {
        self.ios = ios
        self.device = device
    }

    public static let none = SettingOverrides()
}

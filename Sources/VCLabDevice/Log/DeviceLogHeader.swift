/// What the generated app says about itself in its first line: which device and iOS it ran on, and which
/// scenario it performs.
public struct DeviceLogHeader: Hashable, Sendable {
    public var line: Int
    /// The iOS version as `UIDevice.current.systemVersion` says it (`17.4.1`).
    public var ios: String
    /// The model identifier (`iPhone15,2`), or `simulator`.
    public var device: String
    /// ``ScenarioHash`` of the scenario the app was made from.
    public var hash: String
    /// The scenario's name (its file name).
    public var scenario: String

    public init(line: Int, ios: String, device: String, hash: String, scenario: String) {
        self.line = line
        self.ios = ios
        self.device = device
        self.hash = hash
        self.scenario = scenario
    }
}

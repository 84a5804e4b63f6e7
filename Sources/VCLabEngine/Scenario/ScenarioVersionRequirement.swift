import VCLabSupport

/// An API that a scenario line uses and that only some iOS versions have.
///
/// The parser records these as it reads and checks them at the end, because the `ios` setting may come after the
/// line that needs it.
struct ScenarioVersionRequirement: Hashable, Sendable {
    /// How the diagnostic names the API: `'swipe down' (interactive sheet dismissal)`.
    var feature: String
    /// The first version that has the API, if it is recent.
    var introduced: IOSVersion?
    /// The version from which the API no longer has an effect, if it is old.
    var deprecated: IOSVersion?
    var location: SourceLocation
    var fixIt: String?

    /// The diagnostic message when `version` lacks the API, or `nil` when it has it.
    func problem(on version: IOSVersion) -> String? {
        if let introduced, version < introduced {
            return "\(feature) needs iOS \(Self.shortName(introduced)); this scenario runs iOS \(version)"
        }
        if let deprecated, version >= deprecated {
            return "\(feature) was deprecated in iOS \(Self.shortName(deprecated)); this scenario runs iOS \(version)"
        }
        return nil
    }

    /// `13` rather than `13.0`, as people name iOS releases; `3.2` stays as it is.
    private static func shortName(_ version: IOSVersion) -> String {
        version.minor == 0 ? "\(version.major)" : version.description
    }
}

import VCLabSupport

/// What ``ScenarioParser`` makes of a source: the scenario, when it has no errors, and every diagnostic.
public struct ScenarioParseResult: Hashable, Sendable {
    /// `nil` whenever ``diagnostics`` contains an error.
    public var scenario: Scenario?
    /// Errors and warnings in source order, at most ``ScenarioParser`` caps them.
    public var diagnostics: [Diagnostic]

    public init(scenario: Scenario?, diagnostics: [Diagnostic]) {
        self.scenario = scenario
        self.diagnostics = diagnostics
    }
}

/// A parsed scenario: settings, declarations and steps, each with its source position.
///
/// Build one with ``ScenarioParser``; run it with ``LifecycleEngine``.
public struct Scenario: Hashable, Sendable {
    public var settings: ScenarioSettings
    public var declarations: [ScenarioDeclaration]
    public var steps: [ScenarioStep]

    public init(
        settings: ScenarioSettings = ScenarioSettings(), declarations: [ScenarioDeclaration] = [],
        steps: [ScenarioStep] = []
    ) {
        self.settings = settings
        self.declarations = declarations
        self.steps = steps
    }
}

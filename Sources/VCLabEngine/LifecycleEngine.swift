import VCLabSupport

/// Runs scenarios: the public face of the simulation.
///
///     let run = LifecycleEngine.run(source: "root nav(A)\nlaunch\npush B\n", path: "push.sim")
///     run.trace?.events.map(\.qualifiedName)  // ["app.didFinishLaunching", "A.init(nibName:bundle:)", …]
///
/// A scenario that cannot run yields diagnostics and no trace: a partial trace is never presented as valid.
public enum LifecycleEngine {
    /// The most steps one scenario may have; far beyond any lesson, and it bounds time and memory.
    public static let maximumStepCount = 200_000

    /// The most controller states a trace may hold, summed over its steps (each step records every controller
    /// instantiated so far). Without it a 220 KB scenario of 20,000 pushes held 400 million states: 12 GB and
    /// two minutes. The benchmark's 78,000-step random scenario holds 2.8 million.
    public static let maximumStateCount = 4_000_000

    public static func run(_ scenario: Scenario, path: String) -> ScenarioRun {
        if scenario.steps.count > maximumStepCount {
            let step = scenario.steps[maximumStepCount]
            return ScenarioRun(
                trace: nil,
                diagnostics: [
                    Diagnostic(
                        id: "scenario.too-many-steps",
                        location: SourceLocation(path: path, line: step.line, column: step.column),
                        message: "a scenario may have at most \(maximumStepCount) steps")
                ])
        }
        let simulation = Simulation(scenario: scenario)
        var states: [StepSnapshot] = []
        states.reserveCapacity(scenario.steps.count)
        var stateCount = 0
        for step in scenario.steps {
            do {
                try simulation.run(step)
            } catch {
                let column = error.column ?? step.column
                return ScenarioRun(
                    trace: nil,
                    diagnostics: [
                        Diagnostic(
                            id: error.id,
                            location: SourceLocation(path: path, line: error.line ?? step.line, column: column),
                            message: error.message, fixIt: error.fixIt)
                    ])
            }
            stateCount += simulation.controllerCount
            guard stateCount <= maximumStateCount else {
                return ScenarioRun(
                    trace: nil,
                    diagnostics: [
                        Diagnostic(
                            id: "scenario.too-many-states",
                            location: SourceLocation(path: path, line: step.line, column: step.column),
                            message:
                                "by this step the trace would hold more than \(maximumStateCount) controller states (each step records every controller so far)",
                            fixIt: "use fewer steps or fewer controllers")
                    ])
            }
            states.append(simulation.snapshot())
        }
        let trace = Trace(
            ios: scenario.settings.ios, device: scenario.settings.device,
            steps: scenario.steps.map { Trace.Step(index: $0.index, line: $0.line, text: $0.text) },
            events: simulation.events, states: states)
        return ScenarioRun(trace: trace, diagnostics: [])
    }

    /// Parses and runs scenario text; `lineOffset` places a block from a lesson at its real lines.
    public static func run(
        source: String, path: String, lineOffset: Int = 0, overrides: SettingOverrides = .none
    ) -> ScenarioRun {
        let parsed = ScenarioParser.parse(source, path: path, lineOffset: lineOffset, overrides: overrides)
        guard let scenario = parsed.scenario else { return ScenarioRun(trace: nil, diagnostics: parsed.diagnostics) }
        var run = run(scenario, path: path)
        run.diagnostics = parsed.diagnostics + run.diagnostics
        return run
    }

    /// Parses and runs raw bytes, which may not be UTF-8 at all.
    public static func run(bytes: [UInt8], path: String, overrides: SettingOverrides = .none) -> ScenarioRun {
        let parsed = ScenarioParser.parse(bytes: bytes, path: path, overrides: overrides)
        guard let scenario = parsed.scenario else { return ScenarioRun(trace: nil, diagnostics: parsed.diagnostics) }
        var run = run(scenario, path: path)
        run.diagnostics = parsed.diagnostics + run.diagnostics
        return run
    }
}

/// What running a scenario produced: a trace, or the diagnostics that explain why there is none.
public struct ScenarioRun: Sendable {
    public var trace: Trace?
    /// Errors (then `trace` is nil) and warnings.
    public var diagnostics: [Diagnostic]

    public init(trace: Trace?, diagnostics: [Diagnostic]) {
        self.trace = trace
        self.diagnostics = diagnostics
    }
}

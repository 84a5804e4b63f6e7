import VCLabEngine
import VCLabSupport

/// Runs a lesson's scenario on its own iOS version and on each version of its `compare:` line.
enum SimulationRunner {
    /// The most callbacks a scenario of a lesson may make on its own version (a compared version runs the
    /// same steps, so it is about as long). The course's longest makes under a hundred; the bound keeps
    /// checking, building and showing any lesson within seconds and a bounded amount of memory.
    static let maximumCallbacks = 5000

    /// What running one scenario gave.
    struct Outcome: Sendable {
        /// The scenario's own version first, then one run per compared version; empty when it does not run.
        var runs: [LessonEvaluation.SimulationRun]
        /// The parsed scenario, for the names of its controllers; `nil` when it has errors.
        var scenario: Scenario?
        var diagnostics: [Diagnostic]
    }

    static func run(_ simulation: LessonSimulation) -> Outcome {
        let path = simulation.location.path
        let lineOffset = simulation.firstSourceLine - 1
        // What LifecycleEngine.run(source:path:lineOffset:) does, keeping the scenario for its names.
        let parsed = ScenarioParser.parse(simulation.source, path: path, lineOffset: lineOffset)
        guard let scenario = parsed.scenario else {
            return Outcome(runs: [], scenario: nil, diagnostics: parsed.diagnostics)
        }
        let own = LifecycleEngine.run(scenario, path: path)
        var diagnostics = parsed.diagnostics + own.diagnostics
        guard let trace = own.trace else { return Outcome(runs: [], scenario: scenario, diagnostics: diagnostics) }
        // A trace no reader could follow would still cost every page that draws it: without a bound, a lesson
        // of 60,000 steps takes a site build past a gigabyte.
        guard trace.events.count <= maximumCallbacks else {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.simulationTooLong, severity: .error, location: simulation.location,
                    message:
                        "the scenario makes \(trace.events.count) callbacks; a lesson's scenario may make at most \(maximumCallbacks)",
                    fixIt: "split it into smaller scenarios, each showing one point"))
            return Outcome(runs: [], scenario: scenario, diagnostics: diagnostics)
        }
        var runs = [LessonEvaluation.SimulationRun(version: scenario.settings.ios, trace: trace)]
        let compareLine = SourceLocation(path: path, line: lineOffset, column: 1)
        for version in simulation.comparedVersions {
            if version == scenario.settings.ios {
                runs.append(runs[0])
                continue
            }
            // One line longer than the block: the new first line sits on the `compare:` line itself.
            let compared = LifecycleEngine.run(
                source: source(simulation.source, on: version), path: path, lineOffset: lineOffset - 1)
            if let trace = compared.trace {
                runs.append(LessonEvaluation.SimulationRun(version: version, trace: trace))
                continue
            }
            // Warnings would repeat the scenario's own; errors are new, and belong to this version.
            for var diagnostic in compared.diagnostics where diagnostic.severity == .error {
                diagnostic.message = "on iOS \(version) (compare): \(diagnostic.message)"
                diagnostic.notes.append(
                    Diagnostic.Note(location: compareLine, message: "'compare:' asks for iOS \(version) here"))
                diagnostics.append(diagnostic)
            }
        }
        return Outcome(runs: runs, scenario: scenario, diagnostics: diagnostics)
    }

    /// The scenario with its `ios` lines blanked and `ios VERSION` as a new first line.
    ///
    /// Blanking matters: the language lets a later `ios` line win over an earlier one, so a prefix alone
    /// would lose to the scenario's own setting. Blank lines keep every other line at its number.
    static func source(_ source: String, on version: IOSVersion) -> String {
        // Bytes, not characters: "\r\n" is one character, and a scenario may use either line ending.
        var lines = Array(source.utf8).split(separator: TextBytes.newline, omittingEmptySubsequences: false)
        for index in lines.indices {
            let line = lines[index].drop(while: TextBytes.isBlank)
            let word = line.prefix {
                !TextBytes.isBlank($0) && $0 != TextBytes.carriageReturn && $0 != UInt8(ascii: "#")
            }
            if String(decoding: word, as: UTF8.self).lowercased() == "ios" { lines[index] = [] }
        }
        return "ios \(version)\n" + lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }
}

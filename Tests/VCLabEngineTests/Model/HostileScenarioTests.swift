import Testing
import VCLabEngine
import VCLabSupport

/// Regression tests for what the hostile corpus and the fuzzer of issue 7 found in the engine, and for the
/// bounds that keep any scenario's run small (docs/QUALITY.md).
@Suite struct HostileScenarioTests {
    /// 20,000 pushes of new controllers is a 220 KB file, but every step records every controller so far:
    /// 200 million states, which took 12 GB and two minutes. The run now stops with a located error.
    @Test(.timeLimit(.minutes(1))) func aScenarioWhoseStatesWouldExplodeIsAnErrorAtItsStep() throws {
        let pushes = (0..<20_000).map { "push P\($0)\n" }.joined()
        let run = LifecycleEngine.run(source: "root nav(A)\nlaunch\n\(pushes)", path: "many.sim")
        #expect(run.trace == nil)
        let diagnostic = try #require(run.diagnostics.first)
        #expect(diagnostic.id == "scenario.too-many-states")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.path == "many.sim")
        #expect(diagnostic.location.line > 2 && diagnostic.location.line < 20_003)
    }

    @Test func aLongScenarioOfFewControllersStillRuns() {
        let steps = String(repeating: "push B\npop\n", count: 50_000)
        let run = LifecycleEngine.run(source: "root nav(A)\nlaunch\n\(steps)", path: "long.sim")
        #expect(run.diagnostics.isEmpty)
        #expect(run.trace?.states.count == 100_001)
    }

    /// Containers nest by recursion; the 4,096-byte line limit bounds the depth, so no input reaches the
    /// stack's end. The deepest line the limit allows parses and runs.
    @Test func theDeepestNestingALineAllowsRuns() {
        let depth = (4096 - "root ".utf8.count - 1) / "tabs()".utf8.count
        let root = "root " + String(repeating: "tabs(", count: depth) + "A" + String(repeating: ")", count: depth)
        let run = LifecycleEngine.run(source: "\(root)\nlaunch\n", path: "deep.sim")
        #expect(run.diagnostics.allSatisfy { $0.severity != .error }, "\(run.diagnostics.map(\.description))")
        #expect(run.trace != nil)
    }

    @Test func deeperNestingIsALocatedErrorNotACrash() {
        for container in ["nav(", "tabs("] {
            let root = "root " + String(repeating: container, count: 5000) + "A" + String(repeating: ")", count: 5000)
            let run = LifecycleEngine.run(source: "\(root)\nlaunch\n", path: "deeper.sim")
            #expect(run.trace == nil)
            #expect(run.diagnostics.first?.location == SourceLocation(path: "deeper.sim", line: 1, column: 1))
        }
    }
}

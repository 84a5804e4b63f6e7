import Testing
import VCLabEngine
import VCLabSupport
import VCLabTestSupport

/// A scenario with one mistake, marked `1️⃣` where the engine must point, and the diagnostic it must give.
///
/// Every suite that pins a form's misuse states it this way, so that each one checks the same things: no
/// trace, the first error's id, its words and its place.
struct MisusedScenario: CustomTestStringConvertible {
    var marked: String
    var id: String
    /// Words the message must contain; empty when the id says enough.
    var message = ""

    var testDescription: String { marked }

    /// Runs the scenario and checks that the engine refused it as described; returns every diagnostic, for
    /// checks of their own.
    @discardableResult
    func expectRefused(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let text = MarkedText(marked)
        let run = LifecycleEngine.run(source: text.text, path: "misuse.sim")
        #expect(run.trace == nil, "a scenario with an error must not yield a trace", sourceLocation: sourceLocation)
        let diagnostic = try #require(run.diagnostics.first { $0.severity == .error }, sourceLocation: sourceLocation)
        #expect(diagnostic.id == id, "\(diagnostic.message)", sourceLocation: sourceLocation)
        // An empty string is contained in none: Foundation's `contains` says so.
        #expect(
            message.isEmpty || diagnostic.message.contains(message), "\(diagnostic.message)",
            sourceLocation: sourceLocation)
        let position = text.position(of: "1️⃣")
        #expect(
            diagnostic.location
                == VCLabSupport.SourceLocation(
                    path: "misuse.sim", line: position.line, column: position.column),
            sourceLocation: sourceLocation)
        return run.diagnostics
    }
}

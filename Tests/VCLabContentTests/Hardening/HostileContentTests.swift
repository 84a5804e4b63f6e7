import Testing
import VCLabContent
import VCLabSupport

/// Regression tests for the problems the hostile corpus of issue 7 found in checking (see docs/QUALITY.md).
@Suite struct HostileContentTests {
    static func lesson(_ body: String) -> [SourceFile] {
        [SourceFile(path: "Content/01-hostile.md", bytes: Array("---\ntitle: Hostile\n---\n\n\(body)".utf8))]
    }

    /// An answer of thousands of items used to take quadratic time: each item's location rescanned the whole
    /// value. 20,000 items took minutes in a debug build; now the check is linear.
    @Test(.timeLimit(.minutes(1))) func aLongAnswerIsCheckedInLinearTime() {
        let items = (0..<20_000).map { "X\($0).viewDidLoad" }.joined(separator: ", ")
        let report = CourseChecker.check(
            files: Self.lesson(
                "```sim s\nroot nav(A)\nlaunch\npush B\n```\n\n```quiz\nid: q\nsim: s\nask: order\nprompt: p\nanswer: \(items)\n```\n"
            ))
        let unknown = report.diagnostics.filter { $0.id == QuizDiagnosticID.unknownController }
        #expect(unknown.count == 20_000)
        // The last item is located exactly: `answer: ` is 8 columns, then 19,999 items before it.
        let offset = (0..<19_999).reduce(0) { $0 + "X\($1).viewDidLoad, ".utf8.count }
        #expect(unknown.last?.location == SourceLocation(path: "Content/01-hostile.md", line: 16, column: 9 + offset))
    }

    @Test func itemsOnContinuationLinesKeepTheirOwnLocations() {
        let report = CourseChecker.check(
            files: Self.lesson(
                "```sim s\nroot nav(A)\nlaunch\npush B\n```\n\n```quiz\nid: q\nsim: s\nask: order\nprompt: p\nanswer: Y.viewDidLoad,\n  Z.viewDidLoad\n```\n"
            ))
        let locations = report.diagnostics.filter { $0.id == QuizDiagnosticID.unknownController }.map(\.location)
        #expect(
            locations == [
                SourceLocation(path: "Content/01-hostile.md", line: 16, column: 9),
                SourceLocation(path: "Content/01-hostile.md", line: 17, column: 3),
            ])
    }

    /// A scenario of 60,000 steps made `vclab build` pass a gigabyte drawing its trace; a lesson's scenario
    /// now has a bound on its callbacks, reported where the scenario starts.
    @Test func aScenarioTooLongForAPageIsAnErrorAtItsBlock() {
        let steps = String(repeating: "push B\npop\n", count: 1000)
        let report = CourseChecker.check(files: Self.lesson("```sim big\nroot nav(A)\nlaunch\n\(steps)```\n"))
        let errors = report.diagnostics.filter { $0.id == LessonDiagnosticID.simulationTooLong }
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 5)
        #expect(errors.first?.severity == .error)
    }

    @Test func aScenarioJustUnderTheBoundStillRuns() {
        let report = CourseChecker.check(
            files: Self.lesson("```sim s\nroot nav(A)\nlaunch\n\(String(repeating: "push B\npop\n", count: 100))```\n"))
        #expect(report.diagnostics.allSatisfy { $0.severity != .error }, "\(report.diagnostics.map(\.description))")
        #expect(report.evaluations.first?.simulationRuns.first?.first?.trace.events.isEmpty == false)
    }
}

import Testing
import VCLabContent
import VCLabSupport
import VCLabTestSupport

/// The diagnostics about a quiz's scenario, step, names and id, at their exact line and column.
@Suite struct QuizCheckerDiagnosticTests {
    typealias Source = LessonSource

    static func happens(_ lines: String) -> String {
        Source.lesson("```quiz\nid: q\n\(lines)\nask: happens\nprompt: p\nanswer: yes\n```")
    }

    @Test func unknownSimulation() {
        Source.expectDiagnostic(
            "quiz.unknown-simulation", in: Self.happens("sim: 1️⃣nva\nevent: B.deinit"),
            message: "there is no scenario 'nva' in the lesson or the content directory", fixIt: "did you mean 'nav'?")
    }

    @Test func sharedScenarioThatDoesNotRun() {
        let shared = SourceFile(
            path: "Content/shared/broken.sim", relativePath: "shared/broken.sim", bytes: Array("root A\npop\n".utf8))
        let diagnostic = Source.expectDiagnostic(
            "quiz.simulation-failed", in: Self.happens("sim: 1️⃣shared/broken\nevent: A.viewDidLoad"), others: [shared])
        #expect(diagnostic?.notes.first?.location.path == "Content/shared/broken.sim")
        let report = Source.check(
            MarkedText(Self.happens("sim: shared/broken\nevent: A.viewDidLoad")).text, others: [shared])
        #expect(
            report.diagnostics.contains { $0.location.path == "Content/shared/broken.sim" && $0.severity == .error })
    }

    /// A lesson's own scenario in error leaves its quizzes unchecked: each says so, at its `sim:`, with the
    /// scenario's error as the cause, and no quiz of a scenario that runs gets the note.
    @Test func quizOfABrokenLessonScenarioSaysItIsUnchecked() {
        let text = """
            ---
            title: T
            ---

            ```sim nav
            root nav(A)
            launch
            puhs B
            ```

            ```sim ok
            root A
            launch
            ```

            ```quiz
            id: q
            sim: 1️⃣nav
            ask: happens
            event: B.viewDidLoad
            prompt: p
            answer: no
            ```

            ```quiz
            id: r
            sim: ok
            ask: happens
            event: A.viewDidLoad
            prompt: p
            answer: yes
            ```
            """
        let diagnostic = Source.expectDiagnostic("quiz.unchecked", in: text, severity: .note)
        #expect(diagnostic?.message.hasPrefix("this quiz is not checked: its scenario 'nav' does not run (") == true)
        #expect(diagnostic?.message.hasSuffix(" at line 8)") == true)
        #expect(diagnostic?.notes.first?.location.line == 8)
        #expect(diagnostic?.end?.column == 9)
        let report = Source.check(MarkedText(text).text)
        #expect(report.diagnostics.filter { $0.id == "quiz.unchecked" }.count == 1)
        #expect(report.diagnostics.contains { $0.id == "scenario.unknown-step" && $0.location.line == 8 })
    }

    /// An unknown event among a `which` quiz's options stops the quiz before the trace: each other option gets a
    /// note at its place, the true distractor among them too, so it is not hidden without a word.
    @Test func anOptionInErrorLeavesTheOthersNotedAsUnchecked() {
        let body = """
            ```quiz
            id: q
            sim: nav
            ask: which
            prompt: p
            answer: B.viewDidLoad
            choices: B.viewWillApear, 1️⃣B.viewWillAppear
            ```
            """
        let diagnostic = Source.expectDiagnostic("quiz.unchecked", in: Source.lesson(body), severity: .note)
        #expect(diagnostic?.message.hasPrefix("'B.viewWillAppear' is not checked against the trace") == true)
        #expect(diagnostic?.message.contains("the quiz stops at 'B.viewWillApear'") == true)
        let report = Source.check(MarkedText(Source.lesson(body)).text)
        let unchecked = report.diagnostics.filter { $0.id == "quiz.unchecked" }
        // The answer and the true distractor; not the option in error, which has its own error.
        #expect(unchecked.map(\.location.column) == [9, 27])
        #expect(
            report.diagnostics.contains {
                $0.id == "quiz.unknown-event" && $0.location.column == 12 && $0.end?.column == 25
            })
        #expect(!report.diagnostics.contains { $0.id == "quiz.true-distractor" })
        // With the misspelling fixed, the hidden true distractor is found, and the notes are gone.
        let fixed = Source.check(MarkedText(Source.lesson(body.replacing("B.viewWillApear", with: "A.deinit"))).text)
        #expect(fixed.diagnostics.contains { $0.id == "quiz.true-distractor" })
        #expect(!fixed.diagnostics.contains { $0.id == "quiz.unchecked" })
    }

    @Test func unknownAndAmbiguousSteps() {
        Source.expectDiagnostic(
            "quiz.unknown-step", in: Self.happens("sim: nav\nstep: 1️⃣puhs B\nevent: B.deinit"),
            message: "the scenario has no step 'puhs B'", fixIt: "did you mean 'push B'?")
        Source.expectDiagnostic(
            "quiz.unknown-step", in: Self.happens("sim: nav\nstep: 1️⃣9\nevent: B.deinit"),
            message: "the scenario has 3 steps; there is no step 9")
        let twice = """
            ---
            title: T
            ---

            ```sim nav
            root nav(A)
            launch
            push B
            pop
            push B
            ```

            ```quiz
            id: q
            sim: nav
            step: 1️⃣push B
            ask: happens
            event: B.viewDidLoad
            prompt: p
            answer: yes
            ```
            """
        Source.expectDiagnostic(
            "quiz.ambiguous-step", in: twice,
            message: "'push B' is steps 2 and 4 of the scenario, so it does not say which",
            fixIt: "write the step's index, as in 'step: 2'")
    }

    @Test func unknownControllerSuggestsTheNearest() {
        Source.expectDiagnostic(
            "quiz.unknown-controller", in: Self.happens("sim: nav\nevent: 1️⃣nva1.viewDidLoad"),
            message: "the scenario has no controller 'nva1'", fixIt: "did you mean 'nav1'?")
        // A one-letter name that is simply unknown gets the list, not a guess at another letter.
        Source.expectDiagnostic(
            "quiz.unknown-controller",
            in: Source.lesson(
                "```quiz\nid: q\nsim: nav\nask: which\nprompt: p\nanswer: A.viewDidLoad\nchoices: 1️⃣Z.viewDidLoad\n```"),
            message: "the scenario has no controller 'Z'", fixIt: "it has A, B, app, nav1")
        Source.expectDiagnostic(
            "quiz.unknown-controller",
            in: Source.lesson("```quiz\nid: q\nsim: nav\nask: frame\nof: 1️⃣C\nprompt: p\nanswer: 0 0 1 1\n```"))
    }

    @Test func duplicateOptions() {
        Source.expectDiagnostic(
            "quiz.duplicate-option",
            in: Source.lesson(
                "```quiz\nid: q\nsim: nav\nask: which\nprompt: p\nanswer: A.viewDidLoad\nchoices: B.deinit, 1️⃣A.viewDidLoad\n```"
            ), message: "A.viewDidLoad is listed twice among the answer and choices")
        Source.expectDiagnostic(
            "quiz.duplicate-option",
            in: Source.lesson("```quiz\nid: q\nsim: nav\nask: loaded\nprompt: p\nanswer: A\nchoices: 1️⃣A\n```"))
    }

    @Test func duplicateIDsAcrossTheCourse() {
        let other = Source.file(
            Source.lesson(
                "```quiz\nid: shared-id\nsim: nav\nask: happens\nevent: B.deinit\nprompt: p\nanswer: yes\n```"),
            path: "a-first.md")
        let diagnostic = Source.expectDiagnostic(
            "quiz.duplicate-id",
            in: Self.happens("sim: nav\nevent: B.deinit").replacing("id: q", with: "id: 1️⃣shared-id"),
            others: [other])
        #expect(diagnostic?.notes.first?.location.path == "a-first.md")
    }

    @Test func missingIDsWarnAndArePreparedWithTheIDFixWouldWrite() throws {
        let text = Source.lesson(
            """
            1️⃣```quiz
            sim: nav
            ask: happens
            event: B.deinit
            prompt: p
            answer: yes
            ```

            ```quiz
            sim: nav
            ask: happens
            event: A.deinit
            prompt: p
            answer: no
            ```
            """)
        Source.expectDiagnostic(
            "quiz.missing-id", in: text, severity: .warning,
            fixIt: "add 'id: lesson-happens-1', or run 'vclab check --fix' to add it")
        let report = Source.check(MarkedText(text).text)
        let ids = report.evaluations[0].preparedQuizzes.map { $0?.id }
        #expect(ids == ["lesson-happens-1", "lesson-happens-2"])
        #expect(report.errorCount == 0)
    }
}

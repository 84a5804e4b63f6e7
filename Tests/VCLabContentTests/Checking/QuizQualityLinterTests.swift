import Testing
import VCLabSupport
import VCLabTestSupport

@testable import VCLabContent

/// Each quiz-quality warning at its line and column, on quizzes whose key holds, and silence on good ones.
@Suite struct QuizQualityLinterTests {
    typealias Source = LessonSource

    static func quiz(_ lines: String) -> String { Source.lesson("```quiz\nid: q\nsim: nav\n\(lines)\n```") }

    @Test func aChoiceQuizWithNoDistractor() {
        Source.expectDiagnostic(
            "quiz.no-distractor",
            in: Self.quiz("step: push B\nask: first\nprompt: Which comes first?\nanswer: 1️⃣B.viewDidLoad"),
            severity: .warning, message: "the quiz offers only its answer, so there is nothing to choose")
    }

    @Test func aWhichQuizWhoseEveryOptionIsRight() {
        Source.expectDiagnostic(
            "quiz.every-option-right",
            in: Self.quiz("step: push B\nask: which\nprompt: Which happen?\nanswer: 1️⃣B.viewDidLoad, B.viewWillAppear"),
            severity: .warning)
        Source.expectDiagnostic(
            "quiz.every-option-right", in: Self.quiz("ask: loaded\nprompt: Whose view is loaded?\nanswer: 1️⃣A"),
            severity: .warning)
    }

    @Test func aClaimAboutOneEventAndItself() {
        Source.expectDiagnostic(
            "quiz.trivial-claim",
            in: Self.quiz(
                "step: push B\nask: claim\nclaim: 1️⃣B.viewDidLoad before B.viewDidLoad\nprompt: True?\nanswer: false"),
            severity: .warning, message: "the claim compares B.viewDidLoad with itself")
    }

    @Test func aClaimTrueByConstruction() {
        Source.expectDiagnostic(
            "quiz.trivial-claim",
            in: Self.quiz(
                "step: push B\nask: claim\nclaim: 1️⃣B.viewWillAppear before B.viewDidAppear\nprompt: True?\nanswer: true"
            ),
            severity: .warning,
            message:
                "'B.viewWillAppear before B.viewDidAppear' holds for every view controller, so the scenario does not decide it"
        )
        Source.expectDiagnostic(
            "quiz.trivial-claim",
            in: Self.quiz(
                "step: pop\nask: claim\nclaim: 1️⃣B.deinit after B.viewDidDisappear\nprompt: True?\nanswer: true"),
            severity: .warning)
    }

    @Test func aPromptThatContainsItsAnswer() {
        Source.expectDiagnostic(
            "quiz.prompt-gives-answer",
            in: Self.quiz(
                "step: push B\nask: first\nprompt: Is it 1️⃣B.viewDidLoad?\nanswer: B.viewDidLoad\nchoices: B.viewWillAppear"
            ),
            severity: .warning, message: "the prompt contains its own answer, B.viewDidLoad")
        Source.expectDiagnostic(
            "quiz.prompt-gives-answer",
            in: Self.quiz(
                "step: push B\nask: order\nprompt: Is it 1️⃣A.viewWillDisappear, then B.viewWillAppear?\nanswer: A.viewWillDisappear, B.viewWillAppear"
            ),
            severity: .warning)
        Source.expectDiagnostic(
            "quiz.prompt-gives-answer",
            in: Self.quiz("ask: frame\nof: A\nprompt: Is A's frame 1️⃣0 0 375 667?\nanswer: 0 0 375 667"),
            severity: .warning)
    }

    @Test func anExplanationThatNamesAWrongOption() {
        Source.expectDiagnostic(
            "quiz.text-names-other-key",
            in: Self.quiz(
                "step: push B\nask: first\nprompt: Which comes first?\nanswer: B.viewDidLoad\nchoices: B.viewWillAppear\nexplain: 1️⃣B.viewWillAppear comes first."
            ),
            severity: .warning, message: "'explain' names B.viewWillAppear, but the key is B.viewDidLoad")
        Source.expectDiagnostic(
            "quiz.text-names-other-key",
            in: Self.quiz(
                "ask: count\nevent: A.viewWillAppear\nprompt: How often?\nanswer: 2\nexplain: It is called 1️⃣3 times."),
            severity: .warning, message: "'explain' names 3 times, but the key is 2")
    }

    @Test func goodQuizzesStayQuiet() {
        let good = Source.lesson(
            """
            ```quiz
            id: good-first
            sim: nav
            step: push B
            ask: first
            prompt: Which comes first, B.viewDidLoad or B.viewWillAppear?
            answer: B.viewDidLoad
            choices: B.viewWillAppear
            explain: B.viewDidLoad comes before B.viewWillAppear: the view must exist first.
            ```

            ```quiz
            id: good-count
            sim: nav
            ask: count
            event: A.viewWillAppear
            prompt: How many times?
            answer: 2
            explain: Once at launch, and once more after the pop: twice in all.
            ```

            ```quiz
            id: good-claim
            sim: nav
            step: push B
            ask: claim
            claim: A.viewWillDisappear before B.viewWillAppear
            prompt: True?
            answer: true
            ```
            """)
        let report = Source.check(good)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test func theGoodFixtureIsClean() throws {
        // Courses written with care stay clean with --warnings-as-errors: no lint may fire on them.
        let report = CourseChecker.check(files: try Fixtures.course("good"))
        let lints = report.diagnostics.filter { $0.id.hasPrefix("quiz.") && $0.severity == .warning }
        #expect(lints.isEmpty, "\(lints.map(\.description))")
    }
}

import Testing
import VCLabContent
import VCLabGrading

@testable import VCLabTerminal

@Suite struct QuizFeedbackRendererTests {
    func feedback(_ quiz: PreparedQuiz, _ response: QuizResponse) -> [String] {
        let grade = QuizGrader.grade(quiz, response: response)
        let lines = QuizFeedbackRenderer.lines(
            quiz: quiz, response: response, grade: grade, style: .plain(width: 80), width: 80)
        return lines.map { ANSIWriter.write($0, style: .plain(width: 80)) }
    }

    @Test func aWrongOrderNamesTheMistakeShowsFeedbackAndMarksTheRealTrace() {
        let answer = ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"]
        let lines = feedback(FixtureLesson.orderQuiz, .sequence(answer))
        #expect(lines[0] == "✗ Not right.")
        #expect(lines.contains("  ✗ you put A.viewDidDisappear before B.viewWillAppear"))
        #expect(lines.contains("Why"))
        #expect(lines.contains("Both *will* callbacks come before the animation."))
        #expect(lines.contains { $0.contains("5  B.viewWillAppear") && $0.contains("✗ you had it at position 3") })
        #expect(lines.contains { $0.contains("4  A.viewWillDisappear") && $0.hasSuffix("✓") })
        #expect(lines.contains { $0.contains("1  B.init(nibName:bundle:)") && !$0.contains("✓") })
    }

    @Test func aRightAnswerSaysSo() {
        let key = ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]
        #expect(feedback(FixtureLesson.orderQuiz, .sequence(key))[0] == "✓ Right.")
    }

    @Test func aPartlyRightTraceMarksMissingLinesAndExtras() {
        let answer = ["B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidLoad"]
        let lines = feedback(FixtureLesson.traceQuiz, .sequence(answer))
        // Two lines in order of four: one link of three.
        #expect(lines[0] == "◑ Partly right: 33%.")
        #expect(lines.contains("  ✗ out of order: A.viewWillAppear comes before B.viewDidDisappear"))
        #expect(lines.contains("  ✗ missing: A.viewDidAppear"))
        // Marks on the real trace agree with the messages: out of order is never also missing.
        #expect(
            lines.contains { $0.contains("A.viewWillAppear") && $0.contains("✗ out of order: you had it at line 3") })
        #expect(lines.contains { $0.contains("A.viewDidAppear") && $0.contains("✗ missing from your answer") })
        #expect(lines.contains { $0.contains("B.viewDidDisappear") && $0.hasSuffix("✓") })
        #expect(lines.contains("  ✗ you wrote A.viewDidLoad, which is not in this trace"))
    }

    @Test func aWrongPickShowsPerChoiceFeedbackAndWhereTheAnswerIs() {
        var quiz = FixtureLesson.orderQuiz
        quiz.kind = "first"
        quiz.key = .single("A.viewWillDisappear")
        let lines = feedback(quiz, .single("A.viewDidDisappear"))
        #expect(lines.contains("  » You picked A.viewDidDisappear"))
        #expect(lines.contains("    That one waits for the animation."))
        #expect(lines.contains { $0.contains("A.viewWillDisappear") && $0.hasSuffix("✓ the answer") })
        #expect(lines.contains { $0.contains("A.viewDidDisappear") && $0.hasSuffix("✗ your pick") })
    }

    @Test func aCountMarksEachOccurrence() {
        var quiz = FixtureLesson.traceQuiz
        quiz.kind = "count"
        quiz.key = .number(1)
        quiz.subject = "B.deinit"
        let lines = feedback(quiz, .number(2))
        #expect(lines.contains("  ✗ it happens once, not twice"))
        #expect(lines.contains { $0.contains("B.deinit") && $0.hasSuffix("← 1") })
    }
}

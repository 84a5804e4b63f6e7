import Testing
import VCLabGrading
import VCLabTestSupport

/// Issue 24: the first wrong answer gave the answer away ("it happens twice, not 3 times"). Clues say what
/// kind of thing is wrong, in both languages, and never hold the key.
@Suite struct QuizCluesTests {
    @Test func aCountClueDoesNotSayTheCount() {
        let quiz = QuizFixtures.count
        #expect(QuizGrader.grade(quiz, response: .number(3)).mistakes == ["it happens twice, not 3 times"])
        #expect(QuizGrader.clues(quiz, response: .number(3)) == ["it does not happen 3 times"])
        #expect(QuizGrader.clues(quiz, response: .number(3), language: .simplifiedChinese) == ["它不是发生 3 次"])
        #expect(QuizGrader.clues(quiz, response: .number(2)).isEmpty, "a right answer has no clue")
    }

    @Test func noClueHoldsTheKey() {
        let first = QuizGrader.clues(QuizFixtures.first, response: .single("A.viewDidAppear"))
        #expect(first == ["A.viewDidAppear is not the one"])
        #expect(QuizGrader.clues(QuizFixtures.happens, response: .boolean(true)).isEmpty)
        let which = QuizGrader.clues(QuizFixtures.which, response: .set(["A.viewDidLoad", "C.viewDidLoad"]))
        #expect(which == ["C.viewDidLoad does not happen", "something that applies is left out"])
        let frame = QuizGrader.clues(QuizFixtures.frame, response: .frame([0, 20, 320, 416]))
        #expect(frame == ["y is not 20"])
        let trace = QuizGrader.clues(
            QuizFixtures.trace, response: .sequence(["A.viewWillAppear", "B.viewWillDisappear", "A.viewDidLoad"]))
        #expect(!trace.joined().contains("B.deinit"), "the missing line is counted, not named: \(trace)")
        #expect(trace.contains("one callback is missing") && trace.contains("not in the trace there: A.viewDidLoad"))
    }
}

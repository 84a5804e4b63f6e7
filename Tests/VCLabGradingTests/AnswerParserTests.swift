import Testing
import VCLabTestSupport

@testable import VCLabGrading

@Suite struct AnswerParserTests {
    func parse(_ text: String, _ quiz: PreparedQuiz) -> QuizResponse? {
        try? AnswerParser.parse(text, for: quiz).get()
    }

    func problem(_ text: String, _ quiz: PreparedQuiz) -> String? {
        if case .failure(let problem) = AnswerParser.parse(text, for: quiz) { return problem.message }
        return nil
    }

    @Test func orderTakesLettersInOrderSpacedOrRunTogether() {
        let expected = QuizResponse.sequence([
            "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        ])
        #expect(parse("b c d a", QuizFixtures.order) == expected)
        #expect(parse("bcda", QuizFixtures.order) == expected)
        #expect(parse("B, C, D, A", QuizFixtures.order) == expected)
        #expect(problem("b c x", QuizFixtures.order) == "'x' is not one of the letters (a–d)")
    }

    @Test func aSingleChoiceTakesOneLetterOrTheEventWrittenOut() {
        #expect(parse("b", QuizFixtures.first) == .single("B.viewDidLoad"))
        #expect(parse("A.viewDidAppear", QuizFixtures.first) == .single("A.viewDidAppear"))
        #expect(problem("a b", QuizFixtures.first) == "pick one letter, not 2")
    }

    @Test func whichTakesLettersAsASortedSet() {
        #expect(parse("c a", QuizFixtures.which) == .set(["A.viewDidLoad", "B.viewDidLoad"]))
        #expect(parse("a a", QuizFixtures.which) == .set(["B.viewDidLoad"]))
    }

    @Test func loadedControllerNamesInUpperCaseWinOverLetters() {
        // Options are C, B, A (letters a, b, c): "A" is the controller, "a" is the first option.
        #expect(parse("A C", QuizFixtures.loaded) == .set(["A", "C"]))
        #expect(parse("a", QuizFixtures.loaded) == .set(["C"]))
    }

    @Test(arguments: ["yes", "y", "YES", "true", "t"])
    func booleansTakeYesOrTrue(text: String) {
        #expect(parse(text, QuizFixtures.happens) == .boolean(true))
    }

    @Test func booleansSayWhatTheyWant() {
        #expect(parse("no", QuizFixtures.claim) == .boolean(false))
        #expect(problem("maybe", QuizFixtures.claim) == "answer true or false")
        #expect(problem("maybe", QuizFixtures.happens) == "answer yes or no")
    }

    @Test func countsTakeDigitsOrWords() {
        #expect(parse("2", QuizFixtures.count) == .number(2))
        #expect(parse("twice", QuizFixtures.count) == .number(2))
        #expect(parse("never", QuizFixtures.count) == .number(0))
        #expect(problem("-1", QuizFixtures.count) == "type a whole number, like 2")
    }

    @Test func framesTakeFourNumbersInAnyPunctuation() {
        #expect(parse("0 64 320 416", QuizFixtures.frame) == .frame([0, 64, 320, 416]))
        #expect(parse("(0, 64.5, 320, 416)", QuizFixtures.frame) == .frame([0, 64.5, 320, 416]))
        #expect(problem("0 64 320", QuizFixtures.frame) == "type four numbers: x y width height")
    }

    @Test func traceLinesLoseNumberingAndTakeCanonicalNames() {
        let typed = "1. B.viewWillDisappear:\n- A.viewWillAppear (animated)\n\n  B.dealloc  \nnot an event"
        #expect(
            parse(typed, QuizFixtures.trace)
                == .sequence(["B.viewWillDisappear", "A.viewWillAppear", "B.deinit", "not an event"]))
    }

    @Test func anEmptyAnswerIsNotGraded() {
        #expect(problem("   ", QuizFixtures.order) == "type an answer first")
    }
}

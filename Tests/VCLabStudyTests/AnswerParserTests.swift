import Testing
import VCLabContent

@testable import VCLabStudy

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
        #expect(parse("b c d a", StudyFixtures.order) == expected)
        #expect(parse("bcda", StudyFixtures.order) == expected)
        #expect(parse("B, C, D, A", StudyFixtures.order) == expected)
        #expect(problem("b c x", StudyFixtures.order) == "'x' is not one of the letters (a–d)")
    }

    @Test func aSingleChoiceTakesOneLetterOrTheEventWrittenOut() {
        #expect(parse("b", StudyFixtures.first) == .single("B.viewDidLoad"))
        #expect(parse("A.viewDidAppear", StudyFixtures.first) == .single("A.viewDidAppear"))
        #expect(problem("a b", StudyFixtures.first) == "pick one letter, not 2")
    }

    @Test func whichTakesLettersAsASortedSet() {
        #expect(parse("c a", StudyFixtures.which) == .set(["A.viewDidLoad", "B.viewDidLoad"]))
        #expect(parse("a a", StudyFixtures.which) == .set(["B.viewDidLoad"]))
    }

    @Test func loadedControllerNamesInUpperCaseWinOverLetters() {
        // Options are C, B, A (letters a, b, c): "A" is the controller, "a" is the first option.
        #expect(parse("A C", StudyFixtures.loaded) == .set(["A", "C"]))
        #expect(parse("a", StudyFixtures.loaded) == .set(["C"]))
    }

    @Test(arguments: ["yes", "y", "YES", "true", "t"])
    func booleansTakeYesOrTrue(text: String) {
        #expect(parse(text, StudyFixtures.happens) == .boolean(true))
    }

    @Test func booleansSayWhatTheyWant() {
        #expect(parse("no", StudyFixtures.claim) == .boolean(false))
        #expect(problem("maybe", StudyFixtures.claim) == "answer true or false")
        #expect(problem("maybe", StudyFixtures.happens) == "answer yes or no")
    }

    @Test func countsTakeDigitsOrWords() {
        #expect(parse("2", StudyFixtures.count) == .number(2))
        #expect(parse("twice", StudyFixtures.count) == .number(2))
        #expect(parse("never", StudyFixtures.count) == .number(0))
        #expect(problem("-1", StudyFixtures.count) == "type a whole number, like 2")
    }

    @Test func framesTakeFourNumbersInAnyPunctuation() {
        #expect(parse("0 64 320 416", StudyFixtures.frame) == .frame([0, 64, 320, 416]))
        #expect(parse("(0, 64.5, 320, 416)", StudyFixtures.frame) == .frame([0, 64.5, 320, 416]))
        #expect(problem("0 64 320", StudyFixtures.frame) == "type four numbers: x y width height")
    }

    @Test func traceLinesLoseNumberingAndTakeCanonicalNames() {
        let typed = "1. B.viewWillDisappear:\n- A.viewWillAppear (animated)\n\n  B.dealloc  \nnot an event"
        #expect(
            parse(typed, StudyFixtures.trace)
                == .sequence(["B.viewWillDisappear", "A.viewWillAppear", "B.deinit", "not an event"]))
    }

    @Test func anEmptyAnswerIsNotGraded() {
        #expect(problem("   ", StudyFixtures.order) == "type an answer first")
    }
}

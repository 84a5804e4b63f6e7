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

    /// Issue 24: `-[B viewDidLoad]` and a bare `viewDidLoad` were refused on a `first` quiz though the docs
    /// say an event may be written out as a programmer writes it.
    @Test func aSingleChoiceTakesAnObjectiveCMessageOrABareCallback() {
        let quiz = QuizFixtures.first
        #expect(parse("-[B viewDidLoad]", quiz) == .single("B.viewDidLoad"))
        #expect(parse("viewDidLoad", quiz) == .single("B.viewDidLoad"), "the one option with that callback")
        #expect(parse("override func viewDidLoad()", quiz) == .single("B.viewDidLoad"))
        #expect(parse("b", quiz) == .single("B.viewDidLoad"))
        #expect(problem("zz", quiz)?.contains("not one of the letters") == true)
        let order = QuizFixtures.order
        #expect(parse("bcda", order) != nil, "a run of letters is still letters")
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

    @Test(arguments: [
        "0 64 320 416", "(0, 64, 320, 416)", "{{0,64},{320,416}}", "{{0, 64}, {320, 416}}",
        "CGRect(x: 0, y: 64, width: 320, height: 416)", "x: 0 y: 64 w: 320 h: 416", "0,64 320x416",
        "CGRectMake(0, 64, 320, 416)", "0pt 64pt 320pt 416pt",
    ])
    func framesTakeEveryWayAProgrammerWritesARectangle(text: String) {
        #expect(parse(text, QuizFixtures.frame) == .frame([0, 64, 320, 416]))
    }

    @Test func framesSayWhatTheyWant() {
        #expect(parse("(0, 64.5, 320, 416)", QuizFixtures.frame) == .frame([0, 64.5, 320, 416]))
        #expect(parse("-10 0 320 416", QuizFixtures.frame) == .frame([-10, 0, 320, 416]))
        #expect(problem("0 64 320", QuizFixtures.frame) == "type four numbers: x y width height")
        #expect(problem("0 64 320 416 5", QuizFixtures.frame) == "type four numbers: x y width height")
        #expect(problem("banana 0 64 320 416", QuizFixtures.frame) == "type four numbers: x y width height")
    }

    @Test func traceLinesLoseNumberingAndTakeCanonicalNames() {
        let typed = "1. B.viewWillDisappear:\n- A.viewWillAppear (animated)\n\n  B.dealloc  "
        #expect(parse(typed, QuizFixtures.trace) == .sequence(["B.viewWillDisappear", "A.viewWillAppear", "B.deinit"]))
    }

    static let loading = QuizFixtures.quiz(
        "loading", kind: "trace", key: .sequence(["B.loadView", "B.viewDidLoad"]))

    /// Issue 13, fault 5: every unambiguous way a programmer writes a callback.
    @Test(arguments: [
        "B.loadView", "B.loadview", "b.loadView", "B.loadView()", "loadView", "-[B loadView]",
        "override func loadView()",
        "B.loadView;", "[B loadView]",
    ])
    func traceLinesAreReadLeniently(text: String) {
        #expect(parse(text + "\nB.viewDidLoad", Self.loading) == .sequence(["B.loadView", "B.viewDidLoad"]))
    }

    @Test func selectorsAndSwiftSignaturesName() {
        let quiz = QuizFixtures.quiz(
            "t", kind: "trace", key: .sequence(["B.init(coder:)", "B.viewDidLoad", "B.viewWillAppear"]))
        #expect(
            parse("B.initWithCoder:\nviewDidLoad:\nB.viewWillAppear(true)", quiz)
                == .sequence(["B.init(coder:)", "B.viewDidLoad", "B.viewWillAppear"]))
        #expect(
            parse("B.init\nB.viewDidLoad()\nB.viewWillAppear(_:)", quiz)
                == .sequence(["B.init(coder:)", "B.viewDidLoad", "B.viewWillAppear"]))
    }

    @Test func aMisspellingAsksDidYouMeanBeforeGrading() throws {
        let result = AnswerParser.parse("B.viewDidLod\nB.loadView", for: Self.loading)
        guard case .failure(let found) = result else {
            Issue.record("a misspelling was graded")
            return
        }
        #expect(found.message == "'B.viewDidLod': did you mean B.viewDidLoad?")
        #expect(found.suggestion == "B.viewDidLoad\nB.loadView")
        #expect(
            problem("B.banana", Self.loading)
                == "'B.banana' is not a callback VCLab knows; write Controller.callback, like B.viewDidLoad")
    }

    @Test func aCallbackAloneThatSeveralControllersHaveAsksWhichOne() {
        let quiz = QuizFixtures.quiz("t", kind: "trace", key: .sequence(["A.viewDidLoad", "B.viewDidLoad"]))
        #expect(problem("viewDidLoad", quiz) == "'viewDidLoad': which one, A.viewDidLoad or B.viewDidLoad?")
    }

    @Test func optionsWrittenOutAreReadLeniently() {
        #expect(parse("b.viewdidload", QuizFixtures.first) == .single("B.viewDidLoad"))
        #expect(parse("B.viewDidLoad()", QuizFixtures.first) == .single("B.viewDidLoad"))
        #expect(problem("B.viewDidLod", QuizFixtures.first) == "'B.viewDidLod': did you mean B.viewDidLoad?")
    }

    @Test func anEmptyAnswerIsNotGraded() {
        #expect(problem("   ", QuizFixtures.order) == "type an answer first")
    }
}

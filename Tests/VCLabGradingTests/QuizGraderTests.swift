import Testing

@testable import VCLabGrading

@Suite struct QuizGraderTests {
    func quiz(kind: String, key: QuizKey, options: [String] = [], subject: String? = nil) -> PreparedQuiz {
        PreparedQuiz(
            id: "q", kind: kind, prompt: "?", options: options, key: key, explain: nil, hint: nil,
            feedback: ["A.viewDidDisappear": "That one waits for the animation."], subject: subject, filter: nil,
            window: [], simulationName: "s", step: nil)
    }

    @Test func orderNamesTheFirstPairTheWrongWayRound() {
        let key = ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]
        let order = quiz(kind: "order", key: .sequence(key))
        #expect(QuizGrader.grade(order, response: .sequence(key)).verdict == .right)
        let swapped = ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"]
        let grade = QuizGrader.grade(order, response: .sequence(swapped))
        #expect(grade.verdict == .wrong)
        #expect(grade.mistakes == ["you put A.viewDidDisappear before B.viewWillAppear"])
    }

    @Test func traceEarnsPartialCreditForTheLinksBetweenLinesInOrder() {
        let trace = quiz(kind: "trace", key: .sequence(["a", "b", "c", "d"]))
        // a c d in order: two links of the three a four-line trace has.
        let grade = QuizGrader.grade(trace, response: .sequence(["a", "c", "b", "d"]))
        #expect(grade.verdict == .partlyRight)
        #expect(grade.score == 2.0 / 3.0)
        #expect(grade.mistakes == ["out of order: b comes before c"])
        #expect(QuizGrader.grade(trace, response: .sequence(["x"])).verdict == .wrong)
        #expect(QuizGrader.grade(trace, response: .sequence(["d", "c", "b", "a"])).score == 0)
        #expect(QuizGrader.grade(trace, response: .sequence(["a", "b", "c", "d"])).score == 1)
        let padded = QuizGrader.grade(trace, response: .sequence(["a", "b", "c", "d", "e", "f", "g", "h"]))
        #expect(padded.score == 3.0 / 7.0, "padding with guesses must not pay")
        #expect(padded.mistakes == ["not in the trace there: e, f, g, h"])
    }

    /// Issue 13, fault 4: two lines swapped were 50% and "B.loadView" both "missing or out of place" and "not
    /// in the trace there".
    @Test func twoLinesSwappedAreOutOfOrderAndEarnNothing() {
        let trace = quiz(kind: "trace", key: .sequence(["B.loadView", "B.viewDidLoad"]))
        let grade = QuizGrader.grade(trace, response: .sequence(["B.viewDidLoad", "B.loadView"]))
        #expect(grade.verdict == .wrong)
        #expect(grade.score == 0)
        #expect(grade.mistakes.count == 1)
        #expect(grade.mistakes[0].hasPrefix("out of order: "))
        #expect(!grade.mistakes[0].contains("missing") && !grade.mistakes[0].contains("not in the trace"))
    }

    /// The other half of fault 4: a line the real trace has, put in the wrong place, was "not in the trace".
    @Test func aLineInTheWrongPlaceIsNeverSaidToBeAbsent() {
        let key = ["B.init(coder:)", "B.awakeFromNib", "B.loadView", "B.viewDidLoad"]
        let trace = quiz(kind: "trace", key: .sequence(key))
        let grade = QuizGrader.grade(
            trace, response: .sequence(["B.init(coder:)", "B.loadView", "B.awakeFromNib", "B.viewDidLoad"]))
        #expect(grade.score == 2.0 / 3.0)
        #expect(grade.mistakes.count == 1)
        #expect(grade.mistakes[0].hasPrefix("out of order: "))
    }

    @Test func repeatedLinesAreCountedNotCalledAbsent() {
        let key = ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewWillLayoutSubviews"]
        let trace = quiz(kind: "trace", key: .sequence(key))
        let fewer = QuizGrader.grade(trace, response: .sequence(Array(key.prefix(2))))
        #expect(fewer.mistakes == ["missing: A.viewWillLayoutSubviews (it happens twice there)"])
        let more = QuizGrader.grade(trace, response: .sequence(key + ["A.viewDidLayoutSubviews"]))
        #expect(more.mistakes == ["A.viewDidLayoutSubviews happens only once there"])
    }

    @Test func singleChoiceCarriesPerChoiceFeedback() {
        let first = quiz(kind: "first", key: .single("B.viewWillAppear"))
        let grade = QuizGrader.grade(first, response: .single("A.viewDidDisappear"))
        #expect(grade.verdict == .wrong)
        #expect(grade.mistakes == ["B.viewWillAppear comes before A.viewDidDisappear"])
        #expect(grade.feedback == ["That one waits for the animation."])
    }

    @Test func setsNameWrongPicksAndMisses() {
        let which = quiz(kind: "which", key: .set(["A.viewDidLoad", "B.viewDidLoad"]))
        let grade = QuizGrader.grade(which, response: .set(["A.viewDidLoad", "C.viewDidLoad"]))
        #expect(grade.mistakes == ["C.viewDidLoad does not happen", "B.viewDidLoad happens too"])
    }

    @Test func framesToleratesHalfAPoint() {
        let frame = quiz(kind: "frame", key: .frame([0, 64, 320, 416]))
        #expect(QuizGrader.grade(frame, response: .frame([0, 64.2, 320, 416])).verdict == .right)
        #expect(
            QuizGrader.grade(frame, response: .frame([0, 20, 320, 416])).mistakes == ["y is 64, not 20"])
    }

    @Test func framesThatAreNotFiniteNumbersAreWrongNotACrash() {
        let frame = quiz(kind: "frame", key: .frame([0, 64, 320, 416]))
        #expect(QuizGrader.grade(frame, response: .frame([0, .nan, 320, 416])).verdict == .wrong)
        #expect(QuizGrader.grade(frame, response: .frame([0, .infinity, 320, 416])).verdict == .wrong)
        let huge = QuizGrader.grade(frame, response: .frame([0, 1e300, 320, 416]))
        #expect(huge.mistakes == ["y is 64, not 1e+300"])
    }

    @Test func countsAndBooleansSayTheRightAnswer() {
        #expect(
            QuizGrader.grade(quiz(kind: "count", key: .number(2)), response: .number(1)).mistakes == [
                "it happens twice, not once"
            ])
        #expect(
            QuizGrader.grade(quiz(kind: "claim", key: .boolean(false)), response: .boolean(true)).mistakes == [
                "the answer is false, not true"
            ])
    }

    @Test func mismatchedResponseShapeIsWrongNotACrash() {
        #expect(QuizGrader.grade(quiz(kind: "count", key: .number(2)), response: .single("x")).verdict == .wrong)
    }
}

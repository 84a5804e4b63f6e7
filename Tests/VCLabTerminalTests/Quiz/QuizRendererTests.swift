import Testing
import VCLabContent
import VCLabGrading

@testable import VCLabTerminal

@Suite struct QuizRendererTests {
    func render(_ quiz: PreparedQuiz) -> String {
        var layout = MarkdownLayout(style: .plain(width: 60))
        let lines = QuizRenderer.question(quiz, number: 2, width: 60, layout: &layout, studyHint: "vclab study x")
        return ANSIWriter.write(lines, style: .plain(width: 60))
    }

    /// Issue 24: `(like: c b a)` when the key was `c b a`: the example gave the answer away.
    @Test func theFormatExampleIsNeverARightAnswer() {
        let options = ["A.viewDidAppear", "B.viewWillAppear", "A.viewWillDisappear"]
        let backwards = PreparedQuiz(
            id: "o", kind: "order", prompt: "?", options: options,
            key: .sequence(["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidAppear"]), explain: nil, hint: nil,
            feedback: [:], subject: nil, filter: nil, window: [], simulationName: "s", step: nil)
        let order = QuizRenderer.instructions(for: backwards)
        #expect(order.contains("(like: ") && !order.contains("(like: c b a)"), "\(order)")
        var aAndLast = backwards
        aAndLast.kind = "which"
        aAndLast.key = .set(["A.viewDidAppear", "A.viewWillDisappear"])
        let set = QuizRenderer.instructions(for: aAndLast)
        #expect(set.contains("(like: ") && !set.contains("(like: a c)"), "\(set)")
        #expect(QuizRenderer.instructions(for: aAndLast, language: .simplifiedChinese).contains("例如：a b"))
        for count in 2...6 {
            for right in [Array(0..<count), Array((0..<count).reversed())] {
                let key = right.map(QuizRenderer.letter).joined(separator: " ")
                #expect(QuizRenderer.orderExample(count: count, right: right) != key)
            }
        }
    }

    @Test func showsPromptAndLetteredOptionsButNeverTheKey() {
        let quiz = FixtureLesson.orderQuiz
        let page = render(quiz)
        #expect(page.contains("? Quiz 2 · order · sim push-pop, step 2 (push B)"))
        #expect(page.contains("a  B.viewDidAppear"))
        #expect(page.contains("d  A.viewDidDisappear"))
        #expect(page.contains("Answer it in study mode: vclab study x"))
        #expect(!page.contains("Both *will*"), "the explanation is for after answering")
        #expect(!page.contains("That one waits"), "feedback is for after answering")
        #expect(!page.contains("Think of"), "the hint is on request")
    }

    @Test func lettersGoPastZ() {
        #expect(QuizRenderer.letter(0) == "a")
        #expect(QuizRenderer.letter(25) == "z")
        #expect(QuizRenderer.letter(26) == "aa")
        #expect(QuizRenderer.letter(27) == "ab")
    }

    @Test(arguments: [
        (QuizKey.single("x"), "first", "Type one letter"),
        (.set(["x"]), "which", "every letter"),
        (.boolean(true), "happens", "yes or no"),
        (.boolean(true), "claim", "true or false"),
        (.number(1), "count", "a number"),
        (.frame([0, 0, 1, 1]), "frame", "x y width height"),
        (.sequence(["x"]), "trace", "one a line"),
        (.sequence(["x"]), "order", "in order"),
    ])
    func eachKindSaysHowToAnswer(key: QuizKey, kind: String, phrase: String) {
        var quiz = FixtureLesson.orderQuiz
        quiz.key = key
        quiz.kind = kind
        #expect(QuizRenderer.instructions(for: quiz).contains(phrase))
    }
}

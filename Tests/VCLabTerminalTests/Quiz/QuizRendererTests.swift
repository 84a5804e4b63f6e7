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

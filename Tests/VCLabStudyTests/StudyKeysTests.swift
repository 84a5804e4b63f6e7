import Testing
import VCLabTestSupport

@testable import VCLabStudy

@Suite struct StudyKeysTests {
    let simulationPage = StudyPage(
        lessonIndex: 0, blocks: 0..<1, section: "", stop: .simulation(index: 0, callbackCounts: [3], quizRun: 0))
    let prosePage = StudyPage(lessonIndex: 0, blocks: 0..<1, section: "", stop: .prose)

    @Test func keysOutsideAQuiz() {
        #expect(StudyKeys.command(forKey: "n", in: .reading, page: prosePage) == .next)
        #expect(StudyKeys.command(forKey: StudyKeys.enter, in: .reading, page: prosePage) == .next)
        #expect(StudyKeys.command(forKey: StudyKeys.right, in: .reading, page: prosePage) == .next)
        #expect(StudyKeys.command(forKey: StudyKeys.left, in: .reading, page: prosePage) == .back)
        #expect(StudyKeys.command(forKey: "q", in: .reading, page: prosePage) == .quit)
        #expect(StudyKeys.command(forKey: StudyKeys.interrupt, in: .reading, page: prosePage) == .quit)
        #expect(StudyKeys.command(forKey: "s", in: .reading, page: prosePage) == nil)
        #expect(StudyKeys.command(forKey: "s", in: .reading, page: simulationPage) == .step)
        #expect(StudyKeys.command(forKey: StudyKeys.enter, in: .stepping(revealed: 1), page: simulationPage) == .step)
        #expect(StudyKeys.command(forKey: "r", in: .stepping(revealed: 1), page: simulationPage) == .restart)
        #expect(StudyKeys.command(forKey: "x", in: .reading, page: prosePage) == nil)
    }

    let yesNoPage = StudyPage(
        lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.happens))

    /// Issue 13, fault 3: on a quiz page n, b and q navigate, and nothing but the opened answer is an answer.
    @Test func navigationKeysOnAQuizPageNeverAnswer() {
        let asking = StudySession.Phase.asking(showsHint: false)
        #expect(StudyKeys.command(forKey: "n", in: asking, page: yesNoPage) == .next)
        #expect(StudyKeys.command(forKey: "b", in: asking, page: yesNoPage) == .back)
        #expect(StudyKeys.command(forKey: "q", in: asking, page: yesNoPage) == .quit)
        #expect(StudyKeys.command(forKey: "y", in: asking, page: yesNoPage) == nil)
        #expect(StudyKeys.command(forKey: "a", in: asking, page: yesNoPage) == .openAnswer)
        #expect(StudyKeys.command(forKey: StudyKeys.enter, in: asking, page: yesNoPage) == .openAnswer)
        // No key at all, in any phase, is an answer.
        let keys = ["n", "b", "q", "y", "a", "t", "f", "?", "r", "e", "s", "p", "v", StudyKeys.enter, " "]
        for key in keys {
            for phase in [asking, .asking(showsHint: true), .reading, .stepping(revealed: 1)] {
                if case .answer = StudyKeys.command(forKey: key, in: phase, page: yesNoPage) {
                    Issue.record("'\(key)' became an answer")
                }
            }
        }
        var session = StudySession(pages: [yesNoPage, yesNoPage])
        #expect(session.handle(.openAnswer, now: 0) == [.editAnswer(text: "", choices: ["yes", "no"])])
        #expect(session.handle(.next, now: 0).isEmpty)
        #expect(session.attempts.isEmpty)
    }

    @Test func yesOrNoIsChosenNotGuessedFromALetter() {
        var editor = AnswerEditor(text: "", choices: ["yes", "no"], isMultiline: false)
        #expect(editor.handle("n") == .editing, "n moves the choice to no; only Enter answers")
        #expect(editor.handle(StudyKeys.enter) == .submitted("no"))
        editor = AnswerEditor(text: "", choices: ["yes", "no"], isMultiline: false)
        #expect(editor.handle(StudyKeys.right) == .editing)
        #expect(editor.handle(StudyKeys.escape) == .cancelled)
    }

    /// Issue 24: "Enter, Enter" on a yes/no quiz answered the pre-selected `yes`. Nothing is chosen until the
    /// learner chooses, Enter before that answers nothing, and the arrows stop at the ends.
    @Test func nothingIsChosenForTheLearner() {
        var editor = AnswerEditor(text: "", choices: ["yes", "no"], isMultiline: false)
        #expect(editor.choice == nil)
        #expect(editor.handle(StudyKeys.enter) == .unchosen, "Enter with nothing chosen answers nothing")
        #expect(editor.handle(StudyKeys.enter) == .unchosen)
        #expect(editor.handle(StudyKeys.right) == .editing)
        #expect(editor.choice == 0, "the first arrow chooses the first answer")
        #expect(editor.handle(StudyKeys.right) == .editing)
        #expect(editor.handle(StudyKeys.right) == .editing)
        #expect(editor.choice == 1, "→ stops at the last answer instead of wrapping")
        #expect(editor.handle(StudyKeys.left) == .editing)
        #expect(editor.handle(StudyKeys.left) == .editing)
        #expect(editor.choice == 0, "← stops at the first")
        #expect(editor.handle(StudyKeys.enter) == .submitted("yes"))
        var fromLeft = AnswerEditor(text: "", choices: ["yes", "no"], isMultiline: false)
        _ = fromLeft.handle(StudyKeys.left)
        #expect(fromLeft.choice == 0)
    }

    /// Issue 24: on a page that says "type one letter (a–d)", `b` went back and `d` scrolled.
    @Test func anOptionLetterStartsTheAnswer() {
        let orderPage = StudyPage(
            lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.order))
        let asking = StudySession.Phase.asking(showsHint: false)
        for key in ["a", "b", "c", "d"] {
            #expect(StudyKeys.command(forKey: key, in: asking, page: orderPage) == .startAnswer(key))
        }
        #expect(StudyKeys.command(forKey: "e", in: asking, page: orderPage) == nil, "e is not one of the four")
        #expect(StudyKeys.command(forKey: "n", in: asking, page: orderPage) == .next)
        #expect(StudyKeys.command(forKey: "b", in: .reading, page: orderPage) == .back, "elsewhere b is back")
        let countPage = StudyPage(
            lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.count))
        #expect(StudyKeys.command(forKey: "2", in: asking, page: countPage) == .startAnswer("2"))
        #expect(StudyKeys.command(forKey: "b", in: asking, page: countPage) == .back, "a count has no letters")
        #expect(StudyKeys.bindings(for: asking, page: orderPage, isLastPage: false).first?.key == "a–d")
        var session = StudySession(pages: [orderPage])
        #expect(session.handle(.startAnswer("c"), now: 0) == [.editAnswer(text: "c", choices: [])])
    }

    /// Issue 24: the stepper could not go back one callback (← was the previous page).
    @Test func theArrowsStepBothWaysWhileStepping() {
        let stepping = StudySession.Phase.stepping(revealed: 2)
        #expect(StudyKeys.command(forKey: StudyKeys.left, in: stepping, page: simulationPage) == .stepBack)
        #expect(StudyKeys.command(forKey: StudyKeys.right, in: stepping, page: simulationPage) == .step)
        #expect(StudyKeys.command(forKey: StudyKeys.left, in: .reading, page: simulationPage) == .back)
        #expect(StudyKeys.command(forKey: "b", in: .stepping(revealed: 2), page: simulationPage) == .back)
        var session = StudySession(pages: [simulationPage])
        session.handle(.step, now: 0)
        session.handle(.step, now: 0)
        session.handle(.stepBack, now: 0)
        #expect(session.phase == .stepping(revealed: 1))
        session.handle(.stepBack, now: 0)
        #expect(session.phase == .stepping(revealed: 1))
        #expect(session.message == "That is the first callback; b goes back a page.")
    }

    @Test func aTraceIsTypedOverSeveralLines() {
        var trace = AnswerEditor(text: "", choices: [], isMultiline: true)
        for key in Array("B.loadView").map(String.init) + [StudyKeys.enter] + Array("B.viewDidLoad").map(String.init) {
            _ = trace.handle(key)
        }
        #expect(trace.handle(StudyKeys.enter) == .editing)
        #expect(trace.handle(StudyKeys.enter) == .submitted("B.loadView\nB.viewDidLoad"))
    }

    @Test func scrollingKeys() {
        #expect(StudyKeys.scroll(forKey: StudyKeys.down) == .lineDown)
        #expect(StudyKeys.scroll(forKey: StudyKeys.pageDown) == .pageDown)
        #expect(StudyKeys.scroll(forKey: " ") == .pageDown)
        #expect(StudyKeys.scroll(forKey: StudyKeys.home) == .top)
        #expect(StudyKeys.scroll(forKey: "G") == .bottom)
        #expect(StudyKeys.scroll(forKey: "n") == nil)
    }

    @Test func linesAScriptTypesInAnOpenAnswer() {
        #expect(StudyKeys.command(forAnswerLine: "") == nil)
        #expect(StudyKeys.command(forAnswerLine: StudyKeys.interrupt) == .quit)
        #expect(StudyKeys.command(forAnswerLine: "n") == .answer("n"), "inside an opened answer, n is the answer no")
    }

    @Test func theBarListsTheKeysOfTheMoment() {
        let reading = StudyKeys.bindings(for: .reading, page: simulationPage, isLastPage: false).map(\.key)
        #expect(reading == ["s", "p", "n", "b", "q"])
        let asking = StudyKeys.bindings(for: .asking(showsHint: false), page: prosePage, isLastPage: true).map(\.key)
        #expect(asking == ["a", "n", "b", "q"])
        let last = StudyKeys.bindings(for: .reading, page: prosePage, isLastPage: true)
        #expect(last.first?.label == "finish")
    }
}

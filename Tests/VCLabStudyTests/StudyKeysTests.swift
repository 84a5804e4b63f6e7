import Testing

@testable import VCLabStudy

@Suite struct StudyKeysTests {
    let simulationPage = StudyPage(
        lessonIndex: 0, blocks: 0..<1, section: "", stop: .simulation(index: 0, callbackCount: 3))
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

    @Test func linesWhileAQuizIsAsked() {
        #expect(StudyKeys.command(forAnswerLine: "?") == .hint)
        #expect(StudyKeys.command(forAnswerLine: " < ") == .back)
        #expect(StudyKeys.command(forAnswerLine: "") == .next)
        #expect(StudyKeys.command(forAnswerLine: StudyKeys.interrupt) == .quit)
        #expect(StudyKeys.command(forAnswerLine: "n") == .answer("n"), "n is an answer (no) here, not next")
    }

    @Test func theBarListsTheKeysOfTheMoment() {
        let reading = StudyKeys.bindings(for: .reading, page: simulationPage, isLastPage: false).map(\.key)
        #expect(reading == ["s", "p", "n", "b", "q"])
        let asking = StudyKeys.bindings(for: .asking(showsHint: false), page: prosePage, isLastPage: true).map(\.key)
        #expect(asking == ["Enter", ">", "<", "Ctrl-C"])
        let last = StudyKeys.bindings(for: .reading, page: prosePage, isLastPage: true)
        #expect(last.first?.label == "finish")
    }
}

import Testing
import VCLabContent
import VCLabTestSupport

@testable import VCLabStudy

@Suite struct StudySessionTests {
    static func session() -> StudySession {
        let (lesson, quizzes) = StudyFixtures.lesson()
        return StudySession(pages: StudyPage.pages(of: lesson, callbackCounts: [5], quizzes: quizzes))
    }

    @Test func pagesEndAtEachScenarioAndQuizAndStartAtEachMajorHeading() {
        let pages = Self.session().pages
        #expect(pages.map(\.blocks) == [0..<2, 2..<4, 4..<9, 9..<10])
        #expect(pages.map(\.section) == ["The lesson", "The lesson", "Second", "Second"])
        #expect(pages[0].stop == .simulation(index: 0, callbackCount: 5))
        #expect(pages[1].stop == .quiz(index: 0, quiz: QuizFixtures.order))
        #expect(pages[2].stop == .quiz(index: 1, quiz: nil))
        #expect(pages[3].stop == .prose)
    }

    @Test func nextAndBackWalkThePagesAndQuitEnds() {
        var session = Self.session()
        #expect(session.phase == .reading)
        session.handle(.back, now: 0)
        #expect(session.message == "This is the first page.")
        session.handle(.next, now: 0)
        #expect(session.pageIndex == 1)
        #expect(session.phase == .asking(showsHint: false))
        session.handle(.back, now: 0)
        #expect(session.pageIndex == 0)
        session.handle(.quit, now: 0)
        #expect(session.isFinished)
    }

    @Test func steppingRevealsOneCallbackAtATimeAndPlayingRevealsTheRest() {
        var session = Self.session()
        session.handle(.step, now: 0)
        #expect(session.phase == .stepping(revealed: 1))
        session.handle(.step, now: 0)
        #expect(session.phase == .stepping(revealed: 2))
        #expect(session.handle(.play, now: 0) == [.play(from: 2, to: 5)])
        #expect(session.phase == .stepping(revealed: 5))
        session.handle(.step, now: 0)
        #expect(session.message == "That was the last callback; n goes on.")
        session.handle(.restart, now: 0)
        #expect(session.phase == .stepping(revealed: 1))
        session.stopPlaying(at: 3)
        #expect(session.phase == .stepping(revealed: 3))
    }

    @Test func anAnswerIsGradedByTheSharedGraderAndLogged() {
        var session = Self.session()
        session.handle(.next, now: 0)
        let effects = session.handle(.answer(" b d c a "), now: 42)
        #expect(effects == [.record(ProgressRecord(time: 42, quizID: "order", response: "b d c a", score: 0))])
        guard case .answered(let attempt) = session.phase else {
            Issue.record("not answered")
            return
        }
        #expect(attempt.grade.verdict == .wrong)
        #expect(attempt.grade.mistakes == ["you put A.viewDidDisappear before B.viewWillAppear"])
    }

    @Test func anUnreadableAnswerIsNotGradedButExplained() {
        var session = Self.session()
        session.handle(.next, now: 0)
        #expect(session.handle(.answer("z"), now: 0).isEmpty)
        #expect(session.message == "'z' is not one of the letters (a–d).")
        #expect(session.phase == .asking(showsHint: false))
    }

    @Test func aHintOnRequestThenARetry() {
        var session = Self.session()
        session.handle(.next, now: 0)
        session.handle(.hint, now: 0)
        #expect(session.phase == .asking(showsHint: true))
        session.handle(.answer("b d c a"), now: 1)
        session.handle(.retry, now: 2)
        #expect(session.phase == .asking(showsHint: false))
        let effects = session.handle(.answer("b c d a"), now: 3)
        #expect(effects == [.record(ProgressRecord(time: 3, quizID: "order", response: "b c d a", score: 1))])
        #expect(session.attempts.map(\.score) == [0, 1])
    }

    @Test func comingBackToAnAnsweredQuizShowsTheLastAnswer() {
        var session = Self.session()
        session.handle(.next, now: 0)
        session.handle(.answer("b c d a"), now: 1)
        session.handle(.next, now: 0)
        session.handle(.back, now: 0)
        guard case .answered(let attempt) = session.phase else {
            Issue.record("expected the last answer")
            return
        }
        #expect(attempt.text == "b c d a")
    }

    @Test func aQuizThatFailedItsCheckIsShownButNotAsked() {
        var session = Self.session()
        session.handle(.next, now: 0)
        session.handle(.next, now: 0)
        #expect(session.pageIndex == 2)
        #expect(session.phase == .reading)
        #expect(session.handle(.answer("a"), now: 0).isEmpty)
    }

    @Test func goingPastTheLastPageFinishes() {
        var session = Self.session()
        for _ in 0..<4 { session.handle(.next, now: 0) }
        #expect(session.isFinished)
    }

    @Test func commandsThatDoNotFitSaySo() {
        var session = Self.session()
        session.handle(.retry, now: 0)
        #expect(session.message == "Answer the quiz first.")
        session.handle(.next, now: 0)
        session.handle(.next, now: 0)
        session.handle(.step, now: 0)
        #expect(session.message == "There is no scenario on this page to step through.")
    }

    @Test func aQuizWithoutAHintSaysSo() {
        let page = StudyPage(
            lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.count))
        var session = StudySession(pages: [page])
        session.handle(.hint, now: 0)
        #expect(session.message == "This quiz has no hint.")
    }
}

import Testing
import VCLabContent
import VCLabTestSupport

@testable import VCLabStudy

@Suite struct StudySessionTests {
    static func session() -> StudySession {
        let (lesson, quizzes) = StudyFixtures.lesson()
        return StudySession(pages: StudyPage.pages(of: lesson, callbackCounts: [[5]], quizzes: quizzes))
    }

    @Test func pagesEndAtEachScenarioAndQuizAndStartAtEachMajorHeading() {
        let pages = Self.session().pages
        #expect(pages.map(\.blocks) == [0..<2, 2..<4, 4..<9, 9..<10])
        #expect(pages.map(\.section) == ["The lesson", "The lesson", "Second", "Second"])
        #expect(pages[0].stop == .simulation(index: 0, callbackCounts: [5], quizRun: 0))
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
        // The answer stays open with what was typed, to be corrected.
        #expect(session.handle(.answer("z"), now: 0) == [.editAnswer(text: "z", choices: [])])
        #expect(session.message == "'z' is not one of the letters (a–d).")
        #expect(session.phase == .asking(showsHint: false))
    }

    @Test func aHintOnRequestThenARetry() {
        var session = Self.session()
        session.handle(.next, now: 0)
        session.handle(.hint, now: 0)
        #expect(session.phase == .asking(showsHint: true))
        session.handle(.answer("b d c a"), now: 1)
        #expect(session.handle(.retry, now: 2) == [.editAnswer(text: "", choices: [])])
        #expect(session.phase == .asking(showsHint: false))
        let letters = Self.letters(
            for: ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"], in: session)
        let effects = session.handle(.answer(letters), now: 3)
        #expect(effects == [.record(ProgressRecord(time: 3, quizID: "order", response: letters, score: 1))])
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

    /// The letters of `events` as the session shows its quiz's options now.
    static func letters(for events: [String], in session: StudySession) -> String {
        let options = session.quiz?.options ?? []
        return events.map { event in
            String(Character(UnicodeScalar(UInt8(97 + (options.firstIndex(of: event) ?? 25)))))
        }.joined(separator: " ")
    }

    /// Issue 13: a first wrong answer says what is wrong and lets the learner try again; the explanation and
    /// the real trace come on request or after the second try.
    @Test func aFirstWrongAnswerHoldsTheSolutionBack() {
        var session = Self.session()
        session.handle(.next, now: 0)
        session.handle(.answer("b d c a"), now: 1)
        guard case .answered(let first) = session.phase else {
            Issue.record("not answered")
            return
        }
        #expect(!first.showsSolution)
        session.handle(.explain, now: 2)
        guard case .answered(let explained) = session.phase else {
            Issue.record("not answered")
            return
        }
        #expect(explained.showsSolution)
        session.handle(.retry, now: 3)
        session.handle(.answer("a b c d"), now: 4)
        guard case .answered(let second) = session.phase else {
            Issue.record("not answered")
            return
        }
        #expect(second.grade.score < 1 && second.showsSolution, "the second try shows the solution")
    }

    @Test func aRightFirstAnswerShowsTheSolutionAtOnce() {
        var session = Self.session()
        session.handle(.next, now: 0)
        session.handle(.answer("b c d a"), now: 1)
        guard case .answered(let attempt) = session.phase else {
            Issue.record("not answered")
            return
        }
        #expect(attempt.grade.score == 1 && attempt.showsSolution)
    }

    /// Issue 13: choices reshuffle between attempts and reviews, and letters are read in the order shown.
    @Test func choicesReshuffleBetweenAttempts() {
        var session = Self.session()
        session.handle(.next, now: 0)
        let first = session.quiz?.options ?? []
        session.handle(.answer("a b c d"), now: 1)
        session.handle(.retry, now: 2)
        let second = session.quiz?.options ?? []
        #expect(Set(first) == Set(second) && first != second)
        // A review session that knows of two earlier attempts starts on a third order.
        let (lesson, quizzes) = StudyFixtures.lesson()
        var review = StudySession(
            pages: StudyPage.pages(of: lesson, callbackCounts: [[5]], quizzes: quizzes), startPage: 1,
            priorAttempts: ["order": 2])
        #expect(review.quiz?.options == OptionShuffle.options(first, id: "order", round: 2))
        #expect(review.quiz?.options != second)
        let letters = Self.letters(
            for: ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"], in: review)
        #expect(
            review.handle(.answer(letters), now: 0).first.map { effect in
                if case .record(let record) = effect { return record.score == 1 }
                return false
            } == true)
    }

    /// Issue 13, fault 6: stepping starts on the version the quizzes are graded on and can switch.
    @Test func steppingSwitchesBetweenComparedVersionsKeepingThePlace() {
        let page = StudyPage(
            lessonIndex: 0, blocks: 0..<1, section: "",
            stop: .simulation(index: 0, callbackCounts: [5, 7, 3], quizRun: 1))
        var session = StudySession(pages: [page])
        #expect(session.run == 1)
        session.handle(.step, now: 0)
        session.handle(.play, now: 0)
        #expect(session.phase == .stepping(revealed: 7))
        session.handle(.switchVersion, now: 0)
        #expect(session.run == 2)
        #expect(session.phase == .stepping(revealed: 3), "the place is kept, within the shorter trace")
        session.handle(.switchVersion, now: 0)
        #expect(session.run == 0)
        var single = StudySession(pages: [
            StudyPage(
                lessonIndex: 0, blocks: 0..<1, section: "", stop: .simulation(index: 0, callbackCounts: [5], quizRun: 0)
            )
        ])
        single.handle(.switchVersion, now: 0)
        #expect(single.message == "This scenario runs on one iOS version only.")
    }

    @Test func resumingStartsOnTheSavedPage() {
        let (lesson, quizzes) = StudyFixtures.lesson()
        let session = StudySession(
            pages: StudyPage.pages(of: lesson, callbackCounts: [[5]], quizzes: quizzes), startPage: 2)
        #expect(session.pageIndex == 2)
        let outside = StudySession(
            pages: StudyPage.pages(of: lesson, callbackCounts: [[5]], quizzes: quizzes), startPage: 99)
        #expect(outside.pageIndex == 0)
    }

    @Test func aQuizWithoutAHintSaysSo() {
        let page = StudyPage(
            lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.count))
        var session = StudySession(pages: [page])
        session.handle(.hint, now: 0)
        #expect(session.message == "This quiz has no hint.")
    }
}

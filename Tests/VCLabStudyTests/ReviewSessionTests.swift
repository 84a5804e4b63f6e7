import Testing
import VCLabTestSupport

@testable import VCLabStudy

/// Issue 24: in a review a missed quiz is asked again at the end of the session, after its scenario.
@Suite struct ReviewSessionTests {
    let scenario = StudyPage(
        lessonIndex: 0, blocks: 0..<1, section: "review", stop: .simulation(index: 0, callbackCounts: [4], quizRun: 0))
    var count: StudyPage {
        StudyPage(lessonIndex: 0, blocks: 1..<2, section: "review", stop: .quiz(index: 0, quiz: QuizFixtures.count))
    }
    var happens: StudyPage {
        StudyPage(lessonIndex: 0, blocks: 2..<3, section: "review", stop: .quiz(index: 1, quiz: QuizFixtures.happens))
    }

    @Test func aMissComesBackAfterItsScenario() {
        var session = StudySession(pages: [scenario, count, happens], startPage: 2, asksMissesAgain: true)
        session.handle(.answer("yes"), now: 0)
        #expect(session.pages == [scenario, count, happens, scenario, happens], "the scenario, then the quiz again")
        session.handle(.retry, now: 1)
        session.handle(.answer("yes"), now: 1)
        #expect(session.pages.count == 5, "a retry on the same page does not add another copy")
        session.handle(.next, now: 2)
        session.handle(.next, now: 2)
        #expect(session.pageIndex == 4 && session.phase == .asking(showsHint: false), "the copy asks afresh")
        session.handle(.answer("no"), now: 3)
        #expect(session.pages.count == 5, "a right answer adds nothing")
    }

    @Test func aLessonDoesNotRepeat() {
        var session = StudySession(pages: [scenario, count])
        session.handle(.next, now: 0)
        session.handle(.answer("3"), now: 0)
        #expect(session.pages.count == 2)
    }
}

/// Issue 24: a retry after the answer was shown is logged as such, and is not recall.
@Suite struct SawAnswerTests {
    @Test func aRetryAfterTheAnswerIsMarkedAndDoesNotClimb() {
        let page = StudyPage(
            lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.count))
        var session = StudySession(pages: [page])
        session.handle(.answer("3"), now: 0)
        guard case .answered(let first) = session.phase else {
            Issue.record("not answered")
            return
        }
        #expect(!first.showsSolution && first.clues == ["it does not happen 3 times"])
        session.handle(.retry, now: 1)
        session.handle(.answer("2"), now: 1)
        #expect(session.attempts.last?.sawAnswer == false, "a retry after a clue is recall")
        session.handle(.explain, now: 2)
        session.handle(.retry, now: 2)
        session.handle(.answer("2"), now: 3)
        #expect(session.attempts.last?.sawAnswer == true, "a retry after the answer was shown is not")
        let states = ReviewScheduler.states(from: [
            ProgressRecord(time: 0, quizID: "count", response: "3", score: 0),
            ProgressRecord(time: 1, quizID: "count", response: "2", score: 1, sawAnswer: true),
        ])
        #expect(states["count"]?.lastRating == .again && states["count"]?.due == 0, "it stays due")
        #expect(states["count"]?.attempts == 2)
        // The same right retry without the answer shown is a Hard review that schedules the quiz ahead.
        let recalled = ReviewScheduler.states(from: [
            ProgressRecord(time: 0, quizID: "count", response: "3", score: 0),
            ProgressRecord(time: 1, quizID: "count", response: "2", score: 1),
        ])
        #expect(recalled["count"]?.lastRating == .hard && (recalled["count"]?.due ?? 0) > 1)
        let line = ProgressLog.line(for: ProgressRecord(time: 1, quizID: "q", response: "2", score: 1, sawAnswer: true))
        #expect(String(decoding: line, as: UTF8.self).contains("\"seen\":true"))
        // And the log reads it back: the study screen loads the log with the project's JSON reader, not
        // `Decodable`, and a mark lost there would turn the shown answer back into a review.
        #expect(ProgressLog(parsing: line).records.map(\.sawAnswer) == [true])
        #expect(
            ProgressLog(parsing: Array(#"{"quiz":"q","response":"2","score":1,"time":1}"#.utf8 + [10])).records.map(
                \.sawAnswer) == [false])
    }
}

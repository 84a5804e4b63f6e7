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

import Testing

@testable import VCLabStudy

@Suite struct ReviewSchedulerTests {
    let day = 86_400.0
    let start = 1_764_000_000.0  // 2025-11-24 16:00 UTC

    func record(_ id: String, at time: Double, score: Double) -> ProgressRecord {
        ProgressRecord(time: time, quizID: id, response: "", score: score)
    }

    @Test func aWrongAnswerIsDueAgainAtOnce() {
        let states = ReviewScheduler.states(from: [record("q", at: start, score: 0)])
        #expect(states["q"]?.due == start)
        #expect(states["q"]?.isDue(on: ReviewClock(now: start + 1)) == true)
    }

    @Test func rightAnswersGivenWhenDueWaitLongerEachTime() {
        var records: [ProgressRecord] = []
        var time = start
        var waits: [Double] = []
        for _ in 0..<9 {
            records.append(record("q", at: time, score: 1))
            let state = ReviewScheduler.states(from: records)["q"]!
            waits.append((state.due - time) / day)
            time = state.due
        }
        #expect(waits == [1, 3, 7, 16, 35, 75, 150, 150, 150])
    }

    @Test func aRightAnswerBeforeItIsDueEarnsNothing() {
        let records = [record("q", at: start, score: 1), record("q", at: start + 60, score: 1)]
        let state = ReviewScheduler.states(from: records)["q"]!
        #expect(state.streak == 1)
        #expect(state.due == start + day)
    }

    @Test func aRetryAfterAWrongAnswerComesBackTomorrow() {
        let records = [record("q", at: start, score: 0), record("q", at: start + 30, score: 1)]
        let state = ReviewScheduler.states(from: records)["q"]!
        #expect(state.due == start + 30 + day)
        #expect(state.isRightAtLastAttempt)
    }

    @Test func aWrongAnswerAfterARightOneIsDueAtOnceAndResetsTheStreak() {
        let records = [record("q", at: start, score: 1), record("q", at: start + 30, score: 0)]
        let state = ReviewScheduler.states(from: records)["q"]!
        #expect(state.streak == 0)
        #expect(state.due == start + 30)
        #expect(!state.isRightAtLastAttempt)
    }

    @Test func aPartlyRightAnswerComesBackTomorrow() {
        let state = ReviewScheduler.states(from: [record("q", at: start, score: 0.75)])["q"]!
        #expect(state.due == start + day)
        #expect(state.streak == 0)
    }

    @Test func recordsAreReplayedInTimeOrder() {
        let records = [record("q", at: start + 30, score: 0), record("q", at: start, score: 1)]
        #expect(ReviewScheduler.states(from: records)["q"]?.lastScore == 0)
    }

    @Test func reviewAsksWhatIsDueBeforeTheEndOfTheLearnersDayAndSkipsUnknownIDs() {
        let records = [
            record("wrong", at: start, score: 0),
            record("tomorrow", at: start - day + 3600, score: 1),  // due at 17:00 today
            record("later", at: start, score: 1),
            record("gone", at: start, score: 0),
        ]
        let states = ReviewScheduler.states(from: records)
        let clock = ReviewClock(now: start + 60)
        let due = ReviewScheduler.due(states, among: ["wrong", "tomorrow", "later"], clock: clock)
        #expect(due == ["wrong", "tomorrow"])
    }

    @Test func todayEndsAtTheLearnersMidnight() {
        // 16:00 UTC is 01:00 the next day in Tokyo (+9 h): that day ends 23 hours later.
        #expect(ReviewClock(now: start, utcOffset: 0).endOfToday == start + 8 * 3600)
        #expect(ReviewClock(now: start, utcOffset: 9 * 3600).endOfToday == start + 23 * 3600)
        #expect(ReviewClock(now: start, utcOffset: -8 * 3600).endOfToday == start + 16 * 3600)
    }
}

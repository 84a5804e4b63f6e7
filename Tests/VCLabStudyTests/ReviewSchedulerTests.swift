import Testing

@testable import VCLabStudy

@Suite struct ReviewSchedulerTests {
    let day = 86_400.0
    let start = 1_764_000_000.0  // 2025-11-24 16:00 UTC
    var startOfDay: Double { start - 16 * 3600 }

    func record(_ id: String, at time: Double, score: Double) -> ProgressRecord {
        ProgressRecord(time: time, quizID: id, response: "", score: score)
    }

    func state(_ records: [ProgressRecord], utcOffset: Int = 0) -> ReviewScheduler.QuizState {
        ReviewScheduler.states(from: records, utcOffset: utcOffset)[records[0].quizID]!
    }

    @Test func aFirstRightAnswerIsGoodAndComesBackWhenRecallFallsToNinetyPercent() {
        let state = state([record("q", at: start, score: 1)])
        #expect(state.lastRating == .good)
        #expect(state.memory.stability == 2.3065)
        #expect(state.due == startOfDay + 2 * day)
        #expect(!state.isDue(on: ReviewClock(now: start + day)))
        #expect(state.isDue(on: ReviewClock(now: start + 2 * day - 3600)))
    }

    @Test func rightAnswersGivenWhenDueWaitLongerEachTime() {
        var records: [ProgressRecord] = []
        var time = start
        var waits: [Int] = []
        for _ in 0..<8 {
            records.append(record("q", at: time, score: 1))
            let state = state(records)
            waits.append(state.scheduledDays)
            time = state.due + 10 * 3600
        }
        #expect(waits.first == 2)
        #expect(zip(waits, waits.dropFirst()).allSatisfy { $1 > 2 * $0 })
    }

    @Test func aMissIsAgainDueAtOnceAndForgetsMostOfTheStability() {
        let before = state([record("q", at: start, score: 1), record("q", at: start + 2 * day, score: 1)])
        let after = state([
            record("q", at: start, score: 1), record("q", at: start + 2 * day, score: 1),
            record("q", at: start + 13 * day, score: 0),
        ])
        #expect(after.lastRating == .again)
        #expect(after.due == start + 13 * day)
        #expect(after.isDue(on: ReviewClock(now: start + 13 * day + 60)))
        #expect(after.memory.stability < before.memory.stability / 2)
        #expect(after.memory.difficulty > before.memory.difficulty)
        #expect(!after.isRightAtLastAttempt)
    }

    @Test func aRightAnswerAfterAMissTheSameDayIsARetryRatedHard() {
        let retry = state([record("q", at: start, score: 0), record("q", at: start + 30, score: 1)])
        #expect(retry.lastRating == .hard)
        #expect(retry.due == startOfDay + day)
        #expect(retry.isRightAtLastAttempt)
        // The next day the same right answer is recall again: Good.
        let nextDay = state([record("q", at: start, score: 0), record("q", at: start + day, score: 1)])
        #expect(nextDay.lastRating == .good)
    }

    @Test func partlyRightIsHardFromHalfUpAndAgainBelow() {
        #expect(state([record("q", at: start, score: 0.75)]).lastRating == .hard)
        #expect(state([record("q", at: start, score: 0.5)]).lastRating == .hard)
        #expect(state([record("q", at: start, score: 0.25)]).lastRating == .again)
        #expect(state([record("q", at: start, score: 0.25)]).due == start)
    }

    @Test func aRightAnswerBeforeItIsDueIsARealReviewThatEarnsLess() {
        let first = record("q", at: start, score: 1)
        let early = state([first, record("q", at: start + day, score: 1)])
        let onTime = state([first, record("q", at: start + 2 * day, score: 1)])
        #expect(early.attempts == 2)
        #expect(early.memory.stability > 2.3065)
        #expect(early.memory.stability < onTime.memory.stability)
        #expect(early.due > startOfDay + 2 * day)
    }

    @Test func daysAreTheLearnersDays() {
        // 23:00 and 01:00 the next morning in Beijing fall on two days, so the right answer at 01:00 is
        // recall (Good), not a retry; in UTC both fall on one day.
        let beijing = 8 * 3600
        let evening = startOfDay + 15 * 3600  // 23:00 in Beijing
        let records = [record("q", at: evening, score: 0), record("q", at: evening + 2 * 3600, score: 1)]
        #expect(state(records, utcOffset: beijing).lastRating == .good)
        #expect(state(records, utcOffset: 0).lastRating == .hard)
    }

    @Test func theSpreadIsSeededByTheQuizAndItsReviewsSoALessonDoesNotAllComeDueOnOneDay() {
        func history(_ id: String) -> [ProgressRecord] {
            [
                record(id, at: start, score: 1), record(id, at: start + 2 * day, score: 1),
                record(id, at: start + 13 * day, score: 1),
            ]
        }
        let ids = (1...40).map { "quiz-\($0)" }
        let states = ReviewScheduler.states(from: ids.flatMap(history))
        let waits = Set(states.values.map(\.scheduledDays))
        #expect(waits.count >= 4)
        #expect(Set(states.values.map(\.interval)).count == 1)
        #expect(ReviewScheduler.states(from: ids.flatMap(history)) == states)
        let interval = states["quiz-1"]!.interval
        #expect(waits.allSatisfy { abs($0 - interval) <= interval / 5 + 1 })
    }

    @Test func theRecallEstimateFallsFromOneTowardsNinetyPercentByTheDueDay() {
        let state = state([record("q", at: start, score: 1), record("q", at: start + 2 * day, score: 1)])
        let today = ReviewClock(now: start + 2 * day)
        let dueDay = ReviewClock(now: state.due + 60)
        #expect(state.recall(on: today) == 1)
        #expect(abs(state.recall(on: dueDay) - 0.9) < 0.02)
        #expect(state.recall(on: ReviewClock(now: state.due + 100 * day)) < 0.7)
    }

    @Test func recordsAreReplayedInTimeOrder() {
        let records = [record("q", at: start + 30, score: 0), record("q", at: start, score: 1)]
        #expect(ReviewScheduler.states(from: records)["q"]?.lastScore == 0)
    }

    @Test func reviewAsksWhatIsDueBeforeTheEndOfTheLearnersDayAndSkipsUnknownIDs() {
        let records = [
            record("wrong", at: start, score: 0),
            record("today", at: start - 2 * day, score: 1),  // due at the start of today
            record("later", at: start, score: 1),
            record("gone", at: start, score: 0),
        ]
        let states = ReviewScheduler.states(from: records)
        let clock = ReviewClock(now: start + 60)
        let due = ReviewScheduler.due(states, among: ["wrong", "today", "later"], clock: clock)
        #expect(due == ["today", "wrong"])
    }

    @Test func todayEndsAtTheLearnersMidnight() {
        // 16:00 UTC is 01:00 the next day in Tokyo (+9 h): that day ends 23 hours later.
        #expect(ReviewClock(now: start, utcOffset: 0).endOfToday == start + 8 * 3600)
        #expect(ReviewClock(now: start, utcOffset: 9 * 3600).endOfToday == start + 23 * 3600)
        #expect(ReviewClock(now: start, utcOffset: -8 * 3600).endOfToday == start + 16 * 3600)
    }
}

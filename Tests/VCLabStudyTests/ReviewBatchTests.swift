import Testing

@testable import VCLabStudy

/// The site's review module's request, natively: the same attempts as numbers give the states
/// `ReviewScheduler` gives, and input that does not add up gives nothing rather than a wrong schedule.
@Suite struct ReviewBatchTests {
    let records = [
        ProgressRecord(time: 1_789_000_000, quizID: "push-order", response: "", score: 1),
        ProgressRecord(time: 1_789_400_000, quizID: "push-order", response: "", score: 0),
        ProgressRecord(time: 1_789_400_060, quizID: "push-order", response: "", score: 1, sawAnswer: true),
        ProgressRecord(time: 1_789_100_000, quizID: "视图", response: "", score: 0.5),
        ProgressRecord(time: 1_789_900_000, quizID: "视图", response: "", score: 1),
    ]

    func request(now: Double, utcOffset: Int) -> (numbers: [Double], ids: [UInt8]) {
        var numbers: [Double] = [now, Double(utcOffset), 2]
        var ids: [UInt8] = []
        for id in ["push-order", "视图"] {
            let attempts = records.filter { $0.quizID == id }
            numbers += [Double(id.utf8.count), Double(attempts.count)]
            for attempt in attempts { numbers += [attempt.time, attempt.score, attempt.sawAnswer ? 1 : 0] }
            ids += Array(id.utf8)
        }
        return (numbers, ids)
    }

    func schedule(_ numbers: [Double], _ ids: [UInt8]) -> [Double]? {
        numbers.withUnsafeBufferPointer { numbers in
            ids.withUnsafeBufferPointer { ids in ReviewBatch.schedule(numbers: numbers, ids: ids) }
        }
    }

    @Test func theSameStatesAsTheScheduler() throws {
        let clock = ReviewClock(now: 1_790_000_000, utcOffset: 28_800)
        let (numbers, ids) = request(now: clock.now, utcOffset: clock.utcOffset)
        let answer = try #require(schedule(numbers, ids))
        let states = ReviewScheduler.states(from: records, utcOffset: clock.utcOffset)
        #expect(answer.count == 2 * ReviewBatch.fieldsPerQuiz)
        for (index, id) in ["push-order", "视图"].enumerated() {
            let state = try #require(states[id])
            let fields = Array(answer[(index * ReviewBatch.fieldsPerQuiz)..<((index + 1) * ReviewBatch.fieldsPerQuiz)])
            #expect(
                fields == [
                    state.isDue(on: clock) ? 1 : 0, state.due, state.recall(on: clock), state.memory.stability,
                    state.memory.difficulty, Double(state.attempts), Double(state.scheduledDays),
                ], "\(id)")
        }
        // The miss stays due: the right answer after the answer was shown is not a review.
        #expect(answer[0] == 1 && answer[1] == 1_789_400_000)
    }

    @Test func inputThatDoesNotAddUpGivesNothing() {
        let (numbers, ids) = request(now: 1_790_000_000, utcOffset: 0)
        #expect(schedule([], []) == nil)
        #expect(schedule(Array(numbers.dropLast()), ids) == nil, "an attempt cut short")
        #expect(schedule(numbers + [1], ids) == nil, "a number left over")
        #expect(schedule(numbers, Array(ids.dropLast())) == nil, "an id cut short")
        var count = numbers
        count[2] = 1e300
        #expect(schedule(count, ids) == nil, "an absurd count")
        var score = numbers
        score[6] = .nan
        #expect(schedule(score, ids) == nil, "a score that is not a number")
        var empty = numbers
        empty[4] = 0
        #expect(schedule(empty, ids) == nil, "a quiz with no attempts")
        var negative = numbers
        negative[2] = -1
        #expect(schedule(negative, ids) == nil, "a negative count")
        negative = numbers
        negative[3] = -5
        #expect(schedule(negative, ids) == nil, "a negative id length")
    }
}

import VCLabContent
import VCLabEngine

/// Spaced repetition from the progress log: every attempt is an FSRS-6 review (``FSRS``, default weights,
/// desired retention 0.9), rated from the grader's score (``ReviewRating``), never by the learner.
///
/// Replaying a quiz's attempts in time order gives its memory (stability and difficulty) and its next
/// review: the day recall is expected to fall to 90 %, spread by a few days (FSRS's fuzz, drawn from the
/// quiz id and the number of reviews, so the same log always gives the same dates) so that a lesson
/// learnt in one sitting does not all come due on one day. A miss (Again) is due again at once, as a
/// relearning step would keep it, which changes only the date, never the memory. Every attempt counts,
/// early or not: FSRS gives an early right answer less credit, as recall was likelier, and a same-day one
/// its short-term formula; only a right answer after the session showed the answer is not a review. A log written before FSRS (by the 1, 3, 7… ladder) holds the same attempts and
/// replays the same way.
public enum ReviewScheduler {
    public static let fsrs = FSRS()

    /// Where one quiz stands.
    public struct QuizState: Hashable, Sendable {
        public var quizID: String
        public var attempts: Int
        /// The score of the last attempt, a review or not.
        public var lastScore: Double
        /// The score of the last review: a right answer after the answer was shown is an attempt, not one.
        var lastReviewScore: Double
        public var lastTime: Double
        public var lastRating: ReviewRating
        public var memory: FSRS.Memory
        /// The learner's day of the last attempt.
        public var lastDay: Int
        /// FSRS's wait in days, before the spread.
        public var interval: Int
        /// The wait in days after the spread: the quiz is due on `lastDay + scheduledDays`, or at once
        /// after a miss.
        public var scheduledDays: Int
        /// The spread's draw in [0, 1), kept so the cross-check can hand py-fsrs the same one.
        public var fuzzFraction: Double
        /// The quiz id's hash, worked out at its first attempt: the spread's seed.
        var seed: UInt64
        /// When the quiz should be asked again: the start of the learner's due day.
        public var due: Double

        public var isRightAtLastAttempt: Bool { lastScore >= 1 }

        public func isDue(on clock: ReviewClock) -> Bool { due < clock.endOfToday }

        /// FSRS's estimate of the chance the learner would answer right on the clock's day.
        public func recall(on clock: ReviewClock) -> Double {
            ReviewScheduler.fsrs.retrievability(elapsedDays: clock.today - lastDay, stability: memory.stability)
        }
    }

    /// The state of every quiz in `records`, by id, including ids the course no longer has.
    ///
    /// - Parameter utcOffset: the learner's, which decides the day each attempt fell on.
    public static func states(from records: [ProgressRecord], utcOffset: Int = 0) -> [String: QuizState] {
        replay(records, utcOffset: utcOffset) { _, _ in }
    }

    /// `states(from:utcOffset:)`, calling `observe` after each attempt with the quiz's new state.
    public static func replay(
        _ records: [ProgressRecord], utcOffset: Int, observe: (ProgressRecord, QuizState) -> Void
    ) -> [String: QuizState] {
        // Sorting by time (stably, so equal times keep log order) makes a log merged from two machines safe;
        // an append-only log is already in order, and is not sorted again.
        let inOrder = zip(records, records.dropFirst()).allSatisfy { $0.time <= $1.time }
        let ordered =
            inOrder
            ? Array(records.indices) : records.indices.sorted { (records[$0].time, $0) < (records[$1].time, $1) }
        // One hash of the id per attempt: a year of a 10,000-quiz course is some 70,000 attempts.
        var positions: [String: Int] = [:]
        var states: [QuizState] = []
        for index in ordered {
            let record = records[index]
            let state: QuizState
            if let position = positions[record.quizID] {
                state = next(states[position], after: record, utcOffset: utcOffset)
                states[position] = state
            } else {
                state = next(nil, after: record, utcOffset: utcOffset)
                positions[record.quizID] = states.count
                states.append(state)
            }
            observe(record, state)
        }
        return Dictionary(uniqueKeysWithValues: states.map { ($0.quizID, $0) })
    }

    /// The state after `record`, from the one before it (`nil` for a quiz's first attempt).
    static func next(_ previous: QuizState?, after record: ProgressRecord, utcOffset: Int) -> QuizState {
        let day = ReviewClock.day(of: record.time, utcOffset: utcOffset)
        let memory: FSRS.Memory
        let rating: ReviewRating
        if let previous, record.sawAnswer, record.score >= 1 {
            // A right answer after the session showed the answer is not recall: it is not a review, and a
            // miss before it stays due (the next session asks it again, without the answer).
            var state = previous
            state.attempts += 1
            state.lastScore = record.score
            state.lastTime = record.time
            return state
        }
        if let previous {
            let isRetry = previous.lastDay == day && previous.lastReviewScore < 1
            rating = ReviewRating(score: record.score, isRetry: isRetry)
            memory = fsrs.next(previous.memory, rating: rating, elapsedDays: day - previous.lastDay)
        } else {
            rating = ReviewRating(score: record.score, isRetry: false)
            memory = fsrs.first(rating)
        }
        let attempts = (previous?.attempts ?? 0) + 1
        let interval = fsrs.interval(stability: memory.stability)
        let seed = previous?.seed ?? OptionShuffler.seed(for: record.quizID)
        let fraction = fuzzFraction(seed: seed, review: attempts)
        let scheduled = fsrs.fuzzed(interval, fraction: fraction)
        return QuizState(
            quizID: record.quizID, attempts: attempts, lastScore: record.score, lastReviewScore: record.score,
            lastTime: record.time,
            lastRating: rating, memory: memory, lastDay: day, interval: interval, scheduledDays: scheduled,
            fuzzFraction: fraction, seed: seed,
            // A miss stays due until it is answered right, as a relearning step would keep it: FSRS's own
            // wait after a miss (a day or more) only applies once the learner has seen the answer again.
            due: rating == .again ? record.time : ReviewClock.start(ofDay: day + scheduled, utcOffset: utcOffset))
    }

    /// A number in [0, 1) from the quiz id's seed (the one the option shuffle takes from an id) and the
    /// review's number alone: the review-th draw of the engine's seeded generator from that seed (which
    /// steps its state by the constant below), reached in one step. No clock or global randomness.
    static func fuzzFraction(seed: UInt64, review: Int) -> Double {
        var generator = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: review - 1) &* 0x9E37_79B9_7F4A_7C15)
        return Double(generator.next() >> 11) * 0x1p-53
    }

    /// The quizzes `vclab study --review` asks: due today and still in the course, the longest overdue
    /// first (ties by id, so the order is stable).
    public static func due(_ states: [String: QuizState], among knownIDs: Set<String>, clock: ReviewClock) -> [String] {
        states.values
            .filter { knownIDs.contains($0.quizID) && $0.isDue(on: clock) }
            .sorted { ($0.due, $0.quizID) < ($1.due, $1.quizID) }
            .map(\.quizID)
    }
}

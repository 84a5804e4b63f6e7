#if canImport(VCLabEngine)
import VCLabEngine
#endif

/// Where one quiz stands after its attempts, and the one step from an attempt to the next state: every rule
/// of scheduling (the rating, FSRS, the seeded spread, a miss due at once, a shown answer not a review)
/// is here, so the terminal (``ReviewScheduler``) and the site's review page (`scripts/build-wasm`'s
/// `vclab-review.wasm`, compiled from this file, ``FSRS``, ``ReviewRating``, ``ReviewClock`` and
/// `SplitMix64`) schedule alike. No Foundation and no imports beyond the engine's generator, which the
/// browser's module compiles in.
public struct ReviewState: Hashable, Sendable {
    public static let fsrs = FSRS()

    public var quizID: String
    public var attempts: Int
    public var lastScore: Double
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
        Self.fsrs.retrievability(elapsedDays: clock.today - lastDay, stability: memory.stability)
    }

    /// The state after an attempt at `time` scored `score`, from the one before it (`nil` for the quiz's
    /// first attempt).
    ///
    /// - Parameter sawAnswer: whether the session had shown the answer before this attempt.
    public static func after(
        _ previous: ReviewState?, quizID: String, time: Double, score: Double, sawAnswer: Bool, utcOffset: Int
    ) -> ReviewState {
        let day = ReviewClock.day(of: time, utcOffset: utcOffset)
        let memory: FSRS.Memory
        let rating: ReviewRating
        if let previous, sawAnswer, score >= 1 {
            // A right answer after the session showed the answer is not recall: it is not a review, and a
            // miss before it stays due (the next session asks it again, without the answer).
            // The last answer was right all the same (progress's "right at the last attempt" counts it).
            var state = previous
            state.attempts += 1
            state.lastTime = time
            state.lastScore = score
            return state
        }
        if let previous {
            let isRetry = previous.lastDay == day && previous.lastScore < 1
            rating = ReviewRating(score: score, isRetry: isRetry)
            memory = fsrs.next(previous.memory, rating: rating, elapsedDays: day - previous.lastDay)
        } else {
            rating = ReviewRating(score: score, isRetry: false)
            memory = fsrs.first(rating)
        }
        let attempts = (previous?.attempts ?? 0) + 1
        let interval = fsrs.interval(stability: memory.stability)
        let seed = previous?.seed ?? SplitMix64.seed(hashing: quizID.utf8)
        let fraction = fuzzFraction(seed: seed, review: attempts)
        let scheduled = fsrs.fuzzed(interval, fraction: fraction)
        return ReviewState(
            quizID: quizID, attempts: attempts, lastScore: score, lastTime: time, lastRating: rating,
            memory: memory, lastDay: day, interval: interval, scheduledDays: scheduled, fuzzFraction: fraction,
            seed: seed,
            // A miss stays due until it is answered right, as a relearning step would keep it: FSRS's own
            // wait after a miss (a day or more) only applies once the learner has seen the answer again.
            due: rating == .again ? time : ReviewClock.start(ofDay: day + scheduled, utcOffset: utcOffset))
    }

    /// A number in [0, 1) from the quiz id's seed (the one the option shuffle takes from an id) and the
    /// review's number alone: the review-th draw of the engine's seeded generator from that seed (which
    /// steps its state by the constant below), reached in one step. No clock or global randomness.
    static func fuzzFraction(seed: UInt64, review: Int) -> Double {
        var generator = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: review - 1) &* 0x9E37_79B9_7F4A_7C15)
        return Double(generator.next() >> 11) * 0x1p-53
    }
}

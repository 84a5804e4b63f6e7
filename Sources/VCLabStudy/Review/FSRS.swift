#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
// Embedded Swift for the browser (vclab-review.wasm) has no C module to import; wasi-libc, linked into the
// module, has both functions.
@_extern(c, "pow") func pow(_ base: Double, _ exponent: Double) -> Double
@_extern(c, "exp") func exp(_ power: Double) -> Double
#endif

/// The Free Spaced Repetition Scheduler, version 6, as py-fsrs 6.3 computes it with no learning or
/// relearning steps: a quiz's memory is a stability (the days until recall drops to 90 %) and a difficulty
/// (1 to 10), and each review moves both by the rating and by how long it has been.
///
/// Time is counted in whole days, as FSRS's model is fitted: `elapsedDays` is the number of the learner's
/// midnights since the last review, so a review the same day (0) takes FSRS-6's short-term formula and any
/// later one, early or late, the long-term one with the recall it had then. Only the C library's `exp` and
/// `pow` are used, no Foundation, so the same file is compiled into the site's review module.
///
///     let fsrs = FSRS()
///     let memory = fsrs.first(.good)                      // stability 2.3065, difficulty 2.1181
///     fsrs.interval(stability: memory.stability)          // 2 days
///     fsrs.next(memory, rating: .good, elapsedDays: 2)    // stability 10.96: due in 11 days
public struct FSRS: Hashable, Sendable {
    /// A quiz's memory after a review.
    public struct Memory: Hashable, Sendable {
        /// Days until the chance of recall falls to 90 %.
        public var stability: Double
        /// 1 (easy) to 10 (hard).
        public var difficulty: Double

        public init(stability: Double, difficulty: Double) {
            self.stability = stability
            self.difficulty = difficulty
        }
    }

    /// FSRS-6's 21 default weights, fitted to hundreds of millions of reviews (py-fsrs 6.3's
    /// `DEFAULT_PARAMETERS`); w[20] is the decay of the forgetting curve.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
        0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    public static let minimumStability = 0.001

    public let weights: [Double]
    /// The chance of recall at which a quiz comes due.
    public let desiredRetention: Double
    /// The longest wait, in days (py-fsrs's default, a hundred years).
    public let maximumInterval: Int
    private let decay: Double
    /// Chosen so that recall is exactly 90 % when the elapsed days equal the stability.
    private let factor: Double
    /// The desired retention's part of the interval, worked out in py-fsrs's order so that the rounding of a
    /// wait is the same.
    private let retentionTerm: Double

    public init(weights: [Double] = defaultWeights, desiredRetention: Double = 0.9, maximumInterval: Int = 36_500) {
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.maximumInterval = maximumInterval
        // Worked out once: every review of every quiz uses them, and `pow` is the dearest step.
        decay = -weights[20]
        factor = pow(0.9, 1 / decay) - 1
        retentionTerm = pow(desiredRetention, 1 / decay) - 1
    }

    /// The chance of recall `elapsedDays` after a review that left `stability`.
    public func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(max(0, elapsedDays)) / stability, decay)
    }

    /// The memory after a quiz's first review.
    public func first(_ rating: ReviewRating) -> Memory {
        Memory(
            stability: max(weights[rating.rawValue - 1], Self.minimumStability),
            difficulty: clampedDifficulty(initialDifficulty(rating)))
    }

    /// The memory after a later review, `elapsedDays` after the one before. Stability moves with the
    /// difficulty as it was before this review; then the difficulty moves.
    public func next(_ memory: Memory, rating: ReviewRating, elapsedDays: Int) -> Memory {
        let stability: Double
        if elapsedDays < 1 {
            stability = shortTermStability(memory.stability, rating: rating)
        } else {
            let recall = retrievability(elapsedDays: elapsedDays, stability: memory.stability)
            stability =
                rating == .again
                ? forgetStability(memory, retrievability: recall)
                : recallStability(memory, retrievability: recall, rating: rating)
        }
        return Memory(
            stability: max(stability, Self.minimumStability),
            difficulty: nextDifficulty(memory.difficulty, rating: rating))
    }

    /// The wait in whole days until recall falls to the desired retention: at least 1, at most the maximum.
    public func interval(stability: Double) -> Int {
        let days = stability / factor * retentionTerm
        // py-fsrs rounds with Python's round, which rounds a half to the even neighbour.
        return min(max(Int(days.rounded(.toNearestOrEven)), 1), maximumInterval)
    }

    /// `interval` spread over py-fsrs's fuzz range (about ±15 % for a week, ±5 % beyond a month; none under
    /// 3 days) by `fraction`, a number in [0, 1) that stands for py-fsrs's `random()`, so that the quizzes
    /// of one lesson do not all come due on one day.
    public func fuzzed(_ interval: Int, fraction: Double) -> Int {
        guard Double(interval) >= 2.5 else { return interval }
        let ranges: [(start: Double, end: Double, factor: Double)] = [
            (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
        ]
        var delta = 1.0
        for range in ranges {
            delta += range.factor * max(min(Double(interval), range.end) - range.start, 0)
        }
        var lowest = max(2, Int((Double(interval) - delta).rounded(.toNearestOrEven)))
        let highest = min(Int((Double(interval) + delta).rounded(.toNearestOrEven)), maximumInterval)
        lowest = min(lowest, highest)
        let spread = fraction * Double(highest - lowest + 1) + Double(lowest)
        return min(Int(spread.rounded(.toNearestOrEven)), maximumInterval)
    }

    private func initialDifficulty(_ rating: ReviewRating) -> Double {
        weights[4] - exp(weights[5] * Double(rating.rawValue - 1)) + 1
    }

    private func clampedDifficulty(_ difficulty: Double) -> Double { min(max(difficulty, 1), 10) }

    /// Linear damping towards 10, then a mean reversion towards the first difficulty of an Easy review.
    private func nextDifficulty(_ difficulty: Double, rating: ReviewRating) -> Double {
        let delta = -weights[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * delta / 9
        return clampedDifficulty(weights[7] * initialDifficulty(.easy) + (1 - weights[7]) * damped)
    }

    private func shortTermStability(_ stability: Double, rating: ReviewRating) -> Double {
        var increase = exp(weights[17] * (Double(rating.rawValue) - 3 + weights[18])) * pow(stability, -weights[19])
        if rating != .again { increase = max(increase, 1) }
        return stability * increase
    }

    private func recallStability(_ memory: Memory, retrievability: Double, rating: ReviewRating) -> Double {
        let hardPenalty = rating == .hard ? weights[15] : 1
        let easyBonus = rating == .easy ? weights[16] : 1
        return memory.stability
            * (1 + exp(weights[8]) * (11 - memory.difficulty) * pow(memory.stability, -weights[9])
                * (exp((1 - retrievability) * weights[10]) - 1) * hardPenalty * easyBonus)
    }

    private func forgetStability(_ memory: Memory, retrievability: Double) -> Double {
        let longTerm =
            weights[11] * pow(memory.difficulty, -weights[12]) * (pow(memory.stability + 1, weights[13]) - 1)
            * exp((1 - retrievability) * weights[14])
        let shortTerm = memory.stability / exp(weights[17] * weights[18])
        return min(longTerm, shortTerm)
    }
}

import Testing

@testable import VCLabStudy

/// FSRS-6's formulas at a few points, with the values py-fsrs 6.3.2 gives (learning and relearning steps
/// off); Tests/Study/fsrs_crosscheck_test.py compares thousands more.
@Suite struct FSRSTests {
    let fsrs = FSRS()

    @Test func theDefaultsAreFSRS6sTwentyOneWeightsAndNinetyPercent() {
        #expect(FSRS.defaultWeights.count == 21)
        #expect(FSRS.defaultWeights[20] == 0.1542)
        #expect(fsrs.desiredRetention == 0.9)
    }

    @Test func aFirstReviewStartsFromTheRatingsWeights() {
        let expected: [(ReviewRating, Double, Double, Int)] = [
            (.again, 0.212, 6.4133, 1), (.hard, 1.2931, 5.112170705601056, 1), (.good, 2.3065, 2.118103970459016, 2),
            (.easy, 8.2956, 1, 8),
        ]
        for (rating, stability, difficulty, interval) in expected {
            let memory = fsrs.first(rating)
            #expect(memory.stability == stability)
            #expect(abs(memory.difficulty - difficulty) < 1e-12)
            #expect(fsrs.interval(stability: memory.stability) == interval)
        }
    }

    @Test func laterReviewsTakeTheLongTermFormulaAndTheSameDayTheShortTermOne() {
        let memory = fsrs.first(.good)
        let onTime = fsrs.next(memory, rating: .good, elapsedDays: 2)
        #expect(abs(onTime.stability - 10.964332335820698) < 1e-9)
        #expect(abs(onTime.difficulty - 2.111214235785395) < 1e-12)
        let missed = fsrs.next(memory, rating: .again, elapsedDays: 2)
        #expect(abs(missed.stability - 0.6075801062519337) < 1e-12)
        #expect(abs(missed.difficulty - 7.394502741279718) < 1e-12)
        // The same day, a Good answer never lowers stability.
        #expect(fsrs.next(memory, rating: .good, elapsedDays: 0).stability == 2.3065)
    }

    @Test func recallIsNinetyPercentWhenTheElapsedDaysEqualTheStability() {
        #expect(abs(fsrs.retrievability(elapsedDays: 10, stability: 10) - 0.9) < 1e-12)
        #expect(fsrs.retrievability(elapsedDays: 0, stability: 10) == 1)
        #expect(abs(fsrs.retrievability(elapsedDays: 2, stability: 2.3065) - 0.9094932559773545) < 1e-12)
    }

    @Test func theSpreadStaysInPyFSRSsRangeAndSparesShortWaits() {
        #expect(fsrs.fuzzed(2, fraction: 0.99) == 2)
        // 30 days: delta = 1 + 0.15 × 4.5 + 0.1 × 13 + 0.05 × 10 = 3.475, so 27…33 (and 34 at the very top,
        // as py-fsrs rounds there too).
        let spread = Set(stride(from: 0.0, to: 1, by: 0.01).map { fsrs.fuzzed(30, fraction: $0) })
        #expect(spread.min() == 27)
        #expect(spread.max()! <= 34)
        #expect(spread.count >= 7)
    }
}

/// Spaced repetition from the progress log, with objective grades: the score the grader gave decides,
/// never a self-rating.
///
/// Replaying a quiz's attempts in time order gives its state:
///
/// | attempt | streak | next review |
/// | --- | --- | --- |
/// | wrong (score 0) | back to 0 | right away: due again today |
/// | partly right (0 < score < 1) | back to 0 | in 1 day |
/// | right, when due | + 1 | 1, 3, 7, 16, 35, 75, then 150 days for the 1st, 2nd, … right answer in a row |
/// | right, before it was due | unchanged | unchanged (cramming earns nothing) |
///
/// A quiz answered right after a wrong answer (a retry) is due tomorrow; each right answer given when due
/// roughly doubles the wait. `--review` asks what is due before the end of the learner's day.
public enum ReviewScheduler {
    /// The waits, in days, after 1, 2, 3… right answers in a row; the last one repeats.
    public static let intervals: [Double] = [1, 3, 7, 16, 35, 75, 150]
    public static let day = 86_400.0

    /// Where one quiz stands.
    public struct QuizState: Hashable, Sendable {
        public var quizID: String
        public var attempts: Int
        public var lastScore: Double
        public var lastTime: Double
        /// Right answers in a row, counting only those given when the quiz was due.
        public var streak: Int
        /// When the quiz should be asked again.
        public var due: Double

        public var isRightAtLastAttempt: Bool { lastScore >= 1 }

        public func isDue(on clock: ReviewClock) -> Bool { due < clock.endOfToday }
    }

    /// The state of every quiz in `records`, by id, including ids the course no longer has.
    public static func states(from records: [ProgressRecord]) -> [String: QuizState] {
        var states: [String: QuizState] = [:]
        // Sorting by time (stably, so equal times keep log order) makes a log merged from two machines safe.
        let ordered = records.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for (_, record) in ordered {
            var state =
                states[record.quizID]
                ?? QuizState(
                    quizID: record.quizID, attempts: 0, lastScore: 0, lastTime: record.time, streak: 0,
                    due: -Double.infinity)
            apply(record, to: &state)
            states[record.quizID] = state
        }
        return states
    }

    static func apply(_ record: ProgressRecord, to state: inout QuizState) {
        state.attempts += 1
        state.lastScore = record.score
        state.lastTime = record.time
        if record.score >= 1 {
            // A right answer after the answer was shown in the session is not recall, like one before it was due.
            guard record.time >= state.due, !record.sawAnswer else { return }
            state.streak += 1
            state.due = record.time + interval(afterRightAnswers: state.streak) * day
        } else if record.score > 0 {
            state.streak = 0
            state.due = record.time + day
        } else {
            state.streak = 0
            state.due = record.time
        }
    }

    /// The wait in days after `count` right answers in a row.
    public static func interval(afterRightAnswers count: Int) -> Double {
        intervals[min(max(count, 1), intervals.count) - 1]
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

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
    public static let fsrs = ReviewState.fsrs

    /// Where one quiz stands.
    public typealias QuizState = ReviewState

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
        ReviewState.after(
            previous, quizID: record.quizID, time: record.time, score: record.score, sawAnswer: record.sawAnswer,
            utcOffset: utcOffset)
    }

    /// The quizzes `vclab study --review` asks: due today and still in the course, the longest overdue
    /// first (ties by id, so the order is stable).
    public static func due(_ states: [String: QuizState], among knownIDs: Set<String>, clock: ReviewClock) -> [String] {
        states.values
            .filter { knownIDs.contains($0.quizID) && $0.isDue(on: clock) }
            .sorted { ($0.due, $0.quizID) < ($1.due, $1.quizID) }
            .map(\.quizID)
    }

    /// When the first quiz still in the course and not due today comes due: what a learner with nothing to
    /// review is told, from the same states as the due list, so the log is replayed once.
    public static func nextDue(_ states: [String: QuizState], among knownIDs: Set<String>, clock: ReviewClock)
        -> Double?
    {
        states.values.filter { knownIDs.contains($0.quizID) && !$0.isDue(on: clock) }.map(\.due).min()
    }
}

/// FSRS's four grades, given by the grader's score and never by the learner: a self-rating would let a
/// learner who feels sure skip the reviews that would show they are not.
///
/// | attempt | rating |
/// | --- | --- |
/// | right (score 1), the first try that day | Good |
/// | right after a wrong or partly right try at it the same day (a retry: the feedback helped) | Hard |
/// | partly right, at least half (a trace with most lines in place) | Hard |
/// | partly right, less than half, or wrong | Again |
///
/// Easy is never given: a right answer cannot tell an effortless recall from a careful one, and Good is
/// what FSRS's default weights expect of an ordinary success.
public enum ReviewRating: Int, Hashable, Sendable, CaseIterable {
    case again = 1
    case hard = 2
    case good = 3
    case easy = 4

    /// - Parameter isRetry: whether the quiz was last answered, not right, earlier the same day.
    public init(score: Double, isRetry: Bool) {
        if score >= 1 {
            self = isRetry ? .hard : .good
        } else if score >= 0.5 {
            self = .hard
        } else {
            self = .again
        }
    }
}

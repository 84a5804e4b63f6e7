/// `vclab progress` as values: per lesson, how many quizzes were answered, how many were right at the
/// last attempt, and how many are due for review today.
public struct ProgressSummary: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var slug: String
        public var title: String
        public var quizzes: Int
        public var answered: Int
        public var rightAtLastAttempt: Int
        public var due: Int
    }

    public var rows: [Row]
    /// Attempts at quizzes the course no longer has: kept in the log, never asked.
    public var orphanedAttempts: Int
    public var orphanedQuizzes: Int
    /// When the next quiz not due today comes due, if any.
    public var nextDue: Double?

    /// - Parameter lessons: each lesson's slug, title and quiz ids, in reading order.
    public init(
        lessons: [(slug: String, title: String, quizIDs: [String])], records: [ProgressRecord], clock: ReviewClock
    ) {
        let states = ReviewScheduler.states(from: records)
        rows = lessons.map { lesson in
            let known = lesson.quizIDs.compactMap { states[$0] }
            return Row(
                slug: lesson.slug, title: lesson.title, quizzes: lesson.quizIDs.count, answered: known.count,
                rightAtLastAttempt: known.filter(\.isRightAtLastAttempt).count,
                due: known.filter { $0.isDue(on: clock) }.count)
        }
        let knownIDs = Set(lessons.flatMap(\.quizIDs))
        let orphaned = records.filter { !knownIDs.contains($0.quizID) }
        orphanedAttempts = orphaned.count
        orphanedQuizzes = Set(orphaned.map(\.quizID)).count
        nextDue =
            states.values
            .filter { knownIDs.contains($0.quizID) && !$0.isDue(on: clock) }
            .map(\.due).min()
    }

    public var totalDue: Int { rows.reduce(0) { $0 + $1.due } }
}

/// `vclab progress` as values: per lesson, how many quizzes were answered, how many were right at the
/// last attempt, and how many are due for review today; per answered quiz, its next review and FSRS's
/// estimate of the chance of recalling it today.
public struct ProgressSummary: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var slug: String
        public var title: String
        public var quizzes: Int
        public var answered: Int
        public var rightAtLastAttempt: Int
        public var due: Int
    }

    /// One answered quiz still in the course.
    public struct QuizRow: Hashable, Sendable {
        /// The lesson's place in `rows`.
        public var lesson: Int
        public var quizID: String
        public var attempts: Int
        public var lastScore: Double
        /// From 0 to 1, on the clock's day.
        public var recall: Double
        public var stability: Double
        public var difficulty: Double
        public var due: Double
    }

    public var rows: [Row]
    /// In reading order.
    public var quizRows: [QuizRow]
    /// Attempts at quizzes the course no longer has: kept in the log, never asked.
    public var orphanedAttempts: Int
    public var orphanedQuizzes: Int
    /// When the next quiz not due today comes due, if any.
    public var nextDue: Double?

    /// - Parameter lessons: each lesson's slug, title and quiz ids, in reading order.
    public init(
        lessons: [(slug: String, title: String, quizIDs: [String])], records: [ProgressRecord], clock: ReviewClock
    ) {
        let states = ReviewScheduler.states(from: records, utcOffset: clock.utcOffset)
        rows = lessons.map { lesson in
            let known = lesson.quizIDs.compactMap { states[$0] }
            return Row(
                slug: lesson.slug, title: lesson.title, quizzes: lesson.quizIDs.count, answered: known.count,
                rightAtLastAttempt: known.filter(\.isRightAtLastAttempt).count,
                due: known.filter { $0.isDue(on: clock) }.count)
        }
        quizRows = lessons.enumerated().flatMap { index, lesson in
            lesson.quizIDs.compactMap { id -> QuizRow? in
                guard let state = states[id] else { return nil }
                return QuizRow(
                    lesson: index, quizID: id, attempts: state.attempts,
                    lastScore: state.lastScore,
                    recall: state.recall(on: clock), stability: state.memory.stability,
                    difficulty: state.memory.difficulty, due: state.due)
            }
        }
        let knownIDs = Set(lessons.flatMap(\.quizIDs))
        let orphaned = records.filter { !knownIDs.contains($0.quizID) }
        orphanedAttempts = orphaned.count
        orphanedQuizzes = Set(orphaned.map(\.quizID)).count
        nextDue = ReviewScheduler.nextDue(states, among: knownIDs, clock: clock)
    }

    public var totalDue: Int { rows.reduce(0) { $0 + $1.due } }
}

import VCLabSupport

/// Everything `vclab check` learns about a course: one evaluation per checked lesson, every diagnostic, and
/// the edits `--fix` would make.
public struct CourseReport: Hashable, Sendable {
    /// The checked lessons in reading order.
    public var evaluations: [LessonEvaluation]
    /// Every finding of every checked file, sorted by path, line and column.
    public var diagnostics: [Diagnostic]
    /// Keyed by lesson path; only lessons with something to fix appear.
    public var edits: [String: [LessonEdit]]
    /// Lesson files checked, those that could not be read included.
    public var lessonCount: Int
    /// Quizzes checked.
    public var quizCount: Int

    public init(
        evaluations: [LessonEvaluation], diagnostics: [Diagnostic], edits: [String: [LessonEdit]], lessonCount: Int,
        quizCount: Int
    ) {
        self.evaluations = evaluations
        self.diagnostics = diagnostics
        self.edits = edits
        self.lessonCount = lessonCount
        self.quizCount = quizCount
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

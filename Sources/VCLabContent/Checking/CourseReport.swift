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
    /// Per language, the evaluations of the translations of the checked lessons, in reading order: what the
    /// renderers draw for a reader of that language.
    public var translations: [ContentLanguage: [LessonEvaluation]] = [:]

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

    /// The evaluations a reader of `language` meets: each checked lesson in its translation, or in the
    /// original where it has none.
    public func evaluations(in language: ContentLanguage) -> [LessonEvaluation] {
        guard language != .original, let translated = translations[language] else { return evaluations }
        let bySlug = Dictionary(
            translated.map { ($0.lesson.slug, $0) }, uniquingKeysWith: { first, _ in first })
        return evaluations.map { bySlug[$0.lesson.slug] ?? $0 }
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// What one `vclab check` run counted: the last line of its text output, and the summary of its JSON.
public struct CheckSummary: Hashable, Sendable {
    public var lessons: Int
    public var quizzes: Int
    public var errors: Int
    public var warnings: Int
    /// With `--fix`: how many files and places were (or, with `--dry-run`, would be) changed.
    public var fixes: (files: Int, places: Int)?

    public init(lessons: Int, quizzes: Int, errors: Int, warnings: Int, fixes: (files: Int, places: Int)? = nil) {
        self.lessons = lessons
        self.quizzes = quizzes
        self.errors = errors
        self.warnings = warnings
        self.fixes = fixes
    }

    public static func == (lhs: CheckSummary, rhs: CheckSummary) -> Bool {
        (lhs.lessons, lhs.quizzes, lhs.errors, lhs.warnings) == (rhs.lessons, rhs.quizzes, rhs.errors, rhs.warnings)
            && lhs.fixes?.files == rhs.fixes?.files && lhs.fixes?.places == rhs.fixes?.places
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lessons)
        hasher.combine(quizzes)
        hasher.combine(errors)
        hasher.combine(warnings)
        hasher.combine(fixes?.files)
        hasher.combine(fixes?.places)
    }
}

import VCLabGrading
import VCLabSupport

/// What checking one quiz against its trace found.
public struct QuizCheckResult: Hashable, Sendable {
    /// The quiz ready to show and grade; `nil` when the check found an error.
    public var preparedQuiz: PreparedQuiz?
    public var diagnostics: [Diagnostic]
    /// What `vclab check --fix` would change: wrong or missing keys rewritten from the trace.
    public var edits: [LessonEdit]

    public init(preparedQuiz: PreparedQuiz?, diagnostics: [Diagnostic], edits: [LessonEdit]) {
        self.preparedQuiz = preparedQuiz
        self.diagnostics = diagnostics
        self.edits = edits
    }
}

import VCLabGrading

/// A checked quiz with the lesson it belongs to: what the exporters write.
public struct ExportedQuiz: Hashable, Sendable, Codable {
    public var lessonTitle: String
    public var lessonSlug: String
    public var quiz: PreparedQuiz

    public init(lessonTitle: String, lessonSlug: String, quiz: PreparedQuiz) {
        self.lessonTitle = lessonTitle
        self.lessonSlug = lessonSlug
        self.quiz = quiz
    }

    /// Every prepared quiz of the evaluated lessons, in reading order.
    public static func collect(from evaluations: [LessonEvaluation]) -> [ExportedQuiz] {
        evaluations.flatMap { evaluation in
            evaluation.preparedQuizzes.compactMap { $0 }.map {
                ExportedQuiz(lessonTitle: evaluation.lesson.title, lessonSlug: evaluation.lesson.slug, quiz: $0)
            }
        }
    }
}

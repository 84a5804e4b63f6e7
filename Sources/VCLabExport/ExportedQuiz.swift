import VCLabContent
import VCLabGrading

/// A checked quiz with the lesson it belongs to and the scenario it asks about: what the exporters write.
///
/// The scenario travels with the question, so that it still makes sense inside a learning management system,
/// away from the lesson that shows the trace.
public struct ExportedQuiz: Hashable, Sendable {
    public var lessonTitle: String
    public var lessonSlug: String
    public var quiz: PreparedQuiz
    /// The scenario's text as the lesson writes it (without a `compare:` line), trimmed of blank lines at
    /// either end.
    public var scenarioSource: String
    /// The quiz's `tags:`, for question banks.
    public var tags: [String]
    /// The quiz's `difficulty:`, for question banks.
    public var difficulty: QuizDifficulty?

    public init(
        lessonTitle: String, lessonSlug: String, quiz: PreparedQuiz, scenarioSource: String, tags: [String] = [],
        difficulty: QuizDifficulty? = nil
    ) {
        self.lessonTitle = lessonTitle
        self.lessonSlug = lessonSlug
        self.quiz = quiz
        self.scenarioSource = scenarioSource
        self.tags = tags
        self.difficulty = difficulty
    }

    /// Every prepared quiz of the evaluated lessons, in reading order.
    public static func collect(from evaluations: [LessonEvaluation]) -> [ExportedQuiz] {
        evaluations.flatMap { evaluation in
            // A prepared quiz is at its quiz's index in the lesson.
            evaluation.preparedQuizzes.enumerated().compactMap { index, prepared -> ExportedQuiz? in
                guard let quiz = prepared else { return nil }
                let source = evaluation.lesson.simulation(named: quiz.simulationName)?.source ?? ""
                let quizzes = evaluation.lesson.quizzes
                return ExportedQuiz(
                    lessonTitle: evaluation.lesson.title, lessonSlug: evaluation.lesson.slug, quiz: quiz,
                    scenarioSource: trimmedLines(source),
                    tags: quizzes.indices.contains(index) ? quizzes[index].tags : [],
                    difficulty: quizzes.indices.contains(index) ? quizzes[index].difficulty : nil)
            }
        }
    }

    /// `text` without blank lines at its start and end, and without `\r`.
    static func trimmedLines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The question's own prompt, then the scenario it is about: the Markdown every export shows.
    public var promptWithScenario: String {
        var text = quiz.prompt
        guard !scenarioSource.isEmpty else { return text }
        let step = quiz.stepDescription.map { "; the question is about \($0)" } ?? ""
        text += "\n\nThe scenario\(step):\n\n"
        // An indented code block needs no fence, so no line of the scenario can close it early.
        text += scenarioSource.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            .joined(separator: "\n")
        return text
    }
}

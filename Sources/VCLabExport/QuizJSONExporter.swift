import VCLabContent
import VCLabGrading
import VCLabSupport

/// Writes quizzes as JSON, version 1 of the schema docs/authoring.md describes ("Exporting quizzes"):
/// `{"version": 1, "quizzes": [...]}`, each quiz with plain field names and its key in the shape its kind
/// answers with. Written by hand, so the field names are the documented ones and the same course gives the
/// same bytes.
public enum QuizJSONExporter {
    public static let version = 1

    public static func export(_ quizzes: [ExportedQuiz]) -> String {
        JSONValue.object([
            ("version", .integer(version)),
            ("quizzes", .array(quizzes.map(value))),
        ]).rendered()
    }

    static func value(_ item: ExportedQuiz) -> JSONValue {
        let quiz = item.quiz
        return .object([
            ("id", .string(quiz.id)),
            ("lesson", .object([("slug", .string(item.lessonSlug)), ("title", .string(item.lessonTitle))])),
            ("kind", .string(quiz.kind)),
            ("prompt", .string(quiz.prompt)),
            ("options", .array(quiz.options.map(JSONValue.string))),
            ("answer", answer(quiz.key)),
            ("explain", .optional(quiz.explain)),
            ("hint", .optional(quiz.hint)),
            ("feedback", .object(quiz.feedback.keys.sorted().map { ($0, JSONValue.string(quiz.feedback[$0] ?? "")) })),
            ("subject", .optional(quiz.subject)),
            ("only", .optional(quiz.filter)),
            ("window", .array(quiz.window.map(JSONValue.string))),
            (
                "scenario",
                .object([
                    ("name", .string(quiz.simulationName)),
                    ("step", .optional(quiz.stepDescription)),
                    ("source", .string(item.scenarioSource)),
                ])
            ),
            ("tags", .array(item.tags.map(JSONValue.string))),
            ("difficulty", .optional(item.difficulty?.rawValue)),
        ])
    }

    /// The key as a learner's answer would be: events in order, one event, yes/no as a boolean, a count, the
    /// set of right options, or a frame's four numbers by name.
    static func answer(_ key: QuizKey) -> JSONValue {
        switch key {
        case .sequence(let events): .array(events.map(JSONValue.string))
        case .single(let event): .string(event)
        case .boolean(let value): .bool(value)
        case .number(let count): .integer(count)
        case .set(let options): .array(options.map(JSONValue.string))
        case .frame(let values):
            .object(
                zip(["x", "y", "width", "height"], values).map { ($0.0, JSONValue.number($0.1)) })
        }
    }
}

import VCLabContent
import VCLabEngine
import VCLabGrading

/// The JSON a quiz embeds for `site.js`: what the grader needs, and nothing the page shows.
///
///     {"id":"push-order","kind":"order","key":{"type":"sequence","value":["A.viewWillDisappear",…]},
///      "subject":null,"feedback":{"A.viewDidDisappear":"That one waits…"},"aliases":{}}
///
/// `aliases` maps Objective-C selectors to Swift names for `trace` quizzes, whose learners may type either.
enum QuizData {
    static func json(for quiz: PreparedQuiz) -> String {
        let feedback = quiz.feedback.keys.sorted().map { ($0, JSONText.quoted(quiz.feedback[$0] ?? "")) }
        return JSONText.object([
            ("id", JSONText.quoted(quiz.id)),
            ("kind", JSONText.quoted(quiz.kind)),
            ("key", key(quiz.key)),
            ("subject", quiz.subject.map(JSONText.quoted) ?? "null"),
            ("feedback", JSONText.object(feedback)),
            ("aliases", quiz.kind == "trace" ? aliases : "{}"),
        ])
    }

    static func key(_ key: QuizKey) -> String {
        let (type, value): (String, String) =
            switch key {
            case .sequence(let lines): ("sequence", JSONText.array(lines))
            case .single(let event): ("single", JSONText.quoted(event))
            case .boolean(let value): ("boolean", value ? "true" : "false")
            case .number(let count): ("number", String(count))
            case .set(let items): ("set", JSONText.array(items))
            case .frame(let values): ("frame", "[" + values.map(JSONText.number).joined(separator: ",") + "]")
            }
        return JSONText.object([("type", JSONText.quoted(type)), ("value", value)])
    }

    /// Every callback whose Objective-C selector differs from its Swift name (`dealloc` → `deinit`).
    private static let aliases: String = {
        var pairs = Callback.allCases.filter { $0.objectiveCSelector != $0.swiftName }.map {
            ($0.objectiveCSelector, JSONText.quoted($0.swiftName))
        }
        pairs.sort { $0.0 < $1.0 }
        return JSONText.object(pairs)
    }()
}

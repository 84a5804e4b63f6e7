import VCLabSupport

/// The JSON in which the site hands quizzes and answers to the grader in the WebAssembly module, and in which
/// the grade comes back. One encoding, written at build time and read in the browser by the same Swift code.
///
///     quiz:     {"id":"push-order","kind":"order","options":[…],"key":{"type":"sequence","value":[…]},
///                "subject":null,"feedback":{"A.viewDidDisappear":"That one waits…"}}
///     response: {"type":"sequence","value":["A.viewWillDisappear",…]}, or {"text":"what the learner typed"}
///     grade:    {"verdict":"partly-right","score":0.5,"mistakes":[…],"feedback":[…],"response":{…}}
///               or {"problem":"type four numbers: x y width height"} when the text cannot be read, with
///               "suggestion" (the answer with a misspelling corrected) when there is one to offer
public enum GradingJSON {
    public static func encode(_ quiz: PreparedQuiz) -> String {
        let feedback = quiz.feedback.keys.sorted().map { ($0, JSONText.quoted(quiz.feedback[$0] ?? "")) }
        return JSONText.object([
            ("id", JSONText.quoted(quiz.id)),
            ("kind", JSONText.quoted(quiz.kind)),
            ("options", JSONText.array(quiz.options)),
            ("key", encode(quiz.key)),
            ("subject", quiz.subject.map { JSONText.quoted($0) } ?? "null"),
            ("feedback", JSONText.object(feedback)),
            // The events a `trace` answer is read against (callback names written loosely, `loadView` alone).
            ("window", JSONText.array(quiz.kind == "trace" ? quiz.window : [])),
        ])
    }

    public static func encode(_ key: QuizKey) -> String {
        switch key {
        case .sequence(let lines): typed("sequence", JSONText.array(lines))
        case .single(let event): typed("single", JSONText.quoted(event))
        case .boolean(let value): typed("boolean", value ? "true" : "false")
        case .number(let count): typed("number", String(count))
        case .set(let items): typed("set", JSONText.array(items))
        case .frame(let values): typed("frame", "[" + values.map { JSONText.number($0) }.joined(separator: ",") + "]")
        }
    }

    public static func encode(_ response: QuizResponse) -> String {
        switch response {
        case .sequence(let lines): encode(QuizKey.sequence(lines))
        case .single(let event): encode(QuizKey.single(event))
        case .boolean(let value): encode(QuizKey.boolean(value))
        case .number(let count): encode(QuizKey.number(count))
        case .set(let items): encode(QuizKey.set(items))
        case .frame(let values): encode(QuizKey.frame(values))
        }
    }

    public static func encode(_ grade: QuizGrade, response: QuizResponse) -> String {
        JSONText.object([
            ("verdict", JSONText.quoted(grade.verdict.rawValue)),
            ("score", JSONText.number(grade.score)),
            ("mistakes", JSONText.array(grade.mistakes)),
            ("feedback", JSONText.array(grade.feedback)),
            ("response", encode(response)),
        ])
    }

    /// - Parameter suggestion: the learner's answer with a misspelling corrected, to offer back.
    public static func encodeProblem(_ message: String, suggestion: String? = nil) -> String {
        var members = [("problem", JSONText.quoted(message))]
        if let suggestion { members.append(("suggestion", JSONText.quoted(suggestion))) }
        return JSONText.object(members)
    }

    private static func typed(_ type: String, _ value: String) -> String {
        JSONText.object([("type", JSONText.quoted(type)), ("value", value)])
    }

    public static func decodeQuiz(_ json: JSONValue) -> PreparedQuiz? {
        guard let id = json["id"]?.string, let kind = json["kind"]?.string, let key = json["key"].flatMap(decodeKey)
        else { return nil }
        var feedback: [String: String] = [:]
        if case .object(let members)? = json["feedback"] {
            for (option, text) in members { feedback[option] = text.string }
        }
        return PreparedQuiz(
            id: id, kind: kind, prompt: "", options: json["options"]?.strings ?? [], key: key, explain: nil,
            hint: nil, feedback: feedback, subject: json["subject"]?.string, filter: nil,
            window: json["window"]?.strings ?? [],
            simulationName: "", step: nil)
    }

    public static func decodeKey(_ json: JSONValue) -> QuizKey? {
        guard let type = json["type"]?.string, let value = json["value"] else { return nil }
        switch type {
        case "sequence": return value.strings.map { .sequence($0) }
        case "single": return value.string.map { .single($0) }
        case "boolean": return value.bool.map { .boolean($0) }
        case "number":
            guard let number = value.number, number == number.rounded(), abs(number) < 1e9 else { return nil }
            return .number(Int(number))
        case "set": return value.strings.map { .set($0) }
        case "frame":
            guard let values = value.array, values.count == 4 else { return nil }
            let numbers = values.compactMap { $0.number }
            return numbers.count == 4 ? .frame(numbers) : nil
        default: return nil
        }
    }

    public static func decodeResponse(_ json: JSONValue) -> QuizResponse? {
        switch decodeKey(json) {
        case .sequence(let lines): .sequence(lines)
        case .single(let event): .single(event)
        case .boolean(let value): .boolean(value)
        case .number(let count): .number(count)
        case .set(let items): .set(items)
        case .frame(let values): .frame(values)
        case nil: nil
        }
    }
}

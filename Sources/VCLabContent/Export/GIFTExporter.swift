import VCLabGrading

/// Writes quizzes in Moodle's GIFT format, with explanations as general feedback and per-choice feedback
/// after each answer. Prompts stay Markdown (`[markdown]`), which Moodle renders.
///
/// GIFT has no question type for typing a whole trace, so `trace` quizzes are left out and reported;
/// `order` becomes a matching question (each event to its position).
public enum GIFTExporter {
    public struct Output: Sendable {
        public var text: String
        /// One sentence per quiz left out, for the command line to print.
        public var notices: [String]
    }

    public static func export(_ quizzes: [ExportedQuiz]) -> Output {
        var text = "// VCLab quizzes, exported with their engine-checked keys.\n"
        var notices: [String] = []
        var lesson: String?
        for item in quizzes {
            let quiz = item.quiz
            guard let answers = answers(for: quiz) else {
                notices.append("left out '\(quiz.id)': a \(quiz.kind) quiz has no GIFT equivalent")
                continue
            }
            if lesson != item.lessonSlug {
                lesson = item.lessonSlug
                text += "\n$CATEGORY: VCLab/\(escaped(item.lessonTitle))\n"
            }
            text += "\n::\(escaped(quiz.id))::[markdown]\(escaped(prompt(of: quiz))) {\n"
            text += answers
            if let explain = quiz.explain { text += "\t####\(escaped(explain))\n" }
            text += "}\n"
        }
        return Output(text: text, notices: notices)
    }

    private static func prompt(of quiz: PreparedQuiz) -> String {
        switch quiz.kind {
        case "frame": quiz.prompt + "\n\n(Answer as four numbers: x y width height.)"
        default: quiz.prompt
        }
    }

    private static func answers(for quiz: PreparedQuiz) -> String? {
        func choice(_ option: String, prefix: String) -> String {
            var line = "\t\(prefix)\(escaped(option))"
            if let feedback = quiz.feedback[option] { line += "#\(escaped(feedback))" }
            return line + "\n"
        }
        switch quiz.key {
        case .single(let right):
            return quiz.options.map { choice($0, prefix: $0 == right ? "=" : "~") }.joined()
        case .set(let right):
            let rightSet = Set(right)
            let weight = right.isEmpty ? "0" : String(format100(100.0 / Double(right.count)))
            return quiz.options.map { option in
                choice(option, prefix: rightSet.contains(option) ? "~%\(weight)%" : "~%-100%")
            }.joined()
        case .boolean(let value):
            return value ? "\tTRUE\n" : "\tFALSE\n"
        case .number(let value):
            return "\t#\(value)\n"
        case .frame(let values):
            return "\t=\(escaped(values.map(formatNumber).joined(separator: " ")))\n"
        case .sequence(let events):
            guard quiz.kind == "order", Set(events).count == events.count else { return nil }
            return events.enumerated().map { "\t=\(escaped($0.element)) -> \($0.offset + 1)\n" }.joined()
        }
    }

    private static func format100(_ value: Double) -> String {
        // Moodle accepts up to five decimals; thirds and sixths need them to add up.
        let rounded = (value * 100_000).rounded() / 100_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func formatNumber(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// GIFT's control characters are escaped with a backslash wherever they appear in text.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "~", "=", "#", "{", "}", ":", "\\": result += "\\\(character)"
            // A blank line ends a question in GIFT, so every line break is written as the \n escape.
            case "\n": result += "\\n"
            case "\r": break
            default: result.append(character)
            }
        }
        return result
    }
}

import VCLabGrading

/// Writes quizzes in Moodle's GIFT format, with explanations as general feedback and per-choice feedback
/// after each answer. Prompts stay Markdown (`[markdown]`), which Moodle renders, and end with the scenario
/// the question is about, as a code block.
///
/// The rules followed, from Moodle's GIFT documentation: `~ = # { } :` and `\` are escaped with a backslash
/// in question text, names and answers (and nowhere else), a line break inside text is the `\n` escape
/// because a blank line ends a question, and a `$CATEGORY:` line is taken literally (only `/`, which
/// separates nested categories, is doubled). A matching question needs at least three pairs, so an `order`
/// quiz of two events becomes the equivalent "which comes first" question; longer ones become matching
/// (each event to its position). GIFT has no question for typing a whole trace, so `trace` quizzes are left
/// out and reported.
public enum GIFTExporter {
    public struct Output: Sendable {
        public var text: String
        /// How many questions were written.
        public var count: Int
        /// One sentence per quiz left out, for the command line to print.
        public var notices: [String]
    }

    /// Moodle's matching question needs this many pairs.
    static let minimumMatchingPairs = 3

    public static func export(_ quizzes: [ExportedQuiz]) -> Output {
        var text = "// VCLab quizzes, exported with their engine-checked keys.\n"
        var notices: [String] = []
        var count = 0
        var lesson: String?
        for item in quizzes {
            let quiz = item.quiz
            guard let (answers, note) = answers(for: quiz) else {
                notices.append("left out '\(quiz.id)': a \(quiz.kind) quiz has no GIFT equivalent")
                continue
            }
            if lesson != item.lessonSlug {
                lesson = item.lessonSlug
                text += "\n$CATEGORY: VCLab/\(category(item.lessonTitle))\n"
            }
            var prompt = item.promptWithScenario
            if let note { prompt += "\n\n" + note }
            text += "\n::\(escaped(quiz.id))::[markdown]\(escaped(prompt)) {\n"
            text += answers
            if let explain = quiz.explain { text += "\t####\(escaped(explain))\n" }
            text += "}\n"
            count += 1
        }
        return Output(text: text, count: count, notices: notices)
    }

    /// A category name as Moodle reads it: literally, with `/` doubled so that it is not a sub-category.
    static func category(_ title: String) -> String {
        var result = ""
        for character in title {
            switch character {
            case "/": result += "//"
            case "\n", "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// The answer lines, and a sentence to add to the prompt when the question's form differs from the quiz's.
    private static func answers(for quiz: PreparedQuiz) -> (String, String?)? {
        func choice(_ option: String, prefix: String) -> String {
            var line = "\t\(prefix)\(escaped(option))"
            if let feedback = quiz.feedback[option] { line += "#\(escaped(feedback))" }
            return line + "\n"
        }
        switch quiz.key {
        case .single(let right):
            return (quiz.options.map { choice($0, prefix: $0 == right ? "=" : "~") }.joined(), nil)
        case .set(let right):
            let rightSet = Set(right)
            let weight = right.isEmpty ? "0" : String(format100(100.0 / Double(right.count)))
            let lines = quiz.options.map { option in
                choice(option, prefix: rightSet.contains(option) ? "~%\(weight)%" : "~%-100%")
            }
            return (lines.joined(), nil)
        case .boolean(let value):
            return (value ? "\tTRUE\n" : "\tFALSE\n", nil)
        case .number(let value):
            return ("\t#\(value)\n", nil)
        case .frame(let values):
            return (
                frameAnswers(values).map { "\t=\(escaped($0))\n" }.joined(),
                "(Answer as four numbers: x y width height.)"
            )
        case .sequence(let events):
            guard quiz.kind == "order", Set(events).count == events.count, events.count >= 2 else { return nil }
            if events.count < minimumMatchingPairs {
                // Putting two events in order is picking the one that comes first: graded the same.
                let lines = quiz.options.map { choice($0, prefix: $0 == events[0] ? "=" : "~") }
                return (lines.joined(), "(Pick the one that comes first.)")
            }
            return (events.enumerated().map { "\t=\(escaped($0.element)) -> \($0.offset + 1)\n" }.joined(), nil)
        }
    }

    /// The ways of writing a frame that Moodle accepts as right. Study mode reads four numbers with any
    /// punctuation between them; a short-answer question can only list forms, so these are the usual ones:
    /// spaces, commas, parentheses and the `{{x, y}, {w, h}}` of `NSStringFromCGRect`.
    static func frameAnswers(_ values: [Double]) -> [String] {
        let numbers = values.map(formatNumber)
        guard numbers.count == 4 else { return [numbers.joined(separator: " ")] }
        let comma = numbers.joined(separator: ", ")
        return [
            numbers.joined(separator: " "), comma, numbers.joined(separator: ","), "(\(comma))",
            "{{\(numbers[0]), \(numbers[1])}, {\(numbers[2]), \(numbers[3])}}",
        ]
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

import VCLabContent
import VCLabGrading

/// Writes quizzes in Moodle's GIFT format, with explanations as general feedback and per-choice feedback
/// after each answer (a yes/no or true/false question's feedback on either answer as `{TRUE#wrong#right}`). Prompts stay Markdown (`[markdown]`), which Moodle renders, and end with the scenario
/// the question is about, as a code block.
///
/// The rules followed, from Moodle's GIFT documentation: `~ = # { } :` and `\` are escaped with a backslash
/// in question text, names and answers (and nowhere else), a line break inside text is the `\n` escape
/// because a blank line ends a question, and a `$CATEGORY:` line is taken literally (only `/`, which
/// separates nested categories, is doubled).
///
/// Grading is VCLab's: `which`, `loaded` and `order` are all or nothing. Moodle adds up the weights of the
/// options ticked in a multiple-answer question, and its positive weights must make 100 %, so ticking some
/// of two or more right options earns part of the mark; it gives each matching pair its share too. Those
/// quizzes therefore number their options in the prompt and become short answers: the numbers of every
/// option that applies, smallest first, or of every event in order, written with spaces, commas or nothing
/// between them. A `which` or `loaded` quiz with exactly one right option stays a multiple-answer question
/// (the right option 100 %, every other −100 %: only the right one alone earns anything), and an `order`
/// quiz of two events is the equivalent "which comes first". Per-choice feedback, which a short answer
/// cannot attach to an option, joins the general feedback. GIFT has no question for typing a whole trace,
/// so `trace` quizzes are left out and reported.
public enum GIFTExporter {
    public struct Output: Sendable {
        public var text: String
        /// How many questions were written.
        public var count: Int
        /// One sentence per quiz left out, for the command line to print.
        public var notices: [String]
    }

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
            // Moodle reads `[tag:…]` in the comment before a question (tags cannot hold brackets: the checker
            // refuses them).
            let tags = MoodleXMLExporter.tags(item).map { "[tag:\($0)]" }.joined(separator: " ")
            text += "\n// \(tags)\n::\(escaped(quiz.id))::[markdown]\(escaped(prompt)) {\n"
            text += answers
            let general = [quiz.explain, numbered(quiz) ? optionFeedback(quiz) : nil].compactMap { $0 }
            if !general.isEmpty { text += "\t####\(escaped(general.joined(separator: "\n\n")))\n" }
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
        case .set(let right) where right.count == 1:
            // One right option worth 100 % and every other −100 %: only the right one alone earns a mark.
            return (quiz.options.map { choice($0, prefix: $0 == right[0] ? "~%100%" : "~%-100%") }.joined(), nil)
        case .set(let right):
            let rightSet = Set(right)
            let numbers = quiz.options.indices.filter { rightSet.contains(quiz.options[$0]) }.map { $0 + 1 }
            return (
                numberAnswers(numbers, optionCount: quiz.options.count).map { "\t=\($0)\n" }.joined(),
                numberedOptions(quiz.options) + "\n\n" + setInstruction
            )
        case .boolean(let value):
            // Moodle reads `{TRUE#wrong#right}`: first the feedback for the wrong answer, then for the right one.
            let words = quiz.kind == "claim" ? ("true", "false") : ("yes", "no")
            let right = quiz.feedback[value ? words.0 : words.1]
            let wrong = quiz.feedback[value ? words.1 : words.0]
            var line = value ? "\tTRUE" : "\tFALSE"
            if wrong != nil || right != nil { line += "#" + escaped(wrong ?? "") }
            if let right { line += "#" + escaped(right) }
            return (line + "\n", nil)
        case .number(let value):
            return ("\t#\(value)\n", nil)
        case .frame(let values):
            return (
                frameAnswers(values).map { "\t=\(escaped($0))\n" }.joined(),
                "(Answer as four numbers: x y width height.)"
            )
        case .sequence(let events):
            guard quiz.kind == "order", Set(events).count == events.count, events.count >= 2 else { return nil }
            if events.count < 3 {
                // Putting two events in order is picking the one that comes first: graded the same.
                let lines = quiz.options.map { choice($0, prefix: $0 == events[0] ? "=" : "~") }
                return (lines.joined(), "(Pick the one that comes first.)")
            }
            let position = Dictionary(uniqueKeysWithValues: quiz.options.enumerated().map { ($1, $0 + 1) })
            let numbers = events.compactMap { position[$0] }
            guard numbers.count == events.count else { return nil }
            return (
                numberAnswers(numbers, optionCount: quiz.options.count).map { "\t=\($0)\n" }.joined(),
                numberedOptions(quiz.options) + "\n\n" + orderInstruction
            )
        }
    }

    /// What a short answer over numbered options says to type: the numbers of every option that applies, and
    /// of every event in order. QTI 1.2 writes the same questions.
    static let setInstruction =
        "(Type the numbers of every option that applies, smallest first, with spaces or commas between"
        + " them; type none if none applies.)"
    static let orderInstruction = "(Type their numbers in the order they happen, with spaces or commas between them.)"

    /// Whether the quiz is written as a short answer over numbered options (see the type's comment).
    static func numbered(_ quiz: PreparedQuiz) -> Bool {
        switch quiz.key {
        case .set(let right): right.count != 1
        case .sequence(let events): quiz.kind == "order" && events.count >= 3
        default: false
        }
    }

    /// The options as a Markdown list numbered from 1, each as code so that `_` and `*` in a name stay as
    /// they are.
    static func numberedOptions(_ options: [String]) -> String {
        options.enumerated().map { "\($0.offset + 1). \(codeSpan($0.element))" }.joined(separator: "\n")
    }

    /// The ways of writing the numbers that Moodle accepts as right: with a space, a comma, a comma and a
    /// space between them, or nothing when every option's number is one digit; `none` for no number.
    static func numberAnswers(_ numbers: [Int], optionCount: Int) -> [String] {
        guard !numbers.isEmpty else { return ["none"] }
        let written = numbers.map(String.init)
        var forms = [
            written.joined(separator: " "), written.joined(separator: ","), written.joined(separator: ", "),
        ]
        if optionCount <= 9 { forms.append(written.joined()) }
        var seen: Set<String> = []
        return forms.filter { seen.insert($0).inserted }
    }

    /// Each option's feedback, named by its number, for the general feedback of a numbered question.
    private static func optionFeedback(_ quiz: PreparedQuiz) -> String? {
        let notes = quiz.options.enumerated().compactMap { index, option in
            quiz.feedback[option].map { "If you chose \(index + 1) (\(codeSpan(option))): \($0)" }
        }
        return notes.isEmpty ? nil : notes.joined(separator: "\n\n")
    }

    /// Markdown code for `text`, fenced with more backticks than it contains in a row.
    static func codeSpan(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = longest > 0 ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// The ways of writing a frame that Moodle accepts as right. Study mode reads four numbers with any
    /// punctuation between them; a short-answer question can only list forms, so these are the usual ones:
    /// spaces, commas, parentheses and the `{{x, y}, {w, h}}` of `NSStringFromCGRect`.
    static func frameAnswers(_ values: [Double]) -> [String] {
        let numbers = values.map(QuizGrader.formatNumber)
        guard numbers.count == 4 else { return [numbers.joined(separator: " ")] }
        let comma = numbers.joined(separator: ", ")
        return [
            numbers.joined(separator: " "), comma, numbers.joined(separator: ","), "(\(comma))",
            "{{\(numbers[0]), \(numbers[1])}, {\(numbers[2]), \(numbers[3])}}",
        ]
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

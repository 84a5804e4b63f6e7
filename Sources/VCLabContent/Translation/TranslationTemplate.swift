import VCLabMarkdown
import VCLabSupport

/// The file `vclab new lesson --lang zh SLUG` writes: a translation with its original's structure, every
/// piece of text still in the original's words behind ``placeholder``, for the translator to replace.
///
/// It holds the front matter's `title` and `summary`, every heading at its level, a line for the prose of each
/// section that has some, code blocks as they are (code is not translated), each scenario as an empty
/// ```` ```sim NAME ```` block (scenarios are shared), and each quiz as its `id` with its `prompt`, `explain`,
/// `hint` and `feedback` lines. ``LessonParser`` warns (`lesson.template-text`) at every placeholder left, so
/// `vclab check` shows where the translation is unfinished; the structure is the original's, so the
/// `translation.…` checks find nothing missing.
public enum TranslationTemplate {
    /// Marks text still to translate, in front of the original's words.
    public static let placeholder = "【待译】"

    public static func text(translating original: Lesson) -> String {
        var text = "---\n"
        text += "title: \(placeholder) \(oneLine(original.title))\n"
        if let summary = original.frontMatter.summary, !summary.isEmpty {
            text += "summary: \(placeholder) \(oneLine(summary))\n"
        }
        text += "---\n"
        var sectionHasProse = false
        func endSection() {
            if sectionHasProse { text += "\n\(placeholder)\n" }
            sectionHasProse = false
        }
        for block in original.blocks {
            switch block {
            case .markdown(.heading(let level, let inlines, _)):
                endSection()
                text += "\n" + String(repeating: "#", count: level) + " \(placeholder) "
                text += oneLine(MarkdownDocument.plainText(of: inlines)) + "\n"
            case .markdown(.codeBlock(let info, let literal, _, _)):
                endSection()
                let fence = literal.contains("```") ? "~~~~" : "```"
                text +=
                    "\n\(fence)\(info)\n\(literal)\(literal.hasSuffix("\n") || literal.isEmpty ? "" : "\n")\(fence)\n"
            case .markdown:
                sectionHasProse = true
            case .simulation(let index):
                endSection()
                guard original.simulations.indices.contains(index) else { continue }
                text += "\n```sim \(original.simulations[index].name)\n```\n"
            case .quiz(let index):
                endSection()
                guard original.quizzes.indices.contains(index) else { continue }
                text += "\n" + quizBlock(original.quizzes[index])
            }
        }
        endSection()
        return text
    }

    /// The quiz's id and its words to translate; every setting comes from the original.
    static func quizBlock(_ quiz: Quiz) -> String {
        var lines = ["```quiz", "id: \(quiz.id ?? "")"]
        func field(_ key: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            let continued = value.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
            lines.append("\(key): \(placeholder) \(continued)")
        }
        field("prompt", quiz.prompt)
        field("hint", quiz.hint)
        for option in quiz.fields.map(\.key) where option.hasPrefix("feedback ") {
            field(option, quiz.feedback[String(option.dropFirst("feedback ".count))])
        }
        field("explain", quiz.explain)
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

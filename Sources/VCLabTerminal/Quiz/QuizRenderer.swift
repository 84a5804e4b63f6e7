import VCLabContent
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

/// Draws a quiz as a question: its prompt, its lettered options and how to answer; never its key.
///
///     ┃ ? Quiz 1 · order · sim push-pop, step 2: push B
///     ┃ Put these callbacks in the order UIKit makes them.
///     ┃   a  A.viewWillDisappear
///     ┃   b  B.viewDidAppear
///     ┃ Type the letters in order, first to last (like: b a).
public enum QuizRenderer {
    /// The letter of the option at `index`: `a`…`z`, then `aa`, `ab`…
    public static func letter(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
    }

    /// How to type an answer to this kind of quiz, one sentence.
    public static func instructions(for quiz: PreparedQuiz) -> String {
        let last = quiz.options.isEmpty ? "b" : letter(quiz.options.count - 1)
        switch quiz.key {
        case .sequence where quiz.kind == "trace":
            let only = quiz.filter.map { $0 == "all" ? "" : " (only \($0) callbacks)" } ?? ""
            return "Type the callbacks\(only) one a line, as Controller.callback; an empty line ends the answer."
        case .sequence:
            let example = quiz.options.indices.reversed().map(letter).joined(separator: " ")
            return "Type the letters in order, first to last (like: \(example.isEmpty ? "b a" : example))."
        case .single:
            return "Type one letter (a–\(last))."
        case .set:
            return "Type every letter that applies (like: a \(last))."
        case .boolean:
            return quiz.kind == "claim" ? "Answer true or false." : "Answer yes or no."
        case .number:
            return "Type a number."
        case .frame:
            return "Type four numbers in points: x y width height."
        }
    }

    /// The question block; `studyHint` is the command line that answers it (in `vclab show`).
    static func question(
        _ quiz: PreparedQuiz?, number: Int, width: Int, layout: inout MarkdownLayout, studyHint: String?,
        version: String? = nil
    ) -> [StyledLine] {
        let bar = StyledSpan("┃ ", Theme.accent)
        let inner = width - 2
        guard let quiz else {
            let text = [
                StyledSpan("? Quiz \(number)", Theme.accent),
                StyledSpan(" · this quiz failed its check, so it is not asked; `vclab check` says why.", Theme.muted),
            ]
            return TextWrapper.wrap(text, width: inner).map { [bar] + $0 }
        }
        var lines: [StyledLine] = []
        var title = [StyledSpan("? Quiz \(number)", Theme.accent), StyledSpan(" · " + quiz.kind, Theme.strong)]
        title.append(StyledSpan(" · " + about(quiz, version: version), Theme.muted))
        lines += TextWrapper.wrap(title, width: inner)
        lines += layout.lines(for: MarkdownParser.parse(quiz.prompt).blocks, width: inner)
        if let subject = quiz.subject {
            let label = quiz.kind == "claim" ? "Claim: " : quiz.kind == "frame" ? "View: " : "Event: "
            lines += TextWrapper.wrap(
                [StyledSpan(label, Theme.strong), StyledSpan(Inert.text(subject))], width: inner)
        }
        lines += options(of: quiz, width: inner)
        lines += TextWrapper.wrap([StyledSpan(instructions(for: quiz), Theme.muted)], width: inner)
        if let studyHint {
            lines += TextWrapper.wrap(
                [StyledSpan("Answer it in study mode: ", Theme.muted), StyledSpan(studyHint, Theme.strong)],
                width: inner)
        }
        return lines.map { [bar] + $0 }
    }

    /// `sim push-pop on iOS 17.0, step 2: push B`: every quiz names the version it is graded on.
    public static func about(_ quiz: PreparedQuiz, version: String? = nil) -> String {
        var text = "sim " + Inert.text(quiz.simulationName)
        if let version { text += " on iOS " + Inert.text(version) }
        if let step = quiz.stepDescription, !step.isEmpty { text += ", " + Inert.text(step) }
        return text
    }

    /// The lettered options, each wrapped under its own text.
    static func options(of quiz: PreparedQuiz, width: Int, marks: [Int: StyledSpan] = [:]) -> [StyledLine] {
        let letterWidth = letter(max(0, quiz.options.count - 1)).count
        var lines: [StyledLine] = []
        for (index, option) in quiz.options.enumerated() {
            let label = letter(index)
            let prefix = "  " + label + String(repeating: " ", count: letterWidth - label.count) + "  "
            var text = [StyledSpan(Inert.text(option))]
            if let mark = marks[index] { text += [StyledSpan("  "), mark] }
            let wrapped = TextWrapper.wrap(text, width: width - prefix.count)
            for (row, line) in wrapped.enumerated() {
                lines.append(
                    [StyledSpan(row == 0 ? prefix : String(repeating: " ", count: prefix.count), Theme.accent)] + line)
            }
        }
        return lines
    }
}

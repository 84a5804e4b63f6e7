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
    public static func instructions(for quiz: PreparedQuiz, language: ContentLanguage = .english) -> String {
        instructionText(for: quiz)[language]
    }

    static func instructionText(for quiz: PreparedQuiz) -> LocalizedText {
        let last = quiz.options.isEmpty ? "b" : letter(quiz.options.count - 1)
        switch quiz.key {
        case .sequence where quiz.kind == "trace":
            return TerminalText.traceInstructions(onlyKind: quiz.filter.flatMap { $0 == "all" ? nil : $0 })
        case .sequence(let key):
            let example = orderExample(count: quiz.options.count, right: key.compactMap(quiz.options.firstIndex))
            return TerminalText.orderInstructions(example: example.isEmpty ? "b a" : example)
        case .single:
            return TerminalText.singleInstructions(last: last)
        case .set(let key):
            let example = setExample(count: quiz.options.count, right: Set(key.compactMap(quiz.options.firstIndex)))
            return TerminalText.setInstructions(example: example.isEmpty ? "a b" : example)
        case .boolean:
            return quiz.kind == "claim" ? TerminalText.claimInstructions : TerminalText.yesNoInstructions
        case .number:
            return TerminalText.numberInstructions
        case .frame:
            return TerminalText.frameInstructions
        }
    }

    /// The letters of an example order that is not the right one: the options backwards, else the first
    /// rotation of that which is not right (an example that is the answer gives it away).
    static func orderExample(count: Int, right: [Int]) -> String {
        let backwards = Array((0..<count).reversed())
        let candidates = (0..<max(1, count)).map { shift in Array(backwards[shift...] + backwards[..<shift]) }
        let example = candidates.first { $0 != right } ?? backwards
        return example.map(letter).joined(separator: " ")
    }

    /// The letters of an example choice of several that is not the right set.
    static func setExample(count: Int, right: Set<Int>) -> String {
        guard count > 1 else { return count == 1 ? "a" : "" }
        let candidates: [[Int]] = [[0, count - 1], [0, 1], [1, count - 1], [count - 1], [0]]
        let example = candidates.first { Set($0) != right } ?? [0, count - 1]
        return example.map(letter).joined(separator: " ")
    }

    /// The question block; `studyHint` is the command line that answers it (in `vclab show`).
    static func question(
        _ quiz: PreparedQuiz?, number: Int, width: Int, layout: inout MarkdownLayout, studyHint: String?,
        version: String? = nil
    ) -> [StyledLine] {
        let bar = StyledSpan("┃ ", Theme.accent)
        let inner = width - 2
        let language = layout.style.language
        guard let quiz else {
            let text = [
                StyledSpan(TerminalText.quizNumber(number)[language], Theme.accent),
                StyledSpan(TerminalText.quizFailedCheck[language], Theme.muted),
            ]
            return TextWrapper.wrap(text, width: inner).map { [bar] + $0 }
        }
        var lines: [StyledLine] = []
        var title = [
            StyledSpan(TerminalText.quizNumber(number)[language], Theme.accent),
            // The kind's keyword is the author's and the English reader's word (`count`); a Chinese header
            // says what it asks (发生几次？) rather than keep an English word.
            StyledSpan(
                " · " + (language == .english ? quiz.kind : QuizKindTitle.title(quiz.kind)?[language] ?? quiz.kind),
                Theme.strong),
        ]
        title.append(StyledSpan(" · " + about(quiz, version: version, language: language), Theme.muted))
        lines += TextWrapper.wrap(title, width: inner)
        lines += layout.lines(for: MarkdownParser.parse(quiz.prompt).blocks, width: inner)
        if let subject = quiz.subject {
            let label =
                quiz.kind == "claim"
                ? TerminalText.claimLabel : quiz.kind == "frame" ? TerminalText.viewLabel : TerminalText.eventLabel
            // A claim reads in the reader's language; its events stay as written.
            let statement =
                quiz.kind == "claim"
                ? TerminalText.claimStatement(subject.split(separator: " ").map(String.init))?[language] ?? subject
                : subject
            lines += TextWrapper.wrap(
                [StyledSpan(label[language], Theme.strong), StyledSpan(Inert.text(statement))], width: inner)
        }
        lines += options(of: quiz, width: inner)
        lines += TextWrapper.wrap([StyledSpan(instructions(for: quiz, language: language), Theme.muted)], width: inner)
        if let studyHint {
            lines += TextWrapper.wrap(
                [
                    StyledSpan(TerminalText.answerInStudyMode[language], Theme.muted),
                    StyledSpan(studyHint, Theme.strong),
                ],
                width: inner)
        }
        return lines.map { [bar] + $0 }
    }

    /// `sim push-pop on iOS 17.0, step 2: push B`: every quiz names the version it is graded on.
    public static func about(_ quiz: PreparedQuiz, version: String? = nil, language: ContentLanguage = .english)
        -> String
    {
        TerminalText.about(
            simulation: Inert.text(quiz.simulationName), version: version.map(Inert.text),
            step: quiz.step.map { Inert.text($0.description[language]) })[language]
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

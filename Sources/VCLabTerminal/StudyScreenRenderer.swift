import VCLabContent
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

/// The parts of a study-mode screen around a page: the header, a hint, the feedback on an answer, a
/// message, and the bar of keys at the bottom. Pure, like the page itself.
public enum StudyScreenRenderer {
    /// `VCLab · Title · Section ……… page 3 of 9`, then a rule.
    public static func header(lesson: String, section: String, page: Int, of pageCount: Int, style: TerminalStyle)
        -> String
    {
        let width = TerminalRenderer.contentWidth(for: style.width)
        let position = TerminalText.pagePosition(page, of: pageCount)[style.language]
        var left = [StyledSpan("VCLab", Theme.accent), StyledSpan(" · " + Inert.text(lesson), Theme.strong)]
        if !section.isEmpty, section != lesson {
            left.append(StyledSpan(" · " + Inert.text(section), Theme.muted))
        }
        let positionWidth = DisplayWidth.of(position)
        var line = ellipsized(left, width: max(1, width - positionWidth - 2))
        line = line.padded(to: width - positionWidth) + [StyledSpan(position, Theme.muted)]
        return TerminalRenderer.renderLines(
            [line, [StyledSpan(String(repeating: "─", count: width), Theme.rule)]], style: style)
    }

    /// The line, or as many of its words as fit followed by `…`: a header is never cut inside a word.
    static func ellipsized(_ line: StyledLine, width: Int) -> StyledLine {
        guard line.displayWidth > width else { return line }
        let plain = line.map(\.text).joined()
        // The widest run of whole words that leaves a column for the ellipsis.
        var columns = 0
        var fits = 0
        // Chinese has no spaces: a title may also be cut between two ideographs.
        var previousIsWide = false
        for character in plain {
            let characterWidth = DisplayWidth.of(character)
            if character == " " || characterWidth == 2 || previousIsWide { fits = columns }
            columns += characterWidth
            previousIsWide = characterWidth == 2
            if columns + 1 > width { break }
        }
        var kept = TextWrapper.cut(line, width: max(1, fits))[0]
        while let last = kept.last, last.text.hasSuffix(" ") || last.text.hasSuffix("·") {
            kept[kept.count - 1].text = String(last.text.dropLast())
            if kept[kept.count - 1].text.isEmpty { kept.removeLast() }
        }
        return kept + [StyledSpan("…", Theme.muted)]
    }

    /// A quiz's hint, shown on request.
    public static func hint(_ markdown: String, style: TerminalStyle) -> String {
        let width = TerminalRenderer.contentWidth(for: style.width)
        var layout = MarkdownLayout(style: style)
        let body = layout.lines(for: MarkdownParser.parse(markdown).blocks, width: width - 2)
        let bar = StyledSpan("┃ ", Theme.partly)
        let lines = [[bar, StyledSpan(TerminalText.hint[style.language], Theme.partly)]] + body.map { [bar] + $0 }
        return TerminalRenderer.renderLines(
            lines + layout.footnotes.lines(width: width, language: style.language), style: style)
    }

    /// What the learner sees after answering.
    ///
    /// - Parameter showsSolution: `false` after a first wrong answer: what is wrong, without the explanation
    ///   or the real trace, so the learner can try again first.
    public static func feedback(
        quiz: PreparedQuiz, response: QuizResponse, grade: QuizGrade, style: TerminalStyle, version: String? = nil,
        showsSolution: Bool = true
    ) -> String {
        let width = TerminalRenderer.contentWidth(for: style.width)
        let lines = QuizFeedbackRenderer.lines(
            quiz: quiz, response: response, grade: grade, style: style, width: width, version: version,
            showsSolution: showsSolution)
        return TerminalRenderer.renderLines(lines, style: style)
    }

    /// The learner's earlier answer, echoed above the feedback (`Your answer: c a d b`).
    public static func answerEcho(_ text: String, style: TerminalStyle) -> String {
        let width = TerminalRenderer.contentWidth(for: style.width)
        let label = TerminalText.yourAnswer[style.language]
        let lines = text.split(separator: "\n").enumerated().map { index, line in
            [
                StyledSpan(index == 0 ? label : String(repeating: " ", count: DisplayWidth.of(label)), Theme.muted),
                StyledSpan(Inert.text(String(line))),
            ]
        }
        return TerminalRenderer.renderLines(lines.flatMap { TextWrapper.wrap($0, width: width) }, style: style)
    }

    /// A note about the last key (`'x' is not one of the letters (a–d).`).
    public static func message(_ text: String, style: TerminalStyle) -> String {
        let width = TerminalRenderer.contentWidth(for: style.width)
        let lines = TextWrapper.wrap([StyledSpan("» ", Theme.partly), StyledSpan(Inert.text(text))], width: width)
        return TerminalRenderer.renderLines(lines, style: style)
    }

    /// The keys of the moment, `n next  b back  q quit`; without colour each key is bracketed, `[n] next`.
    public static func keyBar(_ bindings: [(key: String, label: String)], style: TerminalStyle) -> String {
        let width = TerminalRenderer.contentWidth(for: style.width)
        var spans: [StyledSpan] = []
        for (index, binding) in bindings.enumerated() {
            if index > 0 { spans.append(StyledSpan("  ")) }
            let key = style.usesColor ? " \(binding.key) " : "[\(binding.key)]"
            spans.append(StyledSpan(key, Theme.key))
            spans.append(StyledSpan(" " + binding.label, Theme.muted))
        }
        let rule: StyledLine = [StyledSpan(String(repeating: "─", count: width), Theme.rule)]
        return TerminalRenderer.renderLines([rule] + keyBarLines(spans, width: width), style: style)
    }

    /// Bindings never break inside themselves: `[n] next` moves to the next line whole.
    static func keyBarLines(_ spans: [StyledSpan], width: Int) -> [StyledLine] {
        var lines: [StyledLine] = [[]]
        var index = 0
        while index < spans.count {
            var group: StyledLine = []
            if spans[index].text == "  " { index += 1 }
            while index < spans.count, spans[index].text != "  " {
                group.append(spans[index])
                index += 1
            }
            let current = lines[lines.count - 1]
            if current.isEmpty || current.displayWidth + 2 + group.displayWidth <= width {
                lines[lines.count - 1] = current.isEmpty ? group : current + [StyledSpan("  ")] + group
            } else {
                lines.append(group)
            }
        }
        return lines
    }

    /// The end of a session: how many quizzes were answered (not attempts), where they are kept, and what
    /// to do next.
    public static func summary(
        quizzes: Int, right: Int, attempts: Int, logPath: String, next: String? = nil, style: TerminalStyle
    ) -> String {
        let width = TerminalRenderer.contentWidth(for: style.width)
        var text: [StyledSpan]
        if attempts == 0 {
            text = [StyledSpan(TerminalText.noAnswersThisTime[style.language], Theme.strong)]
        } else {
            text = [
                StyledSpan(
                    TerminalText.answeredSummary(quizzes: quizzes, right: right, attempts: attempts)[style.language],
                    Theme.strong),
                StyledSpan(TerminalText.savedIn(Inert.text(logPath))[style.language], Theme.muted),
            ]
        }
        var lines = TextWrapper.wrap(text, width: width)
        if let next { lines += TextWrapper.wrap([StyledSpan(Inert.text(next))], width: width) }
        return TerminalRenderer.renderLines(lines, style: style)
    }
}

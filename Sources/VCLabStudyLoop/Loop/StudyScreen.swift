import VCLabContent
import VCLabGrading
import VCLabStudy
import VCLabSupport
import VCLabTerminal

/// Composes one screen of study mode from the session's state: a header, the page (with the hint or the
/// feedback under it), and a footer of the message, the answer being typed and the keys. Pure; the loop
/// decides how much of the page fits the window and where it is scrolled to.
package struct StudyScreen {
    package var evaluations: [LessonEvaluation]
    package var style: TerminalStyle
    package var isReview: Bool

    package init(evaluations: [LessonEvaluation], style: TerminalStyle, isReview: Bool) {
        self.evaluations = evaluations
        self.style = style
        self.isReview = isReview
    }

    /// A screen in three parts, as lines of text.
    package struct Parts {
        package var header: [String]
        package var body: [String]
        /// The body line to bring into view: the feedback's verdict, the hint, or the current callback.
        package var focus: Int?
        package var footer: [String]
    }

    package func parts(
        _ session: StudySession, revealed: Int? = nil, note: String? = nil, editor: AnswerEditor? = nil,
        scrollStatus: String? = nil
    ) -> Parts {
        guard let page = session.page else { return Parts(header: [], body: [], focus: nil, footer: []) }
        let evaluation = evaluations[page.lessonIndex]
        let header = StudyScreenRenderer.header(
            lesson: evaluation.lesson.title, section: isReview ? TerminalText.review[style.language] : page.section,
            page: session.pageIndex + 1,
            of: session.pages.count, style: style)
        var shownRevealed = revealed
        if shownRevealed == nil, case .stepping(let count) = session.phase { shownRevealed = count }
        var body = lines(
            TerminalRenderer.renderPage(
                evaluation, blocks: page.blocks, style: style, revealed: shownRevealed, run: session.run,
                quiz: session.quiz))
        var focus: Int?
        if shownRevealed != nil { focus = body.lastIndex { $0.contains("▸") } }
        switch session.phase {
        case .asking(let showsHint):
            if showsHint, let hint = page.quiz?.hint {
                body.append("")
                focus = body.count
                body += lines(StudyScreenRenderer.hint(hint, style: style))
            }
        case .answered(let attempt):
            body.append("")
            focus = body.count
            body += lines(StudyScreenRenderer.answerEcho(attempt.text, style: style))
            // While the solution is held back, what is wrong is said without the answer.
            var grade = attempt.grade
            if !attempt.showsSolution { grade.mistakes = attempt.clues }
            body += lines(
                StudyScreenRenderer.feedback(
                    quiz: attempt.quiz, response: attempt.response, grade: grade, style: style,
                    version: TerminalRenderer.version(of: attempt.quiz, in: evaluation),
                    showsSolution: attempt.showsSolution))
            if !attempt.showsSolution {
                body += lines(
                    StudyScreenRenderer.message(TerminalText.tryAgainOrExplain[style.language], style: style))
            }
        default:
            break
        }
        var footer: [String] = []
        if let message = note ?? session.message {
            footer += lines(StudyScreenRenderer.message(message, style: style))
        }
        var bindings: [StudyKeys.Binding]
        if let editor {
            footer += answerLines(editor, quiz: session.quiz)
            bindings = StudyKeys.answerBindings(
                choosing: !editor.choices.isEmpty, multiline: editor.isMultiline, language: style.language)
        } else {
            bindings = StudyKeys.bindings(
                for: session.phase, page: page, isLastPage: session.pageIndex == session.pages.count - 1,
                language: style.language)
        }
        if let scrollStatus { bindings.append(StudyKeys.Binding("↑↓", scrollStatus)) }
        footer += lines(StudyScreenRenderer.keyBar(bindings.map { ($0.key, $0.label) }, style: style))
        return Parts(header: lines(header), body: body, focus: focus, footer: footer)
    }

    /// The body line where the page's quiz begins: the lines of the blocks before it, and the blank line
    /// between. `nil` on a page without a quiz.
    package func quizStart(_ session: StudySession) -> Int? {
        guard let page = session.page, page.quiz != nil, !page.blocks.isEmpty else { return nil }
        let before = page.blocks.lowerBound..<(page.blocks.upperBound - 1)
        guard !before.isEmpty else { return 0 }
        let text = TerminalRenderer.renderPage(evaluations[page.lessonIndex], blocks: before, style: style)
        return lines(text).count + 1
    }

    /// The whole screen at once, for a script's transcript.
    package func render(_ session: StudySession, revealed: Int? = nil, note: String? = nil) -> String {
        let parts = parts(session, revealed: revealed, note: note)
        return (parts.header + [""] + parts.body + [""] + parts.footer).joined(separator: "\n") + "\n"
    }

    /// The prompt before an answer line read from a script; a `trace` quiz takes several lines.
    package func prompt(for quiz: PreparedQuiz?, continuation: Bool) -> String {
        let margin = String(repeating: " ", count: TerminalRenderer.margin(for: style.width))
        if continuation { return margin + continuationLabel }
        return margin + answerLabel(quiz)
    }

    private func answerLabel(_ quiz: PreparedQuiz?) -> String {
        (quiz?.kind == "trace" ? TerminalText.traceAnswerPrompt : TerminalText.answerPrompt)[style.language]
    }

    /// `… ` under the answer prompt, as wide as `answer › `.
    private var continuationLabel: String {
        let width = DisplayWidth.of(TerminalText.answerPrompt[style.language])
        return String(repeating: " ", count: max(0, width - 2)) + "… "
    }

    /// The answer being typed, or the two answers to choose between.
    private func answerLines(_ editor: AnswerEditor, quiz: PreparedQuiz?) -> [String] {
        let margin = String(repeating: " ", count: TerminalRenderer.margin(for: style.width))
        let width = TerminalRenderer.contentWidth(for: style.width)
        if !editor.choices.isEmpty {
            let choices = editor.choices.enumerated().map { index, choice in
                index == editor.choice
                    ? (style.usesColor ? "\u{1B}[7m[\(choice)]\u{1B}[0m" : "[\(choice)]") : " \(choice) "
            }
            return [margin + TerminalText.yourChoice[style.language] + choices.joined(separator: "   ")]
        }
        var result: [String] = []
        let first = TerminalText.answerPrompt[style.language]
        let firstWidth = DisplayWidth.of(first)
        for (index, line) in editor.lines.enumerated() {
            result.append(margin + (index == 0 ? first : continuationLabel) + Self.fit(line, width - firstWidth))
        }
        let label = editor.lines.isEmpty ? answerLabel(quiz) : continuationLabel
        // The end of a long line stays in view: that is where the learner types.
        result.append(margin + label + Self.tail(editor.current, max(8, width - DisplayWidth.of(label) - 1)) + "▏")
        return result
    }

    /// Typed text made inert, cut with `…` when wider than `width` columns.
    package static func fit(_ text: String, _ width: Int) -> String {
        let safe = TerminalSafeText.inert(text)
        guard DisplayWidth.of(safe) > width else { return safe }
        var result = ""
        for character in safe {
            guard DisplayWidth.of(result + String(character)) < width else { break }
            result.append(character)
        }
        return result + "…"
    }

    /// The last `width` columns of typed text, made inert, with `…` before them when cut.
    package static func tail(_ text: String, _ width: Int) -> String {
        let safe = TerminalSafeText.inert(text)
        guard DisplayWidth.of(safe) > width else { return safe }
        var result = ""
        for character in safe.reversed() {
            guard DisplayWidth.of(String(character) + result) < width else { break }
            result.insert(character, at: result.startIndex)
        }
        return "…" + result
    }

    private func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }
}

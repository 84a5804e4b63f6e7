import VCLabContent
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

/// Renders a lesson as a terminal page: a pure function from an evaluated lesson and a style to text.
///
/// The same lesson and style always give the same bytes; nothing here reads the environment, the clock
/// or the terminal. ``TerminalCapabilities`` decides the style at the edge.
///
///     let page = TerminalRenderer.render(evaluation, style: TerminalStyle(usesColor: false, usesHyperlinks: false, width: 80))
public enum TerminalRenderer {
    /// The left margin at this width: two columns when the page is wide enough to spare them.
    public static func margin(for width: Int) -> Int { width >= 60 ? 2 : 0 }

    /// The columns text is wrapped to: the width less a margin on each side.
    public static func contentWidth(for width: Int) -> Int { max(20, width - 2 * margin(for: width)) }

    /// The widest measure prose is wrapped to: lines much longer than this are hard to read, so on a wide
    /// terminal prose keeps this measure while timelines and code use the whole width.
    public static let readingWidth = 80

    /// The whole lesson, as `vclab show` prints it.
    ///
    /// - Parameter studyCommand: the command that studies this lesson, shown under each quiz.
    public static func render(_ evaluation: LessonEvaluation, style: TerminalStyle, studyCommand: String? = nil)
        -> String
    {
        let command = studyCommand ?? "vclab study \(Inert.text(evaluation.lesson.slug))"
        let width = contentWidth(for: style.width)
        var layout = MarkdownLayout(style: style)
        var lines = title(of: evaluation.lesson, width: width, layout: &layout)
        lines += problems(in: evaluation, width: width, language: style.language)
        lines.append([])
        // A lesson that opens with its title as a heading would show it twice.
        let blocks = evaluation.lesson.blocks
        var first = blocks.startIndex
        if case .markdown(.heading(1, let inlines, _)) = blocks.first,
            MarkdownDocument.plainText(of: inlines) == evaluation.lesson.title
        {
            first += 1
        }
        lines += body(
            evaluation, blocks: first..<blocks.endIndex, width: width, layout: &layout, studyCommand: command,
            revealed: nil)
        let quizCount = evaluation.lesson.quizzes.count
        if quizCount > 0 {
            lines.append([])
            lines.append([StyledSpan(String(repeating: "─", count: width), Theme.rule)])
            lines += TextWrapper.wrap(
                [
                    StyledSpan(TerminalText.quizzesInLesson(quizCount)[style.language], Theme.muted),
                    StyledSpan(command, Theme.strong),
                ],
                width: width)
        }
        if !layout.footnotes.isEmpty {
            lines.append([])
            lines += layout.footnotes.lines(width: width, language: style.language)
        }
        return ANSIWriter.write(indented(lines, width: style.width), style: style)
    }

    /// Some of a lesson's blocks, as one page of study mode; a quiz shows how to answer it and a scenario
    /// shows `revealed` of its callbacks on run `run` when it is being stepped through.
    ///
    /// - Parameter quiz: the page's quiz as it is asked now (its options in this attempt's order).
    public static func renderPage(
        _ evaluation: LessonEvaluation, blocks: Range<Int>, style: TerminalStyle, revealed: Int? = nil, run: Int = 0,
        quiz: PreparedQuiz? = nil
    ) -> String {
        let width = contentWidth(for: style.width)
        var layout = MarkdownLayout(style: style)
        var lines = body(
            evaluation, blocks: blocks, width: width, layout: &layout, studyCommand: nil, revealed: revealed,
            run: run, quiz: quiz)
        if !layout.footnotes.isEmpty {
            lines.append([])
            lines += layout.footnotes.lines(width: width, language: style.language)
        }
        return ANSIWriter.write(indented(lines, width: style.width), style: style)
    }

    /// Styled lines, shifted right by the margin, as text.
    public static func renderLines(_ lines: [StyledLine], style: TerminalStyle) -> String {
        ANSIWriter.write(indented(lines, width: style.width), style: style)
    }

    // MARK: - Parts

    static func title(of lesson: Lesson, width: Int, layout: inout MarkdownLayout) -> [StyledLine] {
        var lines = layout.heading(level: 1, [StyledSpan(Inert.text(lesson.title))], width: width)
        if let summary = lesson.frontMatter.summary, !summary.isEmpty {
            lines += TextWrapper.wrap([StyledSpan(Inert.text(summary), Theme.emphasis)], width: width)
        }
        return lines
    }

    static func problems(in evaluation: LessonEvaluation, width: Int, language: ContentLanguage) -> [StyledLine] {
        let errors = evaluation.diagnostics.filter { $0.severity == .error }.count
        guard errors > 0 else { return [] }
        return TextWrapper.wrap(
            [
                StyledSpan("⚠ ", Theme.partly),
                StyledSpan(
                    TerminalText.lessonErrors(
                        errors, checkCommand: "vclab check " + Inert.text(evaluation.lesson.path))[
                            language], Theme.muted),
            ], width: width)
    }

    static func body(
        _ evaluation: LessonEvaluation, blocks: Range<Int>, width: Int, layout: inout MarkdownLayout,
        studyCommand: String?, revealed: Int?, run: Int = 0, quiz: PreparedQuiz? = nil
    ) -> [StyledLine] {
        let lesson = evaluation.lesson
        var lines: [StyledLine] = []
        for index in blocks where lesson.blocks.indices.contains(index) {
            let blockLines: [StyledLine]
            switch lesson.blocks[index] {
            case .markdown(let block):
                if case .codeBlock = block {
                    blockLines = layout.lines(for: block, width: width)
                } else {
                    blockLines = layout.lines(for: block, width: min(width, readingWidth))
                }
            case .simulation(let simulationIndex):
                guard lesson.simulations.indices.contains(simulationIndex) else { continue }
                let simulation = lesson.simulations[simulationIndex]
                let runs =
                    evaluation.simulationRuns.indices.contains(simulationIndex)
                    ? evaluation.simulationRuns[simulationIndex] : []
                blockLines = TimelineRenderer.lines(
                    for: simulation, runs: TimelineRenderer.shownRuns(runs, of: simulation), width: width,
                    revealed: revealed, run: run, language: layout.style.language)
            case .quiz(let quizIndex):
                let prepared =
                    quiz
                    ?? (evaluation.preparedQuizzes.indices.contains(quizIndex)
                        ? evaluation.preparedQuizzes[quizIndex] : nil)
                blockLines = QuizRenderer.question(
                    prepared, number: quizIndex + 1, width: width, layout: &layout, studyHint: studyCommand,
                    version: prepared.flatMap { version(of: $0, in: evaluation) })
            }
            guard !blockLines.isEmpty else { continue }
            if !lines.isEmpty { lines.append([]) }
            lines += blockLines
        }
        return lines
    }

    /// The iOS version a quiz is graded on: its scenario's own version (a `compare:` line shows others too).
    public static func version(of quiz: PreparedQuiz, in evaluation: LessonEvaluation) -> String? {
        guard let index = evaluation.lesson.simulations.firstIndex(where: { $0.name == quiz.simulationName }),
            evaluation.simulationRuns.indices.contains(index), let run = evaluation.simulationRuns[index].first
        else { return nil }
        return "\(run.version)"
    }

    static func indented(_ lines: [StyledLine], width: Int) -> [StyledLine] {
        let margin = margin(for: width)
        guard margin > 0 else { return lines }
        let pad = StyledSpan(String(repeating: " ", count: margin))
        return lines.map { $0.isEmpty ? $0 : [pad] + $0 }
    }
}

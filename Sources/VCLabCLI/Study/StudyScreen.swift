import VCLabContent
import VCLabGrading
import VCLabStudy
import VCLabTerminal

/// Composes one screen of study mode from the session's state: header, page, hint or feedback, message,
/// keys. A pure function of its inputs; the loop decides when to clear the terminal and print it.
struct StudyScreen {
    var evaluations: [LessonEvaluation]
    var style: TerminalStyle
    var isReview: Bool

    func render(_ session: StudySession, revealed: Int? = nil, note: String? = nil) -> String {
        guard let page = session.page else { return "" }
        let evaluation = evaluations[page.lessonIndex]
        var text = StudyScreenRenderer.header(
            lesson: evaluation.lesson.title, section: isReview ? "review" : page.section, page: session.pageIndex + 1,
            of: session.pages.count, style: style)
        text += "\n"
        var shownRevealed = revealed
        if shownRevealed == nil, case .stepping(let count) = session.phase { shownRevealed = count }
        text += TerminalRenderer.renderPage(evaluation, blocks: page.blocks, style: style, revealed: shownRevealed)
        switch session.phase {
        case .asking(let showsHint):
            if showsHint, let hint = page.quiz?.hint { text += "\n" + StudyScreenRenderer.hint(hint, style: style) }
        case .answered(let attempt):
            if let quiz = page.quiz {
                text += "\n" + StudyScreenRenderer.answerEcho(attempt.text, style: style)
                text += StudyScreenRenderer.feedback(
                    quiz: quiz, response: attempt.response, grade: attempt.grade, style: style)
            }
        default:
            break
        }
        if let message = note ?? session.message {
            text += "\n" + StudyScreenRenderer.message(message, style: style)
        }
        let bindings = StudyKeys.bindings(
            for: session.phase, page: page, isLastPage: session.pageIndex == session.pages.count - 1)
        text += "\n" + StudyScreenRenderer.keyBar(bindings.map { ($0.key, $0.label) }, style: style)
        return text
    }

    /// The prompt before an answer; a `trace` quiz takes several lines.
    func prompt(for quiz: PreparedQuiz?, continuation: Bool) -> String {
        let margin = String(repeating: " ", count: TerminalRenderer.margin(for: style.width))
        if continuation { return margin + "      … " }
        return margin + (quiz?.kind == "trace" ? "answer (an empty line ends it) › " : "answer › ")
    }
}

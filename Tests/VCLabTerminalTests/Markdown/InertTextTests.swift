import Testing
import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

@testable import VCLabTerminal

/// No escape sequence an author writes may reach the terminal: every ESC, BEL or C1 control in the output
/// must be one the renderer wrote itself.
@Suite struct InertTextTests {
    static let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{1B}]8;;http://x\u{1B}\\"

    /// Removes the renderer's own sequences (SGR and OSC 8); whatever control is left came from an author.
    static func authorControls(in output: String) -> [Unicode.Scalar] {
        var scalars = Array(output.unicodeScalars)
        var index = 0
        var found: [Unicode.Scalar] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, scalars[end].properties.numericType != nil || scalars[end] == ";" {
                    end += 1
                }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            if scalar == "\u{1B}", index + 3 < scalars.count, scalars[index + 1] == "]", scalars[index + 2] == "8",
                scalars[index + 3] == ";"
            {
                var end = index + 4
                while end + 1 < scalars.count, !(scalars[end] == "\u{1B}" && scalars[end + 1] == "\\") {
                    // The URL inside must itself be free of controls.
                    if scalars[end].value < 0x20 || (0x7F...0x9F).contains(scalars[end].value) {
                        found.append(scalars[end])
                    }
                    end += 1
                }
                index = end + 2
                continue
            }
            if (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) { found.append(scalar) }
            index += 1
        }
        scalars.removeAll()
        return found
    }

    static func evaluation() -> LessonEvaluation {
        let hostile = Self.hostile
        let markdown = """
            # Title \(hostile)

            Text \(hostile) with `code \(hostile)` and [link \(hostile)](https://e.example/\(hostile)).

            ```swift
            let s = "\(hostile)"
            ```

            > quote \(hostile)

            - item \(hostile)
            """
        var blocks = MarkdownParser.parse(markdown).blocks.map(LessonBlock.markdown)
        blocks += [.simulation(0), .quiz(0)]
        let source = "root A\nlaunch\n"
        let trace = LifecycleEngine.run(source: source, path: "x.sim").trace!
        let simulation = LessonSimulation(
            name: "sim \(hostile)", source: source, location: SourceLocation(path: "x", line: 1, column: 1),
            firstSourceLine: 1)
        let quiz = PreparedQuiz(
            id: "q", kind: "which", prompt: "Prompt \(hostile)", options: ["A.viewDidLoad\(hostile)", "B"],
            key: .set(["B"]), explain: "Explain \(hostile)", hint: "Hint \(hostile)",
            feedback: ["A.viewDidLoad\(hostile)": "Feedback \(hostile)"], subject: "Subject \(hostile)", filter: nil,
            window: ["B", "window \(hostile)"], simulationName: "sim \(hostile)",
            step: QuizStep(index: 3, text: hostile))
        let lesson = Lesson(
            path: "p\(hostile).md", slug: "slug\(hostile)",
            frontMatter: FrontMatter(title: "Title \(hostile)", summary: "Summary \(hostile)"), blocks: blocks,
            simulations: [simulation], quizzes: [])
        return LessonEvaluation(
            lesson: lesson, simulationRuns: [[LessonEvaluation.SimulationRun(version: IOSVersion(17), trace: trace)]],
            preparedQuizzes: [quiz], diagnostics: [])
    }

    @Test(arguments: [false, true], [false, true])
    func pagesCarryNoAuthorEscapes(color: Bool, hyperlinks: Bool) {
        let style = TerminalStyle(usesColor: color, usesHyperlinks: hyperlinks, width: 60)
        let page = TerminalRenderer.render(Self.evaluation(), style: style)
        #expect(Self.authorControls(in: page).isEmpty)
        #expect(page.contains("^[]0;owned^G"), "the hostile text stays visible, made harmless")
    }

    @Test func feedbackHintAndStudyScreensCarryNoAuthorEscapes() {
        let style = TerminalStyle(usesColor: true, usesHyperlinks: true, width: 60)
        let quiz = Self.evaluation().preparedQuizzes[0]!
        let response = QuizResponse.set(["A.viewDidLoad\(Self.hostile)"])
        let grade = QuizGrader.grade(quiz, response: response)
        var screens = [
            StudyScreenRenderer.feedback(quiz: quiz, response: response, grade: grade, style: style),
            StudyScreenRenderer.hint(quiz.hint!, style: style),
            StudyScreenRenderer.header(
                lesson: "L\(Self.hostile)", section: "S\(Self.hostile)", page: 1, of: 2, style: style),
            StudyScreenRenderer.message("M\(Self.hostile)", style: style),
            StudyScreenRenderer.answerEcho("a\(Self.hostile)", style: style),
        ]
        screens.append(
            TableRenderer.render(
                header: ["h\(Self.hostile)"], rows: [["r\(Self.hostile)"]], alignments: [.left], flexibleColumn: 0,
                style: style))
        for screen in screens { #expect(Self.authorControls(in: screen).isEmpty, "\(screen)") }
    }
}

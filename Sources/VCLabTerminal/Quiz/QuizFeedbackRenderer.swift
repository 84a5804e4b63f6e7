import VCLabContent
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

/// Draws what a learner sees after answering: the verdict, what was wrong, the author's feedback on the
/// options picked, the explanation, and the real trace of the window with the learner's mistakes marked.
///
/// The verdict and the mistakes come from ``QuizGrader``; this type only marks, on the real trace, the
/// events those mistakes are about.
public enum QuizFeedbackRenderer {
    public static func lines(
        quiz: PreparedQuiz, response: QuizResponse, grade: QuizGrade, style: TerminalStyle, width: Int,
        version: String? = nil, showsSolution: Bool = true
    ) -> [StyledLine] {
        var layout = MarkdownLayout(style: style)
        let language = style.language
        // Sentences keep the reading measure of the lesson's prose; the real trace below uses the whole width.
        let measure = min(width, TerminalRenderer.readingWidth)
        var lines = verdict(grade, width: measure, language: language)
        for mistake in grade.mistakes {
            lines += bullet([StyledSpan(Inert.text(mistake))], marker: "✗ ", style: Theme.wrong, width: measure)
        }
        for (option, note) in pickedFeedback(quiz: quiz, response: response) {
            let prose = layout.lines(for: MarkdownParser.parse(note).blocks, width: measure - 4)
            lines += bullet(
                [
                    StyledSpan(TerminalText.youPicked[language], Theme.muted),
                    StyledSpan(Inert.text(option), Theme.strong),
                ],
                marker: "» ", style: Theme.accent, width: measure)
            lines += prose.map { [StyledSpan("    ")] + $0 }
        }
        guard showsSolution else { return lines }
        if let explain = quiz.explain, !explain.isEmpty {
            lines.append([])
            lines.append([StyledSpan(TerminalText.why[language], Theme.heading)])
            lines += layout.lines(for: MarkdownParser.parse(explain).blocks, width: measure)
        }
        lines.append([])
        lines += realTrace(quiz: quiz, response: response, width: width, version: version, language: language)
        if !layout.footnotes.isEmpty {
            lines.append([])
            lines += layout.footnotes.lines(width: width, language: style.language)
        }
        return lines
    }

    static func verdict(_ grade: QuizGrade, width: Int, language: ContentLanguage = .english) -> [StyledLine] {
        switch grade.verdict {
        case .right:
            return [[StyledSpan(TerminalText.right[language], Theme.right)]]
        case .partlyRight:
            let percent = Int((grade.score * 100).rounded())
            return [[StyledSpan(TerminalText.partlyRight(percent: percent)[language], Theme.partly)]]
        case .wrong:
            return [[StyledSpan(TerminalText.notRight[language], Theme.wrong)]]
        }
    }

    /// The author's per-choice feedback for each option the learner picked, in the options' order.
    static func pickedFeedback(quiz: PreparedQuiz, response: QuizResponse) -> [(String, String)] {
        let picked: [String]
        switch response {
        case .single(let option): picked = [option]
        case .set(let options): picked = quiz.options.filter(options.contains)
        default: picked = []
        }
        return picked.compactMap { option in quiz.feedback[option].map { (option, $0) } }
    }

    static func bullet(_ spans: [StyledSpan], marker: String, style: TextStyle, width: Int) -> [StyledLine] {
        TextWrapper.wrap(spans, width: width - 2 - marker.count).enumerated().map { index, line in
            [StyledSpan("  " + (index == 0 ? marker : String(repeating: " ", count: marker.count)), style)] + line
        }
    }

    // MARK: - The real trace

    /// A mark next to one line of the real trace.
    struct Mark {
        var text: String
        var style: TextStyle
    }

    static func realTrace(
        quiz: PreparedQuiz, response: QuizResponse, width: Int, version: String? = nil,
        language: ContentLanguage = .english
    ) -> [StyledLine] {
        var lines: [StyledLine] = TextWrapper.wrap(
            [
                StyledSpan(TerminalText.whatReallyHappens[language], Theme.heading),
                StyledSpan(" · " + QuizRenderer.about(quiz, version: version, language: language), Theme.muted),
            ],
            width: width)
        var shown = quiz.window
        var marks: [Int: Mark] = [:]
        var notes: [StyledLine] = []
        let right = TextStyle(foreground: .green)
        let wrong = TextStyle(isBold: true, foreground: .red)

        switch (quiz.key, response) {
        case (.sequence(let key), .sequence(let answer)) where quiz.kind == "trace":
            // The same classes the grader's messages come from, so a mark never says what a message denies.
            shown = key
            let comparison = TraceComparison(key: key, answer: answer)
            for (index, place) in comparison.key.enumerated() {
                switch place {
                case .inOrder: marks[index] = Mark(text: "✓", style: right)
                case .outOfOrder(let position):
                    marks[index] = Mark(text: TerminalText.outOfOrderAt(line: position + 1)[language], style: wrong)
                case .unmatched: marks[index] = Mark(text: TerminalText.missingFromAnswer[language], style: wrong)
                }
            }
            for (index, place) in comparison.answer.enumerated() where place == .unmatched {
                let line = answer[index]
                let place = key.contains(line) ? TerminalText.onceTooOften : TerminalText.notInThisTrace
                notes.append(
                    [
                        StyledSpan(TerminalText.youWrote[language], wrong), StyledSpan(Inert.text(line)),
                        StyledSpan(place[language], wrong),
                    ])
            }
        case (.sequence(let key), .sequence(let answer)):
            let inOrder = Set(LongestCommonSubsequence.indexPairs(key, answer).map { key[$0.0] })
            for (index, event) in shown.enumerated() where key.contains(event) {
                if inOrder.contains(event) {
                    marks[index] = Mark(text: "✓", style: right)
                } else if let position = answer.firstIndex(of: event) {
                    marks[index] = Mark(text: TerminalText.youHadItAt(position: position + 1)[language], style: wrong)
                } else {
                    marks[index] = Mark(text: TerminalText.youLeftItOut[language], style: wrong)
                }
            }
        case (.single(let key), .single(let answer)):
            for (index, event) in shown.enumerated() {
                if event == key {
                    marks[index] = Mark(text: TerminalText.theAnswer[language], style: right)
                } else if event == answer {
                    marks[index] = Mark(text: TerminalText.yourPick[language], style: wrong)
                }
            }
            if answer != key, !shown.contains(answer) {
                notes.append([StyledSpan(TerminalText.yourPickDoesNotHappen(Inert.text(answer))[language], wrong)])
            }
        case (.set(let key), .set(let answer)) where quiz.kind != "loaded":
            for (index, event) in shown.enumerated() where key.contains(event) {
                marks[index] =
                    answer.contains(event)
                    ? Mark(text: TerminalText.youTickedIt[language], style: right)
                    : Mark(text: TerminalText.youMissedIt[language], style: wrong)
            }
            for pick in answer where !shown.contains(pick) {
                notes.append([StyledSpan(TerminalText.youTickedWhatDoesNotHappen(Inert.text(pick))[language], wrong)])
            }
        case (.set(let key), _):
            notes.append([
                StyledSpan(TerminalText.viewsLoadedAfter[language], Theme.strong),
                StyledSpan(key.joined(separator: ", ")),
            ])
        case (.frame(let key), _):
            let text = key.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: " ")
            notes.append([StyledSpan(TerminalText.frameAfter[language], Theme.strong), StyledSpan(text)])
        case (.number, _), (.boolean, _):
            let subject = quiz.subject ?? ""
            var count = 0
            for (index, event) in shown.enumerated() where event == subject || mentions(subject, event) {
                count += 1
                marks[index] = Mark(text: quiz.kind == "count" ? "← \(count)" : "←", style: Theme.accent)
            }
            if count == 0, !subject.isEmpty, quiz.kind != "claim" {
                notes.append([StyledSpan(TerminalText.doesNotHappenHere(Inert.text(subject))[language], Theme.strong)])
            }
        default:
            break
        }

        if shown.isEmpty {
            lines.append([StyledSpan(TerminalText.noCallbacks[language], Theme.muted)])
        }
        let numberWidth = String(shown.count).count
        let labelWidth = min(width / 2, shown.map { DisplayWidth.of(Inert.text($0)) }.max() ?? 0)
        for (index, event) in shown.enumerated() {
            let number = String(index + 1)
            var line: StyledLine = [
                StyledSpan(
                    "  " + String(repeating: " ", count: numberWidth - number.count) + number + "  ", Theme.muted),
                StyledSpan(Inert.text(event), marks[index] == nil ? Theme.muted : .plain),
            ]
            if let mark = marks[index] {
                line =
                    line.padded(to: numberWidth + 4 + labelWidth) + [
                        StyledSpan("  "), StyledSpan(mark.text, mark.style),
                    ]
            }
            lines += TextWrapper.wrap(line, width: width).enumerated().map { row, part in
                row == 0 ? part : [StyledSpan(String(repeating: " ", count: numberWidth + 4))] + part
            }
        }
        for note in notes { lines += TextWrapper.wrap([StyledSpan("  ")] + note, width: width) }
        return lines
    }

    /// Whether `event` is one of the events a claim names (`A.viewDidLoad before B.viewDidLoad`).
    static func mentions(_ claim: String, _ event: String) -> Bool {
        claim.split(separator: " ").contains { $0 == event }
    }
}

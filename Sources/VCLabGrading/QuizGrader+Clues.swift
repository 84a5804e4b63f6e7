import VCLabSupport

extension QuizGrader {
    /// What is wrong with a response, said without the answer: for a first wrong answer, so that a retry is
    /// still recall. "3 is not how many times it happens" rather than "it happens twice, not 3 times"; a
    /// choice of two (yes/no, true/false) has no clue that would not be the answer, so it has none.
    ///
    /// Facts about the learner's own answer stay (`you put A.viewWillAppear before B.viewDidLoad`, `X does
    /// not happen`); what the key holds (the right option, the count, the missing lines, a neighbour in the
    /// real trace) goes.
    public static func clues(_ quiz: PreparedQuiz, response: QuizResponse, language: ContentLanguage = .english)
        -> [String]
    {
        let grade = grade(quiz, response: response, language: language)
        guard grade.verdict != .right else { return [] }
        switch (quiz.key, response) {
        case (.single, .single(let answer)):
            return [GradingText.isNotIt(answer)[language]]
        case (.boolean, .boolean):
            return []
        case (.number, .number(let answer)):
            return [GradingText.doesNotHappen(times: GradingText.times(answer)[language])[language]]
        case (.sequence(let key), .sequence(let answer)) where quiz.kind == "trace":
            return traceClues(key: key, answer: answer, filter: quiz.filter, language: language)
        case (.set(let key), .set(let answer)):
            let loaded = quiz.kind == "loaded"
            var clues = Set(answer).subtracting(key).sorted().map { pick in
                (loaded ? GradingText.hasNoLoadedView(pick) : GradingText.doesNotHappen(pick))[language]
            }
            if !Set(key).subtracting(answer).isEmpty { clues.append(GradingText.somethingIsLeftOut[language]) }
            return clues
        case (.frame(let key), .frame(let answer)) where answer.count == 4:
            return (0..<4).filter { abs(answer[$0] - key[$0]) > 0.5 }.map { index in
                GradingText.componentIsNotThat(GradingText.frameComponent(index), formatNumber(answer[index]))[
                    language]
            }
        default:
            // An order's mistakes name only the learner's own pair; a shape that does not fit says so.
            return grade.mistakes
        }
    }

    /// A trace's clues: which of the learner's lines are out of order or not in the trace, and how many
    /// lines are missing, never which.
    private static func traceClues(key: [String], answer: [String], filter: String?, language: ContentLanguage)
        -> [String]
    {
        let comparison = TraceComparison(key: key, answer: answer)
        var clues: [String] = []
        var seen = Set<String>()
        for (index, place) in comparison.answer.enumerated() {
            let line = answer[index]
            let clue: String
            switch place {
            case .outOfOrder: clue = GradingText.outOfOrder[language] + line
            case .unmatched where key.contains(line): clue = GradingText.happensFewerTimes(line)[language]
            case .unmatched: clue = GradingText.notInTheTrace(only: filter)[language] + line
            default: continue
            }
            if seen.insert(clue).inserted { clues.append(clue) }
        }
        let missing = comparison.key.filter { $0 == .unmatched }.count
        if missing > 0 { clues.append(GradingText.linesMissing(missing)[language]) }
        return clues
    }
}

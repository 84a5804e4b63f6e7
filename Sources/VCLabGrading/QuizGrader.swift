import VCLabSupport

/// Grades a learner's response against a prepared quiz, for every face: the terminal calls it natively, the
/// site through the WebAssembly module.
///
/// The verdict and score never depend on `language`; only the words of ``QuizGrade/mistakes`` do.
public enum QuizGrader {
    public static func grade(_ quiz: PreparedQuiz, response: QuizResponse, language: ContentLanguage = .english)
        -> QuizGrade
    {
        let picked = pickedOptions(response)
        let feedback = picked.compactMap { quiz.feedback[$0] }
        var grade: QuizGrade
        switch (quiz.key, response) {
        case (.sequence(let key), .sequence(let answer)):
            grade =
                quiz.kind == "trace"
                ? gradeTrace(key: key, answer: answer, filter: quiz.filter, language: language)
                : gradeOrder(key: key, answer: answer, language: language)
        case (.single(let key), .single(let answer)):
            grade =
                answer == key
                ? QuizGrade(verdict: .right, score: 1)
                : QuizGrade(
                    verdict: .wrong, score: 0, mistakes: [singleMistake(quiz, answer: answer, key: key)[language]])
        case (.boolean(let key), .boolean(let answer)):
            let claim = quiz.kind == "claim"
            let mistake = GradingText.answerIsNot(
                GradingText.booleanWord(key, claim: claim)[language],
                GradingText.booleanWord(answer, claim: claim)[language])
            grade =
                answer == key
                ? QuizGrade(verdict: .right, score: 1)
                : QuizGrade(verdict: .wrong, score: 0, mistakes: [mistake[language]])
        case (.number(let key), .number(let answer)):
            grade =
                answer == key
                ? QuizGrade(verdict: .right, score: 1)
                : QuizGrade(
                    verdict: .wrong, score: 0,
                    mistakes: [
                        GradingText.happensTimesNot(times(key)[language], times(answer)[language])[language]
                    ])
        case (.set(let key), .set(let answer)):
            grade = gradeSet(key: Set(key), answer: Set(answer), kind: quiz.kind, language: language)
        case (.frame(let key), .frame(let answer)):
            grade = gradeFrame(key: key, answer: answer, language: language)
        default:
            grade = QuizGrade(verdict: .wrong, score: 0, mistakes: [GradingText.answerDoesNotFit[language]])
        }
        grade.feedback = feedback
        return grade
    }

    private static func pickedOptions(_ response: QuizResponse) -> [String] {
        switch response {
        case .single(let option): [option]
        case .set(let options): options.sorted()
        default: []
        }
    }

    private static func times(_ count: Int) -> LocalizedText { GradingText.times(count) }

    private static func singleMistake(_ quiz: PreparedQuiz, answer: String, key: String) -> LocalizedText {
        switch quiz.kind {
        case "first": GradingText.comesBefore(key, answer)
        case "last": GradingText.comesAfter(key, answer)
        case "next": GradingText.rightAfter(quiz.subject, comes: key, not: answer)
        default: GradingText.answerIsNot(key, answer)
        }
    }

    /// Right only in the exact order; the mistake names the first pair the learner put the wrong way round.
    static func gradeOrder(key: [String], answer: [String], language: ContentLanguage = .english) -> QuizGrade {
        guard answer != key else { return QuizGrade(verdict: .right, score: 1) }
        guard Set(answer) == Set(key), answer.count == key.count else {
            let missing = key.filter { !answer.contains($0) }
            let extra = answer.filter { !key.contains($0) }
            var mistakes: [String] = []
            if !missing.isEmpty { mistakes.append(GradingText.youLeftOut(missing.joined(separator: ", "))[language]) }
            if !extra.isEmpty {
                mistakes.append(GradingText.notOneOfTheEvents(extra.joined(separator: ", "))[language])
            }
            return QuizGrade(verdict: .wrong, score: 0, mistakes: mistakes)
        }
        let position = Dictionary(uniqueKeysWithValues: key.enumerated().map { ($1, $0) })
        for first in answer.indices {
            for second in answer.indices.dropFirst(first + 1)
            where position[answer[first]]! > position[answer[second]]! {
                return QuizGrade(
                    verdict: .wrong, score: 0,
                    mistakes: [GradingText.youPut(answer[first], before: answer[second])[language]])
            }
        }
        return QuizGrade(verdict: .wrong, score: 0)
    }

    /// Partial credit for the lines in the right relative order (``TraceComparison/score(key:answer:inOrderCount:)``),
    /// and one account per line of what is wrong with it: out of order (with a neighbour it belongs before
    /// or after), missing, or not in the trace. A line is in exactly one of these, so no two messages
    /// contradict each other.
    static func gradeTrace(
        key: [String], answer: [String], filter: String? = nil, language: ContentLanguage = .english
    ) -> QuizGrade {
        guard answer != key else { return QuizGrade(verdict: .right, score: 1) }
        let comparison = TraceComparison(key: key, answer: answer)
        let score = TraceComparison.score(key: key, answer: answer, inOrderCount: comparison.inOrderCount)
        var mistakes: [String] = []
        for place in comparison.answer {
            guard case .outOfOrder(let keyIndex) = place else { continue }
            mistakes.append(
                GradingText.outOfOrder[language] + placement(of: keyIndex, key: key, comparison: comparison)[language])
        }
        var missing: [String] = []
        for (keyIndex, place) in comparison.key.enumerated() where place == .unmatched {
            let line = key[keyIndex]
            let times = key.filter { $0 == line }.count
            missing.append(
                answer.contains(line) ? GradingText.happensTimesThere(line, Self.times(times))[language] : line)
        }
        if !missing.isEmpty { mistakes.append(GradingText.missing[language] + unique(missing).joined(separator: ", ")) }
        var extra: [String] = []
        for (answerIndex, place) in comparison.answer.enumerated() where place == .unmatched {
            let line = answer[answerIndex]
            let times = key.filter { $0 == line }.count
            if times > 0 {
                mistakes.append(GradingText.happensOnly(line, Self.times(times))[language])
            } else {
                extra.append(line)
            }
        }
        if !extra.isEmpty {
            mistakes.append(
                GradingText.notInTheTrace(only: filter)[language] + unique(extra).joined(separator: ", "))
        }
        return QuizGrade(verdict: score > 0 ? .partlyRight : .wrong, score: score, mistakes: unique(mistakes))
    }

    /// `B.loadView comes before B.viewDidLoad`: the key line at `keyIndex` against the nearest line of another
    /// name that the answer has in order, after it if there is one, else before it.
    private static func placement(of keyIndex: Int, key: [String], comparison: TraceComparison) -> LocalizedText {
        let line = key[keyIndex]
        func anchor(_ indices: [Int]) -> String? {
            for index in indices {
                if case .inOrder = comparison.key[index], key[index] != line { return key[index] }
            }
            return nil
        }
        if let after = anchor(Array(key.indices.dropFirst(keyIndex + 1))) {
            return GradingText.comesBefore(line, after)
        }
        if let before = anchor(Array(key.indices.prefix(keyIndex).reversed())) {
            return GradingText.comesAfter(line, before)
        }
        return GradingText.isInAnotherPlace(line)
    }

    private static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    private static func gradeSet(key: Set<String>, answer: Set<String>, kind: String, language: ContentLanguage)
        -> QuizGrade
    {
        guard answer != key else { return QuizGrade(verdict: .right, score: 1) }
        var mistakes: [String] = []
        let wrongPicks = answer.subtracting(key).sorted()
        let missed = key.subtracting(answer).sorted()
        let loaded = kind == "loaded"
        for pick in wrongPicks {
            mistakes.append((loaded ? GradingText.hasNoLoadedView(pick) : GradingText.doesNotHappen(pick))[language])
        }
        for miss in missed {
            mistakes.append((loaded ? GradingText.hasALoadedViewToo(miss) : GradingText.happensToo(miss))[language])
        }
        return QuizGrade(verdict: .wrong, score: 0, mistakes: mistakes)
    }

    private static func gradeFrame(key: [Double], answer: [Double], language: ContentLanguage) -> QuizGrade {
        guard answer.count == 4, answer.allSatisfy({ $0.isFinite }) else {
            return QuizGrade(verdict: .wrong, score: 0, mistakes: [GradingText.frameIsFourNumbers[language]])
        }
        var mistakes: [String] = []
        for index in 0..<4 where abs(answer[index] - key[index]) > 0.5 {
            mistakes.append(
                GradingText.componentIsNot(
                    GradingText.frameComponent(index), formatNumber(key[index]), formatNumber(answer[index]))[language])
        }
        return mistakes.isEmpty
            ? QuizGrade(verdict: .right, score: 1) : QuizGrade(verdict: .wrong, score: 0, mistakes: mistakes)
    }

    /// A frame component as the grader's words, the linter and the exports write it.
    public static func formatNumber(_ value: Double) -> String {
        // Only a whole number that fits an Int prints without a fraction; anything else prints as it is.
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

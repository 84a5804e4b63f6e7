/// Grades a learner's response against a prepared quiz, for every face: the terminal calls it natively, the
/// site through the WebAssembly module.
public enum QuizGrader {
    public static func grade(_ quiz: PreparedQuiz, response: QuizResponse) -> QuizGrade {
        let picked = pickedOptions(response)
        let feedback = picked.compactMap { quiz.feedback[$0] }
        var grade: QuizGrade
        switch (quiz.key, response) {
        case (.sequence(let key), .sequence(let answer)):
            grade =
                quiz.kind == "trace"
                ? gradeTrace(key: key, answer: answer, filter: quiz.filter) : gradeOrder(key: key, answer: answer)
        case (.single(let key), .single(let answer)):
            grade =
                answer == key
                ? QuizGrade(verdict: .right, score: 1)
                : QuizGrade(verdict: .wrong, score: 0, mistakes: [singleMistake(quiz, answer: answer, key: key)])
        case (.boolean(let key), .boolean(let answer)):
            let words = quiz.kind == "claim" ? ("true", "false") : ("yes", "no")
            grade =
                answer == key
                ? QuizGrade(verdict: .right, score: 1)
                : QuizGrade(
                    verdict: .wrong, score: 0,
                    mistakes: ["the answer is \(key ? words.0 : words.1), not \(answer ? words.0 : words.1)"])
        case (.number(let key), .number(let answer)):
            grade =
                answer == key
                ? QuizGrade(verdict: .right, score: 1)
                : QuizGrade(
                    verdict: .wrong, score: 0,
                    mistakes: ["it happens \(times(key)), not \(times(answer))"])
        case (.set(let key), .set(let answer)):
            grade = gradeSet(key: Set(key), answer: Set(answer), kind: quiz.kind)
        case (.frame(let key), .frame(let answer)):
            grade = gradeFrame(key: key, answer: answer)
        default:
            grade = QuizGrade(verdict: .wrong, score: 0, mistakes: ["that kind of answer does not fit this question"])
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

    private static func times(_ count: Int) -> String {
        switch count {
        case 0: "never"
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    private static func singleMistake(_ quiz: PreparedQuiz, answer: String, key: String) -> String {
        switch quiz.kind {
        case "first": "\(key) comes before \(answer)"
        case "last": "\(key) comes after \(answer)"
        case "next": "right after \(quiz.subject ?? "that") comes \(key), not \(answer)"
        default: "the answer is \(key), not \(answer)"
        }
    }

    /// Right only in the exact order; the mistake names the first pair the learner put the wrong way round.
    static func gradeOrder(key: [String], answer: [String]) -> QuizGrade {
        guard answer != key else { return QuizGrade(verdict: .right, score: 1) }
        guard Set(answer) == Set(key), answer.count == key.count else {
            let missing = key.filter { !answer.contains($0) }
            let extra = answer.filter { !key.contains($0) }
            var mistakes: [String] = []
            if !missing.isEmpty { mistakes.append("you left out \(missing.joined(separator: ", "))") }
            if !extra.isEmpty { mistakes.append("\(extra.joined(separator: ", ")) is not one of the events to order") }
            return QuizGrade(verdict: .wrong, score: 0, mistakes: mistakes)
        }
        let position = Dictionary(uniqueKeysWithValues: key.enumerated().map { ($1, $0) })
        for first in answer.indices {
            for second in answer.indices.dropFirst(first + 1)
            where position[answer[first]]! > position[answer[second]]! {
                return QuizGrade(
                    verdict: .wrong, score: 0,
                    mistakes: ["you put \(answer[first]) before \(answer[second])"])
            }
        }
        return QuizGrade(verdict: .wrong, score: 0)
    }

    /// Partial credit for the lines in the right relative order (``TraceComparison/score(key:answer:inOrderCount:)``),
    /// and one account per line of what is wrong with it: out of order (with a neighbour it belongs before
    /// or after), missing, or not in the trace. A line is in exactly one of these, so no two messages
    /// contradict each other.
    static func gradeTrace(key: [String], answer: [String], filter: String? = nil) -> QuizGrade {
        guard answer != key else { return QuizGrade(verdict: .right, score: 1) }
        let comparison = TraceComparison(key: key, answer: answer)
        let score = TraceComparison.score(key: key, answer: answer, inOrderCount: comparison.inOrderCount)
        var mistakes: [String] = []
        for place in comparison.answer {
            guard case .outOfOrder(let keyIndex) = place else { continue }
            mistakes.append("out of order: " + placement(of: keyIndex, key: key, comparison: comparison))
        }
        var missing: [String] = []
        for (keyIndex, place) in comparison.key.enumerated() where place == .unmatched {
            let line = key[keyIndex]
            let times = key.filter { $0 == line }.count
            missing.append(answer.contains(line) ? "\(line) (it happens \(Self.times(times)) there)" : line)
        }
        if !missing.isEmpty { mistakes.append("missing: " + unique(missing).joined(separator: ", ")) }
        var extra: [String] = []
        for (answerIndex, place) in comparison.answer.enumerated() where place == .unmatched {
            let line = answer[answerIndex]
            let times = key.filter { $0 == line }.count
            if times > 0 {
                mistakes.append("\(line) happens only \(Self.times(times)) there")
            } else {
                extra.append(line)
            }
        }
        if !extra.isEmpty {
            let scope = filter.map { " (only: \($0))" } ?? ""
            mistakes.append("not in the trace there\(scope): " + unique(extra).joined(separator: ", "))
        }
        return QuizGrade(verdict: score > 0 ? .partlyRight : .wrong, score: score, mistakes: unique(mistakes))
    }

    /// `B.loadView comes before B.viewDidLoad`: the key line at `keyIndex` against the nearest line of another
    /// name that the answer has in order, after it if there is one, else before it.
    private static func placement(of keyIndex: Int, key: [String], comparison: TraceComparison) -> String {
        let line = key[keyIndex]
        func anchor(_ indices: [Int]) -> String? {
            for index in indices {
                if case .inOrder = comparison.key[index], key[index] != line { return key[index] }
            }
            return nil
        }
        if let after = anchor(Array(key.indices.dropFirst(keyIndex + 1))) { return "\(line) comes before \(after)" }
        if let before = anchor(Array(key.indices.prefix(keyIndex).reversed())) {
            return "\(line) comes after \(before)"
        }
        return "\(line) is in another place"
    }

    private static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    private static func gradeSet(key: Set<String>, answer: Set<String>, kind: String) -> QuizGrade {
        guard answer != key else { return QuizGrade(verdict: .right, score: 1) }
        var mistakes: [String] = []
        let wrongPicks = answer.subtracting(key).sorted()
        let missed = key.subtracting(answer).sorted()
        let doesNot = kind == "loaded" ? "has no loaded view then" : "does not happen"
        for pick in wrongPicks { mistakes.append("\(pick) \(doesNot)") }
        let does = kind == "loaded" ? "has a loaded view too" : "happens too"
        for miss in missed { mistakes.append("\(miss) \(does)") }
        return QuizGrade(verdict: .wrong, score: 0, mistakes: mistakes)
    }

    private static func gradeFrame(key: [Double], answer: [Double]) -> QuizGrade {
        let names = ["x", "y", "width", "height"]
        guard answer.count == 4, answer.allSatisfy({ $0.isFinite }) else {
            return QuizGrade(verdict: .wrong, score: 0, mistakes: ["a frame is four numbers: x y width height"])
        }
        var mistakes: [String] = []
        for index in 0..<4 where abs(answer[index] - key[index]) > 0.5 {
            mistakes.append("\(names[index]) is \(format(key[index])), not \(format(answer[index]))")
        }
        return mistakes.isEmpty
            ? QuizGrade(verdict: .right, score: 1) : QuizGrade(verdict: .wrong, score: 0, mistakes: mistakes)
    }

    private static func format(_ value: Double) -> String {
        // Only a whole number that fits an Int prints without a fraction; anything else prints as it is.
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

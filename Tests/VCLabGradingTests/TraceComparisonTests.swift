import Testing

@testable import VCLabGrading

/// The trace grader on generated answers: whatever a learner types, no two of its messages contradict
/// each other or the real trace, and the score follows the lines in order.
@Suite struct TraceComparisonTests {
    /// A linear congruential generator: the same answers on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func quiz(_ key: [String], filter: String? = nil) -> PreparedQuiz {
        PreparedQuiz(
            id: "q", kind: "trace", prompt: "?", options: [], key: .sequence(key), explain: nil, hint: nil,
            feedback: [:], subject: nil, filter: filter, window: key, simulationName: "s", step: nil)
    }

    /// Answers made the way learners make them from a key: swaps, moves, drops, repeats, guesses.
    static func answers(for key: [String], generator: inout Generator, alphabet: [String]) -> [[String]] {
        var answers: [[String]] = [key, key.reversed()]
        for _ in 0..<12 {
            var answer = key
            for _ in 0..<(1 + generator.next(3)) {
                switch generator.next(5) {
                case 0 where answer.count > 1:
                    let i = generator.next(answer.count)
                    let j = generator.next(answer.count)
                    answer.swapAt(i, j)
                case 1 where !answer.isEmpty:
                    answer.remove(at: generator.next(answer.count))
                case 2 where !answer.isEmpty:
                    answer.insert(answer[generator.next(answer.count)], at: generator.next(answer.count + 1))
                case 3 where !answer.isEmpty:
                    let line = answer.remove(at: generator.next(answer.count))
                    answer.insert(line, at: generator.next(answer.count + 1))
                default:
                    answer.insert(alphabet[generator.next(alphabet.count)], at: generator.next(answer.count + 1))
                }
            }
            answers.append(answer)
        }
        return answers
    }

    /// The lines a message names, after its prefix.
    static func named(_ message: String, after prefix: String) -> [String] {
        guard message.hasPrefix(prefix) else { return [] }
        return message.dropFirst(prefix.count).split(separator: ",").map {
            String($0.split(separator: " ").first ?? "")
        }
    }

    @Test func noMessageContradictsAnotherOrTheRealTrace() {
        var generator = Generator(state: 13)
        let alphabet = ["A.viewDidLoad", "A.loadView", "B.viewDidLoad", "B.loadView", "B.deinit", "C.viewWillAppear"]
        var checked = 0
        for _ in 0..<300 {
            let key = (0..<(1 + generator.next(6))).map { _ in alphabet[generator.next(alphabet.count - 1)] }
            for answer in Self.answers(for: key, generator: &generator, alphabet: alphabet) {
                let grade = QuizGrader.grade(Self.quiz(key), response: .sequence(answer))
                let context = "\(key) ← \(answer): \(grade.mistakes)"
                var missing: Set<String> = []
                var absent: Set<String> = []
                var outOfOrder: Set<String> = []
                for message in grade.mistakes {
                    let missingNames = Self.named(message, after: "missing: ")
                    missing.formUnion(missingNames)
                    absent.formUnion(Self.named(message, after: "not in the trace there: "))
                    if message.hasPrefix("out of order: ") {
                        let words = message.split(separator: " ")
                        outOfOrder.insert(String(words[3]))
                        let anchor = String(words[6])
                        let relation = String(words[5])
                        // The placement agrees with the real trace.
                        let line = String(words[3])
                        let agrees = key.indices.contains { position in
                            key[position] == line
                                && (relation == "before"
                                    ? key[(position + 1)...].contains(anchor) : key[..<position].contains(anchor))
                        }
                        #expect(agrees, "\(context)")
                    }
                    if message.hasSuffix(" there"), message.contains(" happens only ") {
                        let line = String(message.split(separator: " ")[0])
                        #expect(answer.filter { $0 == line }.count > key.filter { $0 == line }.count, "\(context)")
                    }
                    for name in missingNames where !message.contains("(it happens") {
                        #expect(!answer.contains(name), "said missing but answered: \(context)")
                    }
                }
                #expect(missing.isDisjoint(with: absent), "missing and not in the trace: \(context)")
                #expect(absent.isDisjoint(with: Set(key)), "a line of the real trace said to be absent: \(context)")
                #expect(outOfOrder.isSubset(of: Set(key).intersection(answer)), "\(context)")
                #expect(grade.mistakes.count == Set(grade.mistakes).count, "a message repeated: \(context)")
                // The score: 1 exactly when right, and never more for a line out of order than without it.
                #expect((grade.score == 1) == (answer == key), "\(context)")
                #expect((grade.score == 1) == grade.mistakes.isEmpty, "\(context)")
                #expect(grade.score >= 0 && grade.score <= 1, "\(context)")
                checked += 1
            }
        }
        #expect(checked > 3000)
    }

    @Test func everyLineIsInExactlyOneClass() {
        var generator = Generator(state: 7)
        let alphabet = ["a", "b", "c", "d"]
        for _ in 0..<500 {
            let key = (0..<generator.next(6)).map { _ in alphabet[generator.next(4)] }
            let answer = (0..<generator.next(7)).map { _ in alphabet[generator.next(4)] }
            let comparison = TraceComparison(key: key, answer: answer)
            for (keyIndex, place) in comparison.key.enumerated() {
                switch place {
                case .inOrder(let other):
                    #expect(comparison.answer[other] == .inOrder(keyIndex) && answer[other] == key[keyIndex])
                case .outOfOrder(let other):
                    #expect(comparison.answer[other] == .outOfOrder(keyIndex) && answer[other] == key[keyIndex])
                case .unmatched:
                    // Missing only when the answer has fewer of it than the key.
                    #expect(answer.filter { $0 == key[keyIndex] }.count < key.filter { $0 == key[keyIndex] }.count)
                }
            }
            for (answerIndex, place) in comparison.answer.enumerated() where place == .unmatched {
                let line = answer[answerIndex]
                #expect(answer.filter { $0 == line }.count > key.filter { $0 == line }.count)
            }
        }
    }

    @Test func aFilteredTraceSaysWhatItAskedFor() {
        let grade = QuizGrader.grade(
            Self.quiz(["B.loadView", "B.viewDidLoad"], filter: "loading"),
            response: .sequence(["B.loadView", "B.viewDidLoad", "B.viewWillAppear"]))
        #expect(grade.mistakes == ["not in the trace there (only: loading): B.viewWillAppear"])
    }
}

/// How the lines of a `trace` answer line up with the key, each line put in exactly one class, so that what
/// the grader says and what the real trace marks can never disagree or say two opposite things of one line:
///
/// - **in order**: the lines of one longest common subsequence of the key and the answer;
/// - **out of order**: a line that the key has as often as the answer (or more) but that is not in that
///   subsequence: the learner knew it happens, and put it in the wrong place;
/// - **missing**: a key line the answer lacks (beyond the occurrences it has);
/// - **extra**: an answer line the key lacks (beyond the occurrences the key has).
public struct TraceComparison: Hashable, Sendable {
    public enum Place: Hashable, Sendable {
        /// In the right relative order; the index of the matching line on the other side.
        case inOrder(Int)
        /// In both, but not in the right relative order; the index of the matching line on the other side.
        case outOfOrder(Int)
        /// Only on this side: missing from the answer (a key line) or not in the key (an answer line).
        case unmatched
    }

    /// Parallel to the key.
    public var key: [Place]
    /// Parallel to the answer.
    public var answer: [Place]
    /// How many lines are in the right relative order.
    public var inOrderCount: Int

    public init(key keyLines: [String], answer answerLines: [String]) {
        var key = [Place](repeating: .unmatched, count: keyLines.count)
        var answer = [Place](repeating: .unmatched, count: answerLines.count)
        let pairs = LongestCommonSubsequence.indexPairs(keyLines, answerLines)
        for (keyIndex, answerIndex) in pairs {
            key[keyIndex] = .inOrder(answerIndex)
            answer[answerIndex] = .inOrder(keyIndex)
        }
        // Pair the remaining lines of the same text, first with first, so that a line the learner has in the
        // wrong place is said to be out of order, never both missing and not in the trace.
        var waiting: [String: [Int]] = [:]
        for keyIndex in keyLines.indices where key[keyIndex] == .unmatched {
            waiting[keyLines[keyIndex], default: []].append(keyIndex)
        }
        for answerIndex in answerLines.indices where answer[answerIndex] == .unmatched {
            guard var indices = waiting[answerLines[answerIndex]], !indices.isEmpty else { continue }
            let keyIndex = indices.removeFirst()
            waiting[answerLines[answerIndex]] = indices
            key[keyIndex] = .outOfOrder(answerIndex)
            answer[answerIndex] = .outOfOrder(keyIndex)
        }
        self.key = key
        self.answer = answer
        inOrderCount = pairs.count
    }

    /// From 0 to 1: of the links between one line and the next in the longer of the two traces, the share
    /// that the lines in order make (k lines in order make k − 1 links). So two lines swapped earn
    /// nothing, as a reversed trace does, and padding an answer with guesses lowers the score.
    public static func score(key: [String], answer: [String], inOrderCount: Int) -> Double {
        if answer == key { return 1 }
        let longest = max(key.count, answer.count)
        guard longest > 1, inOrderCount > 1 else { return 0 }
        return Double(inOrderCount - 1) / Double(longest - 1)
    }
}

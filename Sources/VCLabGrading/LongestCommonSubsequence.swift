/// The longest common subsequence of two lists of lines: what `trace` quizzes grade by, and what the
/// renderers mark when they show a learner which lines were in the right relative order.
public enum LongestCommonSubsequence {
    /// The index pairs `(i, j)` with `first[i] == second[j]` of one longest common subsequence, in order.
    public static func indexPairs(_ first: [String], _ second: [String]) -> [(Int, Int)] {
        guard !first.isEmpty, !second.isEmpty else { return [] }
        var table = [[Int]](repeating: [Int](repeating: 0, count: second.count + 1), count: first.count + 1)
        for i in stride(from: first.count - 1, through: 0, by: -1) {
            for j in stride(from: second.count - 1, through: 0, by: -1) {
                table[i][j] =
                    first[i] == second[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < first.count, j < second.count {
            if first[i] == second[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// The lines of one longest common subsequence.
    public static func lines(_ first: [String], _ second: [String]) -> [String] {
        indexPairs(first, second).map { first[$0.0] }
    }
}

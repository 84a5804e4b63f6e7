/// Finds the closest known word to a misspelled one, for did-you-mean fix-its.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance, if it is close enough to be a plausible typo.
    ///
    /// Comparison ignores case, because keywords are case-insensitive and a learner who types `Viewdidload`
    /// meant `viewDidLoad`. One edit is allowed for every three characters of `word`, at most three: a
    /// name of one or two characters is suggested only when it differs in case, since any other one-letter
    /// name is one edit away and would be a guess, not a correction.
    public static func closest<Candidates: Sequence<String>>(to word: String, among candidates: Candidates) -> String? {
        let target = Array(word.lowercasedASCII.unicodeScalars)
        guard !target.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercasedASCII.unicodeScalars))
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = min(3, target.count / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

import VCLabEngine

/// Shuffles a quiz's options in an order that depends only on the quiz's id, so the site, the terminal and
/// every build show the same order, and a learner who comes back sees what they saw before.
///
/// The id is hashed with 64-bit FNV-1a, the hash seeds ``SplitMix64``, and a Fisher–Yates shuffle draws from it.
package enum OptionShuffler {
    package static func seed(for id: String) -> UInt64 { SplitMix64.seed(hashing: id.utf8) }

    package static func shuffled(_ options: [String], id: String) -> [String] {
        var generator = SplitMix64(seed: seed(for: id))
        return shuffle(options, using: &generator)
    }

    /// The events of an `order` quiz, shuffled so that they are never already in order when there are two or
    /// more different ones: a learner must always have something to do.
    ///
    /// `avoidingReverse` also refuses the key's exact reverse when there are three or more items (with two,
    /// the reverse is the only other order): the exports' orderings of a trace's lines, where reading the list
    /// backwards would be the answer. The site's order quizzes keep the orders they always had.
    package static func shuffledForOrdering(_ key: [String], id: String, avoidingReverse: Bool = false) -> [String] {
        var generator = SplitMix64(seed: seed(for: id))
        var options = shuffle(key, using: &generator)
        guard Set(key).count > 1 else { return options }
        let reverse: [String] = avoidingReverse && key.count > 2 ? key.reversed() : key
        var attempts = 0
        while options == key || options == reverse, attempts < 8 {
            options = shuffle(key, using: &generator)
            attempts += 1
        }
        // Rotating by one is neither the key nor, with three or more items, its reverse.
        if options == key || options == reverse { options = Array(key.dropFirst()) + [key[0]] }
        return options
    }

    private static func shuffle(_ items: [String], using generator: inout SplitMix64) -> [String] {
        var result = items
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            let other = Int(generator.next() % UInt64(index + 1))
            result.swapAt(index, other)
        }
        return result
    }
}

import VCLabEngine

/// Shuffles a quiz's options in an order that depends only on the quiz's id, so the site, the terminal and
/// every build show the same order, and a learner who comes back sees what they saw before.
///
/// The id is hashed with 64-bit FNV-1a, the hash seeds ``SplitMix64``, and a Fisher–Yates shuffle draws from it.
package enum OptionShuffler {
    package static func seed(for id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func shuffled(_ options: [String], id: String) -> [String] {
        var generator = SplitMix64(seed: seed(for: id))
        return shuffle(options, using: &generator)
    }

    /// The events of an `order` quiz, shuffled so that they are never already in order when there are two or
    /// more different ones: a learner must always have something to do.
    static func shuffledForOrdering(_ key: [String], id: String) -> [String] {
        var generator = SplitMix64(seed: seed(for: id))
        var options = shuffle(key, using: &generator)
        guard Set(key).count > 1 else { return options }
        var attempts = 0
        while options == key, attempts < 8 {
            options = shuffle(key, using: &generator)
            attempts += 1
        }
        if options == key { options = Array(key.dropFirst()) + [key[0]] }
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

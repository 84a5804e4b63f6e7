/// The order a quiz's options are shown in on each attempt, so that a retry or a review tests the idea and
/// not the letter: round 0 is the author's shuffled order, every later round another order, derived from
/// the quiz id and the round alone (no clock, no randomness), never the same as the round before.
public enum OptionShuffle {
    public static func options(_ options: [String], id: String, round: Int) -> [String] {
        guard round > 0, options.count > 1 else { return options }
        let previous = Self.options(options, id: id, round: round - 1)
        var shuffled = options.sorted { key($0, id: id, round: round) < key($1, id: id, round: round) }
        if shuffled == previous { shuffled = Array(shuffled.dropFirst()) + [shuffled[0]] }
        return shuffled
    }

    /// FNV-1a over the option, the id and the round.
    static func key(_ option: String, id: String, round: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in option.utf8 + [0] + id.utf8 + [0] + String(round).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}

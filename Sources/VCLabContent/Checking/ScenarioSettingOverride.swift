/// A scenario with some of its settings replaced: `compare:` runs a lesson's scenario on other versions,
/// and `vclab run --ios 6 --device ipad` runs a file on another version or device.
public enum ScenarioSettingOverride {
    /// The source with every line of each overridden setting blanked and one `setting value` line per
    /// override put first, in order; run it with a line offset of minus the number of overrides so that
    /// every other line keeps its number.
    ///
    /// Blanking matters: the language lets a later setting line win over an earlier one, so a prefix alone
    /// would lose to the scenario's own setting. Blank lines keep every other line at its number.
    public static func apply(_ overrides: [(setting: String, value: String)], to source: String) -> String {
        guard !overrides.isEmpty else { return source }
        let names = Set(overrides.map { $0.setting.lowercased() })
        // Bytes, not characters: "\r\n" is one character, and a scenario may use either line ending.
        var lines = Array(source.utf8).split(separator: TextBytes.newline, omittingEmptySubsequences: false)
        for index in lines.indices {
            let line = lines[index].drop(while: TextBytes.isBlank)
            let word = line.prefix {
                !TextBytes.isBlank($0) && $0 != TextBytes.carriageReturn && $0 != UInt8(ascii: "#")
            }
            if names.contains(String(decoding: word, as: UTF8.self).lowercased()) { lines[index] = [] }
        }
        let header = overrides.map { "\($0.setting) \($0.value)\n" }.joined()
        return header + lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }
}

/// Splits one line of scenario bytes into tokens.
///
/// The language needs no quoting, so the lexer is byte-based: `#` ends the line, blanks separate words, and
/// `(`, `)`, `,` and `=` are tokens of their own even without blanks around them (`nav(A,B)`).
enum ScenarioLexer {
    /// The tokens of `bytes`, or `nil` for a blank or comment-only line.
    ///
    /// - Parameters:
    ///   - bytes: one line without its line break; columns count from `bytes.startIndex`.
    ///   - number: the line number to record, the caller's line offset included.
    static func line(_ bytes: ArraySlice<UInt8>, number: Int) -> ScenarioLine? {
        let base = bytes.startIndex
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        var tokens: [ScenarioToken] = []
        var index = base
        while index < end {
            let byte = bytes[index]
            if isBlank(byte) {
                index += 1
                continue
            }
            let column = index - base + 1
            if let kind = punctuation(byte) {
                tokens.append(ScenarioToken(kind: kind, text: String(UnicodeScalar(byte)), column: column))
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < end, !isBlank(bytes[wordEnd]), punctuation(bytes[wordEnd]) == nil { wordEnd += 1 }
            let text = String(decoding: bytes[index..<wordEnd], as: UTF8.self)
            tokens.append(ScenarioToken(kind: .word, text: text, column: column))
            index = wordEnd
        }
        guard let first = tokens.first else { return nil }
        var textEnd = end
        while textEnd > base, isBlank(bytes[textEnd - 1]) { textEnd -= 1 }
        let textStart = base + first.column - 1
        let text = String(decoding: bytes[textStart..<textEnd], as: UTF8.self)
        return ScenarioLine(number: number, tokens: tokens, text: text, column: first.column)
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }

    private static func punctuation(_ byte: UInt8) -> ScenarioToken.Kind? {
        switch byte {
        case UInt8(ascii: "("): .openParenthesis
        case UInt8(ascii: ")"): .closeParenthesis
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: "="): .equals
        default: nil
        }
    }
}

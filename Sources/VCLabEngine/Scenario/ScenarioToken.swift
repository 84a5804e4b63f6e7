import VCLabSupport

/// One word or punctuation mark of a scenario line, with the column where it starts.
struct ScenarioToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A run of characters up to a blank or punctuation: a keyword, a name, `12.4`, `320x480`, `in-call`.
        case word
        case openParenthesis
        case closeParenthesis
        case comma
        case equals
    }

    var kind: Kind
    var text: String
    /// 1-based, in UTF-8 bytes from the start of the line.
    var column: Int

    /// The text folded for comparison with keywords, which are case-insensitive; folded once, when the token
    /// is made, since the parser compares it many times.
    let keyword: String

    init(kind: Kind, text: String, column: Int) {
        self.kind = kind
        self.text = text
        self.column = column
        keyword = text.utf8.contains { (0x41...0x5A).contains($0) } ? text.lowercasedASCII : text
    }

    var isWord: Bool { kind == .word }

    /// Whether this is the word `keyword`, in any case.
    func isKeyword(_ keyword: String) -> Bool { kind == .word && self.keyword == keyword }
}

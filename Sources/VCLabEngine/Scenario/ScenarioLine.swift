/// A non-blank scenario line split into tokens, with a cursor that the parser moves along it.
struct ScenarioLine: Sendable {
    /// The line number as diagnostics print it, the caller's line offset included.
    let number: Int
    let tokens: [ScenarioToken]
    /// The line without its comment and surrounding blanks.
    let text: String
    /// The column of the first token.
    let column: Int
    private(set) var position = 0

    init(number: Int, tokens: [ScenarioToken], text: String, column: Int) {
        self.number = number
        self.tokens = tokens
        self.text = text
        self.column = column
    }

    var isAtEnd: Bool { position >= tokens.count }

    /// The token `offset` places after the cursor (before it when negative), if there is one.
    func peek(_ offset: Int = 0) -> ScenarioToken? {
        let index = position + offset
        return tokens.indices.contains(index) ? tokens[index] : nil
    }

    mutating func next() -> ScenarioToken? {
        guard let token = peek() else { return nil }
        position += 1
        return token
    }

    /// Consumes the next token if it is the word `keyword`, in any case.
    mutating func consume(_ keyword: String) -> ScenarioToken? {
        guard let token = peek(), token.isKeyword(keyword) else { return nil }
        position += 1
        return token
    }

    /// The tokens from the cursor to the end of the line.
    var remainingTokens: ArraySlice<ScenarioToken> { tokens[min(position, tokens.count)...] }
}

import VCLabSupport

/// The pieces that settings, declarations and steps share: names, keyword choices, `animated`, the end of a line.
extension ScenarioBuilder {
    /// Words that read as syntax where a name could stand, in any case: `nav(`, `tabs(`, `pop to root`, the `app`
    /// of application events, `push B animated`.
    static let reservedWords: Set<String> = ["nav", "tabs", "app", "root", "animated", "instant"]

    /// Whether `token` can name a controller; reports why not.
    mutating func isValidName(_ token: ScenarioToken, on line: ScenarioLine) -> Bool {
        guard Self.isIdentifier(token.text) else {
            report(
                ScenarioDiagnosticID.invalidName, at: location(line, token),
                "'\(token.text)' is not a valid controller name",
                fixIt: "a name starts with a letter or '_' and goes on with letters, digits and '_'")
            return false
        }
        guard !Self.reservedWords.contains(token.keyword) else {
            report(
                ScenarioDiagnosticID.invalidName, at: location(line, token),
                "'\(token.text)' is a reserved word and cannot name a controller")
            return false
        }
        return true
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, in ASCII only, so that names print and compare the same everywhere.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (0x30...0x39).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Reads the controller name that must follow `anchor`.
    ///
    /// - Parameters:
    ///   - step: the words the name completes, for the message: `push`, `pop to`.
    ///   - usage: an example of the whole line: `push B`.
    mutating func name(_ line: inout ScenarioLine, after anchor: ScenarioToken, step: String, usage: String)
        -> ScenarioStep.Name?
    {
        guard let token = line.peek() else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, anchor),
                "'\(step)' needs a controller name, as in '\(usage)'")
            return nil
        }
        guard token.isWord else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, token),
                "expected a controller name, found '\(token.text)'", fixIt: "write it as '\(usage)'")
            return nil
        }
        _ = line.next()
        guard isValidName(token, on: line) else { return nil }
        return ScenarioStep.Name(token.text, column: token.column)
    }

    /// Reads `count` names (all the rest of the line when `nil`), reporting each bad one.
    mutating func names(_ line: inout ScenarioLine, after anchor: ScenarioToken, usage: String, count: Int? = nil)
        -> [ScenarioToken]?
    {
        let available = count ?? line.remainingTokens.count
        guard available > 0 else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, anchor),
                "'\(anchor.keyword)' needs at least one controller name, as in '\(usage)'")
            return nil
        }
        var names: [ScenarioToken] = []
        var isValid = true
        for _ in 0..<available {
            guard let token = line.next() else { break }
            if !token.isWord {
                report(
                    ScenarioDiagnosticID.invalidArgument, at: location(line, token),
                    "unexpected '\(token.text)'; names are separated by blanks, as in '\(usage)'")
                isValid = false
            } else if isValidName(token, on: line) {
                names.append(token)
            } else {
                isValid = false
            }
        }
        return isValid ? names : nil
    }

    /// Matches `token` with one of `keywords`, in any case, or reports it with the closest keyword.
    ///
    /// - Parameter what: what the keywords are, for the message: `device`, `presentation style`.
    mutating func match(
        _ token: ScenarioToken, among keywords: [String], describing what: String, on line: ScenarioLine
    )
        -> String?
    {
        if token.isWord,
            let keyword = keywords.first(where: {
                $0.count == token.keyword.count && $0.lowercasedASCII == token.keyword
            })
        {
            return keyword
        }
        let suggestion = token.isWord ? Suggestion.closest(to: token.text, among: keywords) : nil
        report(
            ScenarioDiagnosticID.invalidArgument, at: location(line, token), "unknown \(what) '\(token.text)'",
            fixIt: suggestion.map(Self.didYouMean) ?? "expected \(Self.quotedList(keywords))")
        return nil
    }

    /// Reads the value word after a keyword that needs one, and matches it with `keywords`.
    mutating func value(
        _ line: inout ScenarioLine, after anchor: ScenarioToken, among keywords: [String], describing what: String,
        usage: String
    ) -> String? {
        guard let token = line.next() else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, anchor),
                "'\(anchor.keyword)' needs \(Self.quotedList(keywords)), as in '\(usage)'")
            return nil
        }
        return match(token, among: keywords, describing: what, on: line)
    }

    /// Reads an optional `animated` or `instant`; the answer is `true` (animated) when the line ends first.
    mutating func animation(_ line: inout ScenarioLine, fixIt fallbackFixIt: String? = nil) -> Bool? {
        guard let token = line.peek() else { return true }
        if line.consume("animated") != nil { return true }
        if line.consume("instant") != nil { return false }
        let suggestion = token.isWord ? Suggestion.closest(to: token.text, among: ["animated", "instant"]) : nil
        report(
            ScenarioDiagnosticID.invalidArgument, at: location(line, token),
            "expected 'animated' or 'instant', found '\(token.text)'",
            fixIt: suggestion.map(Self.didYouMean) ?? fallbackFixIt)
        return nil
    }

    /// Consumes the word `keyword`, or reports that it is missing.
    mutating func expect(_ keyword: String, _ line: inout ScenarioLine, after previous: ScenarioToken, usage: String)
        -> Bool
    {
        if line.consume(keyword) != nil { return true }
        if let found = line.peek() {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, found),
                "expected '\(keyword)', found '\(found.text)'", fixIt: "write it as '\(usage)'")
        } else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, previous),
                "expected '\(keyword)' after '\(previous.text)'", fixIt: "write it as '\(usage)'")
        }
        return false
    }

    /// Whether the line has nothing left; reports the first extra token otherwise.
    ///
    /// - Parameter candidates: words that could have been meant there, for a did-you-mean.
    mutating func expectEnd(of line: ScenarioLine, suggesting candidates: [String] = []) -> Bool {
        guard let extra = line.peek() else { return true }
        let suggestion = extra.isWord ? Suggestion.closest(to: extra.text, among: candidates) : nil
        report(
            ScenarioDiagnosticID.invalidArgument, at: location(line, extra),
            "unexpected '\(extra.text)' at the end of the line",
            fixIt: Self.didYouMean(suggestion ?? Self.completeText(of: line)))
        return false
    }

    /// The line up to the last token read, blanks as the language writes them: the form that was complete
    /// (`remove C2` of `remove C2 from P`), which is what the extra words most likely meant to say. Made of the
    /// tokens, not cut from the line's text, which costs the WebAssembly module less.
    static func completeText(of line: ScenarioLine) -> String {
        var text = ""
        var previous: ScenarioToken.Kind?
        for index in 0..<(line.tokens.count - line.remainingTokens.count) {
            let token = line.tokens[index]
            if previous != nil, previous != .openParenthesis, token.kind == .word || token.kind == .equals {
                text += " "
            }
            text += token.text
            previous = token.kind
        }
        return text
    }

    /// Records that the line at `token` uses an API that arrived in `introduced` (or left in `deprecated`).
    mutating func require(
        _ feature: String, from introduced: IOSVersion? = nil, before deprecated: IOSVersion? = nil,
        at location: SourceLocation, fixIt: String? = nil
    ) {
        versionRequirements.append(
            ScenarioVersionRequirement(
                feature: feature, introduced: introduced, deprecated: deprecated, location: location, fixIt: fixIt))
    }
}

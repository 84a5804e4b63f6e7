/// A run of text in one style, the unit that renderers build lines from.
///
/// The text is always inert (``TerminalSafeText/inert(_:)`` has been applied to anything an author wrote), so
/// the only escape sequences that reach the terminal are the ones ``ANSIWriter`` adds for the style.
public struct StyledSpan: Hashable, Sendable {
    public var text: String
    public var style: TextStyle

    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// The columns the text takes.
    public var width: Int { DisplayWidth.of(text) }
}

/// One line of output: spans without a newline.
public typealias StyledLine = [StyledSpan]

extension Array where Element == StyledSpan {
    /// The columns the line takes.
    var displayWidth: Int { reduce(0) { $0 + $1.width } }

    /// The line's text without styles.
    var plainText: String { map(\.text).joined() }

    /// The line padded with spaces to `width` columns (unchanged if it is already as wide).
    func padded(to width: Int) -> StyledLine {
        let missing = width - displayWidth
        return missing > 0 ? self + [StyledSpan(String(repeating: " ", count: missing))] : self
    }
}

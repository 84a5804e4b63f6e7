/// A run of a code sample's bytes and what it is, as ``CodeLexer`` finds it.
public struct CodeToken: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case plain, keyword, type, string, number, comment, attribute, directive
    }

    public var kind: Kind
    /// Byte offsets into the UTF-8 source; tokens never split a multi-byte character.
    public var range: Range<Int>

    public init(kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

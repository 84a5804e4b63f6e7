/// A 1-based position in Markdown source, as libcmark reports it.
///
/// `column` counts UTF-8 bytes from the start of the line, so `Ü *x*` puts the emphasis at column 4
/// (`Ü` takes two bytes). This is the unit swiftc and VCLab diagnostics use, too.
public struct MarkdownPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based UTF-8 byte column. cmark reports `0` for the end of some blocks that close on an empty line.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, e.g. `3:11`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: MarkdownPosition, rhs: MarkdownPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

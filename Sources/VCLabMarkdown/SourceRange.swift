public import VCLabSupport

/// The source span of a Markdown node: cmark's start and end positions, both inclusive.
///
/// Print one as `start-end`, e.g. `1:1-1:9`, the notation of cmark's `data-sourcepos`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first character of the node.
    public var start: MarkdownPosition
    /// The last character of the node, as cmark reports it.
    public var end: MarkdownPosition

    public init(start: MarkdownPosition, end: MarkdownPosition) {
        self.start = start
        self.end = end
    }

    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.init(
            start: MarkdownPosition(line: startLine, column: startColumn),
            end: MarkdownPosition(line: endLine, column: endColumn))
    }

    public var description: String { "\(start)-\(end)" }

    /// The start of the range as a diagnostic location in the file at `path`.
    public func startLocation(inFile path: String) -> SourceLocation {
        SourceLocation(path: path, line: start.line, column: start.column)
    }
}

/// A CommonMark block, with its source range.
///
/// Container blocks hold their children in source order. Lists hold ``item(_:range:)`` blocks.
/// Trees built by ``MarkdownParser`` are at most a few levels deeper than
/// ``MarkdownParser/maximumNestingDepth``.
public indirect enum MarkdownBlock: Sendable, Hashable {
    /// A paragraph of inline content.
    case paragraph([MarkdownInline], range: SourceRange)
    /// An ATX (`#`) or setext heading; `level` is 1…6.
    case heading(level: Int, [MarkdownInline], range: SourceRange)
    /// A `>` block quote.
    case blockQuote([MarkdownBlock], range: SourceRange)
    /// A list. A tight list renders its items' paragraphs without `<p>`; `start` is the first number of an
    /// ordered list (cmark reports 0 for bullet lists).
    case list(MarkdownListKind, start: Int, isTight: Bool, items: [MarkdownBlock], range: SourceRange)
    /// One list item.
    case item([MarkdownBlock], range: SourceRange)
    /// A fenced or indented code block.
    ///
    /// `info` is the whole info string after the opening fence (`sim push-pop`), empty for indented blocks.
    /// `literal` is the content, each line ending in a newline. `range.start.line` is the line of the
    /// opening fence; `contentLine` is the line of the first content line (the line after the fence for a
    /// fenced block, the first line for an indented one), so line `i` (0-based) of `literal` sits on
    /// source line `contentLine + i`.
    case codeBlock(info: String, literal: String, contentLine: Int, range: SourceRange)
    /// A raw HTML block; renderers in safe mode omit it.
    case htmlBlock(literal: String, range: SourceRange)
    /// A `---` line.
    case thematicBreak(range: SourceRange)

    /// Where the block is in the source.
    public var range: SourceRange {
        switch self {
        case .paragraph(_, let range), .heading(_, _, let range), .blockQuote(_, let range),
            .list(_, _, _, _, let range), .item(_, let range), .codeBlock(_, _, _, let range),
            .htmlBlock(_, let range), .thematicBreak(let range):
            range
        }
    }

    /// The child blocks of a block quote, list or item; empty for other blocks.
    public var children: [MarkdownBlock] {
        switch self {
        case .blockQuote(let children, _), .item(let children, _), .list(_, _, _, let children, _): children
        case .paragraph, .heading, .codeBlock, .htmlBlock, .thematicBreak: []
        }
    }

    /// The inline content of a paragraph or heading; empty for other blocks.
    public var inlines: [MarkdownInline] {
        switch self {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): inlines
        case .blockQuote, .list, .item, .codeBlock, .htmlBlock, .thematicBreak: []
        }
    }
}

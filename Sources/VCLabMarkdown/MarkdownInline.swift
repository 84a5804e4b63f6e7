/// CommonMark inline content, with its source range.
///
/// Entities and backslash escapes are already decoded: `&copy;` is a `text("©")`.
public indirect enum MarkdownInline: Sendable, Hashable {
    /// Literal text.
    case text(String, range: SourceRange)
    /// A line ending inside a paragraph; HTML shows it as a newline, plain text as a space.
    ///
    /// cmark 0.30 records no position for breaks, so their range is `0:0-0:0`.
    case softBreak(range: SourceRange)
    /// A hard line break (two trailing spaces or a backslash).
    case lineBreak(range: SourceRange)
    /// A code span's content.
    case code(String, range: SourceRange)
    /// `*emphasis*`.
    case emphasis([MarkdownInline], range: SourceRange)
    /// `**strong**`.
    case strong([MarkdownInline], range: SourceRange)
    /// A link or autolink. `title` is `nil` when the source has none and `""` for an explicit empty
    /// title (`[a](u "")`), which cmark renders as `title=""`.
    case link(url: String, title: String?, [MarkdownInline], range: SourceRange)
    /// An image; `alt` is the description, which renderers flatten to plain text. `title` is as for links.
    case image(url: String, title: String?, alt: [MarkdownInline], range: SourceRange)
    /// Raw inline HTML; renderers in safe mode omit it.
    case html(String, range: SourceRange)

    /// Where the inline is in the source.
    public var range: SourceRange {
        switch self {
        case .text(_, let range), .softBreak(let range), .lineBreak(let range), .code(_, let range),
            .emphasis(_, let range), .strong(_, let range), .link(_, _, _, let range), .image(_, _, _, let range),
            .html(_, let range):
            range
        }
    }

    /// The children of emphasis, strong, a link or an image; empty for other inlines.
    public var children: [MarkdownInline] {
        switch self {
        case .emphasis(let children, _), .strong(let children, _), .link(_, _, let children, _),
            .image(_, _, let children, _):
            children
        case .text, .softBreak, .lineBreak, .code, .html: []
        }
    }
}

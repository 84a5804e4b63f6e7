extension MarkdownDocument {
    /// The visible text of the document, for search indexes and summaries.
    ///
    /// The rules are those of ``plainText(of:)`` for blocks.
    public var plainText: String { Self.plainText(of: blocks) }

    /// The visible text of `blocks`: the text of each paragraph, heading and code block, in source
    /// order, one per line. Raw HTML and thematic breaks contribute nothing.
    ///
    ///     MarkdownDocument.plainText(of: MarkdownParser.parse("# A *b*\n\n- c\n- `d`\n").blocks)
    ///     // "A b\nc\nd"
    public static func plainText(of blocks: [MarkdownBlock]) -> String {
        var pieces: [String] = []
        var pending = Array(blocks.reversed())
        while let block = pending.popLast() {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                pieces.append(plainText(of: inlines))
            case .codeBlock(_, let literal, _, _):
                pieces.append(literal.hasSuffix("\n") ? String(literal.dropLast()) : literal)
            case .blockQuote(let children, _), .item(let children, _), .list(_, _, _, let children, _):
                pending.append(contentsOf: children.reversed())
            case .htmlBlock, .thematicBreak:
                break
            }
        }
        return pieces.joined(separator: "\n")
    }

    /// The visible text of `inlines`: text and code literals, link text and image descriptions; a soft
    /// break is a space, a hard break a newline, and raw HTML nothing.
    ///
    ///     MarkdownDocument.plainText(of: MarkdownParser.parse("*Push* `B`\nnow").blocks[0].inlines)
    ///     // "Push B now"
    public static func plainText(of inlines: [MarkdownInline]) -> String {
        var text = ""
        var pending = Array(inlines.reversed())
        while let inline = pending.popLast() {
            switch inline {
            case .text(let literal, _), .code(let literal, _): text += literal
            case .softBreak: text += " "
            case .lineBreak: text += "\n"
            case .html: break
            case .emphasis(let children, _), .strong(let children, _), .link(_, _, let children, _),
                .image(_, _, let children, _):
                pending.append(contentsOf: children.reversed())
            }
        }
        return text
    }
}

extension MarkdownDocument {
    /// A tree dump, one node per line as `kind detail @start-end`, indented two spaces per level.
    ///
    /// Meant for golden tests and debugging:
    ///
    ///     document
    ///       heading level=1 @1:1-1:8
    ///         text "Queues" @1:3-1:8
    ///       paragraph @3:1-3:6
    ///         text "Ü " @3:1-3:3
    ///         emphasis @3:4-3:6
    ///           text "x" @3:5-3:5
    public var outline: String {
        var lines = ["document" + (didFlattenDeepNesting ? " flattened" : "")]
        var pending: [(node: OutlineNode, depth: Int)] = blocks.reversed().map { (.block($0), 1) }
        while let (node, depth) = pending.popLast() {
            let indent = String(repeating: "  ", count: depth)
            switch node {
            case .block(let block):
                lines.append(indent + Self.describe(block))
                if !block.inlines.isEmpty {
                    pending.append(contentsOf: block.inlines.reversed().map { (.inline($0), depth + 1) })
                } else {
                    pending.append(contentsOf: block.children.reversed().map { (.block($0), depth + 1) })
                }
            case .inline(let inline):
                lines.append(indent + Self.describe(inline))
                pending.append(contentsOf: inline.children.reversed().map { (.inline($0), depth + 1) })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private enum OutlineNode {
        case block(MarkdownBlock)
        case inline(MarkdownInline)
    }

    private static func describe(_ block: MarkdownBlock) -> String {
        let detail: String =
            switch block {
            case .paragraph: "paragraph"
            case .heading(let level, _, _): "heading level=\(level)"
            case .blockQuote: "blockQuote"
            case .list(let kind, let start, let isTight, _, _):
                "list \(kind)" + (kind == .ordered ? " start=\(start)" : "") + (isTight ? " tight" : " loose")
            case .item: "item"
            case .codeBlock(let info, let literal, let contentLine, _):
                "codeBlock info=\(quoted(info)) contentLine=\(contentLine) literal=\(quoted(literal))"
            case .htmlBlock(let literal, _): "htmlBlock \(quoted(literal))"
            case .thematicBreak: "thematicBreak"
            }
        return "\(detail) @\(block.range)"
    }

    private static func describe(_ inline: MarkdownInline) -> String {
        let detail: String =
            switch inline {
            case .text(let text, _): "text \(quoted(text))"
            case .softBreak: "softBreak"
            case .lineBreak: "lineBreak"
            case .code(let code, _): "code \(quoted(code))"
            case .emphasis: "emphasis"
            case .strong: "strong"
            case .link(let url, let title, _, _):
                "link url=\(quoted(url))" + (title.map { " title=\(quoted($0))" } ?? "")
            case .image(let url, let title, _, _):
                "image url=\(quoted(url))" + (title.map { " title=\(quoted($0))" } ?? "")
            case .html(let html, _): "html \(quoted(html))"
            }
        return "\(detail) @\(inline.range)"
    }

    /// `text` in double quotes, with `\`, `"`, newlines, tabs and other control characters escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

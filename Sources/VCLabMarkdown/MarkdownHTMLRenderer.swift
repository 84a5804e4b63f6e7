import VCLabSupport

/// Renders ``MarkdownBlock`` values as HTML, byte for byte as libcmark's `cmark_render_html` does in safe
/// mode with default options.
///
/// Safe mode means raw HTML becomes `<!-- raw HTML omitted -->` and `javascript:`, `vbscript:`,
/// `file:` and `data:` URLs (except `data:image/png`, `gif`, `jpeg` and `webp`) become an empty `href`.
/// The renderer is pure Swift and walks the tree with an explicit stack, so any depth is safe.
///
///     MarkdownHTMLRenderer.render(MarkdownParser.parse("Hello *world*").blocks)
///     // "<p>Hello <em>world</em></p>\n"
public enum MarkdownHTMLRenderer {
    /// `text` with `&`, `<`, `>` and `"` as entities, exactly as cmark's `escape_html` writes text: safe
    /// between tags and inside a double-quoted attribute.
    public static func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }

    /// Appends `utf8` with cmark's `escape_html`; ``HTMLEscaping`` holds the one loop every renderer uses.
    public static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        HTMLEscaping.appendEscaped(utf8, to: &bytes)
    }

    /// The HTML for `blocks`, as cmark would render a document holding them.
    public static func render(_ blocks: [MarkdownBlock]) -> String {
        run(blocks.reversed().map { .block($0, isInTightList: false) })
    }

    /// The HTML of inline content alone: what cmark writes between a paragraph's `<p>` and `</p>`.
    public static func render(inlines: [MarkdownInline]) -> String {
        run(inlines.reversed().map { .inline($0) })
    }

    private static func run(_ pending: [Work]) -> String {
        var output = HTMLOutput()
        var work = pending
        while let next = work.popLast() {
            switch next {
            case .block(let block, let isInTightList): output.enter(block, isInTightList: isInTightList, &work)
            case .inline(let inline): output.enter(inline, &work)
            case .altText(let inline): output.enterAltText(inline, &work)
            case .raw(let text): output.append(text)
            case .escaped(let text): output.appendEscaped(text)
            case .newlineIfNeeded: output.newlineIfNeeded()
            }
        }
        return String(decoding: output.bytes, as: UTF8.self)
    }
}

// MARK: - Work items

/// One pending step of the walk. Closing tags are pushed before children so they pop after them.
private enum Work {
    /// A block; `isInTightList` is true for an item of a tight list and for that item's children.
    case block(MarkdownBlock, isInTightList: Bool)
    case inline(MarkdownInline)
    /// Inline content inside an image description, rendered as plain text.
    case altText(MarkdownInline)
    case raw(String)
    case escaped(String)
    /// cmark's `cr()`: a newline unless the output is empty or already ends with one.
    case newlineIfNeeded
}

private struct HTMLOutput {
    var bytes: [UInt8] = []

    // MARK: Blocks

    mutating func enter(_ block: MarkdownBlock, isInTightList: Bool, _ work: inout [Work]) {
        switch block {
        case .paragraph(let inlines, _):
            if isInTightList {
                push(inlines, as: Work.inline, then: nil, &work)
            } else {
                newlineIfNeeded()
                append("<p>")
                push(inlines, as: Work.inline, then: .raw("</p>\n"), &work)
            }
        case .heading(let level, let inlines, _):
            newlineIfNeeded()
            append("<h\(level)>")
            push(inlines, as: Work.inline, then: .raw("</h\(level)>\n"), &work)
        case .blockQuote(let children, _):
            newlineIfNeeded()
            append("<blockquote>\n")
            work.append(.raw("</blockquote>\n"))
            push(children, as: { .block($0, isInTightList: false) }, then: .newlineIfNeeded, &work)
        case .list(let kind, let start, let isTight, let items, _):
            newlineIfNeeded()
            switch kind {
            case .bullet: append("<ul>\n")
            case .ordered: append(start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n")
            }
            push(
                items, as: { .block($0, isInTightList: isTight) }, then: .raw(kind == .bullet ? "</ul>\n" : "</ol>\n"),
                &work)
        case .item(let children, _):
            newlineIfNeeded()
            append("<li>")
            push(children, as: { .block($0, isInTightList: isInTightList) }, then: .raw("</li>\n"), &work)
        case .codeBlock(let info, let literal, _, _):
            newlineIfNeeded()
            if info.isEmpty {
                append("<pre><code>")
            } else {
                // cmark_isspace: space, \t, \n, \v, \f, \r.
                let language = info.utf8.prefix { !(0x09...0x0D).contains($0) && $0 != 0x20 }
                append("<pre><code class=\"language-")
                appendEscaped(String(decoding: language, as: UTF8.self))
                append("\">")
            }
            appendEscaped(literal)
            append("</code></pre>\n")
        case .htmlBlock:
            newlineIfNeeded()
            append("<!-- raw HTML omitted -->")
            newlineIfNeeded()
        case .thematicBreak:
            newlineIfNeeded()
            append("<hr />\n")
        }
    }

    // MARK: Inlines

    mutating func enter(_ inline: MarkdownInline, _ work: inout [Work]) {
        switch inline {
        case .text(let text, _): appendEscaped(text)
        case .softBreak: append("\n")
        case .lineBreak: append("<br />\n")
        case .code(let code, _):
            append("<code>")
            appendEscaped(code)
            append("</code>")
        case .html: append("<!-- raw HTML omitted -->")
        case .emphasis(let children, _):
            append("<em>")
            push(children, as: Work.inline, then: .raw("</em>"), &work)
        case .strong(let children, _):
            append("<strong>")
            push(children, as: Work.inline, then: .raw("</strong>"), &work)
        case .link(let url, let title, let children, _):
            append("<a href=\"")
            appendHref(url)
            if let title {
                append("\" title=\"")
                appendEscaped(title)
            }
            append("\">")
            push(children, as: Work.inline, then: .raw("</a>"), &work)
        case .image(let url, let title, let alt, _):
            append("<img src=\"")
            appendHref(url)
            append("\" alt=\"")
            work.append(.raw("\" />"))
            if let title {
                work.append(.escaped(title))
                work.append(.raw("\" title=\""))
            }
            push(alt, as: Work.altText, then: nil, &work)
        }
    }

    /// Image descriptions are plain text: literals escaped, breaks as spaces, markup dropped.
    mutating func enterAltText(_ inline: MarkdownInline, _ work: inout [Work]) {
        switch inline {
        case .text(let text, _), .code(let text, _), .html(let text, _): appendEscaped(text)
        case .softBreak, .lineBreak: append(" ")
        case .emphasis(let children, _), .strong(let children, _), .link(_, _, let children, _),
            .image(_, _, let children, _):
            push(children, as: Work.altText, then: nil, &work)
        }
    }

    private func push<Element>(
        _ children: [Element], as makeWork: (Element) -> Work, then closing: Work?, _ work: inout [Work]
    ) {
        if let closing { work.append(closing) }
        work.append(contentsOf: children.reversed().lazy.map(makeWork))
    }

    // MARK: Output

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func newlineIfNeeded() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { MarkdownHTMLRenderer.appendEscaped($0, to: &bytes) }
    }

    /// cmark's safe-mode URL handling: dangerous schemes become empty, the rest goes through
    /// `houdini_escape_href`.
    mutating func appendHref(_ url: String) {
        guard !URLSafety.isDangerous(url) else { return }
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            if URLSafety.isHrefSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                append("&amp;")
            } else if byte == UInt8(ascii: "'") {
                append("&#x27;")
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
    }
}

// MARK: - URLs

/// The URL rules of cmark's HTML renderer.
private enum URLSafety {
    /// `_scan_dangerous_url`: a case-insensitive scheme prefix; the image types of `data:` are allowed.
    static func isDangerous(_ url: String) -> Bool {
        let prefix = url.utf8.prefix(16).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        func hasPrefix(_ candidate: String) -> Bool { prefix.starts(with: candidate.utf8) }
        if ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: hasPrefix) {
            return false
        }
        return ["javascript:", "vbscript:", "file:", "data:"].contains(where: hasPrefix)
    }

    /// `HREF_SAFE` of houdini: alphanumerics and ``-_.+!*(),%#@?=;:/$~`` are copied; every other byte is
    /// percent-encoded except `&` and `'`, which become entities.
    static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: safePunctuation.contains(byte)
        }
    }

    private static let safePunctuation = Set("-_.+!*(),%#@?=;:/$~".utf8)
}

internal import CCmark

#if canImport(Glibc)
import Glibc  // free
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses CommonMark with libcmark and converts cmark's tree into ``MarkdownDocument`` values at once.
///
/// This is the only file in VCLab that calls libcmark. Every call parses with
/// `CMARK_OPT_VALIDATE_UTF8` (invalid UTF-8 becomes U+FFFD) and without smart punctuation, walks the
/// C tree once with `cmark_iter` and an explicit stack, and frees it before returning, so no C memory
/// or pointer outlives the call and any number of parses may run concurrently.
///
///     let document = MarkdownParser.parse("Ü *x*")
///     document.blocks[0].inlines[1].range.start  // 1:4 (UTF-8 byte column)
public enum MarkdownParser {
    /// How many block quotes, lists, list items, emphasis, strong, link and image nodes may nest.
    ///
    /// Deeper containers are flattened: their children move into the deepest allowed container and
    /// ``MarkdownDocument/didFlattenDeepNesting`` is set. Paragraphs and headings, and an item directly
    /// inside an allowed list, are always kept. The bound keeps recursive operations on the value tree
    /// (equality, hashing, release) far from the stack limit even on hostile input.
    public static let maximumNestingDepth = 128

    /// Parses `source` as CommonMark.
    public static func parse(_ source: String) -> MarkdownDocument {
        var source = source
        return source.withUTF8 { convert(source: $0) }
    }

    /// Parses UTF-8 bytes as CommonMark; invalid sequences and NUL bytes become U+FFFD.
    public static func parse(_ bytes: [UInt8]) -> MarkdownDocument {
        bytes.withUnsafeBufferPointer { convert(source: $0) }
    }

    /// cmark's own HTML for `source`: `cmark_render_html` in safe mode with default options.
    ///
    /// Meant for tests and benchmarks, as the oracle ``MarkdownHTMLRenderer`` must match byte for byte.
    public static func cmarkHTML(_ source: String) -> String {
        var source = source
        return source.withUTF8 { buffer in
            withDocument(buffer, options: CMARK_OPT_DEFAULT) { root in
                guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
                defer { free(html) }  // the caller owns the malloc'ed buffer
                return String(cString: html)
            }
        }
    }

    // MARK: - cmark

    /// Parses `buffer`, hands the root to `body` and frees the tree afterwards.
    private static func withDocument<Result>(
        _ buffer: UnsafeBufferPointer<UInt8>, options: Int32, _ body: (OpaquePointer) -> Result
    ) -> Result {
        let root: OpaquePointer? =
            if let base = buffer.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count, options)
                }
            } else {
                cmark_parse_document("", 0, options)
            }
        guard let root else { fatalError("cmark_parse_document returned NULL (out of memory)") }
        defer { cmark_node_free(root) }  // frees the whole tree
        return body(root)
    }

    private static func convert(source: UnsafeBufferPointer<UInt8>) -> MarkdownDocument {
        withDocument(source, options: CMARK_OPT_VALIDATE_UTF8) { root in
            var builder = TreeBuilder(source: source)
            guard let iterator = cmark_iter_new(root) else { fatalError("cmark_iter_new returned NULL") }
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard let node = cmark_iter_get_node(iterator) else { continue }
                if event == CMARK_EVENT_ENTER {
                    builder.enter(node)
                } else if event == CMARK_EVENT_EXIT {
                    builder.exit(node)
                }
            }
            return builder.document
        }
    }
}

// MARK: - Tree builder

/// Builds Swift values from cmark iterator events with an explicit stack, so that nesting depth in the
/// source never turns into recursion depth in Swift.
private struct TreeBuilder {
    /// A container whose children are still being collected.
    private struct Frame {
        enum Kind {
            case document, blockQuote, item, paragraph, emphasis, strong
            case list(MarkdownListKind, start: Int, isTight: Bool)
            case heading(level: Int)
            case link(url: String, title: String?)
            case image(url: String, title: String?)
        }

        var kind: Kind
        var range: SourceRange
        var blocks: [MarkdownBlock] = []
        var inlines: [MarkdownInline] = []
    }

    private let source: UnsafeBufferPointer<UInt8>
    private var frames: [Frame]
    /// One entry per entered container below the document: `true` when it was flattened (no frame).
    private var flattened: [Bool] = []
    private var didFlatten = false
    /// Byte offsets of line starts, built on first use.
    private var lineStarts: [Int]?
    /// What `cmark_node_get_title` returns for a link without a title.
    private let missingTitle: UnsafePointer<CChar>?

    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        let link = cmark_node_new(CMARK_NODE_LINK)
        missingTitle = cmark_node_get_title(link)
        cmark_node_free(link)
        let origin = SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1)
        frames = [Frame(kind: .document, range: origin)]
    }

    var document: MarkdownDocument {
        MarkdownDocument(blocks: frames[0].blocks, didFlattenDeepNesting: didFlatten)
    }

    mutating func enter(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        let range = Self.range(of: node)
        switch type {
        case CMARK_NODE_DOCUMENT:
            frames[0].range = range
        // Leaves: cmark sends ENTER only.
        case CMARK_NODE_CODE_BLOCK:
            let info = string(cmark_node_get_fence_info(node))
            let literal = string(cmark_node_get_literal(node))
            let fenced = !info.isEmpty || isFenceLine(at: range.start, literal: literal)
            appendBlock(
                .codeBlock(
                    info: info, literal: literal, contentLine: range.start.line + (fenced ? 1 : 0), range: range))
        case CMARK_NODE_HTML_BLOCK:
            appendBlock(.htmlBlock(literal: string(cmark_node_get_literal(node)), range: range))
        case CMARK_NODE_THEMATIC_BREAK:
            appendBlock(.thematicBreak(range: range))
        case CMARK_NODE_TEXT:
            appendInline(.text(string(cmark_node_get_literal(node)), range: range))
        case CMARK_NODE_SOFTBREAK:
            appendInline(.softBreak(range: range))
        case CMARK_NODE_LINEBREAK:
            appendInline(.lineBreak(range: range))
        case CMARK_NODE_CODE:
            appendInline(.code(string(cmark_node_get_literal(node)), range: range))
        case CMARK_NODE_HTML_INLINE:
            appendInline(.html(string(cmark_node_get_literal(node)), range: range))
        // Containers: an EXIT event follows.
        case CMARK_NODE_PARAGRAPH:
            push(.paragraph, range)
        case CMARK_NODE_HEADING:
            push(.heading(level: Int(cmark_node_get_heading_level(node))), range)
        case CMARK_NODE_ITEM:
            if case .list = frames[frames.count - 1].kind {
                push(.item, range)
            } else {
                pushIfShallow(.item, range)
            }
        case CMARK_NODE_BLOCK_QUOTE:
            pushIfShallow(.blockQuote, range)
        case CMARK_NODE_LIST:
            let kind: MarkdownListKind = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? .ordered : .bullet
            let start = Int(cmark_node_get_list_start(node))
            pushIfShallow(.list(kind, start: start, isTight: cmark_node_get_list_tight(node) != 0), range)
        case CMARK_NODE_EMPH:
            pushIfShallow(.emphasis, range)
        case CMARK_NODE_STRONG:
            pushIfShallow(.strong, range)
        case CMARK_NODE_LINK:
            pushIfShallow(.link(url: string(cmark_node_get_url(node)), title: title(of: node)), range)
        case CMARK_NODE_IMAGE:
            pushIfShallow(.image(url: string(cmark_node_get_url(node)), title: title(of: node)), range)
        default:
            // Custom nodes never come out of the parser; keep their children, if any.
            flattened.append(true)
        }
    }

    mutating func exit(_ node: OpaquePointer) {
        guard cmark_node_get_type(node) != CMARK_NODE_DOCUMENT, let wasFlattened = flattened.popLast(),
            !wasFlattened
        else { return }
        let frame = frames.removeLast()
        let range = frame.range
        switch frame.kind {
        case .document: break
        case .blockQuote: appendBlock(.blockQuote(frame.blocks, range: range))
        case .item: appendBlock(.item(frame.blocks, range: range))
        case .list(let kind, let start, let isTight):
            appendBlock(.list(kind, start: start, isTight: isTight, items: frame.blocks, range: range))
        case .paragraph: appendBlock(.paragraph(frame.inlines, range: range))
        case .heading(let level): appendBlock(.heading(level: level, frame.inlines, range: range))
        case .emphasis: appendInline(.emphasis(frame.inlines, range: range))
        case .strong: appendInline(.strong(frame.inlines, range: range))
        case .link(let url, let title): appendInline(.link(url: url, title: title, frame.inlines, range: range))
        case .image(let url, let title): appendInline(.image(url: url, title: title, alt: frame.inlines, range: range))
        }
    }

    // MARK: Stack

    private mutating func push(_ kind: Frame.Kind, _ range: SourceRange) {
        frames.append(Frame(kind: kind, range: range))
        flattened.append(false)
    }

    private mutating func pushIfShallow(_ kind: Frame.Kind, _ range: SourceRange) {
        // frames[0] is the document, which does not count.
        if frames.count <= MarkdownParser.maximumNestingDepth {
            push(kind, range)
        } else {
            flattened.append(true)
            didFlatten = true
        }
    }

    private mutating func appendBlock(_ block: MarkdownBlock) {
        frames[frames.count - 1].blocks.append(block)
    }

    private mutating func appendInline(_ inline: MarkdownInline) {
        frames[frames.count - 1].inlines.append(inline)
    }

    /// A link's or image's title, `nil` when the source has none.
    ///
    /// cmark stores a missing title as NULL and `cmark_node_get_title` then returns one static empty
    /// string, while an explicit `""` title is a separate allocation; its HTML renderer writes
    /// `title=""` only for the latter. The static string is taken from a fresh link node.
    private func title(of node: OpaquePointer) -> String? {
        guard let title = cmark_node_get_title(node), title != missingTitle else { return nil }
        return String(cString: title)
    }

    // MARK: Positions

    private static func range(of node: OpaquePointer) -> SourceRange {
        SourceRange(
            startLine: Int(cmark_node_get_start_line(node)), startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)), endColumn: Int(cmark_node_get_end_column(node)))
    }

    /// Whether a code block with an empty info string starts with a fence line rather than indented code.
    ///
    /// cmark's public API does not say whether a block was fenced. A fenced block starts at its fence
    /// (three or more backticks or tildes, then only blanks, as the info string is empty). Indented code
    /// can start with such a line too, but then that line is also the first line of the literal; a
    /// fenced block's first content line can never equal its own opening fence, or it would close it.
    private mutating func isFenceLine(at position: MarkdownPosition, literal: String) -> Bool {
        guard let line = sourceLine(position.line), position.column >= 1, position.column <= line.count + 1 else {
            return false
        }
        let rest = line[(line.startIndex + position.column - 1)...]
        guard let fence = rest.first, fence == UInt8(ascii: "`") || fence == UInt8(ascii: "~") else { return false }
        let run = rest.prefix { $0 == fence }.count
        let isBlank = rest.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard run >= 3, isBlank else { return false }
        let firstLiteralLine = literal.utf8.prefix { $0 != UInt8(ascii: "\n") }
        return !firstLiteralLine.elementsEqual(rest)
    }

    /// The bytes of 1-based line `number` without its line ending (`\n`, `\r\n` or `\r`, as in cmark).
    private mutating func sourceLine(_ number: Int) -> UnsafeBufferPointer<UInt8>.SubSequence? {
        let starts = lineStarts ?? computeLineStarts()
        lineStarts = starts
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = start
        while end < source.count, source[end] != UInt8(ascii: "\n"), source[end] != UInt8(ascii: "\r") { end += 1 }
        return source[start..<end]
    }

    private func computeLineStarts() -> [Int] {
        var starts = [0]
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < source.count, source[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }
}

/// Copies a C string that cmark owns; `nil` becomes "".
private func string(_ cString: UnsafePointer<CChar>?) -> String {
    cString.map { String(cString: $0) } ?? ""
}

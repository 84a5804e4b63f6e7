import VCLabMarkdown
import VCLabSupport

/// Lays Markdown blocks out as styled lines of a given width.
///
/// Containers lay their children out at a smaller width and prefix every line (`│ ` for a quote, the
/// marker for a list item), so nesting composes without any block knowing where it sits. Every piece of
/// author text goes through ``TerminalSafeText/inert(_:)`` here, before it becomes a span.
struct MarkdownLayout {
    let style: TerminalStyle
    var footnotes = LinkFootnotes()

    init(style: TerminalStyle) {
        self.style = style
    }

    // MARK: - Blocks

    /// `blocks` separated by blank lines.
    mutating func lines(for blocks: [MarkdownBlock], width: Int, listDepth: Int = 0) -> [StyledLine] {
        var lines: [StyledLine] = []
        for block in blocks {
            let blockLines = self.lines(for: block, width: width, listDepth: listDepth)
            guard !blockLines.isEmpty else { continue }
            if !lines.isEmpty { lines.append([]) }
            lines += blockLines
        }
        return lines
    }

    mutating func lines(for block: MarkdownBlock, width: Int, listDepth: Int = 0) -> [StyledLine] {
        switch block {
        case .paragraph(let inlines, _):
            return TextWrapper.wrap(spans(for: inlines), width: width)
        case .heading(let level, let inlines, _):
            return heading(level: level, spans(for: inlines), width: width)
        case .blockQuote(let children, _):
            // Once another bar would leave fewer than 20 columns, deeper quotes share the bars drawn so far: a
            // fuzzed lesson of 7 KB in 128 nested quotes otherwise wrapped each character onto its own line
            // under 128 bars, 2.7 MB of output in over a second.
            guard width - 2 >= 20 else { return lines(for: children, width: width, listDepth: listDepth) }
            let bar = StyledSpan("│ ", Theme.quoteBar)
            let inner = lines(for: children, width: width - 2, listDepth: listDepth)
            return inner.map { [bar] + $0 }
        case .list(let kind, let start, let isTight, let items, _):
            return list(kind: kind, start: start, isTight: isTight, items: items, width: width, depth: listDepth)
        case .item(let children, _):
            return lines(for: children, width: width, listDepth: listDepth)
        case .codeBlock(let info, let literal, _, _):
            return codeBlock(info: info, literal: literal, width: width)
        case .htmlBlock:
            // Safe mode, as on the site: raw HTML is the author's markup for browsers, not text to read.
            return []
        case .thematicBreak:
            return [[StyledSpan(String(repeating: "─", count: max(1, width)), Theme.rule)]]
        }
    }

    /// A heading keeps its `#` prefix in every mode, so that the outline reads without colour too.
    func heading(level: Int, _ content: [StyledSpan], width: Int) -> [StyledLine] {
        let headingStyle =
            switch level {
            case 1: Theme.heading1
            case 2: Theme.heading2
            default: Theme.heading
            }
        let prefix = String(repeating: "#", count: max(1, min(6, level))) + " "
        let styled = content.map { StyledSpan($0.text, $0.style.merged(with: headingStyle)) }
        let wrapped = TextWrapper.wrap(styled, width: width - prefix.count)
        return wrapped.enumerated().map { index, line in
            [StyledSpan(index == 0 ? prefix : String(repeating: " ", count: prefix.count), headingStyle)] + line
        }
    }

    private mutating func list(
        kind: MarkdownListKind, start: Int, isTight: Bool, items: [MarkdownBlock], width: Int, depth: Int
    ) -> [StyledLine] {
        let bullets = ["•", "◦", "▪"]
        let lastNumber = start + max(0, items.count - 1)
        let markerWidth = kind == .ordered ? String(lastNumber).count + 2 : 2
        var lines: [StyledLine] = []
        for (offset, item) in items.enumerated() {
            let marker =
                kind == .ordered
                ? String(repeating: " ", count: markerWidth - 2 - String(start + offset).count)
                    + "\(start + offset). "
                : bullets[min(depth, bullets.count - 1)] + " "
            var itemLines: [StyledLine] = []
            for child in item.children {
                let childLines = self.lines(for: child, width: width - markerWidth, listDepth: depth + 1)
                guard !childLines.isEmpty else { continue }
                if !itemLines.isEmpty, !isTight { itemLines.append([]) }
                itemLines += childLines
            }
            if itemLines.isEmpty { itemLines = [[]] }
            if !lines.isEmpty, !isTight { lines.append([]) }
            for (index, line) in itemLines.enumerated() {
                let prefix =
                    index == 0
                    ? StyledSpan(marker, Theme.accent) : StyledSpan(String(repeating: " ", count: markerWidth))
                lines.append(line.isEmpty && index > 0 ? [] : [prefix] + line)
            }
        }
        return lines
    }

    /// Code keeps its own line breaks and spaces; a line wider than the page is cut between tokens (an
    /// identifier, a run of spaces, a punctuation mark), with `↪` on the continuation, and only a token
    /// wider than the page is cut inside.
    func codeBlock(info: String, literal: String, width: Int) -> [StyledLine] {
        let indent = "    "
        var source = literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
        source = Self.expandingTabs(source)
        var spansByLine: [StyledLine] = [[]]
        if let language = CodeLanguage(info: info) {
            for token in SyntaxHighlighter.tokens(of: source, language: language) {
                let pieces = token.text.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, piece) in pieces.enumerated() {
                    if index > 0 { spansByLine.append([]) }
                    if !piece.isEmpty {
                        spansByLine[spansByLine.count - 1].append(
                            StyledSpan(Inert.text(String(piece)), Theme.code(token.kind)))
                    }
                }
            }
        } else {
            spansByLine = source.split(separator: "\n", omittingEmptySubsequences: false).map {
                [StyledSpan(Inert.text(String($0)))]
            }
        }
        let available = max(2, width - indent.count)
        var lines: [StyledLine] = []
        for line in spansByLine {
            guard line.displayWidth > available else {
                lines.append([StyledSpan(indent)] + line)
                continue
            }
            let pieces = Self.cutAtTokens(line, width: available - 2)
            for (index, piece) in pieces.enumerated() {
                let prefix = index == 0 ? indent : String(indent.dropLast(2)) + "↪ "
                lines.append([StyledSpan(prefix, index == 0 ? .plain : Theme.muted)] + piece)
            }
        }
        return lines
    }

    /// `line` in pieces of at most `width` columns, broken between tokens; a continuation does not start
    /// with the spaces it was broken at.
    static func cutAtTokens(_ line: StyledLine, width: Int) -> [StyledLine] {
        var tokens: [StyledSpan] = []
        for span in line {
            var current = ""
            var currentClass = -1
            for character in span.text {
                let characterClass =
                    character.isLetter || character.isNumber || character == "_" ? 0 : character == " " ? 1 : 2
                if !current.isEmpty, characterClass != currentClass || characterClass == 2 {
                    tokens.append(StyledSpan(current, span.style))
                    current = ""
                }
                current.append(character)
                currentClass = characterClass
            }
            if !current.isEmpty { tokens.append(StyledSpan(current, span.style)) }
        }
        var pieces: [StyledLine] = [[]]
        for token in tokens {
            let tokenWidth = DisplayWidth.of(token.text)
            let current = pieces[pieces.count - 1]
            if current.displayWidth + tokenWidth <= width {
                pieces[pieces.count - 1].append(token)
            } else if tokenWidth > width {
                let cut = TextWrapper.cut(current + [token], width: width)
                pieces[pieces.count - 1] = cut[0]
                pieces += cut.dropFirst()
            } else if !token.text.allSatisfy({ $0 == " " }) {
                pieces.append([token])
            } else {
                pieces.append([])
            }
        }
        return pieces.filter { !$0.isEmpty }.isEmpty ? [[]] : pieces.filter { !$0.isEmpty }
    }

    static func expandingTabs(_ text: String) -> String {
        guard text.contains("\t") else { return text }
        var result = ""
        var column = 0
        for character in text {
            if character == "\t" {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column = character == "\n" ? 0 : column + 1
            }
        }
        return result
    }

    // MARK: - Inlines

    mutating func spans(for inlines: [MarkdownInline], base: TextStyle = .plain) -> [StyledSpan] {
        var spans: [StyledSpan] = []
        for inline in inlines {
            switch inline {
            case .text(let text, _):
                spans.append(StyledSpan(Self.inline(text), base))
            case .softBreak:
                spans.append(StyledSpan(" ", base))
            case .lineBreak:
                spans.append(StyledSpan("\n", base))
            case .code(let code, _):
                let text = Self.inline(code)
                spans.append(
                    style.usesColor
                        ? StyledSpan(text, base.merged(with: Theme.inlineCode)) : StyledSpan("`" + text + "`", base))
            case .emphasis(let children, _):
                spans += delimited(children, marker: "*", style: base.merged(with: Theme.emphasis))
            case .strong(let children, _):
                spans += delimited(children, marker: "**", style: base.merged(with: Theme.strong))
            case .link(let url, _, let children, _):
                spans += link(url: url, children, base: base)
            case .image(let url, _, let alt, _):
                let description = MarkdownDocument.plainText(of: alt)
                let image = TerminalText.image[style.language]
                let label = Self.inline(description.isEmpty ? image : image + ": " + description)
                spans += link(url: url, [.text(label, range: inline.range)], base: base, bracketed: true)
            case .html:
                break
            }
        }
        return spans
    }

    /// Emphasis without colour is shown with its Markdown markers, which every reader of plain text knows.
    private mutating func delimited(_ children: [MarkdownInline], marker: String, style: TextStyle) -> [StyledSpan] {
        let inner = spans(for: children, base: style)
        guard !style.hasAttributes || !self.style.usesColor else { return inner }
        return [StyledSpan(marker, style)] + inner + [StyledSpan(marker, style)]
    }

    /// A link is an OSC 8 hyperlink when the terminal takes them, else its text and a footnote number; an
    /// autolink, whose text is its URL, needs neither.
    private mutating func link(url: String, _ children: [MarkdownInline], base: TextStyle, bracketed: Bool = false)
        -> [StyledSpan]
    {
        var linkStyle = base.merged(with: Theme.link)
        linkStyle.link = url
        var inner = spans(for: children, base: linkStyle)
        if bracketed { inner = [StyledSpan("[", linkStyle)] + inner + [StyledSpan("]", linkStyle)] }
        let text = inner.plainText
        let isAutolink = text == url || "mailto:" + text == url
        if style.usesHyperlinks || isAutolink { return inner }
        // The footnote mark is glued to the last word so a wrap never puts it alone on a line.
        return inner + [StyledSpan("[\(footnotes.number(for: url))]", base.merged(with: Theme.footnoteMark))]
    }

    /// Author text made inert; newlines inside an inline (which cmark only leaves in code spans) become spaces.
    static func inline(_ text: String) -> String {
        Inert.text(text.contains("\n") ? text.replacingNewlines() : text)
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}

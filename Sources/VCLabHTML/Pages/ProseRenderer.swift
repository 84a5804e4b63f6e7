import VCLabMarkdown
import VCLabSupport

/// Renders lesson prose: cmark's HTML (through ``MarkdownHTMLRenderer``) for paragraphs and inline
/// content, plus what a site adds: heading anchors, highlighted Swift and Objective-C, and `.md` links
/// turned into the pages they name. Every link and heading is recorded in the ``PageContext``.
///
/// Raw HTML is dropped as in cmark's safe mode. Container blocks follow cmark's layout (tight lists, `cr()`
/// newlines) so that prose without headings or highlighted code comes out byte for byte as cmark's.
enum ProseRenderer {
    static func render(_ blocks: [MarkdownBlock], into html: inout String, context: inout PageContext) {
        for block in blocks {
            // `<!-- answer -->` alone before a block marks that block as telling the answer of the next question:
            // it renders as nothing (a comment is dropped anyway), and the block is wrapped for predict-first.
            if case .htmlBlock(let literal, _) = block, isAnswerMark(literal) {
                context.marksAnswer = true
                continue
            }
            guard context.marksAnswer else {
                render(block, isInTightList: false, into: &html, context: &context)
                continue
            }
            context.marksAnswer = false
            newlineIfNeeded(&html)
            html += "<div class=\"tells-answer\">\n"
            render(block, isInTightList: false, into: &html, context: &context)
            newlineIfNeeded(&html)
            html += "</div>\n"
        }
    }

    /// `<!-- answer -->`, with any spaces inside the comment and any case.
    static func isAnswerMark(_ literal: String) -> Bool {
        String(literal.filter { !$0.isWhitespace }).lowercased() == "<!--answer-->"
    }

    /// The language of a highlighted code block, for grouping a Swift sample with the Objective-C one next to
    /// it as tabs.
    static func codeLanguage(of block: MarkdownBlock) -> CodeLanguage? {
        guard case .codeBlock(let info, _, _, _) = block else { return nil }
        return CodeLanguage(info: info)
    }

    /// The HTML of a Markdown string that is not part of the prose (a quiz prompt, an explanation).
    static func render(markdown: String, context: inout PageContext) -> String {
        var html = ""
        render(MarkdownParser.parse(markdown).blocks, into: &html, context: &context)
        return html
    }

    private static func render(
        _ block: MarkdownBlock, isInTightList: Bool, into html: inout String, context: inout PageContext
    ) {
        switch block {
        case .paragraph(let inlines, let range):
            let inlines = linked(inlines, context: &context)
            context.addText(MarkdownDocument.plainText(of: inlines))
            if isInTightList {
                html += HTMLText.inlineHTML(inlines)
            } else {
                newlineIfNeeded(&html)
                html += MarkdownHTMLRenderer.render([.paragraph(inlines, range: range)])
            }
        case .heading(let level, let inlines, _):
            let inlines = linked(inlines, context: &context)
            let text = MarkdownDocument.plainText(of: inlines)
            let id = context.ids.claim(slugOf: context.headingAnchorText ?? text)
            context.headingAnchorText = nil
            context.headings.append(PageContext.Heading(level: level, id: id, text: text))
            context.startSection(anchor: id, heading: text)
            newlineIfNeeded(&html)
            html += "<h\(level) id=\"\(HTMLText.escaped(id))\">" + HTMLText.inlineHTML(inlines)
            html += " <a class=\"heading-anchor\" href=\"#\(HTMLText.escaped(id))\""
            html += " aria-label=\"\(SiteText.linkToSection[context.language])\">#</a></h\(level)>\n"
        case .blockQuote(let children, _):
            newlineIfNeeded(&html)
            html += "<blockquote>\n"
            for child in children { render(child, isInTightList: false, into: &html, context: &context) }
            newlineIfNeeded(&html)
            html += "</blockquote>\n"
        case .list(let kind, let start, let isTight, let items, _):
            newlineIfNeeded(&html)
            switch kind {
            case .bullet: html += "<ul>\n"
            case .ordered: html += start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
            }
            for item in items { render(item, isInTightList: isTight, into: &html, context: &context) }
            html += kind == .bullet ? "</ul>\n" : "</ol>\n"
        case .item(let children, _):
            newlineIfNeeded(&html)
            html += "<li>"
            for child in children { render(child, isInTightList: isInTightList, into: &html, context: &context) }
            html += "</li>\n"
        case .codeBlock(let info, let literal, _, _):
            context.addText(literal)
            newlineIfNeeded(&html)
            if let language = CodeLanguage(info: info) {
                // The label says which language a sample is in; site.js adds a copy button to the block and
                // turns a Swift block next to an Objective-C one into tabs.
                html += "<div class=\"code-block\" data-language=\"\(language.rawValue)\">"
                html += "<p class=\"code-label\">\(language.displayName)</p>"
                html += "<pre><code class=\"language-\(language.rawValue)\">"
                html += SyntaxHighlighter.highlight(literal, as: language)
                html += "</code></pre></div>\n"
            } else {
                html += MarkdownHTMLRenderer.render([block])
            }
        case .htmlBlock:
            newlineIfNeeded(&html)
            html += "<!-- raw HTML omitted -->"
            newlineIfNeeded(&html)
        case .thematicBreak:
            newlineIfNeeded(&html)
            html += "<hr />\n"
        }
    }

    /// cmark's `cr()`.
    private static func newlineIfNeeded(_ html: inout String) {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
    }

    // MARK: - Links

    /// Records the internal links of `inlines` and returns them with `.md` links pointing at pages.
    private static func linked(_ inlines: [MarkdownInline], context: inout PageContext) -> [MarkdownInline] {
        var needsRewrite = false
        collectLinks(inlines, context: &context, needsRewrite: &needsRewrite)
        return needsRewrite ? inlines.map(rewritten) : inlines
    }

    private static func collectLinks(
        _ inlines: [MarkdownInline], context: inout PageContext, needsRewrite: inout Bool
    ) {
        for inline in inlines {
            switch inline {
            case .link(let url, _, let children, let range):
                if LinkTarget.isInternal(url) {
                    let target = LinkTarget.pageURL(for: url)
                    if target != url { needsRewrite = true }
                    context.addLink(target, range: range)
                }
                collectLinks(children, context: &context, needsRewrite: &needsRewrite)
            case .image(let url, _, let alt, let range):
                if LinkTarget.isInternal(url) { context.addLink(url, range: range) }
                collectLinks(alt, context: &context, needsRewrite: &needsRewrite)
            case .emphasis(let children, _), .strong(let children, _):
                collectLinks(children, context: &context, needsRewrite: &needsRewrite)
            case .text, .softBreak, .lineBreak, .code, .html:
                break
            }
        }
    }

    private static func rewritten(_ inline: MarkdownInline) -> MarkdownInline {
        switch inline {
        case .link(let url, let title, let children, let range):
            let target = LinkTarget.isInternal(url) ? LinkTarget.pageURL(for: url) : url
            return .link(url: target, title: title, children.map(rewritten), range: range)
        case .emphasis(let children, let range):
            return .emphasis(children.map(rewritten), range: range)
        case .strong(let children, let range):
            return .strong(children.map(rewritten), range: range)
        case .text, .softBreak, .lineBreak, .code, .html, .image:
            return inline
        }
    }
}

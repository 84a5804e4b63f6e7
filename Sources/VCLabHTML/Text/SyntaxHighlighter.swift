import VCLabMarkdown

/// Highlights Swift and Objective-C at build time, so code samples need no script to be coloured: the
/// tokens of ``CodeLexer`` (the lexer the terminal renders too) as `<span class="hl-…">`, everything else
/// escaped text. Every byte of the sample is kept, in order.
enum SyntaxHighlighter {
    /// The HTML of `code`: escaped text with highlighting spans.
    static func highlight(_ code: String, as language: CodeLanguage) -> String {
        let bytes = Array(code.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        bytes.withUnsafeBufferPointer { buffer in
            for token in CodeLexer.tokens(of: bytes, language: language) {
                let text = UnsafeBufferPointer(rebasing: buffer[token.range])
                guard let className = className(token.kind) else {
                    MarkdownHTMLRenderer.appendEscaped(text, to: &output)
                    continue
                }
                output.append(contentsOf: "<span class=\"".utf8)
                output.append(contentsOf: className.utf8)
                output.append(contentsOf: "\">".utf8)
                MarkdownHTMLRenderer.appendEscaped(text, to: &output)
                output.append(contentsOf: "</span>".utf8)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func className(_ kind: CodeToken.Kind) -> String? {
        switch kind {
        case .plain: nil
        case .comment: "hl-com"
        case .string: "hl-str"
        case .number: "hl-num"
        case .keyword: "hl-kw"
        case .type: "hl-type"
        case .attribute: "hl-attr"
        case .directive: "hl-pre"
        }
    }
}

import VCLabMarkdown

/// Colours Swift and Objective-C for the terminal: the tokens of ``CodeLexer`` (the lexer the site renders
/// too) as pieces of text with their kind, which ``Theme/code(_:)`` styles.
///
///     SyntaxHighlighter.tokens(of: "super.viewDidLoad() // first", language: .swift).map(\.kind)
///     // [.keyword, .plain, .comment]
enum SyntaxHighlighter {
    struct Token: Hashable, Sendable {
        var text: String
        var kind: CodeToken.Kind
    }

    static func tokens(of source: String, language: CodeLanguage) -> [Token] {
        let bytes = Array(source.utf8)
        return CodeLexer.tokens(of: bytes, language: language).map {
            Token(text: String(decoding: bytes[$0.range], as: UTF8.self), kind: $0.kind)
        }
    }
}

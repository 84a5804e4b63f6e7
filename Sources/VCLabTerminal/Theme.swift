import VCLabMarkdown

/// The styles of every part of a terminal page, in one place so that the page has one look.
///
/// Colours come from the terminal's 16-colour palette. Nothing here carries meaning on its own: without
/// colour, the same structure is shown by prefixes (`#`, `│`, `•`) and marks (`●`, `✓`, `✗`).
enum Theme {
    static let heading1 = TextStyle(isBold: true, foreground: .magenta)
    static let heading2 = TextStyle(isBold: true, foreground: .cyan)
    static let heading = TextStyle(isBold: true)
    static let emphasis = TextStyle(isItalic: true)
    static let strong = TextStyle(isBold: true)
    static let inlineCode = TextStyle(foreground: .yellow)
    static let link = TextStyle(isUnderlined: true, foreground: .blue)
    static let muted = TextStyle(isDim: true)
    static let quoteBar = TextStyle(foreground: .brightBlack)
    static let rule = TextStyle(foreground: .brightBlack)
    static let footnoteMark = TextStyle(foreground: .brightBlack)
    static let right = TextStyle(isBold: true, foreground: .green)
    static let wrong = TextStyle(isBold: true, foreground: .red)
    static let partly = TextStyle(isBold: true, foreground: .yellow)
    static let key = TextStyle(isBold: true, isReversed: true)
    static let accent = TextStyle(isBold: true, foreground: .blue)
    static let cursor = TextStyle(isBold: true, isReversed: true)

    static func code(_ kind: CodeToken.Kind) -> TextStyle {
        switch kind {
        case .plain: .plain
        case .keyword: TextStyle(isBold: true, foreground: .magenta)
        case .type: TextStyle(foreground: .cyan)
        case .string: TextStyle(foreground: .red)
        case .number: TextStyle(foreground: .blue)
        case .comment: TextStyle(isItalic: true, foreground: .brightBlack)
        case .attribute: TextStyle(foreground: .magenta)
        case .directive: TextStyle(foreground: .yellow)
        }
    }

    /// Colours for controllers in a timeline, in the order controllers first appear; `app` stays plain.
    static let controllerColors: [TextStyle.Color] = [
        .cyan, .magenta, .yellow, .green, .blue, .red,
        .brightCyan, .brightMagenta, .brightYellow, .brightGreen, .brightBlue, .brightRed,
    ]
}

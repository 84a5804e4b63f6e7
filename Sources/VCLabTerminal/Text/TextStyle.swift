/// How a run of text looks: attributes and colours drawn from the terminal's own 16-colour palette, so that
/// a page follows the learner's light or dark theme.
public struct TextStyle: Hashable, Sendable {
    /// One of the 16 palette colours; `bright` selects the 90–97 range.
    public enum Color: Int, Hashable, Sendable {
        case black, red, green, yellow, blue, magenta, cyan, white
        case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

        /// The SGR parameter for this colour as a foreground.
        var foregroundCode: Int { rawValue < 8 ? 30 + rawValue : 90 + rawValue - 8 }
    }

    public var isBold = false
    public var isDim = false
    public var isItalic = false
    public var isUnderlined = false
    public var isReversed = false
    public var foreground: Color?
    /// The URL of an OSC 8 hyperlink around the text.
    public var link: String?

    public init(
        isBold: Bool = false, isDim: Bool = false, isItalic: Bool = false, isUnderlined: Bool = false,
        isReversed: Bool = false, foreground: Color? = nil, link: String? = nil
    ) {
        self.isBold = isBold
        self.isDim = isDim
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
        self.foreground = foreground
        self.link = link
    }

    public static let plain = TextStyle()

    /// Whether the style needs any escape sequence besides a hyperlink.
    var hasAttributes: Bool {
        isBold || isDim || isItalic || isUnderlined || isReversed || foreground != nil
    }

    /// The SGR parameters, in a fixed order so that the same style always gives the same bytes.
    var parameters: [Int] {
        var codes: [Int] = []
        if isBold { codes.append(1) }
        if isDim { codes.append(2) }
        if isItalic { codes.append(3) }
        if isUnderlined { codes.append(4) }
        if isReversed { codes.append(7) }
        if let foreground { codes.append(foreground.foregroundCode) }
        return codes
    }

    /// This style with `other`'s attributes laid over it (an emphasis inside a link, say).
    func merged(with other: TextStyle) -> TextStyle {
        TextStyle(
            isBold: isBold || other.isBold, isDim: isDim || other.isDim, isItalic: isItalic || other.isItalic,
            isUnderlined: isUnderlined || other.isUnderlined, isReversed: isReversed || other.isReversed,
            foreground: other.foreground ?? foreground, link: other.link ?? link)
    }
}

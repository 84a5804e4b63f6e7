import VCLabMarkdown

/// The text every XML export writes: Markdown rendered to HTML by the site's renderer, and text escaped for
/// XML, for QTI and Moodle XML alike.
enum ExportMarkup {
    /// Markdown as the XHTML QTI allows; raw HTML is dropped without the renderer's comment.
    static func html(_ markdown: String) -> String {
        MarkdownHTMLRenderer.render(MarkdownParser.parse(markdown).blocks).replacing(
            "<!-- raw HTML omitted -->", with: "")
    }

    /// `text` as XML character data or an attribute's value. Characters XML 1.0 forbids (C0 controls other
    /// than tab, line feed and carriage return, U+FFFE and U+FFFF) are dropped: no escape can carry them.
    static func xml(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                if let scalar = character.unicodeScalars.first,
                    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
                        || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                {
                    continue
                }
                result.append(character)
            }
        }
        return result
    }
}

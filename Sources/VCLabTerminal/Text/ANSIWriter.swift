/// Turns styled lines into the bytes a terminal reads.
///
/// Without colour the spans' text is written as is. With colour each line opens the styles it uses and
/// resets them before its newline, so that a pager showing any one line (or a learner piping a slice of the
/// page through `grep`) never inherits a colour from a line above. Hyperlinks are OSC 8 sequences, also
/// closed at the end of each line.
public enum ANSIWriter {
    public static func write(_ lines: [StyledLine], style: TerminalStyle) -> String {
        var output = ""
        for line in lines {
            write(line, style: style, into: &output)
            output += "\n"
        }
        return output
    }

    /// One line without its newline.
    public static func write(_ line: StyledLine, style: TerminalStyle) -> String {
        var output = ""
        write(line, style: style, into: &output)
        return output
    }

    private static func write(_ line: StyledLine, style: TerminalStyle, into output: inout String) {
        var trimmed = line
        // Trailing blanks are invisible but make golden files and copy-paste noisy.
        while let last = trimmed.last, last.text.allSatisfy({ $0 == " " }), !last.style.isReversed {
            trimmed.removeLast()
        }
        if let last = trimmed.last, last.text.hasSuffix(" "), !last.style.isReversed {
            var text = last.text
            while text.hasSuffix(" ") { text.removeLast() }
            trimmed[trimmed.count - 1].text = text
        }
        var current = TextStyle.plain
        var currentLink: String?
        for span in trimmed where !span.text.isEmpty {
            let link = style.usesHyperlinks ? span.style.link : nil
            if link != currentLink {
                if currentLink != nil { output += closeLink }
                if let link { output += openLink(link) }
                currentLink = link
            }
            if style.usesColor {
                var wanted = span.style
                wanted.link = nil
                if wanted != current {
                    if current.hasAttributes { output += "\u{1B}[0m" }
                    if wanted.hasAttributes {
                        output += "\u{1B}[" + wanted.parameters.map(String.init).joined(separator: ";") + "m"
                    }
                    current = wanted
                }
            }
            output += span.text
        }
        if current.hasAttributes { output += "\u{1B}[0m" }
        if currentLink != nil { output += closeLink }
    }

    private static let closeLink = "\u{1B}]8;;\u{1B}\\"

    /// An OSC 8 opener. Bytes outside printable ASCII are percent-encoded, as the OSC 8 convention asks, which
    /// also keeps an author's URL from ending the sequence early.
    static func openLink(_ url: String) -> String {
        var encoded = ""
        for byte in url.utf8 {
            if byte > 0x20, byte < 0x7F {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return "\u{1B}]8;;" + encoded + "\u{1B}\\"
    }
}

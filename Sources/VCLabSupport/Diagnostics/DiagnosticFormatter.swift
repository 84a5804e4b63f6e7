/// Prints diagnostics for people and tools.
///
/// The compact form is one `path:line:col: severity: message [id]` line, which editors and CI parse.
/// The rich form adds the source line and a caret under the column, for a terminal.
public enum DiagnosticFormatter {
    public static func compact(_ diagnostic: Diagnostic) -> String {
        var text = "\(diagnostic.location): \(diagnostic.severity): \(diagnostic.message)"
        if let fixIt = diagnostic.fixIt { text += "; \(fixIt)" }
        text += " [\(diagnostic.id)]"
        for note in diagnostic.notes {
            text += "\n\(note.location): note: \(note.message)"
        }
        return text
    }

    /// The compact line followed by the offending source line and a caret.
    ///
    /// - Parameters:
    ///   - sourceLine: the text of the line the diagnostic points at, if known.
    ///   - colored: whether to use ANSI colours (only when the output is a terminal).
    public static func rich(_ diagnostic: Diagnostic, sourceLine: String?, colored: Bool) -> String {
        func style(_ text: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        let severityCode =
            switch diagnostic.severity {
            case .error: "1;31"
            case .warning: "1;33"
            case .note: "1;90"
            }
        var text = style("\(diagnostic.location): ", "1")
        text += style("\(diagnostic.severity): ", severityCode)
        text += style(diagnostic.message, "1")
        text += " [\(diagnostic.id)]"
        if let sourceLine {
            let gutter = String(diagnostic.location.line)
            let padding = String(repeating: " ", count: gutter.count)
            let visibleLine = TerminalSafeText.inert(sourceLine)
            let caretOffset = TerminalSafeText.inert(
                Self.prefix(of: sourceLine, utf8Count: diagnostic.location.column - 1)
            )
            .count
            text += "\n\(padding) |\n\(gutter) | \(visibleLine)\n\(padding) | "
            text += style(String(repeating: " ", count: caretOffset) + "^", severityCode)
        }
        if let fixIt = diagnostic.fixIt { text += "\n\(style("help: ", "1;36"))\(fixIt)" }
        for note in diagnostic.notes { text += "\n\(note.location): note: \(note.message)" }
        return text
    }

    private static func prefix(of line: String, utf8Count: Int) -> String {
        let bytes = Array(line.utf8.prefix(max(0, utf8Count)))
        return String(decoding: bytes, as: UTF8.self)
    }
}

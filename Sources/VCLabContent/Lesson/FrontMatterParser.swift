import VCLabSupport

/// Reads the `key: value` lines between a lesson's first two `---` lines into a ``FrontMatter``.
///
/// The block is deliberately not YAML: one key and one value a line, blank lines and `#` comments allowed,
/// and a value may be wrapped in matching quotes, which are removed. Everything else is a diagnostic with
/// its line and column.
enum FrontMatterParser {
    struct Result {
        var frontMatter: FrontMatter
        /// The last line that belongs to the front matter, its closing `---` included; 0 when there is none.
        var lastLine: Int
        var diagnostics: [Diagnostic]
    }

    static let knownKeys = ["title", "order", "summary"]

    /// - Parameter firstLineStart: where line 1's content starts (after a byte order mark).
    static func parse(_ text: SourceText, firstLineStart: Int) -> Result {
        var diagnostics: [Diagnostic] = []
        let firstLine = text.bytes[firstLineStart..<max(firstLineStart, text.contentRange(ofLine: 1).upperBound)]
        guard TextBytes.isFrontMatterFence(firstLine) else {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.missingTitle, location: text.location(line: 1, column: 1),
                    message: "the lesson has no front matter, so it has no title",
                    fixIt: "start the file with '---', a line 'title: …' and another '---'"))
            return Result(frontMatter: FrontMatter(title: ""), lastLine: 0, diagnostics: diagnostics)
        }
        let closingLine =
            text.lineCount < 2 ? nil : (2...text.lineCount).first { TextBytes.isFrontMatterFence(text.line($0)) }
        let lastEntryLine: Int
        if let closingLine {
            lastEntryLine = closingLine - 1
        } else {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.unterminatedFrontMatter, location: text.location(line: 1, column: 1),
                    message: "the front matter starts here but no '---' line closes it",
                    fixIt: "add a line '---' after the last 'key: value' line"))
            // Without a closing line, the front matter is the run of lines that look like it.
            var line = 2
            while line <= text.lineCount, entry(in: text.line(line)) != nil || isSkippable(text.line(line)) {
                line += 1
            }
            lastEntryLine = line - 1
        }

        var frontMatter = FrontMatter(title: "")
        var sites: [String: SourceLocation] = [:]
        var hasTitle = false
        for line in stride(from: 2, through: lastEntryLine, by: 1) {
            let bytes = text.line(line)
            if isSkippable(bytes) { continue }
            guard let entry = entry(in: bytes) else {
                let firstNonBlank = bytes.firstIndex { !TextBytes.isBlank($0) } ?? bytes.startIndex
                diagnostics.append(
                    Diagnostic(
                        id: LessonDiagnosticID.malformedFrontMatter, location: text.location(ofOffset: firstNonBlank),
                        message: "a front matter line must be 'key: value'",
                        fixIt: "write it as 'key: value', or move it below the closing '---'"))
                continue
            }
            let key = text.string(entry.key).lowercased()
            let keyLocation = text.location(ofOffset: entry.key.lowerBound)
            let value = unquoted(text.string(entry.value))
            if let previous = sites[key] {
                diagnostics.append(
                    Diagnostic(
                        id: LessonDiagnosticID.duplicateFrontMatterKey, severity: .warning, location: keyLocation,
                        message: "'\(key)' is set more than once; the last one wins",
                        notes: [Diagnostic.Note(location: previous, message: "previously set here")]))
            }
            sites[key] = keyLocation
            switch key {
            case "title":
                hasTitle = true
                frontMatter.title = value
                if value.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            id: LessonDiagnosticID.missingTitle, location: keyLocation, message: "the title is empty"))
                }
            case "order":
                if let order = Int(value) {
                    frontMatter.order = order
                } else {
                    diagnostics.append(
                        Diagnostic(
                            id: LessonDiagnosticID.invalidOrder,
                            location: text.location(ofOffset: entry.value.lowerBound),
                            message: "'order' must be a whole number, not '\(value)'",
                            fixIt: "write it as in 'order: 6'"))
                }
            case "summary":
                frontMatter.summary = value
            default:
                frontMatter.otherKeys[key] = value
                diagnostics.append(
                    Diagnostic(
                        id: LessonDiagnosticID.unknownFrontMatterKey, severity: .warning, location: keyLocation,
                        message: "unknown front matter key '\(key)'",
                        fixIt: Suggestion.closest(to: key, among: knownKeys).map { "did you mean '\($0)'?" }
                            ?? "VCLab reads 'title', 'order' and 'summary'"))
            }
        }
        if !hasTitle {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.missingTitle, location: text.location(line: 1, column: 1),
                    message: "the front matter has no 'title'", fixIt: "add a line 'title: …'"))
        }
        return Result(frontMatter: frontMatter, lastLine: closingLine ?? lastEntryLine, diagnostics: diagnostics)
    }

    /// Blank lines and `#` comments.
    private static func isSkippable(_ line: ArraySlice<UInt8>) -> Bool {
        let trimmed = TextBytes.trimmed(line)
        return trimmed.isEmpty || trimmed.first == UInt8(ascii: "#")
    }

    /// The key (a word of letters, digits, `-` and `_`, at the start of the line) and the value of a
    /// `key: value` line, as byte ranges.
    private static func entry(in line: ArraySlice<UInt8>) -> (key: Range<Int>, value: Range<Int>)? {
        guard let colon = line.firstIndex(of: TextBytes.colon) else { return nil }
        let key = TextBytes.trimmed(line[line.startIndex..<colon])
        let isWord = key.allSatisfy {
            TextBytes.isLetter($0) || TextBytes.isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        }
        guard !key.isEmpty, isWord, key.startIndex == line.startIndex else { return nil }
        let value = TextBytes.trimmed(line[(colon + 1)...])
        let valueRange = value.isEmpty ? line.endIndex..<line.endIndex : value.startIndex..<value.endIndex
        return (key.startIndex..<key.endIndex, valueRange)
    }

    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }
}

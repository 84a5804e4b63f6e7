import VCLabSupport

/// What each diagnostic id means and how to fix it, in English: the words of SARIF's rule descriptions.
///
/// The table is the diagnostics tables of `docs/authoring.md` and `docs/scenario-language.md`, copied into the
/// binary because an installed `vclab` has no guide beside it; `DiagnosticCatalogueTests` fails when the pages
/// and the copy differ, so the guide stays the one place the words are written.
public enum DiagnosticCatalogue {
    public struct Entry: Hashable, Sendable {
        public var id: String
        /// The default severity, where the guide gives one (the scenario table does not: they are errors,
        /// with a few warnings).
        public var severity: DiagnosticSeverity?
        /// The guide's "meaning" cell, in Markdown.
        public var meaning: String
        /// The guide's "fix" cell, in Markdown; the scenario table has none.
        public var fix: String?

        /// The meaning as a sentence.
        public var shortDescription: (text: String, markdown: String) {
            let markdown = DiagnosticCatalogue.sentence(meaning)
            return (DiagnosticCatalogue.plainText(markdown), markdown)
        }

        /// The meaning and the fix, or where the meaning comes from for scenario diagnostics.
        public var fullDescription: (text: String, markdown: String) {
            let addition =
                fix.map { " Fix: " + ($0.hasSuffix(".") ? $0 : $0 + ".") }
                ?? " A scenario diagnostic; in a lesson it points at the lesson's own line."
            let markdown = DiagnosticCatalogue.sentence(meaning) + addition
            return (DiagnosticCatalogue.plainText(markdown), markdown)
        }
    }

    /// The entry for `id`, or `nil` for an id the guide does not list.
    public static func entry(_ id: String) -> Entry? { entries[id] }

    private static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for line in table.split(separator: "\n") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                String($0.drop { $0 == " " })
            }
            guard cells.count == 4 else { continue }
            entries[cells[0]] = Entry(
                id: cells[0], severity: DiagnosticSeverity(rawValue: cells[1]), meaning: cells[2],
                fix: cells[3].isEmpty ? nil : cells[3])
        }
        return entries
    }()

    /// A table cell as a sentence: a capital first letter and a full stop.
    static func sentence(_ cell: String) -> String {
        guard let first = cell.first else { return cell }
        let capitalised = first.uppercased() + cell.dropFirst()
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }

    /// Markdown's code spans unwrapped (the backticks that open and close them, and the one space padding
    /// each side when both are there), the rest as it is: SARIF's `text` is plain.
    public static func plainText(_ markdown: String) -> String {
        let characters = Array(markdown)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                result.append(characters[index])
                index += 1
                continue
            }
            var run = index
            while run < characters.count, characters[run] == "`" { run += 1 }
            let length = run - index
            var closing: Int?
            var search = run
            while search < characters.count {
                guard characters[search] == "`" else {
                    search += 1
                    continue
                }
                var end = search
                while end < characters.count, characters[end] == "`" { end += 1 }
                if end - search == length {
                    closing = search
                    break
                }
                search = end
            }
            guard let closing else {
                result += String(characters[index..<run])
                index = run
                continue
            }
            var inner = characters[run..<closing]
            if inner.count >= 2, inner.first == " ", inner.last == " ", inner.contains(where: { $0 != " " }) {
                inner = inner.dropFirst().dropLast()
            }
            result += String(inner)
            index = closing + length
        }
        return result
    }
}

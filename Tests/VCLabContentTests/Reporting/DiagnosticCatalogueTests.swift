import Foundation
import Testing
import VCLabContent
import VCLabSupport

/// The diagnostic catalogue is the diagnostics tables of `docs/authoring.md` and `docs/scenario-language.md`,
/// so that SARIF's rule descriptions say what the guide says. `RECORD_SNAPSHOTS=1 swift test --filter
/// DiagnosticCatalogueTests` rewrites `Sources/VCLabContent/Reporting/DiagnosticCatalogue+Table.swift` from
/// the pages.
@Suite struct DiagnosticCatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The rows `| `id` | … |` of a page's diagnostics tables, as tab-separated lines: id, severity (empty
    /// where the table has none), meaning, fix (empty likewise).
    static func rows(of page: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        var rows: [String] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") && line.hasSuffix(" |") {
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            // A row may name several ids that share a meaning: `scenario.unknown-step`, `scenario.unknown-setting`.
            let ids = cells[0].components(separatedBy: ", ").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
            guard ids.allSatisfy({ id in id.contains(".") && id.allSatisfy { $0.isLowercase || ".-".contains($0) } })
            else { continue }
            for id in ids {
                switch cells.count {
                case 4 where ["error", "warning", "note"].contains(cells[1]):
                    rows.append([id, cells[1], cells[2], cells[3]].joined(separator: "\t"))
                case 2:
                    rows.append([id, "", cells[1], ""].joined(separator: "\t"))
                default:
                    continue
                }
            }
        }
        return rows
    }

    static func generatedSource() throws -> String {
        let rows = try rows(of: "docs/authoring.md") + rows(of: "docs/scenario-language.md")
        return """
            // Generated from the diagnostics tables of docs/authoring.md and docs/scenario-language.md by
            // DiagnosticCatalogueTests: edit the pages, then run
            // RECORD_SNAPSHOTS=1 swift test --filter DiagnosticCatalogueTests.

            extension DiagnosticCatalogue {
                /// id, severity, meaning, fix: one diagnostic a line, cells separated by tabs, in Markdown.
                static let table = #\"\"\"
            \(rows.map { "        " + $0 }.joined(separator: "\n"))
                    \"\"\"#
            }

            """
    }

    @Test func theCatalogueIsTheGuidesTables() throws {
        let url = Self.root.appendingPathComponent("Sources/VCLabContent/Reporting/DiagnosticCatalogue+Table.swift")
        let generated = try Self.generatedSource()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let source = try String(contentsOf: url, encoding: .utf8)
        #expect(
            source == generated,
            "the diagnostic catalogue is out of date; run RECORD_SNAPSHOTS=1 swift test --filter DiagnosticCatalogueTests"
        )
    }

    @Test func everyDocumentedIDHasAnEntry() {
        for id in DocumentationTests.ids {
            let entry = DiagnosticCatalogue.entry(id)
            #expect(entry != nil, "no catalogue entry for \(id)")
            #expect(entry?.fix != nil, "\(id) has no fix")
        }
        #expect(DiagnosticCatalogue.entry("scenario.unknown-step")?.fix == nil)
        #expect(DiagnosticCatalogue.entry("scenario.unknown-step")?.meaning.isEmpty == false)
        #expect(DiagnosticCatalogue.entry("quiz.no-such-thing") == nil)
    }

    @Test func entriesReadAsPlainTextAndMarkdown() throws {
        let entry = try #require(DiagnosticCatalogue.entry("quiz.wrong-key"))
        #expect(entry.severity == .error)
        #expect(entry.shortDescription.markdown.hasPrefix("The answer is not what the trace says; the message gives"))
        #expect(entry.shortDescription.text.contains("the trace's numbers (#7)"))
        #expect(entry.shortDescription.markdown.contains("the trace's numbers (`#7`)"))
        #expect(entry.fullDescription.text.hasSuffix("Fix: correct the answer, or run --fix."))
        let nested = try #require(DiagnosticCatalogue.entry("lesson.invalid-simulation-name"))
        // A four-backtick span holding three keeps its three.
        #expect(nested.shortDescription.text.hasPrefix("```sim without a name"))
        #expect(DiagnosticCatalogue.plainText("a `` ` `` b, `c`") == "a ` b, c")
        #expect(DiagnosticCatalogue.plainText("an `unclosed span") == "an `unclosed span")
    }
}

import VCLabEngine

/// Renders the evidence table (every ``Rule`` with its level, English summary and sources) as the Markdown of
/// `docs/evidence.md`, so that the page and the engine cannot drift apart: a test compares them.
public enum EvidenceTableFormatter {
    public static func markdown() -> String {
        var text = """
            # Evidence: every rule of the engine and its sources

            Generated from `Sources/VCLabEvidence/Rule+Catalog.swift` (a test keeps this page equal to it; \
            `RECORD_SNAPSHOTS=1 swift test --filter RuleCatalogTests` rewrites it). Every event of a trace names the \
            rule that produced it (`rule` in `vclab run --format json`, and `vclab run --explain` prints the rule and \
            its sources under each event). Levels: **documented** (Apple says so), **observed** (a printed log of \
            real UIKit shows it), **disputed** (printed logs or reports disagree and no version or condition \
            explains it; the engine follows the better-evidenced order), **inferred** (reasoned, or only seen in a \
            reimplementation). A source marked *disagrees* printed or documented something else. `S1`…`S30` name \
            sections of the ground-truth reference.

            | rule | level | what the engine does | source | iOS | device | what it shows |
            | --- | --- | --- | --- | --- | --- | --- |

            """
        for rule in Rule.allCases {
            let head = "| `\(rule.id)` | \(rule.evidence.rawValue) | \(cell(rule.summary.english)) | "
            guard !rule.sources.isEmpty else {
                text += head + "none: inferred | | | |\n"
                continue
            }
            for (index, source) in rule.sources.enumerated() {
                text += index == 0 ? head : "| | | | "
                text += (source.disagrees ? "*disagrees:* " : "") + cell(source.address) + " | "
                text += cell(source.ios) + " | " + cell(source.device) + " | " + cell(source.shows) + " |\n"
            }
        }
        return text
    }

    /// A table cell: a pipe would end it early.
    private static func cell(_ text: String) -> String {
        var result = ""
        for character in text { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}

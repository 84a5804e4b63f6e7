import VCLabEngine
import VCLabSupport

/// `vclab compare --record`: the comparison as entries of the evidence table, one `RuleSource` per rule the
/// log speaks to (source, iOS, device, the order observed), ready to paste under the rule in
/// `Sources/VCLabEvidence/Rule+Catalog.swift`. A rule with a difference gets `disagrees: true`.
public enum EvidenceRecordWriter {
    public static func record(
        _ comparison: DeviceComparison, log: DeviceLog, subject: DeviceComparisonRenderer.Subject, source: String
    ) -> String {
        let ios = log.header?.ios ?? subject.ios.description
        let device = log.header?.device ?? "unknown"
        var text = """
            // vclab compare: \(subject.logName) against \(subject.scenarioName) (hash \(subject.scenarioHash)), \
            iOS \(ios), \(device): \(comparison.differences.isEmpty ? "equal" : "\(comparison.differences.count) differences")

            """
        var order: [Rule] = []
        var observed: [Rule: [String]] = [:]
        var disagrees: Set<Rule> = []
        for row in comparison.steps.flatMap({ $0.rows }) {
            guard let rule = row.rule, row.kind != .notLogged, row.kind != .movedHere else { continue }
            if observed[rule] == nil { order.append(rule) }
            if row.kind != .missing {
                observed[rule, default: []].append("\(row.controller) \(row.callback.swiftName)")
            } else {
                observed[rule, default: []].append("no \(row.controller) \(row.callback.swiftName)")
            }
            if row.isDifference { disagrees.insert(rule) }
        }
        for rule in order {
            let shows = (observed[rule] ?? []).joined(separator: ", ")
            text += "// \(rule.id) (\(rule.evidence.rawValue))\n"
            text +=
                "RuleSource(\(JSONText.quoted(source)), ios: \(JSONText.quoted(ios)), device: \(JSONText.quoted(device)), shows: \(JSONText.quoted(shows))\(disagrees.contains(rule) ? ", disagrees: true" : "")),\n"
        }
        return text
    }
}

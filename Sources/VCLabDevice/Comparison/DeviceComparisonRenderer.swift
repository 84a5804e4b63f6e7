import VCLabEngine
import VCLabSupport

/// `vclab compare`'s output: a function of the comparison, as JSON here and as text for a terminal in
/// `DeviceComparisonRenderer+Text.swift`, kept apart because the site's `vclab-device.wasm` compiles this file
/// without the terminal's module.
public enum DeviceComparisonRenderer {
    /// What the comparison was of, for the heading.
    public struct Subject: Hashable, Sendable {
        public var logName: String
        public var scenarioName: String
        public var scenarioHash: String
        public var ios: IOSVersion

        public init(logName: String, scenarioName: String, scenarioHash: String, ios: IOSVersion) {
            self.logName = logName
            self.scenarioName = scenarioName
            self.scenarioHash = scenarioHash
            self.ios = ios
        }
    }

    /// The comparison as one JSON object: the verdict, and every row of every step with its rule.
    public static func json(_ comparison: DeviceComparison, log: DeviceLog, subject: Subject) -> String {
        var members: [(String, String)] = [
            ("log", JSONText.quoted(subject.logName)), ("scenario", JSONText.quoted(subject.scenarioName)),
            ("hash", JSONText.quoted(subject.scenarioHash)), ("ios", JSONText.quoted(subject.ios.description)),
        ]
        let verdict: String
        switch comparison.verdict {
        case .equal: verdict = "equal"
        case .differ: verdict = "differ"
        case .otherScenario(let name, let hash):
            verdict = "other-scenario"
            members.append(("logScenario", JSONText.quoted(name)))
            members.append(("logHash", JSONText.quoted(hash)))
        case .nothingOfScenario(let names):
            verdict = "nothing-of-scenario"
            members.append(("logNames", JSONText.array(names)))
        case .tooLong: verdict = "too-long"
        }
        members.insert(("verdict", JSONText.quoted(verdict)), at: 0)
        if let header = log.header {
            members.append(("device", JSONText.quoted(header.device)))
            members.append(("logIOS", JSONText.quoted(header.ios)))
        }
        members.append(("runs", String(log.runCount)))
        members.append(("compared", String(comparison.loggedCount)))
        members.append(("otherLines", String(log.otherLineCount)))
        members.append(("differences", String(comparison.differences.count)))
        let steps = comparison.steps.map { step in
            let rows = step.rows.map { row in
                var fields: [(String, String)] = [
                    ("kind", JSONText.quoted(row.kind.rawValue)), ("controller", JSONText.quoted(row.controller)),
                    ("callback", JSONText.quoted(row.callback.swiftName)),
                ]
                if let animated = row.animated { fields.append(("animated", animated ? "true" : "false")) }
                if let logged = row.loggedAnimated { fields.append(("loggedAnimated", logged ? "true" : "false")) }
                if let line = row.logLine { fields.append(("logLine", String(line))) }
                if let rule = row.rule {
                    fields.append(("rule", JSONText.quoted(rule.id)))
                    fields.append(("evidence", JSONText.quoted(rule.evidence.rawValue)))
                }
                return JSONText.object(fields)
            }
            return JSONText.object([
                ("index", String(step.index)), ("text", JSONText.quoted(step.text)),
                ("rows", "[" + rows.joined(separator: ",") + "]"),
            ])
        }
        members.append(("steps", "[" + steps.joined(separator: ",") + "]"))
        return JSONText.object(members) + "\n"
    }
}

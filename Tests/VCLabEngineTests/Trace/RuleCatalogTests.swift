import Foundation
import Testing
import VCLabEngine

/// The evidence table: every claim the engine makes beyond inference names its sources, disputes name both
/// sides, every event carries its rule, and `docs/evidence.md` is the table as the engine has it.
@Suite struct RuleCatalogTests {
    @Test(arguments: Rule.allCases)
    func everyEstablishedRuleNamesItsSources(_ rule: Rule) {
        #expect(!rule.summary.isEmpty)
        switch rule.evidence {
        case .documented, .observed:
            #expect(rule.sources.contains { !$0.disagrees }, "\(rule.id) is \(rule.evidence) but cites nothing")
        case .disputed:
            #expect(rule.sources.contains { $0.disagrees }, "\(rule.id) is disputed but no source disagrees")
            #expect(rule.sources.contains { !$0.disagrees }, "\(rule.id) is disputed but no source supports it")
        case .inferred:
            break
        }
        for source in rule.sources {
            #expect(!source.address.isEmpty && !source.ios.isEmpty && !source.device.isEmpty && !source.shows.isEmpty)
        }
        #expect(Rule(id: rule.id) == rule)
    }

    @Test func ruleIDsAreUniqueAndDotted() {
        let ids = Rule.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.contains(".") && !id.contains(" "), "\(id)") }
        #expect(Rule(id: "no.such-rule") == nil)
    }

    @Test func disputedIsUncertainLikeInferred() {
        #expect(Evidence.disputed.isUncertain && Evidence.inferred.isUncertain)
        #expect(!Evidence.observed.isUncertain && !Evidence.documented.isUncertain)
        #expect(Evidence.observed < .disputed && Evidence.disputed < .inferred)
    }

    @Test func theJSONTraceCarriesEachEventsRule() throws {
        let run = LifecycleEngine.run(source: "root nav(A)\nlaunch\npush B\n", path: "t.sim")
        let trace = try #require(run.trace)
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(TraceJSONFormatter.format(trace).utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(events.count == trace.events.count)
        for (event, object) in zip(trace.events, events) {
            #expect(object["rule"] as? String == event.rule.id)
            #expect(object["evidence"] as? String == event.rule.evidence.rawValue)
        }
        let willMove = try #require(trace.events.first { $0.qualifiedName == "B.willMove(toParent:)" })
        #expect(willMove.rule == .pushWillMove)
    }

    @Test func explainPrintsTheRuleAndItsSourcesUnderEachEvent() throws {
        let run = LifecycleEngine.run(source: "root nav(A)\nlaunch\npush B\n", path: "t.sim")
        let trace = try #require(run.trace)
        let plain = TraceTextFormatter.format(trace)
        let explained = TraceTextFormatter.format(trace, explain: true)
        #expect(!plain.contains("rule "))
        let lines = explained.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("B.willMove(toParent:)") })
        #expect(lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("rule navigation.push-will-move: "))
        #expect(
            lines[index + 2].contains(
                "source https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)"))
        #expect(explained.components(separatedBy: "\n      rule ").count - 1 == trace.events.count)
    }

    @Test func docsEvidenceIsTheEnginesTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("docs/evidence.md")
        let generated = EvidenceTableFormatter.markdown()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let page = try String(contentsOf: url, encoding: .utf8)
        #expect(
            page == generated,
            "docs/evidence.md is out of date; run RECORD_SNAPSHOTS=1 swift test --filter RuleCatalogTests")
        for rule in Rule.allCases { #expect(page.contains("| `\(rule.id)` |")) }
    }
}

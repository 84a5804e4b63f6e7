import Foundation
import Testing
import VCLabEngine
import VCLabEvidence
import VCLabSupport

/// The evidence table: every claim the engine makes beyond inference names its sources, disputes name both
/// sides, every event carries its rule, every rule is said in Chinese too, and `docs/evidence.md` is the table
/// as the engine has it.
@Suite struct RuleCatalogTests {
    @Test(arguments: Rule.allCases)
    func everyEstablishedRuleNamesItsSources(_ rule: Rule) {
        #expect(!rule.summary.english.isEmpty)
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
        let explained = TraceTextFormatter.format(trace, explain: .catalogue(.english))
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
            .deletingLastPathComponent()
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

    @Test func everyRuleHasAChineseSummaryThatKeepsItsNames() {
        let summaries = Dictionary(uniqueKeysWithValues: Rule.allCases.map { ($0, $0.summary) })
        #expect(Self.chineseSummaryProblems(summaries) == [])
    }

    /// The check above fails for a summary left out or left in English, and for one that loses an API name or
    /// a reference section: it is not a check that cannot fail.
    @Test func theChineseSummaryCheckCatchesAMissingOrUntranslatedOne() {
        var summaries = Dictionary(uniqueKeysWithValues: Rule.allCases.map { ($0, $0.summary) })
        summaries[.navigationPush]?.chinese = ""
        summaries[.lazyLoad]?.chinese = Rule.lazyLoad.summary.english
        summaries[.pushWillMove]?.chinese = "pushViewController 立即调用 addChild（S5）。"
        summaries[.didLayout]?.chinese = "每个 viewWillLayoutSubviews 都以 viewDidLayoutSubviews 收尾。"
        #expect(
            Self.chineseSummaryProblems(summaries) == [
                "layout.did-layout: the Chinese summary lacks S29",
                "load.lazy: the summary is not in Chinese",
                "navigation.push: no Chinese summary",
                "navigation.push-will-move: the Chinese summary lacks willMove(toParent:)",
            ])
        summaries[.initCode] = nil
        #expect(Self.chineseSummaryProblems(summaries).first == "init.code: no summary at all")
    }

    @Test func theDescriptionsOfALanguageAreTheCatalogues() {
        let chinese = RuleDescriptions.catalogue(.simplifiedChinese)
        #expect(chinese.count == Rule.allCases.count)
        for rule in Rule.allCases {
            #expect(chinese[rule]?.summary == rule.summary.chinese)
            #expect(RuleDescriptions.catalogue(.english)[rule]?.summary == rule.summary.english)
            #expect(chinese[rule]?.sources == rule.sources)
        }
    }

    /// The JSON `vclab build` writes for the site's module reads back to the same descriptions, sources and
    /// all, in both languages.
    @Test(arguments: ContentLanguage.allCases)
    func theDescriptionsJSONReadsBackToTheCatalogue(_ language: ContentLanguage) throws {
        let json = try #require(JSONValue.parse(Array(RuleDescriptions.json(language: language).utf8)))
        #expect(RuleDescriptions(json: json) == RuleDescriptions.catalogue(language))
        #expect(RuleDescriptions.json(language: language) == RuleDescriptions.json(language: language))
    }

    @Test func descriptionsSkipWhatTheyDoNotKnow() throws {
        let text = """
            {"rules": {"no.such-rule": {"summary": "x"}, "load.lazy": {"summary": "读取", "sources": [
            {"address": "a", "ios": "1"}, {"address": "b", "ios": "2", "device": "d", "shows": "s"}]},
            "load.view-did-load": {"sources": []}}, "other": 1}
            """
        let descriptions = RuleDescriptions(json: try #require(JSONValue.parse(Array(text.utf8))))
        #expect(descriptions.count == 1)
        #expect(
            descriptions[.lazyLoad]
                == .init(summary: "读取", sources: [RuleSource("b", ios: "2", device: "d", shows: "s")]))
        #expect(RuleDescriptions(json: .array([])).count == 0)
    }

    /// What is wrong with the Chinese summaries: a rule without one, one still in English, and one that drops
    /// a name the English keeps (an API or callback such as `init(coder:)` or `viewDidLoad`, or a section of
    /// the reference such as `S29`), which a translation must keep as it is.
    static func chineseSummaryProblems(_ summaries: [Rule: LocalizedText]) -> [String] {
        var problems: [String] = []
        for rule in Rule.allCases.sorted(by: { $0.id < $1.id }) {
            guard let summary = summaries[rule] else {
                problems.append("\(rule.id): no summary at all")
                continue
            }
            guard !summary.chinese.isEmpty else {
                problems.append("\(rule.id): no Chinese summary")
                continue
            }
            let hasIdeographs = summary.chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
            guard hasIdeographs, summary.chinese != summary.english else {
                problems.append("\(rule.id): the summary is not in Chinese")
                continue
            }
            for name in names(in: summary.english) where !summary.chinese.contains(name) {
                problems.append("\(rule.id): the Chinese summary lacks \(name)")
            }
        }
        return problems
    }

    /// `init(nibName:bundle:)`, `willMove(toParent: nil)`, `viewDidLoad`, `UIApplication.setViewControllers`
    /// and `S12` in the English: the words a translation leaves as they are.
    static func names(in text: String) -> [String] {
        let patterns = [
            #/[A-Za-z_][A-Za-z0-9_.]*\([^)]*\)/#, #/\b[a-z]+[A-Z][A-Za-z0-9]*\b/#, #/\bS[0-9]+\b/#,
        ]
        var names: [String] = []
        for pattern in patterns {
            // `willMove` inside `willMove(toParent:)` is kept by keeping the call.
            for match in text.matches(of: pattern) where !names.contains(where: { $0.contains(match.output) }) {
                names.append(String(match.output))
            }
        }
        return names
    }
}

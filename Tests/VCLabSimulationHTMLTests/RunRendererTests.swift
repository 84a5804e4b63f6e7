import Testing
import VCLabEngine
import VCLabEvidence
import VCLabSupport

@testable import VCLabSimulationHTML

/// A run as the page draws it: every evidence mark leads to its rule and the rule's sources (issue 12's
/// checkable evidence, on the site).
@Suite struct RunRendererTests {
    @Test func everyEvidenceMarkLinksToItsRuleWhichIsListedOnceWithItsSources() throws {
        let trace = Scenarios.run(Scenarios.pushPop, ios: 17)
        let html = RunRenderer.render(trace, name: "push-pop", index: 0, idPrefix: "p", rules: .catalogue(.english))
        let rules = Set(trace.events.map { $0.rule })
        for rule in rules {
            #expect(html.contains("title=\"\(HTMLEscaping.escaped(rule.summary.english))\""))
            #expect(html.contains("<p>\(HTMLEscaping.escaped(rule.summary.english))</p>"))
            let anchor = "id=\"p-rule-\(rule.rawValue)\""
            #expect(html.components(separatedBy: anchor).count == 2, "\(rule.rawValue) is listed once")
            #expect(html.contains("href=\"#p-rule-\(rule.rawValue)\""))
            for source in rule.sources { #expect(html.contains(HTMLEscaping.escaped(source.shows))) }
        }
        #expect(html.contains("Evidence: the \(rules.count) rules behind this trace"))
        // Every row's mark is a link: as many as there are events.
        #expect(html.components(separatedBy: "<a href=\"#p-rule-").count - 1 == trace.events.count)
    }

    @Test func aLongRunIsDrawnUpToTheLimitWithANote() {
        let source = "root nav(A)\nlaunch\n" + String(repeating: "push B\npop\n", count: 400)
        let trace = Scenarios.run(source)
        #expect(trace.events.count > RunRenderer.maximumDrawnEvents)
        let html = RunRenderer.render(trace, name: "long", index: 0, idPrefix: "l", rules: .catalogue(.english))
        #expect(html.contains("This run has \(trace.events.count) callbacks"))
        #expect(html.components(separatedBy: "<tr data-seq=").count - 1 <= RunRenderer.maximumDrawnEvents)
        // Only the last step's screen is drawn past the picture limit.
        #expect(html.components(separatedBy: "class=\"sim-screen\"").count - 1 == 1)
    }

    /// A Chinese page words every evidence note, and every mark's title, in Chinese; no English summary is
    /// left on it.
    @Test func aChinesePageGivesTheRulesInChinese() {
        let trace = Scenarios.run(Scenarios.pushPop, ios: 17)
        let html = RunRenderer.render(
            trace, name: "push-pop", index: 0, idPrefix: "p", language: .simplifiedChinese,
            rules: .catalogue(.simplifiedChinese))
        for rule in Set(trace.events.map { $0.rule }) {
            #expect(html.contains("title=\"\(HTMLEscaping.escaped(rule.summary.chinese))\""), "\(rule.id)")
            #expect(html.contains("<p>\(HTMLEscaping.escaped(rule.summary.chinese))</p>"), "\(rule.id)")
            #expect(!html.contains(HTMLEscaping.escaped(rule.summary.english)), "\(rule.id)")
        }
        #expect(html.contains("<em>与此不符</em>") == trace.events.contains { $0.rule.sources.contains { $0.disagrees } })
    }

    /// Without descriptions (a page whose rule-descriptions.js did not load) a run is still drawn: each mark
    /// links to its rule, named by id and level.
    @Test func withoutDescriptionsTheNotesNameTheRulesOnly() {
        let trace = Scenarios.run(Scenarios.pushPop, ios: 17)
        let html = RunRenderer.render(trace, name: "push-pop", index: 0, idPrefix: "p", rules: RuleDescriptions())
        #expect(!html.contains(#/-rule-[^"]*" title=/#))
        #expect(html.contains("#p-rule-navigation.push\">"))
        #expect(!html.contains("<dd><p>"))
        #expect(html.components(separatedBy: "<a href=\"#p-rule-").count - 1 == trace.events.count)
        #expect(html.contains("<code>navigation.push</code>"))
    }
}

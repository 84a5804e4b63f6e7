import Testing
import VCLabEngine
import VCLabSupport

@testable import VCLabSimulationHTML

/// A run as the page draws it: every evidence mark leads to its rule and the rule's sources (issue 12's
/// checkable evidence, on the site).
@Suite struct RunRendererTests {
    @Test func everyEvidenceMarkLinksToItsRuleWhichIsListedOnceWithItsSources() throws {
        let trace = Scenarios.run(Scenarios.pushPop, ios: 17)
        let html = RunRenderer.render(trace, name: "push-pop", index: 0, idPrefix: "p")
        let rules = Set(trace.events.map { $0.rule })
        for rule in rules {
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
        let html = RunRenderer.render(trace, name: "long", index: 0, idPrefix: "l")
        #expect(html.contains("This run has \(trace.events.count) callbacks"))
        #expect(html.components(separatedBy: "<tr data-seq=").count - 1 <= RunRenderer.maximumDrawnEvents)
        // Only the last step's screen is drawn past the picture limit.
        #expect(html.components(separatedBy: "class=\"sim-screen\"").count - 1 == 1)
    }
}

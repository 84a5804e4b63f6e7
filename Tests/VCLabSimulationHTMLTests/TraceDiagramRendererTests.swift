import Testing
import VCLabEngine
import VCLabTestSupport

@testable import VCLabSimulationHTML

@Suite struct TraceDiagramRendererTests {
    /// A child added to a visible parent: nested forwarding, several lifelines, inferred events.
    static let containment = "root P\nlaunch\nadd C to P\nremove C\n"

    @Test func drawsTheContainmentTrace() throws {
        let trace = Scenarios.run(Self.containment, ios: 9)
        try expectGolden(
            TraceDiagramRenderer.render(trace, titleID: "d-title", title: "Containment on iOS 9"),
            named: "containment-ios9.svg")
    }

    /// On iOS 10 the pop lays the uncovered `A` out (`layout.on-return`, disputed); iOS 17's launch had the only
    /// disputed event of this scenario before issue 23 settled it.
    @Test func hasOneLifelinePerControllerAndOneRowPerCallback() {
        let trace = Scenarios.run(Scenarios.pushPop, ios: 10)
        let svg = TraceDiagramRenderer.render(trace, titleID: "t", title: "t")
        #expect(TraceDiagramRenderer.participants(of: trace) == ["app", "A", "nav1", "B"])
        #expect(svg.components(separatedBy: "<g class=\"lifeline").count - 1 == 5)
        #expect(svg.components(separatedBy: "<g class=\"ev").count - 1 == trace.events.count)
        #expect(svg.components(separatedBy: "class=\"band ").count - 1 == trace.steps.count)
        let inferred = trace.events.filter { $0.evidence == .inferred }.count
        let disputed = trace.events.filter { $0.evidence == .disputed }.count
        #expect(inferred > 0 && disputed > 0)
        #expect(svg.components(separatedBy: "ev-inferred").count - 1 == inferred + disputed)
        #expect(svg.components(separatedBy: "> inferred</tspan>").count - 1 == inferred)
        #expect(svg.components(separatedBy: "> disputed</tspan>").count - 1 == disputed)
    }

    @Test func drawsTheContainmentTraceAsAListForNarrowScreens() throws {
        let trace = Scenarios.run(Self.containment, ios: 9)
        try expectGolden(
            TraceDiagramRenderer.renderNarrow(trace, titleID: "d-title"), named: "containment-ios9-narrow.html")
    }

    /// The list form has what the drawing has: every step, every callback with its caller and whole label, and the
    /// uncertain orderings, so a phone loses nothing.
    @Test func theNarrowFormHasEveryCallbackWithItsCaller() {
        let trace = Scenarios.run(Scenarios.pushPop)
        let html = TraceDiagramRenderer.renderNarrow(trace, titleID: "t")
        let callers = TraceDiagramRenderer.callerIndices(of: trace.events)
        #expect(html.components(separatedBy: "<li class=\"ev ").count - 1 == trace.events.count)
        #expect(html.components(separatedBy: "<li class=\"lanes-step\">").count - 1 == trace.steps.count)
        for (index, event) in trace.events.enumerated() {
            let caller = callers[index].map { trace.events[$0].controller } ?? "UIKit"
            let row =
                "data-seq=\"\(event.sequence)\"><span class=\"ev-seq\">\(event.sequence)</span>"
                + "<span class=\"ev-route\">\(caller) → \(event.controller)</span><span class=\"ev-label\">"
                + TraceDiagramRenderer.namePair(event, tag: "span")
            #expect(html.contains(row), "event \(event.sequence)")
        }
        #expect(callers.contains { $0 != nil }, "the scenario has nested calls")
        let uncertain = trace.events.filter { $0.evidence.isUncertain }.count
        #expect(uncertain > 0)
        #expect(html.components(separatedBy: " ev-inferred\"").count - 1 == uncertain)
        #expect(html.components(separatedBy: "<span class=\"ev-tag\">").count - 1 == uncertain)
    }

    @Test func findsTheCallerOfEveryNestedCall() {
        func event(_ step: Int, _ depth: Int) -> TraceEvent {
            TraceEvent(
                sequence: 0, step: step, controller: "A", callback: .viewDidLoad, animated: nil, depth: depth,
                rule: .initCode)
        }
        let events = [event(1, 0), event(1, 1), event(1, 2), event(1, 1), event(1, 0), event(2, 1), event(2, 3)]
        #expect(TraceDiagramRenderer.callerIndices(of: events) == [nil, 0, 1, 0, nil, nil, 5])
    }

    @Test func namesBothWaysOnlyWhenTheNamesDiffer() {
        let load = TraceEvent(
            sequence: 1, step: 1, controller: "A", callback: .viewDidLoad, animated: nil, depth: 0,
            rule: .initCode)
        #expect(TraceDiagramRenderer.namePair(load) == "A.viewDidLoad")
        var appear = load
        appear.callback = .viewWillAppear
        #expect(
            TraceDiagramRenderer.namePair(appear)
                == "<tspan class=\"n-swift\">A.viewWillAppear</tspan><tspan class=\"n-objc\">A.viewWillAppear:</tspan>")
    }
}

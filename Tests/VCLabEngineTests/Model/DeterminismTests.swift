import Foundation
import Testing
import VCLabEngine

/// The same scenario gives byte-identical JSON and text, and the JSON has the contract's shape.
@Suite struct DeterminismTests {
    static let source =
        "ios 17\nroot tabs(nav(A), B)\nlaunch\npush C\ntab B\npresent D\ndismiss\nrotate\nmemory warning\n"

    @Test func twoRunsGiveTheSameBytes() throws {
        let first = try #require(LifecycleEngine.run(source: Self.source, path: "d.sim").trace)
        let second = try #require(LifecycleEngine.run(source: Self.source, path: "d.sim").trace)
        #expect(TraceJSONFormatter.format(first) == TraceJSONFormatter.format(second))
        #expect(TraceTextFormatter.format(first) == TraceTextFormatter.format(second))
    }

    @Test func jsonFollowsTheContract() throws {
        let trace = try #require(LifecycleEngine.run(source: Self.source, path: "d.sim").trace)
        let data = Data(TraceJSONFormatter.format(trace).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["ios"] as? String == "17.0")
        #expect(object["device"] as? String == "iphone")
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.count == 7)
        #expect(steps[1]["text"] as? String == "push C")
        #expect(steps[1]["line"] as? Int == 4)
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.count == trace.events.count)
        let sequences = events.compactMap { $0["seq"] as? Int }
        #expect(sequences == Array(1...events.count))
        let appear = try #require(events.first { $0["callback"] as? String == "viewWillAppear" })
        #expect(appear["objc"] as? String == "viewWillAppear:")
        #expect(appear["animated"] is Bool)
        let load = try #require(events.first { $0["callback"] as? String == "loadView" })
        #expect(load["animated"] is NSNull)
        #expect(["documented", "observed", "inferred"].contains(load["evidence"] as? String ?? ""))
        let states = try #require(object["states"] as? [[String: Any]])
        #expect(states.count == steps.count)
        let controllers = try #require(states[0]["controllers"] as? [String: [String: Any]])
        let a = try #require(controllers["A"])
        #expect(a["alive"] as? Bool == true)
        #expect(a["appearance"] as? String == "appeared")
        #expect((a["frame"] as? [Double]) == [0, 0, 390, 844])
        #expect(controllers["B"]?["frame"] is NSNull)
    }

    @Test func jsonEscapesUntrustedText() {
        #expect(
            TraceJSONFormatter.format(
                Trace(
                    ios: IOSVersion(17), device: .iphone,
                    steps: [Trace.Step(index: 1, line: 1, text: "a\"</script>\u{1}")], events: [], states: [])
            )
            .contains(#""a\"\u003c/script\u003e\u0001""#))
    }
}

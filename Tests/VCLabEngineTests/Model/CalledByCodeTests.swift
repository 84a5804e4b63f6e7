import Testing

@testable import VCLabEngine

/// Issue 13: the calls a custom container's own code makes are told apart from UIKit's.
@Suite struct CalledByCodeTests {
    func events(_ source: String) throws -> [TraceEvent] {
        try #require(LifecycleEngine.run(source: source, path: "t.sim").trace).events
    }

    @Test func containmentMarksTheCallsTheContainerMakes() throws {
        let events = try events("root A\nlaunch\nadd C to A\nremove C\n")
        let marked = events.filter(\.isCalledByCode).map { "\($0.step) \($0.qualifiedName)" }
        // addChild sends willMove and the code sends didMove; the code sends willMove(nil) and
        // removeFromParent sends didMove(nil).
        #expect(marked == ["2 C.didMove(toParent:)", "3 C.willMove(toParent:)"])
    }

    @Test func uikitContainersMakeTheirOwnCalls() throws {
        let events = try events("root nav(A)\nlaunch\npush B\npop\n")
        #expect(events.allSatisfy { !$0.isCalledByCode })
    }

    @Test func theTextTraceMarksThem() throws {
        let trace = try #require(LifecycleEngine.run(source: "root A\nlaunch\nadd C to A\n", path: "t.sim").trace)
        let text = TraceTextFormatter.format(trace)
        #expect(text.contains("C.didMove(toParent:) ◆ your code"))
        #expect(text.split(separator: "\n").filter { $0.contains("◆ your code") }.count == 1)
    }
}

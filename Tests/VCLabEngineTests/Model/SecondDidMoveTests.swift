import Testing
import VCLabEngine

/// The second `didMove(toParent:)` when a child is added to a parent on screen. One printed log shows UIKit
/// calling it after `viewDidAppear`: mattyohe/children (https://github.com/mattyohe/children, iOS 9 simulator,
/// 2015: "calling didMove / didMoveToParent … viewDidAppear / didMoveToParent"). Apple's page documents one
/// call, the container's own "immediately after calling the addChild(_:) method"
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)), and the reference
/// (S19) says whether the second call happens on other versions "is not established"; so it belongs to iOS 9.
@Suite struct SecondDidMoveTests {
    func didMoves(on version: String) throws -> [TraceEvent] {
        let run = LifecycleEngine.run(source: "ios \(version)\nroot P\nlaunch\nadd C to P\n", path: "t.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        return trace.events(ofStep: 2).filter { $0.qualifiedName == "C.didMove(toParent:)" }
    }

    @Test(arguments: ["9", "9.3"])
    func iOS9SendsItAfterViewDidAppear(version: String) throws {
        let calls = try didMoves(on: version)
        #expect(calls.count == 2)
        #expect(calls.last?.rule == .secondDidMoveObserved)
        #expect(calls.last?.evidence == .observed)
    }

    @Test(arguments: ["5", "8.4", "10", "12", "17", "26"])
    func otherVersionsHearOnlyTheContainersCall(version: String) throws {
        let calls = try didMoves(on: version)
        #expect(calls.count == 1)
        #expect(calls.first?.isCalledByCode == true)
    }
}

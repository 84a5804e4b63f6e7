import Testing
import VCLabEngine
import VCLabSupport

/// `segue B push refused`: a segue the storyboard triggers, refused by the source. Apple's page for
/// `shouldPerformSegue(withIdentifier:sender:)` (iOS 6+): "true if the segue should be performed or false if it
/// should be ignored" (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)).
/// The reference's S3 puts it first, before the destination's `init(coder:)`: a refused segue creates nothing.
@Suite struct RefusedSegueTests {
    @Test(arguments: ["push", "modal"])
    func theSourceIsAskedAndNothingElseHappens(kind: String) throws {
        let run = LifecycleEngine.run(
            source: "ios 17\nstoryboard A B\nroot nav(A)\nlaunch\nsegue B \(kind) refused\n", path: "t.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        #expect(trace.events(ofStep: 2).map(\.qualifiedName) == ["A.shouldPerformSegue(withIdentifier:sender:)"])
        #expect(trace.states.last?.controller(named: "B") == nil)
        #expect(trace.states.last?.controller(named: "A")?.appearance == .appeared)
    }

    @Test func aPerformedSegueIsNotAsked() throws {
        let run = LifecycleEngine.run(source: "storyboard A B\nroot nav(A)\nlaunch\nsegue B push\n", path: "t.sim")
        let trace = try #require(run.trace)
        #expect(!trace.events(ofStep: 2).contains { $0.callback == .shouldPerformSegue })
    }

    @Test func refusingNeedsIOS6() {
        let run = LifecycleEngine.run(
            source: "ios 5\nstoryboard A B\nroot nav(A)\nlaunch\nsegue B push refused\n", path: "t.sim")
        #expect(run.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        #expect(run.diagnostics.first?.location.column == 14)
    }

    @Test func theSegueStillNeedsAStoryboardSource() {
        let run = LifecycleEngine.run(source: "root nav(A)\nlaunch\nsegue B push refused\n", path: "t.sim")
        #expect(run.diagnostics.map(\.id) == ["scenario.segue-needs-storyboard"])
    }
}

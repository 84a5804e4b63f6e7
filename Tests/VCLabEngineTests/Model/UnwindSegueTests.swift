import Testing
import VCLabEngine
import VCLabSupport

/// `unwind to A`. Apple's technical note TN2298 (https://developer.apple.com/library/content/technotes/tn2298/_index.html)
/// lists the unwind process: "The unwind segue traverses your navigation hierarchy to locate the destination view
/// controller", "The view controller that initiated the unwind segue is sent a prepareForSegue:sender: message",
/// "The destination view controller's unwind action is invoked", "The unwind segue animates the visual transition".
/// The destination answers `canPerformUnwindSegueAction(_:from:withSender:)` (iOS 6–12; `(_:from:sender:)` from 13)
/// during the search; from iOS 9 UIKit "calls unwind(for:towards:) on any view controllers in the unwind path" and a
/// container shows the child the segue leads to
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/unwind(for:towards:)).
@Suite struct UnwindSegueTests {
    func names(_ source: String, step: Int) throws -> [String] {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        return trace.events(ofStep: step).map(\.qualifiedName)
    }

    @Test func aPopUnwindFindsPreparesActsThenPops() throws {
        let events = try names(
            "ios 17\nstoryboard A B C\nroot nav(A)\nlaunch\nsegue B push\nsegue C push\nunwind to A\n", step: 4)
        #expect(
            Array(events.prefix(4)) == [
                "A.canPerformUnwindSegueAction(_:from:sender:)", "C.prepare(for:sender:)", "A.unwind(_:)",
                "nav1.unwind(for:towards:)",
            ])
        let rest = Array(events.dropFirst(4))
        #expect(rest.contains("C.viewWillDisappear") && rest.contains("A.viewDidAppear"))
        #expect(rest.contains("C.deinit") && rest.contains("B.deinit"))
        #expect(
            try #require(rest.firstIndex(of: "C.viewWillDisappear")) < #require(rest.firstIndex(of: "A.viewDidAppear")))
    }

    @Test func aModalUnwindDismissesAfterTheAction() throws {
        let events = try names("ios 12\nstoryboard A B\nroot A\nlaunch\nsegue B modal\nunwind to A\n", step: 3)
        #expect(
            Array(events.prefix(3)) == [
                "A.canPerformUnwindSegueAction(_:from:withSender:)", "B.prepare(for:sender:)", "A.unwind(_:)",
            ])
        #expect(Array(events.dropFirst(3)).first == "B.viewWillDisappear")
        #expect(events.last == "B.deinit")
        #expect(!events.contains { $0.hasSuffix(".unwind(for:towards:)") })
    }

    @Test func beforeIOS9TheNavigationControllerIsNotTold() throws {
        let events = try names("ios 8\nstoryboard A B\nroot nav(A)\nlaunch\nsegue B push\nunwind to A\n", step: 3)
        #expect(!events.contains("nav1.unwind(for:towards:)"))
        #expect(events.contains("A.unwind(_:)") && events.contains("B.deinit"))
    }

    @Test func theDestinationMustBeOnThePath() {
        let run = LifecycleEngine.run(source: "storyboard A B\nroot nav(A)\nlaunch\nunwind to B\n", path: "t.sim")
        #expect(run.diagnostics.map(\.id) == ["scenario.not-on-unwind-path"])
        #expect(run.diagnostics.first?.location.column == 11)
    }

    @Test func unwindSeguesNeedIOS6AndAStoryboardSource() {
        let early = LifecycleEngine.run(source: "ios 5\nstoryboard A\nroot nav(A)\nlaunch\nunwind to A\n", path: "t")
        #expect(early.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        let code = LifecycleEngine.run(source: "root nav(A)\nlaunch\npush B\nunwind to A\n", path: "t")
        #expect(code.diagnostics.map(\.id) == ["scenario.segue-needs-storyboard"])
    }
}

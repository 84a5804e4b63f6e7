import Testing
import VCLabEngine
import VCLabSupport

/// `modal B`: `isModalInPresentation`. Apple: it "prevents the interactive dismissal of the view controller while it
/// is onscreen" (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation), and the
/// delegate's `presentationControllerDidAttemptToDismiss(_:)` is told "that a user-initiated attempt to dismiss a
/// view was prevented" when `isModalInPresentation` is true
/// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)).
/// The reference's S15: "If B.isModalInPresentation == true: only presentationControllerDidAttemptToDismiss(_:);
/// no appearance callbacks." A dismissal in code is not interactive, so it still works.
@Suite struct ModalInPresentationTests {
    let source = "ios 17\nmodal B\nroot A\nlaunch\npresent B\n"

    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    @Test(arguments: ["swipe down", "swipe down cancel"])
    func aSwipeOnlyTellsTheDelegate(swipe: String) throws {
        let trace = try trace(source + swipe + "\n")
        #expect(trace.events(ofStep: 3).map(\.qualifiedName) == ["B.presentationControllerDidAttemptToDismiss"])
        #expect(trace.states.last?.controller(named: "B")?.appearance == .appeared)
    }

    @Test func dismissingInCodeStillWorks() throws {
        let events = try trace(source + "swipe down\ndismiss\n").events(ofStep: 4).map(\.qualifiedName)
        #expect(events == ["B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"])
    }

    @Test func withoutTheDeclarationTheSwipeDismisses() throws {
        let trace = try trace("ios 17\nroot A\nlaunch\npresent B\nswipe down\n")
        let events = trace.events(ofStep: 3).map(\.qualifiedName)
        #expect(!events.contains("B.presentationControllerDidAttemptToDismiss"))
        #expect(events.contains("B.deinit"))
    }

    @Test func theDeclarationNeedsIOS13() {
        let run = LifecycleEngine.run(source: "ios 12\nmodal B\nroot A\nlaunch\n", path: "t.sim")
        #expect(run.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        #expect(run.diagnostics.first?.location.line == 2)
    }
}

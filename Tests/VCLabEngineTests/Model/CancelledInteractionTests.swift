import Testing
import VCLabEngine

/// Cancelled interactive transitions by version (issue 23, section 3). The expected orders are written from the
/// sources the rule table cites for `navigation.swipe-back-cancelled`, `navigation.swipe-back-cancelled-ios10`
/// and `modal.sheet-swipe-cancelled`, never from the engine's output.
@Suite struct CancelledInteractionTests {
    func appearance(_ source: String, step: Int) throws -> [String] {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        let appearance: Set<Callback> = [
            .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        ]
        return trace.events(ofStep: step).filter { appearance.contains($0.callback) }.map(\.qualifiedName)
    }

    /// iOS 7 (https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html, "Canceled
    /// Interactive Popping") and iOS 8 (the log printed at https://blog.csdn.net/wf96390/article/details/51045165,
    /// 2015-04-14: CurrentView Will Appear, Will Disappear, Did Disappear, NewView Will appear, Did appear): the
    /// controller below is wound back with a disappearance pair.
    @Test(arguments: ["7", "8", "9"])
    func beforeIOS10TheControllerBelowIsWoundBack(version: String) throws {
        let events = try appearance("ios \(version)\nroot nav(A, B)\nlaunch\nswipe back cancel\n", step: 2)
        #expect(
            events == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
    }

    /// From iOS 10 (https://blog.fenrir-inc.com/jp/2016/11/view-might-appear.html: a cancelled interactive pop
    /// calls only viewWillAppear / viewWillDisappear, never the matching did-callbacks) the controller below hears
    /// viewWillAppear and nothing that undoes it; the staying controller comes back. From iOS 17 it hears
    /// viewIsAppearing again (https://rldd.tistory.com/617: viewWillAppear, viewIsAppearing, viewDidAppear).
    @Test func fromIOS10TheControllerBelowIsLeftAppearingUntold() throws {
        let ios12 = try appearance("ios 12\nroot nav(A, B)\nlaunch\nswipe back cancel\n", step: 2)
        #expect(ios12 == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewWillAppear", "B.viewDidAppear"])
        let ios17 = try appearance("ios 17\nroot nav(A, B)\nlaunch\nswipe back cancel\n", step: 2)
        #expect(
            ios17 == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewWillAppear",
                "B.viewIsAppearing", "B.viewDidAppear",
            ])
    }

    /// The controller below is off screen again after the cancel: the completed swipe that follows tells it it
    /// appears, and it is told viewDidAppear then; B is covered and released as after any pop.
    @Test func afterTheUntoldCancelTheNextSwipeCompletes() throws {
        let run = LifecycleEngine.run(
            source: "ios 17\nroot nav(A, B)\nlaunch\nswipe back cancel\nswipe back\n", path: "t.sim")
        let trace = try #require(run.trace)
        #expect(trace.states[1].controller(named: "A")?.appearance == .disappeared)
        let events = trace.events(ofStep: 3).map(\.qualifiedName)
        #expect(events.contains("A.viewDidAppear") && events.contains("B.deinit"), "\(events)")
        let modern = try #require(trace.events(ofStep: 2).first { $0.qualifiedName == "B.viewWillAppear" })
        #expect(modern.rule == .swipeBackCancelledModern && modern.evidence == .inferred)
    }

    /// A cancelled sheet dismissal on iOS 17: the sheet hears viewIsAppearing again between its viewWillAppear
    /// and viewDidAppear (the printed iOS 17 log issue 23 reports; https://rldd.tistory.com/617 for the cancelled
    /// pop). iOS 13–16 keep one viewIsAppearing per stay, as Apple's page reads
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)).
    @Test func aCancelledSheetDismissalHearsViewIsAppearingAgainFromIOS17() throws {
        let ios17 = try appearance("ios 17\nroot A\nlaunch\npresent B\nswipe down cancel\n", step: 3)
        #expect(ios17 == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        let ios15 = try appearance("ios 15\nroot A\nlaunch\npresent B\nswipe down cancel\n", step: 3)
        #expect(ios15 == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    }
}

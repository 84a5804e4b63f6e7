import Testing
import VCLabEngine
import VCLabSupport
import VCLabTestSupport

/// `UIPageViewController` as a container (`pages P`, `child A of P`, `page B in P`). Expected orders come from:
/// - wangling, "The inconsistent order of view transition events" (iOS 7, a page view controller in scroll style):
///   "New viewWillAppear, Current viewWillDisappear, New viewDidAppear, Current viewDidDisappear"
///   (https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html);
/// - SO 48653763 (iOS 11, simulator): `setViewControllers([childVC], direction: .forward, animated: true)` in
///   `viewDidLoad` printed `willMove(toParentViewController:)` before the page's `viewDidLoad()`, and its
///   `viewDidAppear` before `didMove(toParentViewController:)`
///   (https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/48653763/uipageviewcontroller-s-setviewcontroller-invokes-unexpected-view-lifecycle-in-).
/// No published log shows `setViewControllers` between two pages with `animated: false`; the engine keeps the
/// same order there, and marks it inferred.
@Suite struct PageViewControllerTests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    func lines(_ trace: Trace, step: Int) -> [String] {
        trace.events(ofStep: step).map { "\($0.controller).\($0.callback.rawValue)" }
    }

    func index(_ line: String, in lines: [String]) throws -> Int {
        try #require(lines.firstIndex(of: line), "\(line) missing from \(lines)")
    }

    @Test(arguments: ["7", "11", "17"])
    func theNewPageAppearsAroundTheOldPagesDisappearance(ios: String) throws {
        let trace = try trace("ios \(ios)\npages P\nchild A of P\nroot P\nlaunch\npage B in P animated\n")
        let step = lines(trace, step: 2)
        let order = try [
            "B.viewWillAppear", "A.viewWillDisappear", "B.viewDidAppear", "A.viewDidDisappear",
        ].map { try index($0, in: step) }
        #expect(order == order.sorted(), "\(step)")
    }

    @Test func theNewPageIsAddedBeforeItLoadsAndMovedInAfterItAppears() throws {
        let trace = try trace("ios 11\npages P\nchild A of P\nroot P\nlaunch\npage B in P animated\n")
        let step = lines(trace, step: 2)
        #expect(try index("B.willMove(toParent:)", in: step) < index("B.viewDidLoad", in: step))
        #expect(try index("B.viewDidAppear", in: step) < index("B.didMove(toParent:)", in: step))
        #expect(trace.events(ofStep: 2).first { $0.callback == .willMoveToParent }?.rule == .pageSetWillMove)
    }

    /// Up to iOS 5 a memory warning unloads a covered page view controller's view; as it loads again, its
    /// `viewDidLoad` sets the first page again (what `child A of P` stands for), which replaces the page it
    /// showed: only the first page appears, and the other leaves its parent before anything appears.
    @Test func aReloadedPageViewControllerShowsItsFirstPageInsteadOfTheOneItShowed() throws {
        let trace = try trace(
            "ios 5\npages P\nchild A of P\nroot nav(P)\nlaunch\npage B in P\npush X\nmemory warning\npop\n")
        let step = lines(trace, step: 5)
        #expect(step.contains("A.viewWillAppear"), "\(step)")
        #expect(!step.contains("B.viewWillAppear") && !step.contains("B.viewDidLoad"), "\(step)")
        #expect(try index("B.didMove(toParent:)", in: step) < index("P.viewWillAppear", in: step))
        #expect(try index("A.didMove(toParent:)", in: step) < index("P.viewWillAppear", in: step))
        #expect(step.contains("B.deinit"), "\(step)")
        let after = try #require(trace.states.last)
        let alive = after.controllers.filter { $0.isAlive }.map { $0.name }
        #expect(alive.contains("A") && !alive.contains("B"), "\(alive)")
    }

    @Test func theOldPageLeavesItsParentAndIsReleased() throws {
        let trace = try trace("ios 17\npages P\nchild A of P\nroot P\nlaunch\npage B in P instant\n")
        let step = lines(trace, step: 2)
        #expect(
            step.suffix(4) == ["A.willMove(toParent:)", "A.didMove(toParent:)", "B.didMove(toParent:)", "A.deinit"])
        let state = trace.states[1]
        #expect(state.controller(named: "A")?.isAlive == false)
        #expect(state.controller(named: "B")?.appearance == .appeared)
    }

    @Test func aKeptOldPageStaysAliveAndCanComeBack() throws {
        let trace = try trace("ios 17\npages P\nchild A of P\nkeep A\nroot P\nlaunch\npage B in P\npage A in P\n")
        #expect(!lines(trace, step: 2).contains("A.deinit"))
        let back = lines(trace, step: 3)
        #expect(!back.contains("A.viewDidLoad"), "a kept page keeps its view")
        #expect(try index("A.viewWillAppear", in: back) < index("B.viewWillDisappear", in: back))
    }

    @Test func offScreenOnlyTheContainmentCallsRun() throws {
        let trace = try trace(
            "ios 17\npages P\nchild A of P\nroot nav(P)\nkeep P\nlaunch\npresent M fullScreen\npage B in P\n")
        let step = lines(trace, step: 3)
        #expect(
            step == [
                "B.init(nibName:bundle:)", "B.willMove(toParent:)", "B.loadView", "B.viewDidLoad",
                "A.willMove(toParent:)", "A.didMove(toParent:)", "B.didMove(toParent:)", "A.deinit",
            ])
    }

    @Test func theFirstPageAppearsInsideThePageViewControllersCallbacks() throws {
        let trace = try trace("ios 17\npages P\nchild A of P\nroot P\nlaunch\n")
        let willAppear = try #require(
            trace.events.first { $0.controller == "A" && $0.callback == .viewWillAppear })
        #expect(willAppear.depth == 1)
    }

    @Test(arguments: [
        ("ios 17\nroot A\nlaunch\npage B in 1️⃣A\n", "scenario.not-a-page-view-controller"),
        ("ios 4\n1️⃣pages P\nroot P\nlaunch\n", "scenario.unavailable-api"),
        ("ios 4\nroot A\nlaunch\n1️⃣page B in A\n", "scenario.unavailable-api"),
        ("ios 17\npages P\nroot P\nlaunch\npage B 1️⃣P\n", "scenario.invalid-argument"),
        ("ios 17\npages P\nroot P\nlaunch\npage B in P 1️⃣sideways\n", "scenario.invalid-argument"),
        ("ios 17\npages P\nchild A of P\nroot P\nlaunch\npage 1️⃣A in P\n", "scenario.controller-in-use"),
        ("ios 17\npages P\nchild A of P\nroot P\nlaunch\nadd C to 1️⃣P\n", "scenario.invalid-containment"),
        ("ios 17\npages P\nchild A of P\nroot P\nlaunch\nremove 1️⃣A\n", "scenario.invalid-containment"),
        ("ios 17\npages P\nroot tabs(A, P)\nlaunch\npage B in 1️⃣P\n", "scenario.view-not-loaded"),
    ])
    func misuseIsReportedAtItsPlace(marked: String, id: String) throws {
        try MisusedScenario(marked: marked, id: id).expectRefused()
    }
}

import Testing
import VCLabEngine
import VCLabSupport
import VCLabTestSupport

/// The scenario forms of issue 12: `orientation`, `embed … in`, `child … of`, `interrupt`, `add … without
/// didMove` and `rotate` in the background; each parses, runs, and reports its misuse at its place.
@Suite struct FidelityFormTests {
    private func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    private func names(_ trace: Trace, step text: String) throws -> [String] {
        let step = try #require(trace.steps.first { $0.text == text })
        return trace.events(ofStep: step.index).map(\.qualifiedName)
    }

    @Test func theNewFormsParse() throws {
        let result = ScenarioParser.parse(
            "orientation landscape\nembed C in P\nchild D of P\nstoryboard P C\nroot P\nlaunch\ninterrupt call\n"
                + "add E to P without didMove\n",
            path: "t.sim")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let scenario = try #require(result.scenario)
        #expect(scenario.settings.launchesInLandscape)
        #expect(scenario.declarations.contains { $0.kind == .embedded(child: "C", parent: "P", bySegue: true) })
        #expect(scenario.declarations.contains { $0.kind == .embedded(child: "D", parent: "P", bySegue: false) })
        #expect(scenario.steps.map(\.action).contains(.interrupt(.call)))
        #expect(
            scenario.steps.map(\.action).contains(
                .addWithoutDidMove(child: ScenarioStep.Name("E", column: 5), parent: ScenarioStep.Name("P", column: 10))
            ))
    }

    typealias Misuse = MisusedScenario

    static let misuses: [Misuse] = [
        Misuse(marked: "orientation 1️⃣sideways\nroot A\nlaunch\n", id: "scenario.invalid-argument", message: "sideways"),
        Misuse(marked: "root A\nlaunch\ninterrupt 1️⃣phone\n", id: "scenario.invalid-argument", message: "phone"),
        Misuse(
            marked: "ios 6\nroot A\nlaunch\n1️⃣interrupt control-center\n", id: "scenario.unavailable-api",
            message: "control-center"),
        Misuse(
            marked: "ios 4\nroot A\nlaunch\n1️⃣interrupt notification-center\n", id: "scenario.unavailable-api",
            message: "notification-center"),
        Misuse(marked: "embed C in 1️⃣C\nroot C\nlaunch\n", id: "scenario.invalid-containment", message: "itself"),
        Misuse(
            marked: "child C of P\nchild 1️⃣C of Q\nroot P\nlaunch\n", id: "scenario.conflicting-declaration",
            message: "already declared"),
        Misuse(marked: "embed C 1️⃣of P\nroot P\nlaunch\n", id: "scenario.invalid-argument", message: "expected 'in'"),
        Misuse(
            marked: "ios 5\n1️⃣embed C in P\nstoryboard P C\nroot P\nlaunch\n", id: "scenario.unavailable-api",
            message: "embed"),
        Misuse(
            marked: "root A\nlaunch\nadd C to A without 1️⃣didAppear\n", id: "scenario.invalid-argument",
            message: "expected 'didMove'"),
        Misuse(
            marked: "embed C in P\nroot P\n1️⃣launch\n", id: "scenario.segue-needs-storyboard",
            message: "needs 'P' to come from a storyboard"),
        Misuse(
            marked: "child C of N\nroot N = nav(A)\n1️⃣launch\n", id: "scenario.invalid-containment",
            message: "'N' is a navigation controller"),
        Misuse(
            marked: "root A\nlaunch\nbackground\n1️⃣interrupt call\n", id: "scenario.app-in-background",
            message: "in the background"),
        Misuse(marked: "ios 12\n1️⃣scenes off\nroot A\nlaunch\n", id: "scenario.unavailable-api", message: "scenes"),
        Misuse(marked: "scenes 1️⃣maybe\nroot A\nlaunch\n", id: "scenario.invalid-argument", message: "maybe"),
    ]

    @Test(arguments: misuses)
    func misuseIsReportedAtItsPlace(_ misuse: Misuse) throws {
        try misuse.expectRefused()
    }

    /// A landscape launch sizes everything for landscape from the start.
    @Test func aLandscapeLaunchLaysOutInLandscape() throws {
        let landscape = try trace("orientation landscape\nroot A\nlaunch\n")
        let portrait = try trace("root A\nlaunch\n")
        let wide = try #require(landscape.states.first?.controllers.first?.frame)
        let tall = try #require(portrait.states.first?.controllers.first?.frame)
        #expect(wide.width == tall.height && wide.height == tall.width)
    }

    /// Without its didMove the child's own didMove(toParent:) never runs: what a lesson can show it breaks.
    @Test func aChildAddedWithoutDidMoveNeverHearsIt() throws {
        let hidden = try trace("ios 17\nkeep P\nroot A\nlaunch\nload P\nadd C to P without didMove\n")
        #expect(
            try names(hidden, step: "add C to P without didMove") == [
                "C.init(nibName:bundle:)", "C.willMove(toParent:)", "C.loadView", "C.viewDidLoad",
            ])
        let visible = try trace("ios 9\nroot P\nlaunch\nadd C to P without didMove\n")
        let events = try names(visible, step: "add C to P without didMove")
        // Only UIKit's own second call (S19, seen on iOS 9) remains, after viewDidAppear.
        #expect(events.filter { $0 == "C.didMove(toParent:)" }.count == 1)
        #expect(events.last == "C.didMove(toParent:)")
    }

    /// `embed` runs the segue inside the parent's view load: prepare before the parent's viewDidLoad.
    @Test func anEmbedSeguePreparesInsideTheParentsLoad() throws {
        let run = try trace("storyboard P C\nembed C in P\nroot P\nlaunch\n")
        let events = try names(run, step: "launch")
        let load = try #require(events.firstIndex(of: "P.loadView"))
        let prepare = try #require(events.firstIndex(of: "P.prepare(for:sender:)"))
        let didLoad = try #require(events.firstIndex(of: "P.viewDidLoad"))
        #expect(load < prepare && prepare < didLoad)
        #expect(run.events.first { $0.qualifiedName == "C.init(coder:)" }?.depth == 1)
    }

    /// The app delegate hears the memory warning before any controller (S25/S26 with issue 12 point 10).
    @Test func theAppDelegateHearsTheMemoryWarningFirst() throws {
        let run = try trace("root A\nlaunch\nmemory warning\n")
        #expect(
            try names(run, step: "memory warning") == [
                "app.applicationDidReceiveMemoryWarning", "A.didReceiveMemoryWarning",
            ])
    }

    /// With scenes (iOS 13+) the scene enters the foreground at launch and becomes active before the root's
    /// viewDidAppear (issue 23: https://miyablo.sakura.ne.jp/home/development/xcode11-scenedelegate,
    /// https://note.com/npaka/n/n4c5aba831450); the foreground entry's place against the appearance is a note's,
    /// so it is inferred.
    @Test func theSceneLaunchEntersTheForegroundBeforeTheRootAppears() throws {
        let modern = try trace("ios 17\nroot A\nlaunch\n")
        let names = modern.events.map(\.qualifiedName)
        #expect(Array(names.suffix(3)) == ["app.willEnterForeground", "app.didBecomeActive", "A.viewDidAppear"])
        #expect(modern.events.first { $0.callback == .willEnterForeground }?.evidence == .inferred)
        #expect(modern.events.first { $0.callback == .didBecomeActive }?.evidence == .observed)
        // Without scenes iOS 17 keeps the app-delegate order of iOS 11 and later, and a root built in code is
        // created inside didFinishLaunching, as before iOS 13.
        let delegate = try trace("ios 17\nscenes off\nroot A\nlaunch\n")
        let becomesActive = try #require(delegate.events.first { $0.callback == .didBecomeActive })
        #expect(becomesActive.rule == .activeAfterRootAppears)
        #expect(delegate.events.first { $0.qualifiedName == "A.init(nibName:bundle:)" }?.depth == 1)
        let old = try trace("ios 12\nroot A\nlaunch\n")
        #expect(old.events.first { $0.callback == .didBecomeActive }?.evidence == .observed)
    }
}

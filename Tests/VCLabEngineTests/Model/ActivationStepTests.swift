import Testing
import VCLabEngine

/// `on active STEP`: app code inside the launch's `applicationDidBecomeActive`, one level under the app's
/// event, where the versions put that event: after the root's `viewDidAppear` on iOS 8 and from iOS 11
/// (Matt Neuburg's printed launch, https://stackoverflow.com/a/66605799), before it on iOS 9 and 10
/// (https://blog.uso400.net/ios7_8_9_app_lifecycles), and with scenes before it too (the scene's activation
/// during the launch, https://forums.developer.apple.com/forums/thread/732170). What the code sets off in the
/// run loop (the child's appearance) comes after the event returns.
@Suite struct ActivationStepTests {
    func run(_ source: String) -> ScenarioRun { LifecycleEngine.run(source: source, path: "active.sim") }

    func names(_ source: String) throws -> [String] {
        let run = run(source)
        let trace = try #require(run.trace, "\(run.diagnostics)")
        return trace.events.map { String(repeating: "  ", count: $0.depth) + $0.qualifiedName }
    }

    @Test func onIOS12TheChildIsAddedAfterTheRootHasAppeared() throws {
        let names = try names("ios 12\nroot A\nlaunch\non active add C to A\n")
        let active = try #require(names.firstIndex(of: "app.didBecomeActive"))
        #expect(names[active - 1] == "A.viewDidAppear")
        #expect(
            Array(names[(active + 1)...].prefix(6)) == [
                "  C.init(nibName:bundle:)", "  C.willMove(toParent:)", "  C.loadView", "  C.viewDidLoad",
                "  C.viewWillAppear", "  C.didMove(toParent:)",
            ], "\(names)")
        #expect(names.last == "C.viewDidAppear")
    }

    @Test func onIOS9TheChildIsAddedBeforeTheRootHasAppeared() throws {
        let names = try names("ios 9\nroot A\nlaunch\non active add C to A\n")
        let active = try #require(names.firstIndex(of: "app.didBecomeActive"))
        let rootAppeared = try #require(names.firstIndex(of: "A.viewDidAppear"))
        #expect(names[active + 1] == "  C.init(nibName:bundle:)")
        #expect(active < rootAppeared && names[rootAppeared - 1] == "  C.didMove(toParent:)", "\(names)")
    }

    @Test func theLinesFoldIntoTheLaunchInTheirOrder() throws {
        let source = "ios 17\nroot nav(A)\nlaunch\non active add C to A\non active push B\n"
        let trace = try #require(run(source).trace)
        #expect(trace.steps.map(\.text) == ["launch; on active add C to A; on active push B"])
        let names = try self.names(source)
        let active = try #require(names.firstIndex(of: "app.didBecomeActive"))
        #expect(names[active + 1] == "  C.init(nibName:bundle:)")
        let push = try #require(names.firstIndex(of: "  B.init(nibName:bundle:)"))
        #expect(push > active && names[push + 1] == "  B.willMove(toParent:)")
        #expect(names.last == "B.didMove(toParent:)")
    }

    @Test func misuseIsLocatedAndExplained() {
        let late = run("root A\nlaunch\npush B\non active add C to A\n")
        #expect(late.diagnostics.map(\.id) == ["scenario.misplaced-activation-step"])
        #expect(late.diagnostics.first?.location.line == 4)
        #expect(late.diagnostics.first?.message.contains("must follow 'launch'") == true)
        // A step that is the user's or the system's doing, not the app's code, with the steps that are.
        let userAction = run("root A\nlaunch\non active rotate\n")
        #expect(userAction.diagnostics.map(\.id) == ["scenario.invalid-argument"])
        #expect(userAction.diagnostics.first?.message == "unknown app-code step 'rotate'")
        #expect(userAction.diagnostics.first?.location.column == 11)
        #expect(userAction.diagnostics.first?.fixIt?.hasPrefix("expected 'push', 'pop', 'present'") == true)
        let nothing = run("root A\nlaunch\non active\n")
        #expect(nothing.diagnostics.map(\.id) == ["scenario.invalid-argument"])
        #expect(nothing.diagnostics.first?.message.hasPrefix("'active' needs 'push', 'pop'") == true)
        let typo = run("root A\nlaunch\non active psh B\n")
        #expect(typo.diagnostics.first?.fixIt == "did you mean 'push'?")
        let missing = run("root A\nlaunch\non add C to A\n")
        #expect(missing.diagnostics.map(\.id) == ["scenario.invalid-argument"])
        #expect(missing.diagnostics.first?.fixIt == "write it as 'on active add C to A'")
        // A failure of the code itself is reported at its own line, not at the launch's.
        let unknown = run("root A\nlaunch\non active add C to Z\n")
        #expect(unknown.diagnostics.map(\.id) == ["scenario.unknown-controller"])
        #expect(unknown.diagnostics.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (3, 20))
        let beforeLaunch = run("root A\non active push B\nlaunch\n")
        #expect(beforeLaunch.diagnostics.map(\.id) == ["scenario.missing-launch"])
    }
}

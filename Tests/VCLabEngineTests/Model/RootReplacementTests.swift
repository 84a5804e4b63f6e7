import Testing
import VCLabEngine

/// `replace root with EXPR`: `window.rootViewController = …` while the app runs. Apple's page for the property
/// (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller): "If the window has an
/// existing view hierarchy, the old views are removed before the new ones are installed", so the old root
/// disappears before the new one appears. No printed log of the callbacks was found; the old root's release
/// after the step settles follows a report that UIKit releases it through autorelease
/// (https://coderoad.ru/53421089/), and the refusal of a presentation over the old root a report that the
/// presented view stays in the window (https://devpeace.com/ios/26763020/).
@Suite struct RootReplacementTests {
    func run(_ source: String) -> ScenarioRun { LifecycleEngine.run(source: source, path: "root.sim") }

    @Test func theOldRootGoesBeforeTheNewOneAppears() throws {
        let trace = try #require(run("ios 17\nroot Login\nlaunch\nreplace root with nav(Home)\n").trace)
        let names = trace.events(ofStep: 2).map(\.qualifiedName)
        #expect(
            Array(names.prefix(10)) == [
                "Home.init(nibName:bundle:)", "nav1.init(nibName:bundle:)",
                "Login.viewWillDisappear", "Login.viewDidDisappear",
                "nav1.loadView", "nav1.viewDidLoad", "Home.loadView", "Home.viewDidLoad",
                "nav1.viewWillAppear", "Home.viewWillAppear",
            ], "\(names)")
        #expect(Array(names.suffix(3)) == ["nav1.viewDidAppear", "Home.viewDidAppear", "Login.deinit"], "\(names)")
        #expect(
            trace.events(ofStep: 2).filter { $0.controller == "Login" }.allSatisfy {
                $0.rule == .replaceRoot || $0.callback == .deinitialize
            })
        #expect(trace.events(ofStep: 2).allSatisfy { $0.animated != true })
        let state = try #require(trace.states.last)
        #expect(state.controller(named: "Login")?.isAlive == false)
        #expect(state.controller(named: "Home")?.appearance == .appeared)
    }

    @Test func aKeptRootStaysAndANewRootCanBeReplacedAgain() throws {
        let trace = try #require(
            run("ios 12\nkeep A\nroot A\nlaunch\nreplace root with B\nreplace root with A\n").trace)
        #expect(!trace.events(ofStep: 2).contains { $0.qualifiedName == "A.deinit" })
        let back = trace.events(ofStep: 3).map(\.qualifiedName)
        #expect(back.first == "B.viewWillDisappear" && back.contains("A.viewWillAppear") && back.last == "B.deinit")
        #expect(!back.contains("A.viewDidLoad"), "A kept its view")
    }

    @Test func misuseIsLocatedAndExplained() throws {
        let presented = run("root A\nlaunch\npresent B\nreplace root with C\n")
        #expect(presented.diagnostics.map(\.id) == ["scenario.presentation-over-root"])
        #expect(presented.diagnostics.first?.location.line == 4)
        #expect(presented.diagnostics.first?.fixIt == "add 'dismiss' first")
        let inUse = run("root A\nlaunch\nreplace root with A\n")
        #expect(inUse.diagnostics.map(\.id) == ["scenario.controller-in-use"])
        #expect(inUse.diagnostics.first?.location.column == 19)
        let early = run("ios 3\nroot A\nlaunch\nreplace root with B\n")
        #expect(early.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        let missingWith = run("root A\nlaunch\nreplace root B\n")
        #expect(missingWith.diagnostics.map(\.id) == ["scenario.invalid-argument"])
        #expect(missingWith.diagnostics.first?.fixIt == "write it as 'replace root with B'")
        #expect(missingWith.diagnostics.first?.location.column == 14)
        let misplaced = run("root A\nlaunch\nroot nav(B)\n")
        #expect(misplaced.diagnostics.map(\.id) == ["scenario.misplaced-declaration"])
        #expect(misplaced.diagnostics.first?.fixIt == "did you mean 'replace root with nav(B)'?")
        let background = run("root A\nlaunch\nbackground\nreplace root with B\n")
        #expect(background.diagnostics.map(\.id) == ["scenario.app-in-background"])
    }
}

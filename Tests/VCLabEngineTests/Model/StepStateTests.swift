import Testing
import VCLabEngine

/// After each step, the loaded views, appearance states and live controllers are what UIKit would have:
/// each test states the expected world step by step, in the style of a state machine.
@Suite struct StepStateTests {
    struct Expected: Equatable, CustomStringConvertible {
        var alive: Bool
        var loaded: Bool
        var appearance: AppearanceState

        var description: String { "\(alive ? "alive" : "gone") \(loaded ? "loaded" : "unloaded") \(appearance)" }
    }

    static let appeared = Expected(alive: true, loaded: true, appearance: .appeared)
    static let hidden = Expected(alive: true, loaded: true, appearance: .disappeared)
    static let unloaded = Expected(alive: true, loaded: false, appearance: .disappeared)
    static let gone = Expected(alive: false, loaded: false, appearance: .disappeared)

    func run(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "test.sim")
        return try #require(run.trace, "\(run.diagnostics)", sourceLocation: sourceLocation)
    }

    func expectState(
        _ trace: Trace, afterStep step: Int, _ expected: [String: Expected],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let snapshot = trace.states[step - 1]
        var actual: [String: Expected] = [:]
        for controller in snapshot.controllers {
            actual[controller.name] = Expected(
                alive: controller.isAlive, loaded: controller.isViewLoaded, appearance: controller.appearance)
        }
        #expect(actual == expected, "after step \(step)", sourceLocation: sourceLocation)
    }

    @Test func navigationStackKeepsOnlyTheTopOnScreen() throws {
        let trace = try run("root nav(A)\nlaunch\npush B\npush C\npop\npop to root\n")
        expectState(trace, afterStep: 1, ["A": Self.appeared, "nav1": Self.appeared])
        expectState(trace, afterStep: 2, ["A": Self.hidden, "B": Self.appeared, "nav1": Self.appeared])
        expectState(
            trace, afterStep: 3, ["A": Self.hidden, "B": Self.hidden, "C": Self.appeared, "nav1": Self.appeared])
        expectState(trace, afterStep: 4, ["A": Self.hidden, "B": Self.appeared, "C": Self.gone, "nav1": Self.appeared])
        expectState(trace, afterStep: 5, ["A": Self.appeared, "B": Self.gone, "C": Self.gone, "nav1": Self.appeared])
    }

    @Test func tabsLoadEachViewOnFirstSelection() throws {
        let trace = try run("root tabs(A, B, C)\nlaunch\ntab C\ntab A\n")
        expectState(
            trace, afterStep: 1, ["A": Self.appeared, "B": Self.unloaded, "C": Self.unloaded, "tabs1": Self.appeared])
        expectState(
            trace, afterStep: 2, ["A": Self.hidden, "B": Self.unloaded, "C": Self.appeared, "tabs1": Self.appeared])
        expectState(
            trace, afterStep: 3, ["A": Self.appeared, "B": Self.unloaded, "C": Self.hidden, "tabs1": Self.appeared])
    }

    @Test func fullScreenPresentationHidesThePresenterAndASheetDoesNot() throws {
        let fullScreen = try run("ios 12\nroot A\nlaunch\npresent B\ndismiss\n")
        expectState(fullScreen, afterStep: 2, ["A": Self.hidden, "B": Self.appeared])
        expectState(fullScreen, afterStep: 3, ["A": Self.appeared, "B": Self.gone])
        let sheet = try run("ios 13\nroot A\nlaunch\npresent B\ndismiss\n")
        expectState(sheet, afterStep: 2, ["A": Self.appeared, "B": Self.appeared])
        expectState(sheet, afterStep: 3, ["A": Self.appeared, "B": Self.gone])
    }

    @Test func cancelledSwipeLeavesBothWhereTheyWere() throws {
        let trace = try run("ios 7\nroot nav(A)\nlaunch\npush B\nswipe back cancel\nswipe back\n")
        expectState(trace, afterStep: 3, ["A": Self.hidden, "B": Self.appeared, "nav1": Self.appeared])
        expectState(trace, afterStep: 4, ["A": Self.appeared, "B": Self.gone, "nav1": Self.appeared])
    }

    @Test func memoryWarningUnloadsHiddenViewsOnlyBeforeIOS6() throws {
        let source = "root nav(A)\nlaunch\npush B\nmemory warning\npop\n"
        let old = try run("ios 5\n" + source)
        expectState(old, afterStep: 3, ["A": Self.unloaded, "B": Self.appeared, "nav1": Self.appeared])
        expectState(old, afterStep: 4, ["A": Self.appeared, "B": Self.gone, "nav1": Self.appeared])
        let popEvents = old.events(ofStep: 4).map(\.qualifiedName)
        #expect(popEvents.starts(with: ["B.willMove(toParent:)", "A.loadView", "A.viewDidLoad"]))
        let modern = try run("ios 6\n" + source)
        expectState(modern, afterStep: 3, ["A": Self.hidden, "B": Self.appeared, "nav1": Self.appeared])
        #expect(!modern.events(ofStep: 4).contains { $0.callback == .viewDidLoad })
    }

    @Test func manualUnloadReloadsWithoutViewDidUnload() throws {
        let trace = try run("root nav(A)\nlaunch\npush B\nunload A\npop\n")
        expectState(trace, afterStep: 3, ["A": Self.unloaded, "B": Self.appeared, "nav1": Self.appeared])
        #expect(trace.events(ofStep: 3).isEmpty)
        #expect(trace.events(ofStep: 4).contains { $0.qualifiedName == "A.viewDidLoad" })
        #expect(!trace.events.contains { $0.callback == .viewDidUnload })
    }

    @Test func callbacksAppearOnlyOnTheVersionsThatHaveThem() throws {
        let old = try run("ios 4\nroot nav(A)\nlaunch\npush B\npop\n")
        #expect(!old.events.contains { $0.callback == .willMoveToParent || $0.callback == .didMoveToParent })
        #expect(!old.events.contains { $0.callback == .viewWillLayoutSubviews })
        let modern = try run("ios 5\nroot nav(A)\nlaunch\npush B\npop\n")
        #expect(modern.events.filter { $0.callback == .willMoveToParent }.count == 2)
    }

    @Test func segueLoadsTheDestinationAsTheSeedLogShows() throws {
        let trace = try run("ios 6\nstoryboard A B\nroot A\nlaunch\nsegue B modal\n")
        let load = try #require(trace.events.first { $0.qualifiedName == "B.loadView" })
        #expect(load.evidence == .observed)
    }

    @Test func scenesConnectAfterTheLaunchFromIOS13() throws {
        let old = try run("ios 12\nstoryboard A\nroot A\nlaunch\n").events.prefix(3).map(\.qualifiedName)
        #expect(old == ["A.init(coder:)", "A.awakeFromNib", "app.didFinishLaunching"])
        let scene = try run("ios 13\nstoryboard A\nroot A\nlaunch\n").events.prefix(3).map(\.qualifiedName)
        #expect(scene == ["app.didFinishLaunching", "A.init(coder:)", "A.awakeFromNib"])
        let code = try run("ios 12\nroot A\nlaunch\n").events.prefix(2)
        #expect(code.map(\.depth) == [0, 1], "a root built in code is created inside didFinishLaunching")
    }

    @Test func keptControllerOutlivesItsStack() throws {
        let trace = try run("keep B\nroot nav(A)\nlaunch\npush B\npop\npush B\n")
        expectState(trace, afterStep: 3, ["A": Self.appeared, "B": Self.hidden, "nav1": Self.appeared])
        #expect(trace.events.filter { $0.qualifiedName == "B.init(nibName:bundle:)" }.count == 1)
        #expect(!trace.events.contains { $0.qualifiedName == "B.deinit" })
    }

    @Test func aControllerThatNothingHoldsIsDeallocatedRightAfterItsViewLoads() throws {
        let trace = try run("root A\nlaunch\nload B\n")
        #expect(
            trace.events(ofStep: 2).map(\.qualifiedName) == [
                "B.init(nibName:bundle:)", "B.loadView", "B.viewDidLoad", "B.deinit",
            ])
        expectState(trace, afterStep: 2, ["A": Self.appeared, "B": Self.gone])
    }

    @Test func dismissingAContainerDeallocatesItsChildrenInsideItsDeinit() throws {
        let trace = try run("root A\nlaunch\npresent nav(B) fullScreen\npush C\ndismiss\n")
        let deinits = trace.events(ofStep: 4).filter { $0.callback == .deinitialize }
        #expect(deinits.map(\.controller) == ["nav1", "B", "C"])
        #expect(deinits.map(\.depth) == [0, 1, 1])
    }

    @Test func killingTheAppRunsNoCallbackAndNoDealloc() throws {
        let trace = try run("ios 17\nroot nav(A)\nlaunch\npush B\nbackground\nkill\n")
        // Besides the app delegate, only the app switcher's trait snapshots (iOS 13+) reach the controllers.
        let background = trace.events(ofStep: 3)
        #expect(
            background.filter { $0.controller == "app" }.map(\.qualifiedName) == [
                "app.willResignActive", "app.didEnterBackground",
            ])
        #expect(background.allSatisfy { $0.controller == "app" || $0.callback == .traitCollectionDidChange })
        #expect(trace.events(ofStep: 4).isEmpty)
        expectState(trace, afterStep: 4, ["A": Self.gone, "B": Self.gone, "nav1": Self.gone])
    }

    @Test func appearanceForwardingIsNestedOnlyForSystemContainers() throws {
        let trace = try run("ios 17\nroot nav(A)\nlaunch\n")
        let depths = Dictionary(
            trace.events.filter { $0.callback == .viewWillAppear }.map { ($0.controller, $0.depth) },
            uniquingKeysWith: { first, _ in first })
        #expect(depths == ["nav1": 0, "A": 1])
        let custom = try run("ios 17\nroot P\nlaunch\nadd C to P\npresent D fullScreen\ndismiss\n")
        let willAppears = custom.events(ofStep: 4).filter { $0.callback == .viewWillAppear }
        #expect(willAppears.map(\.controller) == ["P", "C"])
        #expect(willAppears.map(\.depth) == [0, 0])
    }
}

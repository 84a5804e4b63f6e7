import Testing
import VCLabEngine
import VCLabSupport

/// `disconnect`. Apple's page for `sceneDidDisconnect(_:)`
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)): "The removal of a scene
/// is a precursor to the destruction of that scene. UIKit disconnects a scene when the user explicitly closes it in
/// the app switcher. UIKit may also disconnect a scene in order to reclaim memory"; Xcode's template
/// (https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4): "Called as the scene is being released by
/// the system. This occurs shortly after the scene enters the background … The scene may re-connect later". The
/// scene's window goes with it, so its controllers are released: they hear nothing but `deinit` (issue 17).
@Suite struct SceneDisconnectionTests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    @Test func theDelegateHearsItThenEveryControllerOnlyDeinitializes() throws {
        let trace = try trace("ios 17\nroot nav(A, B)\nlaunch\npresent C\nbackground\ndisconnect\n")
        let events = trace.events(ofStep: 4)
        #expect(events.first?.qualifiedName == "app.sceneDidDisconnect")
        #expect(events.dropFirst().allSatisfy { $0.callback == .deinitialize }, "\(events.map(\.qualifiedName))")
        #expect(Set(events.dropFirst().map(\.controller)) == ["nav1", "A", "B", "C"])
        #expect(trace.states.last?.controller(named: "B")?.isAlive == false)
    }

    @Test func aControllerHeldElsewhereSurvives() throws {
        let trace = try trace("ios 17\nkeep A\nroot A\nlaunch\nbackground\ndisconnect\n")
        #expect(trace.events(ofStep: 3).map(\.qualifiedName) == ["app.sceneDidDisconnect"])
        #expect(trace.states.last?.controller(named: "A")?.isAlive == true)
    }

    @Test func comingBackConnectsANewSceneWithNewControllers() throws {
        let trace = try trace("ios 17\nroot A\nlaunch\nbackground\ndisconnect\nforeground\n")
        let events = trace.events(ofStep: 4).map(\.qualifiedName)
        #expect(events.first == "app.willEnterForeground")
        #expect(events.contains("A.init(nibName:bundle:)") && events.contains("A.viewDidAppear"))
        // The new scene becomes active before its root's viewDidAppear, as at launch (issue 23), without a second
        // willEnterForeground.
        #expect(Array(events.suffix(2)) == ["app.didBecomeActive", "A.viewDidAppear"])
        #expect(events.filter { $0 == "app.willEnterForeground" }.count == 1)
    }

    @Test func misuseIsReported() {
        let active = LifecycleEngine.run(source: "ios 17\nroot A\nlaunch\ndisconnect\n", path: "t")
        #expect(active.diagnostics.map(\.id) == ["scenario.app-not-in-background"])
        let noScenes = LifecycleEngine.run(source: "scenes off\nroot A\nlaunch\nbackground\ndisconnect\n", path: "t")
        #expect(noScenes.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        let early = LifecycleEngine.run(source: "ios 12\nroot A\nlaunch\nbackground\ndisconnect\n", path: "t")
        #expect(early.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        let twice = LifecycleEngine.run(source: "root A\nlaunch\nbackground\ndisconnect\ndisconnect\n", path: "t")
        #expect(twice.diagnostics.first?.location.line == 5)
    }
}

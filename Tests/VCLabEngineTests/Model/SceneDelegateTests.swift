import Testing
import VCLabEngine
import VCLabSupport

/// `scenes on`: an app that adopts scenes (iOS 13+) and says so hears the scene delegate's callbacks under their
/// own names. Expected orders come from these sources, not from the engine:
///
/// - onmyway133, https://onmyway133.com/posts/how-to-work-with-scenedelegate-in-ios-12: with a scene manifest
///   "the UIApplication won't send background and foreground lifecycle messages to your app delegate"; it "will
///   still receive the willFinishLaunchingWithOptions: and didFinishLaunchingWithOptions: method calls".
/// - Apple, https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:): called
///   "both for newly created and connected scenes" and for scenes coming back from the background, "invariably
///   followed by a call to the sceneDidBecomeActive(_:) method".
/// - An Apple forum thread, https://forums.developer.apple.com/forums/thread/732170, printed at launch
///   `sceneWillEnterForeground`, `sceneDidBecomeActive`.
/// - The Big Nerd Ranch Guide, 7th edition (iOS 13),
///   https://ebookreading.net/view/book/iOS+Programming++The+Big+Nerd+Ranch+Guide++7th+Edition-EB9780135264843_119.html:
///   printed `scene(_:willConnectTo:options:)` then the scene became active; on the Home screen "the scene briefly
///   inactivated and then went into the background state".
/// - Xcode's scene-delegate template, https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4: "If using
///   a storyboard, the `window` property will automatically be initialized and attached to the scene" (so a
///   storyboard's initial controller exists before `willConnectTo`, and code builds its root inside it);
///   `sceneWillResignActive` "may occur due to temporary interruptions (ex. an incoming phone call)".
///
/// The scene's foreground pair at launch comes after the root's viewDidLoad in two printed logs
/// (https://miyablo.sakura.ne.jp/home/development/xcode11-scenedelegate, iOS 13.0;
/// https://note.com/npaka/n/n4c5aba831450, iOS 14) and between viewWillAppear and viewDidAppear in a note
/// (https://github.com/Lemonbrush/My-iOS-Dev-Learning-Tracker); the logs print no appearance callback, so the place
/// against the appearance is `inferred`.
@Suite struct SceneDelegateTests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    func applicationEvents(_ trace: Trace, step: Int) -> [String] {
        trace.events(ofStep: step).filter { $0.controller == "app" }.map(\.qualifiedName)
    }

    @Test func aLaunchConnectsTheSceneAfterTheAppDelegateAndBuildsACodeRootInsideIt() throws {
        let trace = try trace("ios 17\nscenes on\nroot A\nlaunch\n")
        let names = trace.events.map(\.qualifiedName)
        #expect(
            applicationEvents(trace, step: 1) == [
                "app.didFinishLaunching", "app.scene(_:willConnectTo:options:)", "app.sceneWillEnterForeground",
                "app.sceneDidBecomeActive",
            ])
        #expect(
            Array(names.prefix(3)) == [
                "app.didFinishLaunching", "app.scene(_:willConnectTo:options:)", "A.init(nibName:bundle:)",
            ])
        let initializer = try #require(trace.events.first { $0.qualifiedName == "A.init(nibName:bundle:)" })
        #expect(initializer.depth == 1)
        // The pair comes together, right before the root's viewDidAppear; its place against the appearance is
        // the note's, so inferred; the activation right after the foreground entry is observed.
        #expect(
            Array(names.suffix(3)) == ["app.sceneWillEnterForeground", "app.sceneDidBecomeActive", "A.viewDidAppear"])
        let foreground = try #require(trace.events.first { $0.callback == .sceneWillEnterForeground })
        #expect(foreground.rule == .sceneForegroundAtLaunch && foreground.evidence == .inferred)
        let active = try #require(trace.events.first { $0.callback == .sceneDidBecomeActive })
        #expect(active.rule == .sceneActiveAtLaunch && active.evidence == .observed)
        // The app delegate hears none of the four events once the app adopts scenes.
        #expect(!trace.events.contains { [.willEnterForeground, .didBecomeActive].contains($0.callback) })
    }

    @Test func aStoryboardsInitialControllerExistsBeforeTheSceneConnects() throws {
        let trace = try trace("ios 17\nscenes on\nstoryboard A\nroot A\nlaunch\n")
        #expect(
            Array(trace.events.map(\.qualifiedName).prefix(5)) == [
                "app.didFinishLaunching", "A.init(coder:)", "A.awakeFromNib", "app.scene(_:willConnectTo:options:)",
                "A.loadView",
            ])
    }

    @Test func backgroundForegroundAndInterruptionsUseTheSceneDelegatesNames() throws {
        let trace = try trace("ios 17\nscenes on\nroot A\nlaunch\nbackground\nforeground\ninterrupt call\n")
        #expect(applicationEvents(trace, step: 2) == ["app.sceneWillResignActive", "app.sceneDidEnterBackground"])
        #expect(applicationEvents(trace, step: 3) == ["app.sceneWillEnterForeground", "app.sceneDidBecomeActive"])
        #expect(applicationEvents(trace, step: 4) == ["app.sceneWillResignActive", "app.sceneDidBecomeActive"])
        // No controller hears the interruption; the snapshots of the app switcher still reach them in the background.
        #expect(trace.events(ofStep: 4).allSatisfy { $0.controller == "app" })
        #expect(trace.events(ofStep: 2).filter { $0.callback == .traitCollectionDidChange }.count == 2)
        #expect(trace.events(ofStep: 2).first?.rule == .sceneEnterBackground)
        #expect(trace.events(ofStep: 3).first?.rule == .sceneEnterForeground)
        #expect(trace.events(ofStep: 4).first?.rule == .sceneInterruption)
    }

    @Test func theAppDelegateKeepsWhatScenesDoNotTakeOver() throws {
        let trace = try trace("ios 17\nscenes on\nroot A\nlaunch\nmemory warning\n")
        #expect(applicationEvents(trace, step: 2) == ["app.applicationDidReceiveMemoryWarning"])
    }

    @Test func aDisconnectedSceneComesBackConnectingAsAtLaunch() throws {
        let trace = try trace("ios 17\nscenes on\nroot A\nlaunch\nbackground\ndisconnect\nforeground\n")
        #expect(trace.events(ofStep: 3).map(\.qualifiedName) == ["app.sceneDidDisconnect", "A.deinit"])
        let names = trace.events(ofStep: 4).map(\.qualifiedName)
        #expect(Array(names.prefix(2)) == ["app.scene(_:willConnectTo:options:)", "A.init(nibName:bundle:)"])
        #expect(
            Array(names.suffix(3)) == ["app.sceneWillEnterForeground", "app.sceneDidBecomeActive", "A.viewDidAppear"])
        #expect(!names.contains("app.didFinishLaunching"))
    }

    /// Lesson 10 was written with `app.…` standing for both delegates: without the setting nothing is renamed.
    @Test func withoutTheSettingTheAppDelegatesNamesStand() throws {
        let named = try trace("ios 17\nroot A\nlaunch\nbackground\nforeground\n")
        #expect(
            applicationEvents(named, step: 1) == [
                "app.didFinishLaunching", "app.willEnterForeground", "app.didBecomeActive",
            ])
        #expect(applicationEvents(named, step: 2) == ["app.willResignActive", "app.didEnterBackground"])
        #expect(applicationEvents(named, step: 3) == ["app.willEnterForeground", "app.didBecomeActive"])
        let off = try trace("ios 17\nscenes off\nroot A\nlaunch\nbackground\n")
        #expect(applicationEvents(off, step: 2) == ["app.willResignActive", "app.didEnterBackground"])
    }

    @Test func theObjectiveCNamesAreTheSelectorsAndQuizzesCanNameThem() {
        #expect(Callback.sceneWillConnect.objectiveCSelector == "scene:willConnectToSession:options:")
        #expect(Callback.sceneWillEnterForeground.objectiveCSelector == "sceneWillEnterForeground:")
        #expect(Callback.sceneDidEnterBackground.objectiveCSelector == "sceneDidEnterBackground:")
        #expect(Callback(named: "sceneDidBecomeActive") == .sceneDidBecomeActive)
        #expect(Callback(named: "sceneWillResignActive:") == .sceneWillResignActive)
        #expect(Callback(named: "scene(_:willConnectTo:options:)") == .sceneWillConnect)
        #expect(Callback.sceneWillConnect.isApplicationEvent && Callback.sceneWillConnect.family == .application)
        #expect(!Callback.sceneDidBecomeActive.availability.contains(IOSVersion(12, 4)))
        #expect(Callback.sceneDidBecomeActive.availability.contains(IOSVersion(13)))
    }

    /// Scenes exist from iOS 13: the setting is an error on 12.x and accepted on 13.0.
    @Test func theSettingIsBoundToIOS13() throws {
        let early = LifecycleEngine.run(source: "ios 12.4\nscenes on\nroot A\nlaunch\n", path: "t")
        #expect(early.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        #expect(early.diagnostics.first?.location.line == 2)
        let first = try trace("ios 13.0\nscenes on\nroot A\nlaunch\n")
        #expect(first.events.contains { $0.callback == .sceneWillConnect })
    }
}

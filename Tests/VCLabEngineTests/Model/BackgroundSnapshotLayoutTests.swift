import Testing
import VCLabEngine

/// An iPad going to the background from iOS 9 (issue 23, section 4): "When I click Home to put the app into the
/// background, after applicationDidEnterBackground, iOS calls my view's layoutSubviews twice, with portrait and
/// landscape sizes, trying to generate an app snapshot" (iOS 9.3.2, iPad mini,
/// https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher).
/// The report names no size-transition callback, so none is expected.
@Suite struct BackgroundSnapshotLayoutTests {
    func background(_ settings: String) throws -> [TraceEvent] {
        let run = LifecycleEngine.run(source: "\(settings)\nroot A\nlaunch\nbackground\n", path: "t.sim")
        return Array(try #require(run.trace, "\(run.diagnostics)").events(ofStep: 2))
    }

    @Test func anIPadOnIOS9IsLaidOutTwiceForTheSnapshots() throws {
        let events = try background("ios 9\ndevice ipad")
        let layout = events.filter { $0.callback == .viewWillLayoutSubviews || $0.callback == .viewDidLayoutSubviews }
        #expect(
            layout.map(\.qualifiedName) == [
                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews",
            ])
        // Both passes come after the app has entered the background.
        let entered = try #require(events.firstIndex { $0.callback == .didEnterBackground })
        #expect(events.firstIndex { $0.callback == .viewWillLayoutSubviews }! > entered)
        #expect(events.filter { $0.callback == .viewWillLayoutSubviews }.allSatisfy { $0.rule == .layoutForSnapshots })
        #expect(!events.contains { $0.callback == .viewWillTransitionToSize })
    }

    @Test(arguments: ["ios 8\ndevice ipad", "ios 9\ndevice iphone"])
    func anIPhoneOrAnOlderIPadIsNotLaidOut(settings: String) throws {
        #expect(!(try background(settings)).contains { $0.controller == "A" })
    }
}

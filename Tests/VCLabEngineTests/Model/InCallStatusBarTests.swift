import Testing
import VCLabEngine
import VCLabSupport

/// The in-call status bar and `interrupt call`. A call the user ignores or declines only resigns and regains
/// active; one the user answers sends the app to the background: "If the user ignores the call, your
/// application will regain focus. If the user answers the phone, your application will go into a suspended
/// state" (Programming the iPhone User Experience,
/// https://www.oreilly.com/library/view/programming-the-iphone/9780596805760/ch05s03.html); "If, instead of
/// dismissing the interruption … the user accepted a phone call, your app is suspended" (Apple's Audio Session
/// Programming Guide, 2014, https://developer.apple.com/library/archive/documentation/Audio/Conceptual/AudioSessionProgrammingGuide/HandlingAudioInterruptions/HandlingAudioInterruptions.html).
/// So `interrupt call` leaves the status bar alone, and the double-height bar belongs to a return to the app
/// during an answered call: `background`, `statusbar in-call`, `foreground`. When the bar doubles, a plain
/// root view moves down 20 pt and loses 20 pt of height (iOS 7, http://y310.hatenablog.com/entry/2014/04/16/211810;
/// iOS 4–6, https://manongdao.com/q-93450.html: frame (0 20; 320 460) becomes (0 40; 320 440)). That the moved
/// views lay out once the app is active again is inferred, as for a live change of the bar.
@Suite struct InCallStatusBarTests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    @Test func anIgnoredCallLeavesTheStatusBarAndTheFramesAlone() throws {
        let trace = try trace("ios 9\nroot A\nlaunch\ninterrupt call\n")
        #expect(trace.events(ofStep: 2).map(\.qualifiedName) == ["app.willResignActive", "app.didBecomeActive"])
        #expect(trace.states[1].controller(named: "A")?.frame == trace.states[0].controller(named: "A")?.frame)
    }

    @Test func returningDuringAnAnsweredCallLaysOutTheMovedContentOnceActive() throws {
        let trace = try trace("ios 9\nroot A\nlaunch\nbackground\nstatusbar in-call\nforeground\n")
        #expect(trace.events(ofStep: 3).isEmpty)
        #expect(
            trace.events(ofStep: 4).map(\.qualifiedName) == [
                "app.willEnterForeground", "app.didBecomeActive", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews",
            ])
        let before = try #require(trace.states[0].controller(named: "A")?.frame)
        let after = try #require(trace.states[3].controller(named: "A")?.frame)
        #expect(after.y == before.y + 20 && after.height == before.height - 20)
        #expect(trace.events(ofStep: 4).first { $0.callback == .viewWillLayoutSubviews }?.rule == .statusBarLayout)
    }

    @Test func aReturnWithTheBarAsItWasLaysNothingOut() throws {
        let trace = try trace("ios 9\nroot A\nlaunch\nbackground\nforeground\n")
        #expect(trace.events(ofStep: 3).map(\.qualifiedName) == ["app.willEnterForeground", "app.didBecomeActive"])
    }
}

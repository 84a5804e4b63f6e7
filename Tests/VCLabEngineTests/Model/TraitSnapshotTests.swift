import Testing
import VCLabEngine

/// From iOS 13 the app switcher's snapshots are drawn in both appearances as the app leaves, so each controller
/// on screen hears `traitCollectionDidChange` twice after `didEnterBackground`. A Stack Overflow question (mirrored
/// at https://example-a.com/answer/63372828) logs "DARK -> LIGHT. BACKGROUND; … LIGHT -> DARK. BACKGROUND" after
/// pressing Home; FB8734191 (http://www.openradar.me/FB8734191, iOS 14.0) reports the two calls; bloggure
/// (https://bloggure.info/iOS-DarkModeBackground-App-Switcher) explains the light and dark screenshots. Dark Mode,
/// and so the second appearance, came with iOS 13.
@Suite struct TraitSnapshotTests {
    func background(_ source: String) throws -> [String] {
        let run = LifecycleEngine.run(source: source + "background\n", path: "t.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        return trace.events(ofStep: trace.steps.count).map(\.qualifiedName)
    }

    @Test(arguments: ["13", "17", "26"])
    func eachControllerOnScreenHearsTwoTraitChangesAfterEnteringTheBackground(version: String) throws {
        let events = try background("ios \(version)\nroot A\nlaunch\n")
        #expect(
            events == [
                "app.willResignActive", "app.didEnterBackground", "A.traitCollectionDidChange",
                "A.traitCollectionDidChange",
            ])
    }

    @Test func aSheetAndThePresenterUnderItBothHearThem() throws {
        let events = try background("ios 17\nroot A\nlaunch\npresent B\n")
        #expect(events.filter { $0 == "A.traitCollectionDidChange" }.count == 2)
        #expect(events.filter { $0 == "B.traitCollectionDidChange" }.count == 2)
    }

    @Test(arguments: ["8", "12.4"])
    func beforeIOS13NothingReachesTheControllers(version: String) throws {
        let events = try background("ios \(version)\nroot A\nlaunch\n")
        #expect(events == ["app.willResignActive", "app.didEnterBackground"])
    }

    @Test func returningHearsNoSnapshot() throws {
        let run = LifecycleEngine.run(source: "ios 17\nroot A\nlaunch\nbackground\nforeground\n", path: "t.sim")
        let trace = try #require(run.trace)
        #expect(trace.events(ofStep: 3).map(\.qualifiedName) == ["app.willEnterForeground", "app.didBecomeActive"])
    }
}

import Testing
import VCLabEngine

/// `present B popover`. Apple's page for `UIModalPresentationStyle.popover` (iOS 8+): in a horizontally regular
/// environment a popover; "In iOS 13 and later, for horizontally or vertically compact environments, this option
/// behaves the same as formSheet" (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover);
/// before that, "full screen mode for horizontally compact environments" (the enum's description as Microsoft's
/// binding reproduces it, https://learn.microsoft.com/en-us/dotnet/api/uikit.uimodalpresentationstyle). The
/// reference's S14 lists `.popover` among the styles that leave the presenter on screen, and WinObjC's test asserts
/// the presenter gets no disappear events for a popover.
@Suite struct PopoverTests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    @Test(arguments: ["8", "12", "17"])
    func onAnIPadThePresenterHearsNothing(version: String) throws {
        let trace = try trace("ios \(version)\ndevice ipad\nroot A\nlaunch\npresent B popover\ndismiss\n")
        for step in [2, 3] {
            let events = trace.events(ofStep: step).map(\.qualifiedName)
            #expect(!events.contains { $0.hasPrefix("A.") }, "\(events)")
            #expect(events.contains { $0.hasPrefix("B.view") })
        }
        #expect(trace.states[1].controller(named: "A")?.appearance == .appeared)
    }

    @Test func onAnIPhoneBeforeIOS13ItIsFullScreen() throws {
        let events = try trace("ios 12\nroot A\nlaunch\npresent B popover\n").events(ofStep: 2).map(\.qualifiedName)
        #expect(events.contains("A.viewWillDisappear") && events.contains("A.viewDidDisappear"))
    }

    @Test func onAnIPhoneFromIOS13ItIsASheetThatSwipesAway() throws {
        let trace = try trace("ios 13\nroot A\nlaunch\npresent B popover\nswipe down\n")
        #expect(!trace.events(ofStep: 2).contains { $0.controller == "A" })
        #expect(trace.events(ofStep: 3).map(\.qualifiedName).contains("B.deinit"))
    }

    @Test func anIPadPopoverIsNoSheet() {
        let run = LifecycleEngine.run(
            source: "ios 17\ndevice ipad\nroot A\nlaunch\npresent B popover\nswipe down\n", path: "t.sim")
        #expect(run.diagnostics.map(\.id) == ["scenario.not-a-sheet"])
    }

    @Test func thePopoverStyleNeedsIOS8() {
        let run = LifecycleEngine.run(source: "ios 7\ndevice ipad\nroot A\nlaunch\npresent B popover\n", path: "t.sim")
        #expect(run.diagnostics.map(\.id) == ["scenario.unavailable-api"])
    }
}

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

    /// Apple's viewDidAppear(_:) page (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)):
    /// "If a view controller is presented by a view controller inside of a popover, this method is not invoked on
    /// the presenting view controller after the presented controller is dismissed." (issue 23, section 4.)
    @Test func aPresenterInsideAPopoverIsNotToldViewDidAppearAfterTheDismissal() throws {
        let popover = try trace(
            "ios 17\ndevice ipad\nroot A\nlaunch\npresent B popover\npresent C fullScreen\ndismiss\n")
        let events = popover.events(ofStep: 4).map(\.qualifiedName)
        #expect(events.contains("B.viewWillAppear") && events.contains("C.viewDidDisappear"), "\(events)")
        #expect(!events.contains("B.viewDidAppear"), "\(events)")
        let returning = try #require(popover.events(ofStep: 4).first { $0.qualifiedName == "B.viewWillAppear" })
        #expect(returning.rule == .popoverPresenterReturns && returning.evidence == .inferred)
        // B is on screen again and can be covered again: the next presentation tells it it disappears.
        #expect(popover.states.last?.controller(named: "B")?.appearance == .appeared)
        // Outside a popover the presenter is told, as S13 says.
        let plain = try trace("ios 17\ndevice ipad\nroot A\nlaunch\npresent C fullScreen\ndismiss\n")
        #expect(plain.events(ofStep: 3).map(\.qualifiedName).contains("A.viewDidAppear"))
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

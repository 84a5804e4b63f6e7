import Testing
import VCLabEngine

/// Safe areas, iOS 11+. Apple's page for `viewSafeAreaInsetsDidChange()`: "UIKit updates the safe area in response to
/// size changes to system bars … UIKit also calls this method immediately before your view appears onscreen"
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()); by
/// `viewIsAppearing` "the view has accurate geometry"
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)); a 2020 note lists
/// "viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews" (https://haomeiwen.com/subject/aedzsqtx.html).
/// Margins are inset from the safe area by default
/// (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea). A root view's insets
/// "account for the status bar, other visible bars", and a view not in a window has none
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
@Suite struct SafeAreaTests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    func names(_ trace: Trace, step: Int, of controller: String) -> [String] {
        trace.events(ofStep: step).filter { $0.controller == controller }.map { $0.callback.rawValue }
    }

    @Test func aRootViewHearsItsSafeAreaBeforeViewIsAppearing() throws {
        let trace = try trace("ios 17\nroot A\nlaunch\n")
        #expect(
            Array(names(trace, step: 1, of: "A").drop { $0 != "viewWillAppear" }.prefix(5)) == [
                "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "viewIsAppearing",
                "viewWillLayoutSubviews",
            ])
        // An iPhone 12's status bar area (47 pt) and home indicator (34 pt).
        #expect(trace.states[0].controller(named: "A")?.safeArea?.description == "47 0 34 0")
    }

    @Test func onIOS11And12ItComesBeforeTheLayout() throws {
        let trace = try trace("ios 12\nroot A\nlaunch\n")
        let events = names(trace, step: 1, of: "A")
        let safeArea = try #require(events.firstIndex(of: "viewSafeAreaInsetsDidChange"))
        #expect(try #require(events.firstIndex(of: "viewWillAppear")) < safeArea)
        #expect(safeArea < (try #require(events.firstIndex(of: "viewWillLayoutSubviews"))))
        #expect(trace.states[0].controller(named: "A")?.safeArea?.description == "20 0 0 0")
    }

    @Test func beforeIOS11ThereIsNone() throws {
        let trace = try trace("ios 10\nroot nav(A)\nlaunch\n")
        #expect(!trace.events.contains { $0.callback == .viewSafeAreaInsetsDidChange })
        #expect(trace.states[0].controller(named: "A")?.safeArea == nil)
    }

    @Test func barsOfContainersCountForTheirChildren() throws {
        let trace = try trace("ios 17\nroot tabs(nav(A), B)\nlaunch\n")
        let state = trace.states[0]
        // Status bar 47 + navigation bar 44 above; tab bar 49 + home indicator 34 below.
        #expect(state.controller(named: "A")?.safeArea?.description == "91 0 83 0")
        #expect(state.controller(named: "nav1")?.safeArea?.description == "47 0 83 0")
        #expect(state.controller(named: "B")?.safeArea == nil)
    }

    @Test func aRotationChangesTheInsetsBeforeTheLayout() throws {
        let trace = try trace("ios 17\nroot A\nlaunch\nrotate\n")
        let events = names(trace, step: 2, of: "A")
        let safeArea = try #require(events.firstIndex(of: "viewSafeAreaInsetsDidChange"))
        #expect(safeArea < (try #require(events.firstIndex(of: "viewWillLayoutSubviews"))))
        // Landscape on a notched phone: the housing's side and the home indicator.
        #expect(trace.states[1].controller(named: "A")?.safeArea?.description == "0 47 21 47")
    }

    @Test func aViewClearOfEveryEdgeHearsNothing() throws {
        let trace = try trace("ios 17\ndevice ipad\nroot A\nlaunch\npresent B formSheet\n")
        #expect(!names(trace, step: 2, of: "B").contains("viewSafeAreaInsetsDidChange"))
        #expect(trace.states[1].controller(named: "B")?.safeArea?.description == "0 0 0 0")
    }

    @Test func theJSONStatesCarryTheInsets() throws {
        let json = TraceJSONFormatter.format(try trace("ios 17\nroot A\nlaunch\n"))
        #expect(json.contains("\"frame\": [0, 0, 390, 844], \"safeArea\": [47, 0, 34, 0] }"))
        let old = TraceJSONFormatter.format(try trace("ios 10\nroot A\nlaunch\n"))
        #expect(!old.contains("safeArea"))
    }
}

import Testing
import VCLabEngine

/// View frames as the seed describes them: the window, the status bar, a call's double-height bar,
/// navigation and tab bars, orientation, `wantsFullScreenLayout`, and from iOS 7 views under the bars.
@Suite struct FrameTests {
    func frame(_ name: String, in source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let run = LifecycleEngine.run(source: source, path: "frames.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)", sourceLocation: sourceLocation)
        let frame = try #require(trace.states.last?.controller(named: name)?.frame, sourceLocation: sourceLocation)
        return frame.description
    }

    @Test(arguments: [
        ("ios 6\nroot A\nlaunch\n", "A", "0 20 320 460"),
        ("ios 6\nstatusbar hidden\nroot A\nlaunch\n", "A", "0 0 320 480"),
        ("ios 6\nstatusbar in-call\nroot A\nlaunch\n", "A", "0 40 320 440"),
        ("ios 6\nfullscreen A\nroot A\nlaunch\n", "A", "0 0 320 480"),
        ("ios 6\nroot nav(A)\nlaunch\n", "A", "0 64 320 416"),
        ("ios 6\nroot tabs(A, B)\nlaunch\n", "A", "0 20 320 411"),
        ("ios 6\nroot tabs(nav(A), B)\nlaunch\n", "A", "0 64 320 367"),
        ("ios 6\nroot A\nlaunch\nrotate\n", "A", "0 20 480 300"),
        // An iPhone's navigation bar is 32 points high in landscape.
        ("ios 6\nroot nav(A)\nlaunch\nrotate\n", "A", "0 52 480 268"),
        // A custom container sizes its child to its own view, so the child follows it into a sheet.
        ("ios 17\nkeep P\nroot A\nlaunch\nload P\nadd C to P\npresent P\n", "C", "0 57 390 787"),
        ("ios 6\nroot A\nlaunch\nstatusbar in-call\n", "A", "0 40 320 440"),
        // A version's default phone is one that ran it: iOS 7 shipped on the 4-inch iPhone 5s (320×568 points),
        // iOS 13 on the iPhone 11 Pro (375×812, a 44-point status bar in its sensor housing).
        ("ios 7\nroot nav(A)\nlaunch\n", "A", "0 0 320 568"),
        ("ios 7\nextend A none\nroot nav(A)\nlaunch\n", "A", "0 64 320 504"),
        ("ios 7\nextend A none\nroot tabs(nav(A), B)\nlaunch\n", "A", "0 64 320 455"),
        ("ios 13\nroot A\nlaunch\npresent B\n", "B", "0 54 375 758"),
        ("ios 8\nroot A\nlaunch\n", "A", "0 0 375 667"),
        ("ios 12\nroot A\nlaunch\nstatusbar in-call\n", "A", "0 20 375 647"),
        ("ios 17\nextend A none\nroot nav(A)\nlaunch\n", "A", "0 91 390 753"),
        ("ios 17\nroot A\nlaunch\nrotate\n", "A", "0 0 844 390"),
        ("ios 17\nroot A\nlaunch\npresent B\n", "B", "0 57 390 787"),
        ("ios 12\ndevice ipad\nroot A\nlaunch\npresent B formSheet\n", "B", "114 202 540 620"),
        ("ios 17\nscreen 320x568\nroot A\nlaunch\n", "A", "0 0 320 568"),
    ])
    func frameFollowsTheScreenAndTheBars(source: String, name: String, expected: String) throws {
        #expect(try frame(name, in: source) == expected)
    }

    @Test func aViewTakenOutOfItsHierarchyKeepsItsLastFrame() throws {
        #expect(try frame("B", in: "ios 5\nkeep B\nroot nav(A)\nlaunch\npush B\npop\n") == "0 64 320 416")
    }

    @Test func unloadedViewsHaveNoFrame() throws {
        let trace = try #require(LifecycleEngine.run(source: "root tabs(A, B)\nlaunch\n", path: "t").trace)
        #expect(trace.states[0].controller(named: "B")?.frame == nil)
    }

    @Test func fromIOS7HidingTheStatusBarLaysOutWhatIsOnScreen() throws {
        let trace = try #require(
            LifecycleEngine.run(source: "ios 7\nroot nav(A)\nlaunch\nstatusbar hidden\n", path: "t").trace)
        #expect(
            trace.events(ofStep: 2).map(\.qualifiedName) == [
                "nav1.viewWillLayoutSubviews", "nav1.viewDidLayoutSubviews", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews",
            ])
    }

    @Test func statusBarChangeLaysOutTheViewsWhoseFrameChanged() throws {
        let trace = try #require(
            LifecycleEngine.run(source: "ios 6\nroot A\nlaunch\nstatusbar in-call\n", path: "t").trace)
        #expect(
            trace.events(ofStep: 2).map(\.qualifiedName) == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }
}

import Testing
import VCLabEngine

/// What `.automatic` resolves to, version by version. Apple's page for `UIModalPresentationStyle.automatic`
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic): "For most view
/// controllers, UIKit maps this style to formSheet in iOS 18 and later, pageSheet in versions of iOS earlier
/// than iOS 18"; before iOS 13 the default was full screen (the header quoted in the reference, S14).
@Suite struct PresentationStyleTests {
    func frame(of name: String, in source: String) throws -> String {
        let run = LifecycleEngine.run(source: source, path: "styles.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        return try #require(trace.states.last?.controller(named: name)?.frame).description
    }

    @Test func automaticIsAFormSheetFromIOS18OnAnIPad() throws {
        // A form sheet is the centred card; a page sheet spans the portrait width.
        #expect(try frame(of: "B", in: "ios 18\ndevice ipad\nroot A\nlaunch\npresent B\n") == "114 202 540 620")
        #expect(try frame(of: "B", in: "ios 17\ndevice ipad\nroot A\nlaunch\npresent B\n") == "0 30 768 994")
    }

    @Test func onAnIPhoneTheTwoSheetsLookTheSame() throws {
        let source = "root A\nlaunch\npresent B\n"
        #expect(try frame(of: "B", in: "ios 18\n" + source) == frame(of: "B", in: "ios 17\n" + source))
    }

    @Test func theDefaultLeavesThePresenterAloneFrom13() throws {
        for version in ["13", "17", "18", "26"] {
            let run = LifecycleEngine.run(source: "ios \(version)\nroot A\nlaunch\npresent B\n", path: "t")
            let trace = try #require(run.trace)
            let present = trace.events(ofStep: 2).map(\.qualifiedName)
            #expect(present.contains("B.viewDidAppear") && !present.contains("A.viewWillDisappear"))
        }
    }
}

/// The context styles. Apple's pages: `currentContext` "The views belonging to the presenting view controller
/// are removed after the presentation completes"
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext);
/// `overCurrentContext` "The views beneath the presented content are not removed from the view hierarchy
/// when the presentation finishes"
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext); the
/// reference's S14 lists `overCurrentContext` among the styles that leave the presenter silent. With no
/// controller defining a presentation context, the context is the root.
@Suite struct ContextPresentationTests {
    func names(of step: Int, in source: String) throws -> [String] {
        let run = LifecycleEngine.run(source: source, path: "context.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        return trace.events(ofStep: step).map(\.qualifiedName)
    }

    @Test func overCurrentContextLeavesThePresenterSilentBothWays() throws {
        let source = "ios 17\nroot nav(A)\nlaunch\npresent B overCurrentContext\ndismiss\n"
        for step in [2, 3] {  // steps count from 1: launch, present, dismiss
            let events = try names(of: step, in: source)
            #expect(!events.contains { $0.hasPrefix("A.") || $0.hasPrefix("nav1.") }, "\(events)")
            #expect(events.contains { $0.hasPrefix("B.view") })
        }
    }

    @Test func currentContextRemovesThePresenterAfterThePresentation() throws {
        let source = "ios 17\nroot nav(A)\nlaunch\npresent B currentContext\ndismiss\n"
        let present = try names(of: 2, in: source)
        let didAppear = try #require(present.firstIndex(of: "B.viewDidAppear"))
        let didDisappear = try #require(present.firstIndex(of: "nav1.viewDidDisappear"))
        #expect(present.contains("A.viewWillDisappear"))
        #expect(didAppear < didDisappear)
        let dismiss = try names(of: 3, in: source)
        #expect(dismiss.contains("A.viewWillAppear") && dismiss.contains("B.deinit"))
    }

    @Test func theContextStylesCoverTheContextsView() throws {
        let run = LifecycleEngine.run(source: "ios 17\nroot A\nlaunch\npresent B overCurrentContext\n", path: "t")
        let trace = try #require(run.trace)
        #expect(trace.states.last?.controller(named: "B")?.frame?.description == "0 0 390 844")
    }

    @Test func overCurrentContextNeedsIOS8AndIsNoSheet() {
        let early = LifecycleEngine.run(source: "ios 7\nroot A\nlaunch\npresent B overCurrentContext\n", path: "t")
        #expect(early.diagnostics.contains { $0.id == "scenario.unavailable-api" })
        let swipe = LifecycleEngine.run(
            source: "ios 17\nroot A\nlaunch\npresent B overCurrentContext\nswipe down\n", path: "t")
        #expect(swipe.diagnostics.contains { $0.id == "scenario.not-a-sheet" })
        let iPad = LifecycleEngine.run(
            source: "ios 3.2\ndevice ipad\nroot A\nlaunch\npresent B currentContext\n", path: "t")
        #expect(iPad.trace != nil, "\(iPad.diagnostics)")
    }
}

/// `context N`: `definesPresentationContext`. Apple's page for it: "When a context-based presentation occurs,
/// UIKit starts at the presenting view controller and walks up the view controller hierarchy. If it finds a
/// view controller whose value for this property is true, it asks that view controller to present the new
/// view controller. If no view controller defines the presentation context, UIKit asks the window's root
/// view controller to handle the presentation."
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext)
@Suite struct PresentationContextTests {
    static let tabs = "ios 17\ncontext N\nroot tabs(N = nav(A), C)\nlaunch\n"

    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "context.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    @Test func theContextNotTheRootIsCoveredAndDisappears() throws {
        let trace = try trace(Self.tabs + "present B currentContext\n")
        let present = trace.events(ofStep: 2).map(\.qualifiedName)
        #expect(present.contains("N.viewWillDisappear") && present.contains("A.viewDidDisappear"))
        #expect(!present.contains { $0.hasPrefix("tabs1.") }, "\(present)")
        let state = try #require(trace.states.last)
        #expect(state.controller(named: "B")?.frame == state.controller(named: "N")?.frame)
        #expect(state.controller(named: "tabs1")?.appearance == .appeared)
    }

    @Test func withoutTheDeclarationTheRootIsTheContext() throws {
        let trace = try trace("ios 17\nroot tabs(N = nav(A), C)\nlaunch\npresent B currentContext\n")
        #expect(trace.events(ofStep: 2).map(\.qualifiedName).contains("tabs1.viewWillDisappear"))
    }

    @Test func dismissingRestoresTheContextAndPresentingAgainWorks() throws {
        let trace = try trace(Self.tabs + "present B currentContext\ndismiss\npresent D overCurrentContext\ndismiss\n")
        let dismiss = trace.events(ofStep: 3).map(\.qualifiedName)
        #expect(dismiss.contains("N.viewWillAppear") && dismiss.contains("B.deinit"))
        #expect(!dismiss.contains { $0.hasPrefix("tabs1.") })
        let over = trace.events(ofStep: 4).map(\.qualifiedName)
        #expect(!over.contains { $0.hasPrefix("N.") || $0.hasPrefix("A.") }, "\(over)")
        #expect(trace.events(ofStep: 5).map(\.qualifiedName).contains("D.deinit"))
    }

    @Test func aFullScreenPresentationIgnoresTheContext() throws {
        let trace = try trace(Self.tabs + "present B fullScreen\n")
        #expect(trace.events(ofStep: 2).map(\.qualifiedName).contains("tabs1.viewWillDisappear"))
    }

    @Test func switchingTabsUnderAContextPresentationIsReported() {
        let run = LifecycleEngine.run(source: Self.tabs + "present B overCurrentContext\ntab C\n", path: "t")
        #expect(run.diagnostics.map(\.id) == ["scenario.inside-presentation-context"])
        let early = LifecycleEngine.run(source: "ios 4\ncontext A\nroot A\nlaunch\n", path: "t")
        #expect(early.diagnostics.contains { $0.id == "scenario.unavailable-api" })
    }
}

/// `present B custom`: `UIModalPresentationStyle.custom` with UIKit's own `UIPresentationController`. Apple's
/// page for `shouldRemovePresentersView`
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview):
/// "The default implementation of this method returns false", so the presenter's views stay and it hears
/// nothing; a report of the same (https://www.mo4tech.com/uimodalpresentationstylecustom-dont-invoke-viewwilldisappear-problem.html):
/// with `custom`, the presenting controller's `viewWillDisappear` and `viewDidDisappear` are not called.
@Suite struct CustomPresentationTests {
    static let source = "ios 17\nroot nav(A)\nlaunch\npresent B custom\ndismiss\n"

    @Test func thePresenterHearsNothingEitherWay() throws {
        let run = LifecycleEngine.run(source: Self.source, path: "custom.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        let present = trace.events(ofStep: 2).map(\.qualifiedName)
        #expect(
            present == [
                "B.init(nibName:bundle:)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
                "B.viewSafeAreaInsetsDidChange", "B.viewLayoutMarginsDidChange", "B.viewIsAppearing",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
            ], "\(present)")
        #expect(
            trace.events(ofStep: 2).filter { $0.controller == "B" && $0.callback == .viewDidAppear }.map(\.rule) == [
                .customPresentation
            ])
        let dismiss = trace.events(ofStep: 3).map(\.qualifiedName)
        #expect(dismiss == ["B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"], "\(dismiss)")
        // The default frameOfPresentedViewInContainerView is the container's bounds: the whole window.
        #expect(trace.states[1].controller(named: "B")?.frame?.description == "0 0 390 844")
        #expect(trace.states[1].controller(named: "A")?.appearance == .appeared)
    }

    @Test func customNeedsIOS7AndIsNoSheet() {
        let early = LifecycleEngine.run(source: "ios 6\nroot A\nlaunch\npresent B custom\n", path: "t")
        #expect(early.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        #expect(early.diagnostics.first?.location.column == 11)
        let swipe = LifecycleEngine.run(source: "ios 17\nroot A\nlaunch\npresent B custom\nswipe down\n", path: "t")
        #expect(swipe.diagnostics.map(\.id) == ["scenario.not-a-sheet"])
        let typo = LifecycleEngine.run(source: "root A\nlaunch\npresent B custm\n", path: "t")
        #expect(typo.diagnostics.first?.fixIt == "did you mean 'custom'?", "\(typo.diagnostics)")
    }
}

import Testing
import VCLabEngine
import VCLabTestSupport

/// Issue 23, section 1: layout passes from their causes. A storyboard or nib view loads at its design size and
/// is laid out again once the launch resizes it to the window; a view made in code starts at the screen's size.
/// On iOS 7–10 a pushed storyboard or nib view is laid out again when its layout guides arrive after the push.
/// Expected orders are written from printed logs, each named at its test.
@Suite struct LayoutCauseTests {
    private func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    private func events(_ trace: Trace, step text: String, of controller: String) throws -> [TraceEvent] {
        let step = try #require(trace.steps.first { $0.text == text })
        return trace.events(ofStep: step.index).filter { $0.controller == controller }
    }

    private func layoutRules(_ trace: Trace, step: String, of controller: String) throws -> [String] {
        try events(trace, step: step, of: controller).filter { $0.callback == .viewWillLayoutSubviews }.map(\.rule.id)
    }

    /// http://readke.com/c/0Z41505102021.html (simulator, 2021): storyboard A (`initWithCoder:`) inside a
    /// navigation controller prints two passes between viewWillAppear: and viewDidAppear: at launch.
    @Test func aStoryboardRootIsLaidOutAgainOnceResized() throws {
        let launched = try trace("ios 15\nstoryboard A\nroot nav(A)\nlaunch\n")
        #expect(try layoutRules(launched, step: "launch", of: "A") == ["layout.bounds-change", "layout.design-size"])
        let names = try events(launched, step: "launch", of: "A").map(\.callback)
        let second = try #require(names.lastIndex(of: .viewWillLayoutSubviews))
        #expect(try second < #require(names.firstIndex(of: .viewDidAppear)))
        // Outside a navigation controller too, and for a nib.
        #expect(try layoutRules(trace("ios 15\nnib A\nroot A\nlaunch\n"), step: "launch", of: "A").count == 2)
    }

    /// The reference's S4 (a root built in code: one layout pass) holds with or without a navigation controller.
    @Test func aRootMadeInCodeIsLaidOutOnce() throws {
        for source in ["ios 15\nroot A\nlaunch\n", "ios 15\nroot nav(A)\nlaunch\n", "ios 11\nroot nav(A)\nlaunch\n"] {
            #expect(try layoutRules(trace(source), step: "launch", of: "A") == ["layout.bounds-change"], "\(source)")
        }
    }

    /// A design size that is the window's costs no resize; any other does (pinned on either side by a point).
    @Test func aDeclaredDesignSizeDecides() throws {
        let fits = try trace("ios 15\nstoryboard A\ndesign A 390x844\nroot A\nlaunch\n")
        #expect(try layoutRules(fits, step: "launch", of: "A") == ["layout.bounds-change"])
        for other in ["389x844", "391x844", "390x843"] {
            let resized = try trace("ios 15\nstoryboard A\ndesign A \(other)\nroot A\nlaunch\n")
            #expect(try layoutRules(resized, step: "launch", of: "A").count == 2, "\(other)")
        }
    }

    /// The seed log (storyboard A, iOS 5/6 era) and https://blog.uso400.net/ios7_8_9_app_lifecycles (iOS 7.1.2,
    /// iPhone) show one pass: before iOS 8 storyboards were drawn at the phone's one size. iOS 8 is the first
    /// version whose default takes the design to differ.
    @Test func beforeIOS8TheDesignIsThePhonesSize() throws {
        #expect(try layoutRules(trace("ios 7\nstoryboard A\nroot A\nlaunch\n"), step: "launch", of: "A").count == 1)
        #expect(try layoutRules(trace("ios 8\nstoryboard A\nroot A\nlaunch\n"), step: "launch", of: "A").count == 2)
    }

    /// Both passes are marked as of varying count on every face, the second one too.
    @Test func theResizePassVaries() throws {
        let launched = try trace("ios 15\nstoryboard A\nroot A\nlaunch\n")
        let marked = launched.events.indices.filter {
            launched.events[$0].rule == .layoutDesignSize && launched.passCountVaries(at: $0)
        }
        #expect(!marked.isEmpty)
        #expect(Rule.layoutDesignSize.passCountVaries)
    }

    /// iOS 7–10: https://blog.uso400.net/ios7_8_9_app_lifecycles (7.1.2, a storyboard push) and arm1 print a
    /// second pass after the animation; the logs of pushes in code print one.
    @Test func onIOS7To10OnlyAnArchivedPushedViewIsLaidOutAgain() throws {
        let archived = try trace("ios 8\nstoryboard A B\nroot nav(A)\nlaunch\nsegue B push\n")
        #expect(
            try layoutRules(archived, step: "segue B push", of: "B") == [
                "layout.bounds-change", "layout.after-push-animation",
            ])
        let coded = try trace("ios 8\nroot nav(A)\nlaunch\npush B\n")
        #expect(try layoutRules(coded, step: "push B", of: "B") == ["layout.bounds-change"])
        let modern = try trace("ios 11\nstoryboard A B\nroot nav(A)\nlaunch\nsegue B push\n")
        #expect(try layoutRules(modern, step: "segue B push", of: "B") == ["layout.bounds-change"])
    }

    /// http://bhags.org/?p=533 (iOS 5, iPad, from SO 9539676): viewWillAppear:, willRotate…, the layout at
    /// 1024×748, willAnimateRotation…, viewDidAppear:, and no didRotate.
    @Test func aLegacyIPadLandscapeLaunchTurnsInsideTheAppearance() throws {
        let launched = try trace("ios 5\ndevice ipad\norientation landscape\nnib A\nroot A\nlaunch\n")
        let names = try events(launched, step: "launch", of: "A").map(\.callback).filter {
            $0 != .initWithNibName && $0 != .loadView && $0 != .viewDidLoad
        }
        #expect(
            names == [
                .viewWillAppear, .willRotate, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .willAnimateRotation,
                .viewDidAppear,
            ])
        let frame = try #require(launched.states.first?.controller(named: "A")?.frame)
        #expect(frame.width == 1024)
        // From iOS 8, and on an iPhone, the launch stays without rotation callbacks.
        for source in [
            "ios 8\ndevice ipad\norientation landscape\nroot A\nlaunch\n",
            "ios 5\norientation landscape\nroot A\nlaunch\n",
            "ios 5\ndevice ipad\nroot A\nlaunch\n",
        ] {
            let other = try trace(source)
            #expect(!other.events.contains { $0.callback == .willRotate }, "\(source)")
        }
    }

    static let misuses: [MisusedScenario] = [
        MisusedScenario(
            marked: "storyboard A\ndesign A 1️⃣0x844\nroot A\nlaunch\n", id: "scenario.invalid-argument",
            message: "a size"
        ),
        MisusedScenario(
            marked: "storyboard A\ndesign 1️⃣375x667\nroot A\nlaunch\n", id: "scenario.invalid-argument",
            message: "names, then a size"),
        MisusedScenario(
            marked: "storyboard A\ndesign A 1️⃣big\nroot A\nlaunch\n", id: "scenario.invalid-argument", message: "375x667"
        ),
        MisusedScenario(
            marked: "design A 375x667\nroot A\n1️⃣launch\n", id: "scenario.conflicting-declaration",
            message: "from a storyboard or a nib"),
        MisusedScenario(
            marked: "root A\nlaunch\n1️⃣design A 375x667\n", id: "scenario.misplaced-declaration"),
    ]

    @Test(arguments: misuses)
    func misuseIsReportedAtItsPlace(_ misuse: MisusedScenario) throws {
        try misuse.expectRefused()
    }
}

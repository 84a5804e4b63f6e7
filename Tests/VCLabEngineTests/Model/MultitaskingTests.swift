import Testing
import VCLabEngine

/// `resize full | slide-over | split 1/3 | split 1/2 | split 2/3`: the user resizes the app's window with iPad
/// multitasking. The expected orders are written from these sources:
///
/// - Apple, "Adopting Multitasking Enhancements on iPad", Quick Start
///   (https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html):
///   the user controls the window's size by rotating or by sliding the divider, and the system tells the app of
///   either change; two thirds of a landscape screen is regular, half or less compact, except that on iPad Pro
///   both halves of a landscape half/half split are regular.
/// - Apple, "The Adaptive Model"
///   (https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html):
///   `willTransition(to:with:)`, then `viewWillTransition(to:with:)`, then `traitCollectionDidChange`, and
///   only when there are changes to report.
/// - jazzychad's iOS 9 table (http://txt.jazzychad.net/post/70b4389ab2e9ce42522d): both apps of a portrait
///   split are compact, and portrait has no 50/50 split.
/// - chromium's multitasking test delegate (measured Slide Over widths: 320 points on a 768-point iPad, 375 on
///   the 1,024-point one).
/// - The macrumors report that iPadOS 26 took Split View and Slide Over away
///   (https://www.macrumors.com/2025/06/10/ipados-26-no-split-view-slide-over/), and Apple's forum thread that
///   `traitCollectionDidChange` is still called on iOS 18 though deprecated in 17
///   (https://developer.apple.com/forums/thread/771293).
@Suite struct MultitaskingTests {
    func run(_ source: String) -> ScenarioRun { LifecycleEngine.run(source: source, path: "split.sim") }

    static let sizeClassChange = [
        "A.willTransition(to:with:)", "A.viewWillTransition(to:with:)", "A.traitCollectionDidChange",
        "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
    ]
    static let sizeOnly = ["A.viewWillTransition(to:with:)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"]

    /// The same order on every version that has multitasking: iOS 13's scenes, iOS 17's deprecation of
    /// `traitCollectionDidChange` (still called on 18) and iOS 26's tiled windows change none of it.
    @Test(arguments: [9, 13, 17, 18, 26])
    func theSizeClassDecidesTheTraitCallbacks(_ ios: Int) throws {
        let source =
            "ios \(ios)\ndevice ipad\nroot A\nlaunch\nrotate\nresize split 2/3\nresize split 1/2\nresize full\n"
        let trace = try #require(run(source).trace)
        // Landscape: two thirds stays regular, so only the size; half is compact, and full screen regular again.
        #expect(trace.events(ofStep: 3).map(\.qualifiedName) == Self.sizeOnly)
        #expect(trace.events(ofStep: 4).map(\.qualifiedName) == Self.sizeClassChange)
        #expect(trace.events(ofStep: 5).map(\.qualifiedName) == Self.sizeClassChange)
        let rules = Set(trace.events(ofStep: 4).map(\.rule))
        #expect(rules == [.resizeSizeClass, .resizeSize, .layoutAfterResize, .didLayout])
        #expect(trace.events(ofStep: 4).first { $0.rule == .layoutAfterResize }?.evidence == .inferred)
        #expect(Rule.layoutAfterResize.passCountVaries)
        let frames = try (3...5).map { try #require(trace.states[$0 - 1].controller(named: "A")?.frame?.width) }
        #expect(frames == [694, 507, 1024])
    }

    @Test func aPortraitSplitIsCompactAndTheWindowKeepsItsSizeAsTheDeviceTurns() throws {
        let trace = try #require(run("ios 9\ndevice ipad\nroot A\nlaunch\nresize split 2/3\nrotate\nrotate\n").trace)
        // 438 points of a portrait screen: compact. Turned to landscape the two thirds are regular again, and the
        // rotation says so with the trait callbacks, which a full-screen iPad rotation never sends.
        #expect(trace.events(ofStep: 2).map(\.qualifiedName) == Self.sizeClassChange)
        #expect(trace.states[1].controller(named: "A")?.frame?.width == 438)
        let turned = trace.events(ofStep: 3).map(\.qualifiedName)
        #expect(turned.first == "A.willTransition(to:with:)" && turned.contains("A.traitCollectionDidChange"))
        #expect(trace.states[2].controller(named: "A")?.frame?.width == 694)
        let full = try #require(run("ios 9\ndevice ipad\nroot A\nlaunch\nrotate\n").trace)
        #expect(full.events(ofStep: 2).map(\.qualifiedName) == Self.sizeOnly)
    }

    @Test func slideOverAndAThirdAreNarrowAndTheLargeIPadIsKnownByItsScreen() throws {
        let small = try #require(
            run("ios 12\ndevice ipad\nroot A\nlaunch\nresize slide-over\nresize split 1/3\n").trace)
        #expect(small.events(ofStep: 2).map(\.qualifiedName) == Self.sizeClassChange)
        #expect(small.states[1].controller(named: "A")?.frame?.width == 320)
        // Slide Over and a third are both compact and 320 points wide: the size does not change, nothing is said.
        #expect(small.events(ofStep: 3).isEmpty)
        let large = try #require(
            run("ios 12\ndevice ipad\nscreen 1024x1366\nroot A\nlaunch\nrotate\nresize split 1/2\nresize split 1/3\n")
                .trace)
        // On a 12.9-inch iPad half a landscape screen is regular: only the size changes.
        #expect(large.events(ofStep: 3).map(\.qualifiedName) == Self.sizeOnly)
        #expect(large.states[2].controller(named: "A")?.frame?.width == 678)
        #expect(large.events(ofStep: 4).map(\.qualifiedName) == Self.sizeClassChange)
        #expect(large.states[3].controller(named: "A")?.frame?.width == 375)
    }

    @Test func childrenHearItInsideTheirParentAndNothingAppears() throws {
        let trace = try #require(run("ios 17\ndevice ipad\nroot tabs(nav(A), B)\nlaunch\nresize slide-over\n").trace)
        let events = trace.events(ofStep: 2)
        let sizes = events.filter { $0.callback == .viewWillTransitionToSize }
        #expect(sizes.map(\.controller) == ["tabs1", "nav1", "A"])
        #expect(sizes.map(\.depth) == [0, 1, 2])
        #expect(sizes.dropFirst().allSatisfy { $0.rule == .rotationForwardedToChildren })
        #expect(!events.contains { $0.callback == .viewWillAppear || $0.callback == .viewDidDisappear })
        #expect(!events.contains { $0.controller == "B" }, "the tab off screen hears nothing")
    }

    @Test func misuseIsLocatedAndExplained() throws {
        let iphone = run("ios 17\nroot A\nlaunch\nresize split 1/3\n")
        #expect(iphone.diagnostics.map(\.id) == ["scenario.not-an-ipad"])
        #expect(iphone.diagnostics.first.map { [$0.location.line, $0.location.column] } == [4, 1])
        #expect(iphone.diagnostics.first?.message == "only an iPad resizes (device ipad)")
        let ios8 = run("ios 8\ndevice ipad\nroot A\nlaunch\nresize split 1/3\n")
        #expect(ios8.diagnostics.map(\.id) == ["scenario.unavailable-api"])
        #expect(ios8.diagnostics.first.map { [$0.location.line, $0.location.column] } == [5, 1])
        #expect(ios8.diagnostics.first?.message.contains("needs iOS 9") == true)
        // iPadOS 26.0 had no Slide Over and 26.1 brought it back: the engine does not refuse it on 26.
        #expect(run("ios 26\ndevice ipad\nroot A\nlaunch\n  resize slide-over\n").diagnostics == [])
        let portraitHalf = run("ios 17\ndevice ipad\nroot A\nlaunch\nresize split 1/2\n")
        #expect(portraitHalf.diagnostics.map(\.id) == ["scenario.unavailable-window-size"])
        #expect(portraitHalf.diagnostics.first?.location.line == 5)
        #expect(portraitHalf.diagnostics.first?.message == "no 1/2 split in portrait (rotate first)")
        let fraction = run("ios 17\ndevice ipad\nroot A\nlaunch\nresize split 3/4\n")
        #expect(fraction.diagnostics.map(\.id) == ["scenario.invalid-argument"])
        #expect(fraction.diagnostics.first.map { [$0.location.line, $0.location.column] } == [5, 14])
        #expect(fraction.diagnostics.first?.message == "unknown split fraction '3/4'")
        #expect(fraction.diagnostics.first?.fixIt == "expected '1/3', '1/2' or '2/3'")
        let missing = run("ios 17\ndevice ipad\nroot A\nlaunch\nresize split\n")
        #expect(missing.diagnostics.first.map { [$0.location.line, $0.location.column] } == [5, 8])
        #expect(missing.diagnostics.first?.message == "'split' needs '1/3', '1/2' or '2/3', as in 'resize split 1/2'")
        let typo = run("ios 17\ndevice ipad\nroot A\nlaunch\nresize slideover\n")
        #expect(typo.diagnostics.first?.fixIt == "did you mean 'slide-over'?")
        #expect(typo.diagnostics.first.map { [$0.location.line, $0.location.column] } == [5, 8])
        let background = run("ios 17\ndevice ipad\nroot A\nlaunch\nbackground\nresize split 1/3\n")
        #expect(background.diagnostics.map(\.id) == ["scenario.app-in-background"])
    }

    /// A resize to the size the window has is a no-op: the scenario runs without a diagnostic and the step calls
    /// nothing, since UIKit reports changes only when there are changes (and no `viewWillTransition(to:with:)` for
    /// the same size, UIViewController.h).
    @Test func aResizeToTheSameSizeCallsNothing() throws {
        let result = run("ios 17\ndevice ipad\nroot A\nlaunch\nresize full\nresize split 1/3\nresize split 1/3\n")
        #expect(result.diagnostics == [])
        let trace = try #require(result.trace)
        #expect(trace.events(ofStep: 2).isEmpty && trace.events(ofStep: 4).isEmpty)
        #expect(trace.events(ofStep: 3).map(\.qualifiedName) == Self.sizeClassChange)
    }

    /// A resize is said with the rest of a step's words: `--explain` names its rules like any other.
    @Test func theStepReadsBack() throws {
        let result = try #require(
            ScenarioParser.parse("device ipad\nroot A\nlaunch\nresize split 2/3\n", path: "split.sim").scenario)
        #expect(result.steps.last?.action == .resize(.twoThirds))
        #expect(ScenarioParser.stepKeywords.contains("resize"))
    }
}

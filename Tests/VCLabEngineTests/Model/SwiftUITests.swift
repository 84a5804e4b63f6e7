import Testing
import VCLabEngine
import VCLabSupport
import VCLabTestSupport

/// SwiftUI interop (`hosting H`, `represent C in H`, `state H`). Expected orders come from:
/// - Apple, `onAppear(perform:)` "before this view appears" and `onDisappear(perform:)` "after this view
///   disappears" (https://developer.apple.com/documentation/swiftui/view/onappear(perform:),
///   https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:));
/// - fatbobman, "Timing of onAppear Invocation" (iOS 16): onAppear runs after layout and before rendering
///   (https://fatbobman.com/en/posts/onappear-call-timing/), so after H's layout and before `viewDidAppear`;
/// - Apple, `task(priority:_:)`: cancelled "at some point after the view disappears"
///   (https://developer.apple.com/documentation/swiftui/view/task(priority:_:));
/// - Apple, `makeCoordinator()`: "SwiftUI calls this method before calling makeUIViewController(context:)"
///   (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8);
/// - StatefulTabView issue 12 (iOS 13.0, 14.0, 14.5): hosting controllers in a tab bar controller hear onAppear
///   once on iOS 13 and on every show of the tab on iOS 14 (https://github.com/NicholasBellucci/StatefulTabView/issues/12).
/// No printed log places onAppear or the representable's calls among UIKit's callbacks: those links are inferred.
@Suite struct SwiftUITests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    func lines(_ trace: Trace, step: Int) -> [String] {
        trace.events(ofStep: step).map { "\($0.controller).\($0.callback.rawValue)" }
    }

    func expectOrder(_ expected: [String], in step: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let positions = expected.map { step.firstIndex(of: $0) }
        #expect(!positions.contains(nil), "\(expected) not all in \(step)", sourceLocation: sourceLocation)
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted(), "\(step)", sourceLocation: sourceLocation)
    }

    @Test func onAppearComesAfterTheHostsLayoutAndBeforeItsViewDidAppear() throws {
        let trace = try trace("ios 17\nhosting H\nroot nav(A)\nlaunch\npush H\n")
        let step = lines(trace, step: 2)
        expectOrder(
            [
                "H.viewWillAppear", "H.viewDidLayoutSubviews", "H.onAppear", "H.task", "A.viewDidDisappear",
                "H.viewDidAppear",
            ], in: step)
        #expect(trace.events(ofStep: 2).first { $0.callback == .onAppear }?.rule == .swiftUIOnAppear)
    }

    @Test func onDisappearAndTheTaskCancellationFollowViewDidDisappear() throws {
        let trace = try trace("ios 17\nhosting H\nroot nav(A)\nlaunch\npush H\npop\n")
        let step = lines(trace, step: 3)
        expectOrder(["H.viewDidDisappear", "H.onDisappear", "H.taskCancelled", "H.deinit"], in: step)
    }

    /// `.task` is iOS 15's; onAppear is iOS 13's.
    @Test func theTaskExistsFromIOS15() throws {
        let old = lines(try trace("ios 14\nhosting H\nroot H\nlaunch\n"), step: 1)
        #expect(old.contains("H.onAppear") && !old.contains("H.task"), "\(old)")
        let new = lines(try trace("ios 15\nhosting H\nroot H\nlaunch\n"), step: 1)
        expectOrder(["H.onAppear", "H.task"], in: new)
    }

    @Test(arguments: [(13, false), (14, true), (17, true), (26, true)])
    func aRevisitedTabHearsOnAppearAgainFromIOS14(ios: Int, again: Bool) throws {
        let trace = try trace("ios \(ios)\nhosting H K\nroot tabs(H, K)\nlaunch\ntab K\ntab H\n")
        #expect(lines(trace, step: 1).contains("H.onAppear"))
        #expect(lines(trace, step: 2).contains("H.onDisappear") == again, "\(lines(trace, step: 2))")
        #expect(lines(trace, step: 3).contains("H.onAppear") == again, "\(lines(trace, step: 3))")
    }

    @Test func theRepresentableIsMadeInTheHostsFirstLayout() throws {
        let trace = try trace("ios 17\nrepresent C in H\nroot nav(A)\nlaunch\npush H\n")
        let step = lines(trace, step: 2)
        expectOrder(
            [
                "H.viewDidLayoutSubviews", "H.makeCoordinator", "H.makeUIViewController(context:)",
                "C.init(nibName:bundle:)", "H.updateUIViewController(_:context:)", "C.willMove(toParent:)",
                "C.viewDidLoad", "C.viewWillAppear", "C.didMove(toParent:)", "H.onAppear", "H.viewDidAppear",
                "C.viewDidAppear",
            ], in: step)
        let made = try #require(trace.events(ofStep: 2).first { $0.callback == .makeUIViewController })
        let created = try #require(trace.events(ofStep: 2).first { $0.controller == "C" })
        #expect(created.depth == made.depth + 1)
        #expect(made.evidence == .documented)
    }

    @Test func aStateChangeUpdatesTheRepresentableAndNothingElse() throws {
        let trace = try trace("ios 17\nrepresent C in H\nroot H\nlaunch\nstate H\n")
        #expect(lines(trace, step: 2) == ["H.updateUIViewController(_:context:)"])
        #expect(trace.events(ofStep: 2).first?.rule == .swiftUIUpdateOnState)
    }

    /// A SwiftUI `.sheet` is a hosting controller presented by UIKit: dismissing it dismantles the representable
    /// inside the sheet's deinit, before the embedded controller goes.
    @Test func aDismissedSheetDismantlesItsRepresentable() throws {
        let trace = try trace("ios 17\nhosting H\nrepresent C in S\nroot H\nlaunch\npresent S pageSheet\ndismiss\n")
        let presented = lines(trace, step: 2)
        #expect(!presented.contains("H.onDisappear"), "a sheet leaves its presenter on screen: \(presented)")
        let step = lines(trace, step: 3)
        expectOrder(
            [
                "S.viewDidDisappear", "C.viewDidDisappear", "S.onDisappear", "S.deinit",
                "S.dismantleUIViewController(_:coordinator:)", "C.deinit",
            ], in: step)
    }

    /// UIKit presented from SwiftUI and SwiftUI presented from UIKit run the same presentation machinery.
    @Test func aFullScreenPresentationOverAHostingControllerMakesItDisappear() throws {
        let trace = try trace("ios 17\nhosting H\nroot H\nlaunch\npresent B fullScreen\ndismiss\n")
        expectOrder(["H.viewDidDisappear", "H.onDisappear"], in: lines(trace, step: 2))
        expectOrder(["H.viewWillAppear", "H.onAppear", "H.task", "H.viewDidAppear"], in: lines(trace, step: 3))
    }

    typealias Misuse = MisusedScenario

    static let misuses: [Misuse] = [
        Misuse(marked: "ios 12\n1️⃣hosting H\nroot H\nlaunch\n", id: "scenario.unavailable-api", message: "hosting"),
        Misuse(
            marked: "ios 12\n1️⃣represent C in H\nroot H\nlaunch\n", id: "scenario.unavailable-api",
            message: "represent"),
        Misuse(
            marked: "represent C 1️⃣of H\nroot H\nlaunch\n", id: "scenario.invalid-argument", message: "expected 'in'"),
        Misuse(marked: "represent C in 1️⃣C\nroot C\nlaunch\n", id: "scenario.invalid-containment", message: "itself"),
        Misuse(
            marked: "root A\nlaunch\nstate 1️⃣A\n", id: "scenario.not-a-hosting-controller",
            message: "not a hosting controller"),
        Misuse(marked: "hosting H\nroot H\nlaunch\nstate 1️⃣X\n", id: "scenario.unknown-controller"),
        Misuse(marked: "hosting H\nroot H\nlaunch\n1️⃣state\n", id: "scenario.invalid-argument"),
        Misuse(marked: "ios 12\nroot A\nlaunch\n1️⃣state A\n", id: "scenario.unavailable-api", message: "state"),
    ]

    @Test(arguments: misuses)
    func misuseIsDiagnosed(_ misuse: Misuse) throws {
        try misuse.expectRefused()
    }

    @Test func aMisspelledHostingDeclarationGetsADidYouMean() throws {
        let run = LifecycleEngine.run(source: "hostin H\nroot H\nlaunch\n", path: "t.sim")
        #expect(run.diagnostics.first?.fixIt == "did you mean 'hosting'?")
    }
}

import Testing
import VCLabEngine

/// A controller covered by a full-screen presentation is laid out once more as it is covered (issue 23,
/// section 1). The printed log at https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/ (a Swift app,
/// version not given): Second viewWillAppear, Second viewWillLayoutSubviews, Second viewDidLayoutSubviews, First
/// viewWillLayoutSubviews, First viewDidLayoutSubviews, Second viewDidAppear, First viewDidDisappear. The iOS 5/6
/// log of Content/shared/modal-segue-log.sim shows no pass for the covered controller; the engine's boundary
/// between them (iOS 7) is inferred.
@Suite struct CoveredLayoutTests {
    func events(_ source: String, step: Int) throws -> (names: [String], trace: Trace) {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        let kept: Set<Callback> = [
            .viewWillAppear, .viewDidAppear, .viewDidDisappear, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        ]
        return (trace.events(ofStep: step).filter { kept.contains($0.callback) }.map(\.qualifiedName), trace)
    }

    @Test(arguments: ["7", "12", "17"])
    func aFullScreenPresentationLaysTheCoveredControllerOutOnceMore(version: String) throws {
        let (names, trace) = try events("ios \(version)\nroot A\nlaunch\npresent B fullScreen\n", step: 2)
        #expect(
            names == [
                "B.viewWillAppear", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "B.viewDidAppear", "A.viewDidDisappear",
            ])
        // The pass is one of those the trace marks as may repeat or be left out.
        let index = try #require(
            trace.events.firstIndex { $0.qualifiedName == "A.viewDidLayoutSubviews" && $0.step == 2 })
        #expect(trace.events[index - 1].rule == .layoutWhileCovered && trace.passCountVaries(at: index))
    }

    @Test func theIOS6LogShowsNoPassForTheCoveredController() throws {
        let (names, _) = try events("ios 6\nstoryboard A B\nroot A\nlaunch\nsegue B modal\n", step: 2)
        #expect(!names.contains("A.viewWillLayoutSubviews"), "\(names)")
    }

    /// A sheet leaves the presenter on screen and tells it nothing (S14): no pass either.
    @Test func aSheetDoesNotLayThePresenterOut() throws {
        let (names, _) = try events("ios 17\nroot A\nlaunch\npresent B pageSheet\n", step: 2)
        #expect(!names.contains { $0.hasPrefix("A.") }, "\(names)")
    }
}

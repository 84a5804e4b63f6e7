import Testing
import VCLabEngine
import VCLabSupport
import VCLabTestSupport

/// iOS 26's properties update. Apple's page for `UIView.updateProperties()`: "Configures the view's content and
/// styling properties before layout" (https://developer.apple.com/documentation/uikit/uiview/updateproperties());
/// `setNeedsUpdateProperties()`: "Multiple requests may be coalesced into a single update alongside the next
/// layout pass" (https://developer.apple.com/documentation/uikit/uiview/setneedsupdateproperties()); view
/// controllers have the same pair and `updatePropertiesIfNeeded()`, which updates "any view controllers or views in
/// its subtree" (https://developer.apple.com/documentation/uikit/automatic-trait-tracking). The WWDC25 session
/// "What's new in UIKit" places the update after traits and before `layoutSubviews`
/// (https://askwwdc.com/q/what-is-the-layout-life-cycle-in-uikit). A 2025 article says setting a property this
/// way calls neither `layoutSubviews` nor `viewWillLayoutSubviews` (https://juejin.cn/post/7520093724988145715).
/// No printed log of iOS 26 was found, so where a controller's update falls among its appearance callbacks is
/// the model's reading of these pages (rule `layout.properties-before-layout`, `inferred`).
@Suite struct UpdatePropertiesTests {
    func trace(_ source: String) throws -> Trace {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        return try #require(run.trace, "\(run.diagnostics)")
    }

    func names(_ trace: Trace, step: Int, of controller: String) -> [String] {
        trace.events(ofStep: step).filter { $0.controller == controller }.map { $0.callback.rawValue }
    }

    @Test func aFirstAppearanceUpdatesPropertiesAfterTraitsAndBeforeLayout() throws {
        let trace = try trace("ios 26\nautolayout on\nroot A\nlaunch\n")
        #expect(
            Array(names(trace, step: 1, of: "A").drop { $0 != "viewIsAppearing" }.prefix(4)) == [
                "viewIsAppearing", "updateProperties", "updateViewConstraints", "viewWillLayoutSubviews",
            ])
        let update = try #require(trace.events.first { $0.callback == .updateProperties })
        #expect(update.rule == .propertiesBeforeLayout)
        #expect(update.evidence == .inferred)
    }

    @Test func onceForAViewHoweverManyLayoutPassesItHas() throws {
        // A storyboard view is laid out twice at launch (again once resized from its design size); the
        // properties once.
        let trace = try trace("ios 26\nstoryboard A\nroot nav(A)\nlaunch\n")
        let events = names(trace, step: 1, of: "A")
        #expect(events.filter { $0 == "updateProperties" }.count == 1)
        #expect(events.filter { $0 == "viewWillLayoutSubviews" }.count == 2)
        // updatePropertiesIfNeeded works down the subtree: the container before its child.
        let order = trace.events(ofStep: 1).filter { $0.callback == .updateProperties }.map { $0.controller }
        #expect(order == ["nav1", "A"])
    }

    @Test func beforeIOS26ThereIsNone() throws {
        for ios in ["17", "18.7"] {  // 18.x is the last release before 26
            let trace = try trace("ios \(ios)\nroot nav(A)\nlaunch\npush B\n")
            #expect(!trace.events.contains { $0.callback == .updateProperties }, "iOS \(ios)")
        }
    }

    @Test func aViewThatReturnsWithoutInvalidationHearsNothing() throws {
        let trace = try trace("ios 26\nroot nav(A)\nlaunch\npush B\npop\n")
        #expect(!names(trace, step: 3, of: "A").contains("updateProperties"))
    }

    @Test func anInvalidationOnScreenGivesOneUpdateAndNoLayout() throws {
        let trace = try trace("ios 26\nautolayout on\nroot A\nlaunch\nproperties A\n")
        let step = trace.events(ofStep: 2)
        #expect(step.map { "\($0.controller).\($0.callback.rawValue)" } == ["A.updateProperties"])
        #expect(step.first?.rule == .propertiesUpdate)
        #expect(step.first?.evidence == .documented)
    }

    @Test func anInvalidationOffScreenWaitsForTheViewToReturn() throws {
        let trace = try trace("ios 26\nroot nav(A)\nlaunch\npush B\nproperties A\npop\n")
        #expect(trace.events(ofStep: 3).isEmpty)
        let returning = names(trace, step: 4, of: "A")
        #expect(returning == ["viewWillAppear", "viewIsAppearing", "updateProperties", "viewDidAppear"])
    }

    @Test func aLayoutRequestDoesNotUpdateProperties() throws {
        let trace = try trace("ios 26\nroot A\nlaunch\nlayout A\n")
        #expect(names(trace, step: 2, of: "A") == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func theUpdateBelongsToTheLayoutFamily() {
        #expect(Callback.updateProperties.family == .layout)
        #expect(Callback(named: "updateProperties") == .updateProperties)
        #expect(Callback.updateProperties.availability.lowerBound == IOSVersion(26))
    }

    @Test(arguments: [
        ("ios 17\nroot A\nlaunch\n1️⃣properties A\n", "scenario.unavailable-api"),
        ("ios 26\nroot A\nlaunch\n1️⃣properties\n", "scenario.invalid-argument"),
        ("ios 26\nroot A\nlaunch\nproperties A 1️⃣B\n", "scenario.invalid-argument"),
        ("ios 26\nroot A\nlaunch\nproperties 1️⃣Q\n", "scenario.unknown-controller"),
        ("ios 26\nroot A\nkeep B\nlaunch\nproperties 1️⃣B\n", "scenario.unknown-controller"),
        // A tab that was never selected has not loaded its view.
        ("ios 26\nroot tabs(A, B)\nlaunch\nproperties 1️⃣B\n", "scenario.view-not-loaded"),
    ])
    func misuseIsReportedAtItsPlace(marked: String, id: String) throws {
        try MisusedScenario(marked: marked, id: id).expectRefused()
    }
}

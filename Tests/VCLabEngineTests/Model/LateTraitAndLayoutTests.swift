import Testing
import VCLabEngine

/// Two issue-12 refinements.
///
/// A child added while its parent's view loads is laid out twice as it first appears from iOS 11: Stack Overflow
/// 48653763 (iOS 11, 2018, mirrored at https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/48653763/uipageviewcontroller-s-setviewcontroller-invokes-unexpected-view-lifecycle-in-)
/// prints "viewWillAppear / viewWillLayoutSubviews() / viewDidLayoutSubviews() / viewWillLayoutSubviews() /
/// viewDidLayoutSubviews() / viewDidAppear" for a child added in `viewDidLoad`.
///
/// A rotation a controller missed still changes an iPhone's size classes, so when it is delivered later (the
/// controller comes back, or the app returns from the background) `traitCollectionDidChange` completes the
/// `willTransition(to:with:)` it gets, as in a live rotation (the reference's S27; the placement is inferred).
@Suite struct LateTraitAndLayoutTests {
    func names(_ source: String, step: Int) throws -> [String] {
        let run = LifecycleEngine.run(source: source, path: "t.sim")
        let trace = try #require(run.trace, "\(run.diagnostics)")
        return trace.events(ofStep: step).map(\.qualifiedName)
    }

    func childLayouts(_ source: String) throws -> Int {
        let events = try names(source, step: 1)
        let start = try #require(events.firstIndex(of: "C.viewWillAppear"))
        let end = try #require(events.firstIndex(of: "C.viewDidAppear"))
        return events[start..<end].filter { $0 == "C.viewWillLayoutSubviews" }.count
    }

    @Test(arguments: ["11", "17"])
    func aChildAddedInViewDidLoadIsLaidOutTwice(version: String) throws {
        #expect(try childLayouts("ios \(version)\nchild C of P\nroot P\nlaunch\n") == 2)
        #expect(try childLayouts("ios \(version)\nstoryboard P C\nembed C in P\nroot P\nlaunch\n") == 2)
    }

    @Test func beforeIOS11Once() throws {
        #expect(try childLayouts("ios 10\nchild C of P\nroot P\nlaunch\n") == 1)
    }

    @Test func aChildAddedOnScreenIsLaidOutOnce() throws {
        let events = try names("ios 17\nroot P\nlaunch\nadd C to P\n", step: 2)
        #expect(events.filter { $0 == "C.viewWillLayoutSubviews" }.count == 1)
    }

    @Test func aPendingRotationEndsWithTheTraitChangeBeforeViewWillAppear() throws {
        let events = try names("ios 11\nroot nav(A)\nlaunch\npush B\nrotate\npop\n", step: 4)
        let pending = events.filter { $0.hasPrefix("A.") }.prefix(4)
        #expect(
            Array(pending) == [
                "A.willTransition(to:with:)", "A.viewWillTransition(to:with:)", "A.traitCollectionDidChange",
                "A.viewWillAppear",
            ])
    }

    @Test func onAnIPadThereIsNoTraitChange() throws {
        let events = try names("ios 11\ndevice ipad\nroot nav(A)\nlaunch\npush B\nrotate\npop\n", step: 4)
        #expect(events.contains("A.viewWillTransition(to:with:)"))
        #expect(!events.contains("A.traitCollectionDidChange"))
    }

    @Test func aRotationMadeInTheBackgroundEndsWithTheTraitChangeBeforeTheAppHears() throws {
        let events = try names("ios 11\nroot A\nlaunch\nbackground\nrotate\nforeground\n", step: 4)
        let trait = try #require(events.firstIndex(of: "A.traitCollectionDidChange"))
        #expect(try #require(events.firstIndex(of: "A.viewWillTransition(to:with:)")) < trait)
        #expect(trait < (try #require(events.firstIndex(of: "app.willEnterForeground"))))
    }
}

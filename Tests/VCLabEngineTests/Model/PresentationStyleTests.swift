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
            #expect(!trace.events(ofStep: 1).contains { $0.qualifiedName == "A.viewWillDisappear" })
        }
    }
}

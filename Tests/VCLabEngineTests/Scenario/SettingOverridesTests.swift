import Testing
import VCLabEngine
import VCLabSupport

/// The site's version and device selectors (and `vclab run --ios/--device`) run a scenario as if its own
/// settings said so, version checks included.
@Suite struct SettingOverridesTests {
    static let storyboardPush = "ios 17\nstoryboard A B\nroot nav(A)\nlaunch\npush B\n"

    @Test func anOverriddenVersionIsTheTracesVersion() throws {
        let run = LifecycleEngine.run(
            source: Self.storyboardPush, path: "s.sim", overrides: SettingOverrides(ios: IOSVersion(9)))
        let trace = try #require(run.trace)
        #expect(trace.ios == IOSVersion(9))
        #expect(trace.device == .iphone)
    }

    @Test func anOverriddenVersionGetsThatVersionsAPIChecks() {
        // Storyboards arrived in iOS 5: the scenario's own `ios 17` line must not hide that.
        let run = LifecycleEngine.run(
            source: Self.storyboardPush, path: "s.sim", overrides: SettingOverrides(ios: IOSVersion(4, 3)))
        #expect(run.trace == nil)
        #expect(run.diagnostics.map { $0.id } == ["scenario.unavailable-api"])
        #expect(run.diagnostics.first?.location.line == 2)
    }

    @Test func theOldestVersionWithTheAPIRuns() {
        let run = LifecycleEngine.run(
            source: Self.storyboardPush, path: "s.sim", overrides: SettingOverrides(ios: IOSVersion(5)))
        #expect(run.trace != nil)
    }

    @Test func anOverriddenVersionReplacesAnUnreadableOne() throws {
        let run = LifecycleEngine.run(
            source: "ios banana\nroot A\nlaunch\n", path: "s.sim", overrides: SettingOverrides(ios: IOSVersion(12)))
        // The bad line is still reported: the override does not make the source right.
        #expect(run.diagnostics.map { $0.id } == ["scenario.invalid-argument"])
    }

    @Test func anIPadBeforeIOS3Point2IsAnError() {
        let early = LifecycleEngine.run(
            source: "ios 3\nroot A\nlaunch\n", path: "s.sim", overrides: SettingOverrides(device: .ipad))
        #expect(early.diagnostics.map { $0.id } == ["scenario.unavailable-api"])
        #expect(early.diagnostics.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (1, 1))
        let ipad = LifecycleEngine.run(
            source: "ios 3.2\nroot A\nlaunch\n", path: "s.sim", overrides: SettingOverrides(device: .ipad))
        #expect(ipad.trace?.device == .ipad)
    }

    @Test func noOverrideLeavesTheScenarioAsItIs() throws {
        let plain = LifecycleEngine.run(source: Self.storyboardPush, path: "s.sim")
        let overridden = LifecycleEngine.run(
            source: Self.storyboardPush, path: "s.sim",
            overrides: SettingOverrides(ios: IOSVersion(17), device: .iphone))
        #expect(plain.trace == overridden.trace)
        #expect(plain.trace?.ios == IOSVersion(17))
    }
}

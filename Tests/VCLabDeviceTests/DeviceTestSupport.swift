import Foundation
import VCLabDevice
import VCLabEngine

/// The scenarios and logs the device tests share.
enum DeviceTestSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(relativePath)))
    }

    /// Scenarios with containers, presentation, containment and the app in the background.
    static let scenarios: [String: String] = [
        "modal-segue-log.sim": String(
            decoding: (try? bytes("Content/shared/modal-segue-log.sim")) ?? [], as: UTF8.self),
        "navigation.sim": "ios 17\nroot nav(A)\nlaunch\npush B\npop\n",
        "tabs.sim": "ios 16\nroot tabs(A, B)\nlaunch\ntab B\nbackground\nforeground\n",
        "present.sim": "ios 17\nroot A\nlaunch\npresent B fullScreen\ndismiss\n",
        "child.sim": "ios 15\nroot A\nlaunch\nadd C to A\nremove C\nmemory warning\n",
    ]

    static func trace(_ source: String, ios: IOSVersion? = nil) -> Trace {
        let run = LifecycleEngine.run(
            source: source, path: "test.sim", overrides: SettingOverrides(ios: ios, device: nil))
        guard let trace = run.trace else { fatalError("the test scenario does not run: \(run.diagnostics)") }
        return trace
    }

    /// What `print("\(type(of: self)) \(#function)")` prints for each event; the app's events come from an
    /// `AppDelegate`.
    static func printLines(_ trace: Trace) -> String {
        trace.events.map { event in
            let name = event.controller == "app" ? "AppDelegate" : event.controller
            return "\(name) \(functionName(event.callback))"
        }.joined(separator: "\n") + "\n"
    }

    /// NSLog with `__PRETTY_FUNCTION__`, and NSLog's date and process prefix.
    static func nsLogLines(_ trace: Trace) -> String {
        trace.events.enumerated().map { index, event in
            let name = event.controller == "app" ? "AppDelegate" : "Lab.\(event.controller)"
            let second = String(format: "%02d", index % 60)
            return "2013-05-01 10:00:\(second).123 Lab[1234:c07] -[\(name) \(event.callback.objectiveCSelector)]"
        }.joined(separator: "\n") + "\n"
    }

    /// `log stream --style ndjson`: one object a line, the app's own lines in `eventMessage`.
    static func ndjsonLines(_ trace: Trace, hash: String) -> String {
        DeviceLogFormat.log(of: trace, scenario: "s.sim", hash: hash).split(separator: "\n").map { line in
            "{\"timestamp\":\"2024-03-01 10:00:00.000000+0100\",\"processImagePath\":\"/Lab.app/Lab\",\"eventMessage\":\"\(line)\",\"messageType\":\"Default\"}"
        }.joined(separator: "\n") + "\n"
    }

    /// An Xcode console copy: the app's lines behind the unified log's prefix, among the system's messages.
    static func xcodeLines(_ trace: Trace, hash: String) -> String {
        var lines = ["Lab[4242:88001] [SceneConfiguration] Info.plist contained no UIScene configuration dictionary"]
        for line in DeviceLogFormat.log(of: trace, scenario: "s.sim", hash: hash).split(separator: "\n") {
            lines.append("2024-03-01 10:00:00.123456+0100 Lab[4242:88001] \(line)")
        }
        lines.append("Message from debugger: killed")
        return lines.joined(separator: "\n") + "\n"
    }

    static func functionName(_ callback: Callback) -> String {
        switch callback {
        case .didFinishLaunching: return "application(_:didFinishLaunchingWithOptions:)"
        case .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive, .willTerminate,
            .applicationDidReceiveMemoryWarning:
            return String(callback.objectiveCSelector.dropLast()) + "(_:)"
        default: break
        }
        let name = callback.swiftName
        if name.contains("(") || name == "deinit" { return name }
        let unlabelled: Set<Callback> = [
            .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
            .traitCollectionDidChange, .presentationControllerDidAttemptToDismiss, .sceneDidDisconnect,
            .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
        ]
        return name + (unlabelled.contains(callback) ? "(_:)" : "()")
    }
}

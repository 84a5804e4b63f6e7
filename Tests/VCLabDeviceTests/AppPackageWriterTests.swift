import Foundation
import Testing
import VCLabDevice
import VCLabEngine

/// The generated apps cannot be built or run here (no iOS SDK): their Swift is type-checked in Swift 6 mode
/// against the declarations-only UIKit of `Tests/Samples/UIKit.swiftinterface`, the interface the course's
/// samples are checked against, every app of one run in its own namespace so that one compiler run checks all.
@Suite struct AppPackageWriterTests {
    typealias Support = DeviceTestSupport

    /// Every scenario of the course (the lessons' sim blocks and Content/shared) that runs.
    static func courseScenarios() throws -> [(name: String, source: String)] {
        let content = Support.repositoryRoot.appendingPathComponent("Content")
        var found: [(String, String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: content.path).sorted()
        where file.hasSuffix(".md") {
            let text = try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
            if file.hasSuffix(".md") {
                var block: [Substring]?
                var index = 0
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if block == nil, line.hasPrefix("```sim") {
                        block = []
                    } else if block != nil, line.hasPrefix("```") {
                        index += 1
                        found.append(("\(file)#\(index).sim", block!.joined(separator: "\n") + "\n"))
                        block = nil
                    } else {
                        block?.append(line)
                    }
                }
            }
        }
        let shared = content.appendingPathComponent("shared")
        for file in try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted()
        where file.hasSuffix(".sim") {
            found.append((file, try String(contentsOf: shared.appendingPathComponent(file), encoding: .utf8)))
        }
        return found
    }

    static func typeCheck(_ apps: [[AppFile]]) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-apps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, files) in apps.enumerated() {
            for file in files where file.path.hasSuffix(".swift") && file.path != "Package.swift" {
                // One entry point for the whole run: the first app's.
                if file.path == "App.swift", index > 0 { continue }
                let url = directory.appendingPathComponent("\(index)-\(file.path)")
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swiftc = try #require(
            path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        )
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments =
            [
                "-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors",
                "-I", Support.repositoryRoot.appendingPathComponent("Tests/Samples").path,
                "-module-cache-path", directory.appendingPathComponent("modules").path,
                "-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
            ] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func app(_ name: String, _ source: String, namespace: String) -> [AppFile]? {
        let parsed = ScenarioParser.parse(source, path: name)
        guard let scenario = parsed.scenario, let trace = LifecycleEngine.run(scenario, path: name).trace,
            // `vclab app` refuses a scenario with SwiftUI in it (AppCommand), so there is no app to check.
            AppPackageWriter.swiftUIDeclaration(in: scenario) == nil
        else {
            return nil
        }
        return AppPackageWriter.files(
            scenario: scenario, trace: trace, name: name, hash: ScenarioHash.of(Array(source.utf8)),
            namespace: namespace)
    }

    /// The generated apps are UIKit only: `vclab app` refuses a scenario that declares `hosting` or `represent`,
    /// at the first such line.
    @Test func aScenarioWithSwiftUIIsFoundForRefusal() throws {
        let swiftUI = try #require(ScenarioParser.parse("root A\nrepresent C in A\nlaunch\n", path: "s.sim").scenario)
        #expect(AppPackageWriter.swiftUIDeclaration(in: swiftUI)?.line == 2)
        let uiKit = try #require(ScenarioParser.parse("child C of A\nroot A\nlaunch\n", path: "u.sim").scenario)
        #expect(AppPackageWriter.swiftUIDeclaration(in: uiKit) == nil)
    }

    @Test func everyCourseScenarioAndASeededSampleOfRandomOnesTypeCheckInSwift6() throws {
        var sources = try Self.courseScenarios()
        // The lessons' blocks that are scenarios (not `compare:` tables or error examples), and the randoms.
        #expect(sources.count > 50)
        for seed in UInt64(1)...12 {
            var generator = RandomScenarioGenerator(seed: seed, ios: nil)
            sources.append(("random-\(seed).sim", generator.scenario(stepCount: 12)))
        }
        var apps: [[AppFile]] = []
        for (name, source) in sources {
            if let files = Self.app(name, source, namespace: "Lab\(apps.count)") { apps.append(files) }
        }
        #expect(apps.count > 50)
        let result = try Self.typeCheck(apps)
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    @Test func aBrokenAppIsCaughtByTheTypeCheck() throws {
        var files = try #require(Self.app("modal.sim", Support.scenarios["modal-segue-log.sim"]!, namespace: "Lab"))
        let index = try #require(files.firstIndex { $0.path == "Lab.swift" })
        files[index].contents = files[index].contents.replacingOccurrences(
            of: "super.viewDidLoad()", with: "super.viewDidLoad(true)")
        #expect(try Self.typeCheck([files]).status != 0)
    }

    @Test func thePackageIsAnIOSApplicationAndTheAppLogsInTheReadersFormat() throws {
        let source = "ios 17\nstoryboard A\nmanual P\nroot nav(P)\nchild A of P\nkeep A\nlaunch\nrotate\npush B\n"
        let files = try #require(Self.app("my lab.sim", source, namespace: "Lab"))
        let package = try #require(files.first { $0.path == "Package.swift" }).contents
        #expect(package.contains(".iOSApplication("))
        #expect(package.contains("name: \"MyLab\""))
        let lab = try #require(files.first { $0.path == "Lab.swift" }).contents
        #expect(lab.contains("final class PController: UIViewController"))
        #expect(lab.contains("final class nav1Controller: UINavigationController"))
        #expect(lab.contains("override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }"))
        #expect(lab.contains("static let creationNotLogged: [String] = [\"A\"]"))
        #expect(lab.contains("static let kept: [String] = [\"A\"]"))
        #expect(lab.contains("Rotate the device"))
        #expect(lab.contains("topNavigation()?.pushViewController(make(\"B\"), animated: true)"))
        // The lines the app prints are the reader's: the same words, in the same order.
        #expect(lab.contains("\"\(DeviceLogFormat.eventWord) \\(sequence) \\(controller) \\(callback)\""))
        #expect(lab.contains("\"\(DeviceLogFormat.headerWord) \(DeviceLogFormat.version) ios="))
    }

    /// The forms issue 23 added are performed by the app as UIKit code, and that code type-checks.
    @Test func theFormsOfIssue23ArePerformedOnTheDevice() throws {
        let source =
            "ios 17\nroot nav(A)\nlaunch\non active add E to A\npresent B custom\ndismiss\nreplace root with tabs(C, D)\n"
        let files = try #require(Self.app("forms.sim", source, namespace: "Lab"))
        let lab = try #require(files.first { $0.path == "Lab.swift" }).contents
        #expect(lab.contains("case 2: present(make(\"B\"), style: .custom, animated: true)"))
        #expect(lab.contains("if style == .custom { controller.transitioningDelegate = customPresentation }"))
        #expect(lab.contains("case 4: replaceRoot(with: tabs(\"tabs1\", [make(\"C\"), make(\"D\")]))"))
        #expect(lab.contains("window?.rootViewController = controller"))
        #expect(lab.contains("Driver.shared.becameActive()"))
        #expect(
            lab.contains(
                "hasBecomeActive = true\n            if let parent = instance(\"A\") { embed(instanceOrMake(\"E\"), in: parent) }"
            ),
            "\(lab)")
        let result = try Self.typeCheck([files])
        #expect(result.status == 0, "\(result.output.prefix(4000))")
    }

    /// Only the person holding the iPad can resize the app's window: the app shows what to do, in both languages,
    /// and goes on once the step's callbacks (the engine's count of them) have arrived.
    @Test func aResizeIsAskedOfThePersonAndWaitedFor() throws {
        let source = "ios 17\ndevice ipad\nroot nav(A)\nlaunch\nresize split 1/3\nresize full\n"
        let files = try #require(Self.app("split.sim", source, namespace: "Lab"))
        let lab = try #require(files.first { $0.path == "Lab.swift" }).contents
        #expect(
            lab.contains(
                "Step(text: \"resize split 1/3\", expected: 10, instruction: \"In Split View with another app, drag the divider until this app has 1/3 of the screen\\n与另一个应用分屏，拖动分隔条，直到本应用占屏幕的 1/3\")"
            ), "\(lab.prefix(3000))")
        #expect(
            lab.contains(
                "instruction: \"Drag the Split View divider to the screen's edge, so the app is full screen again"))
        #expect(lab.contains("case 2: break  // the person does it"), "no code performs a resize")
    }
}

import Foundation
import Testing

/// `vclab app` and `vclab compare` end to end, through the built binary: the exit statuses, the files and the
/// words a learner sees. The reader and the comparison are tested in detail in VCLabDeviceTests.
@Suite struct DeviceCommandTests {
    static let scenario = "Content/shared/modal-segue-log.sim"

    /// The log the generated app prints when the device agrees with the engine, built from the trace's JSON
    /// the way the app writes its lines (docs/device.md): a header, a line per step, a line per callback.
    static func appLog(swapping swap: (Int, Int)? = nil, dropping drop: Int? = nil) throws -> String {
        let run = try ExecutableTests.vclab(["run", scenario, "--format", "json"])
        let trace = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        var events = try #require(trace["events"] as? [[String: Any]])
        if let (first, second) = swap { events.swapAt(first, second) }
        if let drop { events.remove(at: drop) }
        // The app's header names the scenario by FNV-1a (64 bits) of its text, as docs/device.md says.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in try Data(contentsOf: ExecutableTests.packageRoot.appendingPathComponent(scenario)) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        let name = String(repeating: "0", count: 16 - digits.count) + digits
        var lines = ["vclab-log 1 ios=6.0 device=simulator hash=\(name) scenario=modal-segue-log.sim"]
        var step = 0
        for event in events {
            let eventStep = try #require(event["step"] as? Int)
            while step < eventStep {
                step += 1
                lines.append("vclab-step \(step)")
            }
            var line = "vclab \(event["seq"] ?? 0) \(event["controller"] ?? "") \(event["callback"] ?? "")"
            if let animated = event["animated"] as? Bool { line += " animated=\(animated)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aLogThatAgreesExitsZeroAndSaysSo() throws {
        let result = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario, "--color", "never"], input: Data(try Self.appLog().utf8))
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError.isEmpty)
    }

    @Test func aSwappedPairExitsOneAndNamesBothCallbacks() throws {
        let agreeing = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario, "--format", "json"], input: Data(try Self.appLog().utf8))
        let swapped = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario, "--format", "json"], input: Data(try Self.appLog(swapping: (1, 2)).utf8))
        #expect(swapped.status == 1)
        #expect(swapped.standardOutput != agreeing.standardOutput)
        let object = try JSONSerialization.jsonObject(with: Data(swapped.standardOutput.utf8)) as? [String: Any]
        #expect(object != nil, "--format json prints one JSON object")
        let text = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario, "--color", "never"], input: Data(try Self.appLog(swapping: (1, 2)).utf8))
        #expect(text.status == 1)
        #expect(text.standardOutput.contains("loadView"))
        #expect(text.standardOutput.contains("viewDidLoad"))
    }

    @Test func aLogOfAnotherScenarioIsReportedAsSuch() throws {
        let log = try Self.appLog().replacingOccurrences(of: "hash=", with: "hash=1")
        let result = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario, "--color", "never"], input: Data(log.utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("this log is of another scenario"))
    }

    @Test func aMissingCallbackExitsOne() throws {
        let result = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario, "--color", "never"], input: Data(try Self.appLog(dropping: 3).utf8))
        #expect(result.status == 1)
    }

    @Test func binaryBytesExitSixtyFiveWithTheirPlace() throws {
        let result = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario], input: Data("A viewDidLoad()\nab\u{0}c\n".utf8))
        #expect(result.status == 65)
        #expect(result.standardError.contains("<stdin>:2:3: error: the log is not text: it holds a NUL byte"))
        #expect(result.standardError.contains("[device.log-binary]"))
    }

    @Test func anEmptyLogAndAnUnrelatedAppExitSixtyFive() throws {
        let empty = try ExecutableTests.vclab(["compare", "-", Self.scenario], input: Data())
        #expect(empty.status == 65)
        #expect(empty.standardError.contains("[device.log-empty]"))
        let other = try ExecutableTests.vclab(
            ["compare", "-", Self.scenario], input: Data("Maps loaded tiles\nNetwork changed\n".utf8))
        #expect(other.status == 65)
        #expect(other.standardError.contains("[device.log-no-callbacks]"))
    }

    @Test func theSeedArticlesLogComparesWithItsTagsMappedAndIsRecorded() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-compare-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("record.txt").path
        let result = try ExecutableTests.vclab([
            "compare", "Tests/VCLabDeviceTests/Fixtures/seed-002-simulator.log", Self.scenario, "--name", "1=A",
            "--name", "2=B", "--color", "never", "--record", record,
        ])
        #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let written = try String(contentsOfFile: record, encoding: .utf8)
        #expect(written.contains("seed-002-simulator.log"))
    }

    @Test func wrongCommandLinesExitSixtyFour() throws {
        #expect(try ExecutableTests.vclab(["compare", Self.scenario]).status == 64)
        #expect(try ExecutableTests.vclab(["compare", "-", "-"]).status == 64)
        #expect(try ExecutableTests.vclab(["compare", "-", Self.scenario, "--name", "A"]).status == 64)
        #expect(try ExecutableTests.vclab(["compare", "-", Self.scenario, "--ios", "22"]).status == 64)
        #expect(try ExecutableTests.vclab(["app", Self.scenario]).status == 64)
    }

    @Test func appWritesAPackageThatLogsEveryControllerAndSaysWhere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ExecutableTests.vclab(["app", Self.scenario, "--out", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        let package = result.standardOutput.trimmingCharacters(in: .newlines)
        #expect(package.hasPrefix(directory.path) && package.hasSuffix(".swiftpm"))
        #expect(FileManager.default.fileExists(atPath: package + "/Package.swift"))
        let sources = try FileManager.default.subpathsOfDirectory(atPath: package).filter { $0.hasSuffix(".swift") }
        let code = try sources.map { try String(contentsOfFile: package + "/" + $0, encoding: .utf8) }.joined()
        #expect(code.contains("final class AController"))
        #expect(code.contains("final class BController"))
        #expect(code.contains("viewDidLoad"))
    }

    @Test func appRefusesAScenarioWithAnErrorAtItsPlace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-app-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("broken.sim").path
        try "ios 17\nroot A\nlaunch\nfrobnicate A\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let result = try ExecutableTests.vclab(["app", scenario, "--out", directory.appendingPathComponent("out").path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("broken.sim:4:1: error:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        let missing = try ExecutableTests.vclab([
            "app", directory.appendingPathComponent("none.sim").path, "--out", directory.path,
        ])
        #expect(missing.status == 74)
    }

    /// `vclab app` and the site's device module share one road (`AppPackage`), so the command refuses what the
    /// module refuses, at the same place: SwiftUI, and bytes that are not UTF-8.
    @Test func appRefusesSwiftUIAndInvalidBytesAtTheirPlaces() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-app-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out").path
        let swiftUI = directory.appendingPathComponent("hosting.sim")
        try "ios 17\nroot A\nhosting A\nlaunch\n".write(to: swiftUI, atomically: true, encoding: .utf8)
        let refused = try ExecutableTests.vclab(["app", swiftUI.path, "--out", output])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("hosting.sim:3:1: error:"), "\(refused.standardError)")
        #expect(refused.standardError.contains("[app.swiftui-unsupported]"))
        let invalid = directory.appendingPathComponent("latin1.sim")
        try Data("ios 17\nroot A\nlaunch\n# caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: invalid)
        let unreadable = try ExecutableTests.vclab(["app", invalid.path, "--out", output])
        #expect(unreadable.status == 1)
        #expect(unreadable.standardError.contains("latin1.sim:4:"), "\(unreadable.standardError)")
        #expect(unreadable.standardError.contains("[scenario.invalid-encoding]"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

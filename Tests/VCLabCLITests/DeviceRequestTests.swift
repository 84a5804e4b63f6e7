import Foundation
import Testing
import VCLabDevice
import VCLabTestSupport

/// The site's "Run it on your iPhone" (`vclab-device.wasm`) answers as the commands do: its ZIP holds the bytes
/// `vclab app` writes, and a pasted log compares as `vclab compare` compares it.
@Suite struct DeviceRequestTests {
    static let scenario = DeviceCommandTests.scenario
    static let name = "modal-segue-log.sim"

    static func scenarioBytes() throws -> [UInt8] {
        Array(try Data(contentsOf: ExecutableTests.packageRoot.appendingPathComponent(scenario)))
    }

    @Test func theZipHoldsTheFilesVclabAppWritesByteForByte() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ExecutableTests.vclab(["app", Self.scenario, "--out", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        let package = URL(fileURLWithPath: result.standardOutput.trimmingCharacters(in: .newlines))
        var written: [String: [UInt8]] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: package.path) {
            var isFolder: ObjCBool = false
            let file = package.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            written["\(package.lastPathComponent)/\(path)"] = Array(try Data(contentsOf: file))
        }

        let answer = DeviceRequest.package(try Self.scenarioBytes(), name: Self.name)
        #expect(!answer.isError, "\(answer.diagnostics)")
        let entries = StoredZip.entries(answer.output)
        #expect(entries.count == 3)
        #expect(entries == written)
        // The same scenario makes the same bytes: the entries' dates are fixed.
        #expect(DeviceRequest.package(try Self.scenarioBytes(), name: Self.name).output == answer.output)
    }

    @Test func aScenarioWithAnErrorAnswersWithItsDiagnosticAndNoZip() {
        let answer = DeviceRequest.package(Array("controller A\nstep\n".utf8), name: "broken.sim")
        #expect(answer.isError)
        #expect(answer.output.isEmpty)
        #expect(answer.diagnostics.hasPrefix("broken.sim:"))
        #expect(answer.diagnostics.contains(": error: "))
    }

    @Test func thePastedLogOfTheEngineComparesEqualAndASwappedPairDiffers() throws {
        let equal = DeviceRequest.compare(
            log: Array(try DeviceCommandTests.appLog().utf8), scenario: try Self.scenarioBytes(), name: Self.name)
        #expect(!equal.isError, "\(equal.diagnostics)")
        let equalJSON = String(decoding: equal.output, as: UTF8.self)
        #expect(equalJSON.hasPrefix(#"{"verdict":"equal""#), "\(equalJSON)")
        #expect(!equalJSON.contains(#""kind":"not-logged""#))

        // A log of one callback compares only it; the rest of the trace is marked not logged.
        let partial = DeviceRequest.compare(
            log: Array("A viewDidLoad()\n".utf8), scenario: try Self.scenarioBytes(), name: Self.name)
        let partialJSON = String(decoding: partial.output, as: UTF8.self)
        #expect(partialJSON.hasPrefix(#"{"verdict":"equal""#), "\(partialJSON)")
        #expect(partialJSON.contains(#""kind":"not-logged""#))

        let swapped = DeviceRequest.compare(
            log: Array(try DeviceCommandTests.appLog(swapping: (1, 2)).utf8), scenario: try Self.scenarioBytes(),
            name: Self.name)
        let swappedJSON = String(decoding: swapped.output, as: UTF8.self)
        #expect(swappedJSON.hasPrefix(#"{"verdict":"differ""#), "\(swappedJSON)")
        #expect(swappedJSON.contains(#""kind":"out-of-order""#))
    }

    @Test func aLogItCannotReadAnswersWithTheLinesPlace() throws {
        let answer = DeviceRequest.compare(
            log: Array("A viewDidLoad()\nab\u{0}c\n".utf8), scenario: try Self.scenarioBytes(), name: Self.name)
        #expect(answer.isError)
        #expect(answer.output.isEmpty)
        #expect(answer.diagnostics.hasPrefix("log:2:3: error: the log is not text"), "\(answer.diagnostics)")
        #expect(answer.diagnostics.contains("[device.log-binary]"))
    }
}

import VCLabEngine
import VCLabSupport

/// What the site's "Run it on your iPhone" asks `vclab-device.wasm`, answered by the code `vclab app` and
/// `vclab compare` run: the package ``AppPackageWriter`` writes, as a ZIP, and the comparison of a pasted log
/// as ``DeviceComparisonRenderer/json(_:log:subject:)`` writes it. ``DeviceExports`` carries the answers across
/// the WebAssembly boundary; natively the tests call these functions directly.
public enum DeviceRequest {
    public struct Answer: Hashable, Sendable {
        public var isError: Bool
        /// The ZIP's bytes, or the comparison's JSON.
        public var output: [UInt8]
        /// Compact diagnostics, one `path:line:col: error: message [id]` a line.
        public var diagnostics: String
    }

    /// The package `vclab app NAME` writes for the scenario's bytes, as `PRODUCT.swiftpm/…` entries of a ZIP.
    public static func package(_ bytes: [UInt8], name: String) -> Answer {
        let package = AppPackage(scenario: bytes, path: name, name: name)
        guard let files = package.files else { return failure(package.diagnostics) }
        var archive = ZipArchive()
        for file in files { archive.add(path: "\(package.folder)/\(file.path)", bytes: Array(file.contents.utf8)) }
        return Answer(isError: false, output: archive.bytes, diagnostics: compact(package.diagnostics))
    }

    /// `vclab compare LOG NAME --format json` for a pasted log: the trace is of the iOS in the log's header when
    /// it names one VCLab simulates, else of the scenario's. A log that cannot be read answers with its
    /// diagnostic (`log` names it).
    public static func compare(log logBytes: [UInt8], scenario bytes: [UInt8], name: String) -> Answer {
        let logName = "log"
        let log: DeviceLog
        do {
            log = try DeviceLogReader.read(logBytes, path: logName)
        } catch {
            return failure([error.diagnostic])
        }
        var version: IOSVersion?
        if let header = log.header {
            let parts = header.ios.split(separator: ".").prefix(2).joined(separator: ".")
            if let logged = IOSVersion(parsing: parts), logged.isReleased { version = logged }
        }
        let run = LifecycleEngine.run(bytes: bytes, path: name, overrides: SettingOverrides(ios: version, device: nil))
        guard let trace = run.trace else { return failure(run.diagnostics) }
        let hash = ScenarioHash.of(bytes)
        let comparison = DeviceComparison(log: log, trace: trace, scenarioHash: hash, names: [:])
        let subject = DeviceComparisonRenderer.Subject(
            logName: logName, scenarioName: name, scenarioHash: hash, ios: trace.ios)
        return Answer(
            isError: false, output: Array(DeviceComparisonRenderer.json(comparison, log: log, subject: subject).utf8),
            diagnostics: compact(run.diagnostics))
    }

    private static func failure(_ diagnostics: [Diagnostic]) -> Answer {
        Answer(isError: true, output: [], diagnostics: compact(diagnostics))
    }

    private static func compact(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { DiagnosticFormatter.compact($0) + "\n" }.joined()
    }
}

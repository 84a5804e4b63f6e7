import VCLabEngine
import VCLabSupport

/// A scenario made into an app package: the one road from a scenario's bytes to the files, taken by `vclab app`
/// (which writes them into a folder) and by the site's device module (which zips them), so that the two cannot
/// drift apart in what they check or write.
public struct AppPackage: Hashable, Sendable {
    /// `PRODUCT.swiftpm`, the folder the files belong in.
    public var folder: String
    /// The files, or nil when the scenario cannot become an app (the diagnostics say why).
    public var files: [AppFile]?
    /// The parser's and the engine's diagnostics, warnings included, and `app.swiftui-unsupported`.
    public var diagnostics: [Diagnostic]

    /// Parses and runs `bytes` (named `path` in diagnostics), refuses SwiftUI, and writes the package of the app
    /// `name` (a file name such as `modal-segue-log.sim`).
    public init(scenario bytes: [UInt8], path: String, name: String, overrides: SettingOverrides = .none) {
        folder = AppPackageWriter.productName(name) + ".swiftpm"
        let parsed = ScenarioParser.parse(bytes: bytes, path: path, overrides: overrides)
        let run = parsed.scenario.map { LifecycleEngine.run($0, path: path) }
        diagnostics = parsed.diagnostics + (run?.diagnostics ?? [])
        guard let scenario = parsed.scenario, let trace = run?.trace else { return }
        if let swiftUI = AppPackageWriter.swiftUIDeclaration(in: scenario) {
            diagnostics.append(
                Diagnostic(
                    id: "app.swiftui-unsupported",
                    location: SourceLocation(path: path, line: swiftUI.line, column: swiftUI.column),
                    message: "vclab app writes UIKit apps only; it cannot host SwiftUI"))
            return
        }
        files = AppPackageWriter.files(scenario: scenario, trace: trace, name: name, hash: ScenarioHash.of(bytes))
    }
}

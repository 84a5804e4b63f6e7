import VCLabEngine

/// Runs scenarios for the renderers' tests.
enum Scenarios {
    static let pushPop = "root nav(A)\nlaunch\npush B\npop\n"

    static func run(_ source: String, ios: Int? = nil) -> Trace {
        let text = ios.map { "ios \($0)\n" + source } ?? source
        guard let trace = LifecycleEngine.run(source: text, path: "fixture.sim").trace else {
            fatalError("fixture scenario does not run: \(source)")
        }
        return trace
    }
}

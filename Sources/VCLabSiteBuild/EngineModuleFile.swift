import Foundation
import VCLabHost

/// Finds the engine's WebAssembly module for `vclab build`: the file `--engine` names, or the one
/// `scripts/build-wasm` writes (`.build/wasm/vclab.wasm`), looked for above the `vclab` binary and in the
/// current folder.
package enum EngineModuleFile {
    package static let buildPath = ".build/wasm/vclab.wasm"

    package enum Outcome {
        case found([UInt8])
        /// None at the default places: the site is built without the live lab, for this reason.
        case absent(String)
    }

    package static func locate(explicitPath: String?) throws(FileInput.ReadError) -> Outcome {
        if let explicitPath {
            let bytes = try FileInput.readBytes(explicitPath)
            guard isWebAssembly(bytes) else {
                throw FileInput.ReadError(message: "'\(explicitPath)' is not a WebAssembly module")
            }
            return .found(bytes)
        }
        for candidate in candidates() {
            if let bytes = FileInput.contents(of: candidate), isWebAssembly(bytes) { return .found(bytes) }
        }
        return .absent("no engine module at \(buildPath); scripts/build-wasm makes it")
    }

    /// `.build/<triple>/release/vclab` and `.build/release/vclab` both have `.build` two or three folders up.
    private static func candidates() -> [String] {
        var paths: [String] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<3 {
            folder = folder.deletingLastPathComponent()
            paths.append(folder.appendingPathComponent("wasm/vclab.wasm").path)
        }
        paths.append(buildPath)
        return paths
    }

    private static func isWebAssembly(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x00, 0x61, 0x73, 0x6D]) }
}

import Foundation
import VCLabHost

/// Finds the engine's WebAssembly module for `vclab build` and `vclab serve`: the file `--engine` names, else
/// the one installed with the executable, else the one `scripts/build-wasm` writes in the repository.
///
/// The executable is found from `/proc/self/exe`, its real location: `argv[0]` is the bare name when `vclab`
/// is run through `PATH`, and a symbolic link's folder rather than the install's.
package enum EngineModuleFile {
    package static let buildPath = ".build/wasm/vclab.wasm"
    package static let fileName = "vclab.wasm"
    /// The review page's scheduler (`scripts/build-wasm` writes it beside the engine), looked for in the same
    /// places; without it the review page lists the questions to try again, unscheduled.
    package static let reviewFileName = "vclab-review.wasm"
    /// The device module ("Run it on your iPhone"), written and looked for the same way; without it the
    /// simulations offer the `vclab app` command instead.
    package static let deviceFileName = "vclab-device.wasm"

    /// The review module (or another that `scripts/build-wasm` writes beside the engine, by `fileName`) from the
    /// places the engine is looked for (an `--engine` file's folder first), or `nil`.
    package static func locateReview(explicitEnginePath: String?, fileName: String = reviewFileName) -> [UInt8]? {
        var places = candidates(executable: executablePath(), fileName: fileName)
        if let explicitEnginePath {
            places.insert(
                URL(fileURLWithPath: explicitEnginePath).deletingLastPathComponent().appendingPathComponent(
                    fileName
                ).path, at: 0)
        }
        return places.lazy.compactMap { FileInput.contents(of: $0) }.first(where: isWebAssembly)
    }

    package enum Outcome {
        case found([UInt8])
        /// None at the default places: the site is built without the live lab, for this reason.
        case absent(String)
    }

    /// An explicit `--engine` wins over every default place: it is how a module other than the installed one
    /// (a fresh `scripts/build-wasm`, say) is tried, and a name that cannot be read is an error, not a fallback.
    package static func locate(explicitPath: String?) throws(FileInput.ReadError) -> Outcome {
        if let explicitPath {
            let bytes = try FileInput.readBytes(explicitPath)
            guard isWebAssembly(bytes) else {
                throw FileInput.ReadError(message: "'\(explicitPath)' is not a WebAssembly module")
            }
            return .found(bytes)
        }
        let places = candidates(executable: executablePath())
        for candidate in places {
            if let bytes = FileInput.contents(of: candidate), isWebAssembly(bytes) { return .found(bytes) }
        }
        return .absent(
            "no engine module (\(fileName)) beside the vclab executable, in its ../share/vclab/, or at \(buildPath);"
                + " install it with 'make install', make it with scripts/build-wasm, or name it with --engine")
    }

    /// The places looked at, in order, for an executable at `executable` (a real path, links resolved): beside
    /// it and `../share/vclab/` (where `make install` puts it), then the repository's build folder, which
    /// `.build/<triple>/debug/vclab` and `.build/debug/vclab` both have two or three folders up, then
    /// `./.build/wasm/`.
    package static func candidates(executable: String?, fileName: String = fileName) -> [String] {
        var paths: [String] = []
        if let executable, !executable.isEmpty {
            let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            paths.append(folder.appendingPathComponent(fileName).path)
            paths.append(folder.deletingLastPathComponent().appendingPathComponent("share/vclab/\(fileName)").path)
            var above = folder
            for _ in 0..<3 {
                above = above.deletingLastPathComponent()
                paths.append(above.appendingPathComponent("wasm/\(fileName)").path)
            }
        }
        paths.append(".build/wasm/" + fileName)
        return paths
    }

    /// The running executable's real path: `/proc/self/exe` on Linux; elsewhere, `argv[0]` with its links
    /// resolved, when it names a file.
    package static func executablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first).resolvingSymlinksInPath().path
    }

    private static func isWebAssembly(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x00, 0x61, 0x73, 0x6D]) }
}

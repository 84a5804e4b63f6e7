import Foundation
import Testing
import VCLabSiteBuild

@testable import VCLabCLI

/// Where `vclab build` and `vclab serve` look for the engine's module when `--engine` names none.
@Suite struct EngineModuleFileTests {
    @Test func anInstalledExecutableLooksBesideItselfThenInShareThenTheRepository() {
        #expect(
            EngineModuleFile.candidates(executable: "/opt/vclab/bin/vclab") == [
                "/opt/vclab/bin/vclab.wasm", "/opt/vclab/share/vclab/vclab.wasm", "/opt/vclab/wasm/vclab.wasm",
                "/opt/wasm/vclab.wasm", "/wasm/vclab.wasm", ".build/wasm/vclab.wasm",
            ])
    }

    @Test func theRepositoryBuildIsFoundAboveTheBuildFolder() {
        let executable = "/src/vclab/.build/x86_64-unknown-linux-gnu/debug/vclab"
        let candidates = EngineModuleFile.candidates(executable: executable)
        #expect(candidates.contains("/src/vclab/.build/wasm/vclab.wasm"))
        #expect(EngineModuleFile.candidates(executable: nil) == [".build/wasm/vclab.wasm"])
    }

    /// The test runner's own path comes from /proc/self/exe: absolute, whatever argv[0] was.
    @Test func theExecutableIsItsRealPath() {
        let path = EngineModuleFile.executablePath()
        #expect(path?.hasPrefix("/") == true)
        #expect(path.map { FileManager.default.isExecutableFile(atPath: $0) } == true)
    }

    @Test func serveTakesEngine() throws {
        #expect(try ServeCommand(arguments: ["--engine", "x.wasm"]).enginePath == "x.wasm")
        #expect(try ServeCommand(arguments: ["--engine=y.wasm"]).enginePath == "y.wasm")
        #expect(throws: UsageError.self) { try ServeCommand(arguments: ["--engine"]) }
    }
}

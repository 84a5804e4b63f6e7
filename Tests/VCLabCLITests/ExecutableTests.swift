import Foundation
import Testing

/// Runs the built `vclab` binary the way a learner or CI does, and checks output and exit status.
@Suite struct ExecutableTests {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("vclab")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/vclab")
    }

    static func vclab(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:], in directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? packageRoot
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input) }
        try inputPipe.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test func runsTheBundledSeedExperiment() throws {
        let result = try Self.vclab(["run", "Content/shared/modal-segue-log.sim"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("[2] segue B modal"))
        #expect(result.standardOutput.contains("A.prepare(for:sender:)"))
        #expect(result.standardOutput.contains("B.deinit"))
    }

    @Test func namesCallbacksByTheirSelectorsWithObjC() throws {
        let result = try Self.vclab(["run", "--objc", "Content/shared/modal-segue-log.sim"])
        #expect(result.standardOutput.contains("A.initWithCoder:"))
        #expect(result.standardOutput.contains("A.viewWillAppear:"))
        #expect(result.standardOutput.contains("B.dealloc"))
    }

    @Test func drawsTheScreenAfterEachStepUnderTheTrace() throws {
        let result = try Self.vclab(
            ["run", "-", "--screens", "--width", "40", "--color", "never"],
            input: Data("ios 6\nroot nav(A)\nlaunch\npush B\n".utf8))
        #expect(result.status == 0)
        let screens = result.standardOutput.components(separatedBy: "\nScreen after ")
        #expect(screens.count == 3, "a picture for each of the two steps")
        #expect(screens[0].contains("B.viewDidAppear (animated)"), "the trace comes first")
        #expect(screens[2].hasPrefix("[2] push B\niPhone 320×480, portrait\n┌"))
        #expect(screens[2].contains("│B ") && screens[2].contains("Loaded, off screen: A"))
        let json = try Self.vclab(["run", "-", "--screens", "--format", "json"], input: Data("root A\nlaunch\n".utf8))
        #expect(json.status == 64, "pictures go under a text trace only")
    }

    @Test func readsStandardInputAndPrintsJSON() throws {
        let result = try Self.vclab(["run", "-", "--format", "json"], input: Data("root A\nlaunch\n".utf8))
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect((object?["events"] as? [Any])?.isEmpty == false)
    }

    @Test func scenarioErrorsAreLocatedAndExitOne() throws {
        let result = try Self.vclab(["run", "-"], input: Data("root nav(A)\nlaunch\npuhs B\n".utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty, "no partial trace")
        #expect(
            result.standardError
                == "<stdin>:3:1: error: unknown step 'puhs'; did you mean 'push'? [scenario.unknown-step]\n")
    }

    @Test func runtimeErrorsAreLocatedToo() throws {
        let result = try Self.vclab(["run", "-"], input: Data("root nav(A)\nlaunch\npop\n".utf8))
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("<stdin>:3:1: error: "))
        #expect(result.standardError.hasSuffix("[scenario.nothing-to-pop]\n"))
    }

    @Test func binaryAndHugeInputsGetADiagnosticNotACrash() throws {
        let binary = try Self.vclab(["run", "-"], input: Data([0x72, 0x00, 0xFF, 0x0A]))
        #expect(binary.status == 1)
        #expect(binary.standardError.contains("[scenario.binary-input]"))
        let huge = Data(repeating: UInt8(ascii: "#"), count: 10 * 1024 * 1024)
        let large = try Self.vclab(["run", "-"], input: huge)
        #expect(large.status == 1)
        #expect(large.standardError.contains("[scenario.too-large]"))
        let empty = try Self.vclab(["run", "-"], input: Data())
        #expect(empty.status == 1)
        #expect(empty.standardError.contains("[scenario.empty]"))
    }

    @Test func usageErrorsExit64WithHelp() throws {
        let noCommand = try Self.vclab([])
        #expect(noCommand.status == 64)
        let unknown = try Self.vclab(["rnu"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("did you mean 'run'?"))
        let badFormat = try Self.vclab(["run", "x.sim", "--format", "yaml"])
        #expect(badFormat.status == 64)
        #expect(badFormat.standardError.contains("USAGE: vclab run"))
    }

    @Test func missingFilesExit74() throws {
        let result = try Self.vclab(["run", "no/such/file.sim"])
        #expect(result.status == 74)
        #expect(result.standardError.contains("no such file"))
    }

    @Test func helpExplainsEveryCommand() throws {
        let help = try Self.vclab(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("  run "))
        #expect(help.standardOutput.contains("  random "))
        let runHelp = try Self.vclab(["run", "--help"])
        #expect(runHelp.standardOutput.contains("--objc"))
        #expect(runHelp.standardOutput.contains("--format json"))
    }
}

import Foundation
import Testing
import VCLabTestSupport

/// `vclab show`, `study` and `progress` run as a learner runs them, through the built binary, with the
/// environment variables that decide colour. (The interactive terminal is tested by
/// `Tests/Terminal/study_test.py` under tmux.)
@Suite struct TerminalCommandTests {
    static let fixture = "Tests/Terminal/Fixtures/study-fixture.md"

    static func vclab(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = ExecutableTests.packageRoot
        var merged = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "FORCE_COLOR", "VCLAB_HYPERLINKS", "PAGER", "LC_ALL", "LC_MESSAGES", "LANG"] {
            merged[name] = nil
        }
        merged.merge(environment) { $1 }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = inputPipe
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test func showPrintsThePageWithoutEscapesIntoAPipe() throws {
        let result = try Self.vclab(["show", Self.fixture, "--width", "80"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("  # Study fixture\n"))
        #expect(result.output.contains("▶ sim push-pop · iOS 12.0 · iPhone"))
        #expect(result.output.contains("? Quiz 1 · order"))
        #expect(result.output.contains("[1] https://example.com/guide"))
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func colourFollowsForceColorNoColorAndTheOption() throws {
        #expect(
            try Self.vclab(["show", Self.fixture], environment: ["FORCE_COLOR": "1"]).output.contains("\u{1B}[1;35m"))
        let both = try Self.vclab(["show", Self.fixture], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!both.output.contains("\u{1B}"))
        let always = try Self.vclab(["show", Self.fixture, "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(always.output.contains("\u{1B}[1;35m"))
        let never = try Self.vclab(["show", Self.fixture, "--color=never"], environment: ["FORCE_COLOR": "1"])
        #expect(!never.output.contains("\u{1B}"))
    }

    @Test func linksCanBeForcedToOSC8() throws {
        let result = try Self.vclab(["show", Self.fixture, "--links", "osc8", "--color", "always"])
        #expect(result.output.contains("\u{1B}]8;;https://example.com/guide\u{1B}\\"))
        #expect(!result.output.contains("[1] https://example.com/guide"))
    }

    @Test func aWrongLessonListsTheLessonsWithADidYouMean() throws {
        let result = try Self.vclab(["show", "navigaton"])
        #expect(result.status == 64)
        #expect(result.error.contains("there is no lesson 'navigaton' (did you mean '06-navigation'?)"))
        #expect(result.error.contains("Lessons:\n"))
    }

    @Test func aLessonIsFoundByNumberAndBySlug() throws {
        let byNumber = try Self.vclab(["show", "6", "--width", "80"])
        let bySlug = try Self.vclab(["show", "06-navigation", "--width", "80"])
        let byName = try Self.vclab(["show", "navigation", "--width", "80"])
        #expect(byNumber.status == 0)
        #expect(byNumber.output == bySlug.output)
        #expect(byName.output == bySlug.output)
    }

    @Test func studyReadsAScriptAndProgressReportsIt() throws {
        let directory = NSTemporaryDirectory() + "vclab-cli-study-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let study = try Self.vclab(
            ["study", Self.fixture, "--data-dir", directory], input: "n\n?\na\nzz\n\nb\n")
        #expect(study.status == 0)
        #expect(study.output.contains("Hint"))
        #expect(study.output.contains("'zz' is not one of the letters"))
        let answered = try Self.vclab(["study", Self.fixture, "--data-dir", directory], input: "n\na\nb c d a\nb\nq\n")
        #expect(answered.output.contains("1 quiz, ") && answered.output.contains("(1 attempt)."))
        let progress = try Self.vclab(
            ["progress", "--data-dir", directory, "--content", "Tests/Terminal/Fixtures"])
        #expect(progress.status == 0)
        #expect(progress.output.contains("1/11"))
    }

    /// Issue 13: `vclab list`, lookup by a word, and tables that fit 50 and 80 columns.
    @Test func listShowsTheLessonsWithProgressAndFitsTheWidth() throws {
        let directory = NSTemporaryDirectory() + "vclab-cli-list-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for width in [50, 80] {
            for command in ["list", "progress"] {
                let result = try Self.vclab([command, "--data-dir", directory, "--width", String(width)])
                #expect(result.status == 0)
                // The table, up to the first empty line (the log's path after it is as long as it is).
                let table = String(result.output).components(separatedBy: "\n\n")[0]
                let widest =
                    table.components(separatedBy: "\n").filter { !$0.hasPrefix("Log: ") }.map { $0.count }.max() ?? 0
                #expect(widest <= width, "\(command) at \(width) columns is \(widest) wide")
                #expect(result.output.contains("Navigation"))
            }
        }
        let list = try Self.vclab(["list", "--data-dir", directory, "--width", "100"])
        #expect(list.output.contains("06-navigation"))
        #expect(list.output.contains("vclab study 1"))
        #expect(list.output.components(separatedBy: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test func aLessonIsFoundByAWordOfItsTitle() throws {
        let byWord = try Self.vclab(["show", "memory", "--width", "80"])
        let bySlug = try Self.vclab(["show", "12-memory-warnings", "--width", "80"])
        #expect(byWord.status == 0)
        #expect(byWord.output == bySlug.output)
        let ambiguous = try Self.vclab(["show", "view", "--width", "80"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.error.contains("'view' is in 2 lessons"))
    }

    /// Issue 13: `vclab run` for people reading it in a terminal.
    @Test func runOverridesVersionAndDeviceAndComparesSideBySide() throws {
        let scenario = "Content/shared/modal-segue-log.sim"
        let plain = try Self.vclab(["run", scenario])
        #expect(plain.output.hasPrefix("iOS 12.0 on iPhone") || plain.output.hasPrefix("iOS "))
        #expect(!plain.output.contains("\u{1B}"), "a pipe gets no colour")
        let overridden = try Self.vclab(["run", scenario, "--ios", "6", "--device", "ipad"])
        #expect(overridden.status == 0)
        #expect(overridden.output.hasPrefix("iOS 6.0 on iPad\n"))
        let compared = try Self.vclab(["run", scenario, "--compare", "6,12,17", "--width", "140"])
        #expect(compared.status == 0)
        let header = compared.output.split(separator: "\n").first { $0.contains("iOS 6.0") && $0.contains("│") }
        #expect(header.map { $0.contains("iOS 12.0") && $0.contains("iOS 17.0") } == true, "one column per version")
        let coloured = try Self.vclab(["run", scenario, "--color", "always"])
        #expect(coloured.output.contains("\u{1B}[32mdocumented\u{1B}[0m"))
        let narrow = try Self.vclab(["run", scenario, "--width", "40"])
        let stateLines = narrow.output.split(separator: "\n").filter {
            $0.hasPrefix("  after: ") || $0.hasPrefix("         ")
        }
        #expect(stateLines.count > 4, "the state line wraps at 40 columns")
    }

    @Test func studyRejectsALessonWithReview() throws {
        let result = try Self.vclab(["study", "1", "--review"])
        #expect(result.status == 64)
    }
}

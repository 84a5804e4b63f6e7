import Foundation
import Testing
import VCLabTestSupport

@testable import VCLabStudy

@Suite struct ProgressLogFileTests {
    func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "vclab-study-tests-" + UUID().uuidString + "/nested/vclab"
    }

    @Test func theDefaultDirectoryFollowsXDG() {
        #expect(ProgressLogFile.defaultDirectory(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/vclab")
        #expect(
            ProgressLogFile.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/h"])
                == "/h/.local/share/vclab")
        #expect(
            ProgressLogFile.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/h"])
                == "/h/.local/share/vclab")
        #expect(ProgressLogFile.defaultDirectory(environment: [:]) == nil)
    }

    @Test func appendsCreateTheDirectoryAndAddOneLineEach() throws {
        let file = ProgressLogFile(directory: temporaryDirectory())
        #expect(try file.load().records.isEmpty)
        let records = (0..<5).map { ProgressRecord(time: Double($0), quizID: "q\($0)", response: "a", score: 1) }
        for record in records { try file.append(record) }
        #expect(try file.load().records == records)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "progress is private")
    }

    @Test func repairDropsOnlyTheCutShortTailAndLeavesNoTemporaryFile() throws {
        let file = ProgressLogFile(directory: temporaryDirectory())
        let kept = ProgressRecord(time: 1, quizID: "kept", response: "a", score: 1)
        try file.append(kept)
        let handle = try #require(FileHandle(forWritingAtPath: file.path))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"quiz":"lost","respo"#.utf8))
        try handle.close()

        let damaged = try file.load()
        #expect(damaged.truncatedBytes == 21)
        try file.repair(damaged)
        let repaired = try file.load()
        #expect(repaired.records == [kept])
        #expect(!repaired.needsRepair)
        let next = ProgressRecord(time: 2, quizID: "next", response: "b", score: 0)
        try file.append(next)
        #expect(try file.load().records == [kept, next])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.directory)
        #expect(leftovers == [ProgressLogFile.fileName])
    }

    /// A log that cannot be read says so in either language, with the system's reason after it.
    @Test func aFailureIsWordedInBothLanguages() throws {
        let file = ProgressLogFile(directory: temporaryDirectory())
        // A directory where the log should be: it opens, but reading it fails (EISDIR), even for root.
        try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: true)
        let failure = try #require(throws: ProgressLogFile.Failure.self) { try file.load() }
        #expect(failure.message.english == "cannot read \(file.path): Is a directory")
        #expect(failure.message.chinese == "无法读取 \(file.path)：Is a directory")
    }
}

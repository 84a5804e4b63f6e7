import Foundation
import Testing

/// `vclab export` on the bundled course, run as a learner's LMS administrator would.
@Suite struct ExportExecutableTests {
    @Test func exportsTheCourseInEveryFormat() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-export-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let gift = try ExecutableTests.vclab(["export", "--format", "gift"])
        #expect(gift.status == 0)
        #expect(gift.standardOutput.contains("::l06-push-start-order::[markdown]"))
        #expect(gift.standardError.contains("note: left out"), "trace quizzes are reported, not dropped silently")

        let json = try ExecutableTests.vclab(["export", "--format", "json", "Content/06-navigation.md"])
        #expect(json.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(document?["version"] as? Int == 1)
        #expect((document?["quizzes"] as? [[String: Any]])?.count == 8)

        let zip = directory.appendingPathComponent("quizzes.zip").path
        let qti = try ExecutableTests.vclab(["export", "--format", "qti", "--out", zip])
        #expect(qti.status == 0)
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-m", "zipfile", "-t", zip]
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "python's zipfile accepts the package and its CRCs")
    }

    @Test func badCommandLinesExit64() throws {
        #expect(try ExecutableTests.vclab(["export"]).status == 64)
        #expect(try ExecutableTests.vclab(["export", "--format", "scorm"]).status == 64)
    }
}

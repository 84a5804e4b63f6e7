import Foundation
import Testing

/// Issue 24: `vclab progress --quizzes` shows each answered quiz's recall estimate and next review, from a
/// log the previous version (the 1, 3, 7… ladder) wrote: the same records, replayed through FSRS.
@Suite struct ProgressCommandTests {
    static let content = "Tests/Terminal/Fixtures"

    /// A log as the ladder's version wrote it: sorted keys, one record a line, no field FSRS added.
    static func writeOldLog(in directory: String, now: Double) throws -> String {
        let day = 86_400.0
        let lines = [
            "{\"quiz\":\"fixture-order\",\"response\":\"c a d b\",\"score\":1,\"time\":\(now - 30 * day)}",
            "{\"quiz\":\"fixture-count\",\"response\":\"3\",\"score\":0,\"time\":\(now - 60)}",
            "{\"quiz\":\"fixture-first\",\"response\":\"b\",\"score\":1,\"time\":\(now - 30)}",
        ]
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/progress.jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func eachQuizShowsItsRecallAndNextReviewInBothLanguages() throws {
        let directory = NSTemporaryDirectory() + "vclab-cli-progress-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try Self.writeOldLog(in: directory, now: Date().timeIntervalSince1970)
        let before = try String(contentsOfFile: path, encoding: .utf8)

        let english = try TerminalCommandTests.vclab([
            "progress", "--quizzes", "--content", Self.content, "--data-dir", directory, "--lang", "en", "--width",
            "80",
        ])
        #expect(english.status == 0)
        let lines = english.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Quiz") && $0.contains("Recall") && $0.contains("Next review") })
        // Right 30 days ago, once (Good: stability 2.3 days): recall has fallen to 67 %, and it is due.
        #expect(
            lines.contains {
                $0.range(of: #"^\s*1\s+fixture-order\s+1\s+right\s+67%\s+today$"#, options: .regularExpression) != nil
            })
        // Right just now: certain today, back in 2 days.
        #expect(
            lines.contains {
                $0.range(of: #"^\s*1\s+fixture-first\s+1\s+right\s+100%\s+in 2 days$"#, options: .regularExpression)
                    != nil
            })
        // Wrong just now: due again at once.
        #expect(
            lines.contains {
                $0.range(of: #"^\s*1\s+fixture-count\s+1\s+wrong\s+100%\s+today$"#, options: .regularExpression) != nil
            })

        let chinese = try TerminalCommandTests.vclab([
            "progress", "--quizzes", "--content", Self.content, "--data-dir", directory, "--lang", "zh", "--width",
            "80",
        ])
        #expect(chinese.status == 0)
        #expect(chinese.output.contains("记忆率") && chinese.output.contains("下次复习"))
        #expect(chinese.output.range(of: #"fixture-first\s+1\s+对\s+100%\s+2 天后"#, options: .regularExpression) != nil)
        #expect(chinese.output.range(of: #"fixture-count\s+1\s+错\s+100%\s+今天"#, options: .regularExpression) != nil)

        // Without --quizzes, the lesson table and a pointer to the quiz table; the log is only read.
        let plain = try TerminalCommandTests.vclab(["progress", "--content", Self.content, "--data-dir", directory])
        #expect(!plain.output.contains("Recall"))
        #expect(plain.output.contains("vclab progress --quizzes"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }
}

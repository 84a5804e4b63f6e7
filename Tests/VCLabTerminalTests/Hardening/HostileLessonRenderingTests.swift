import Testing
import VCLabContent
import VCLabTerminal

/// Regression tests for what the lesson fuzzer of issue 7 found in terminal rendering (docs/QUALITY.md).
@Suite struct HostileLessonRenderingTests {
    static func evaluation(_ body: String) throws -> LessonEvaluation {
        let text = "---\ntitle: Hostile\n---\n\n\(body)"
        let report = CourseChecker.check(files: [SourceFile(path: "Content/01-hostile.md", bytes: Array(text.utf8))])
        return try #require(report.evaluations.first)
    }

    /// Each quote bar narrowed the text by two columns with no floor, so 128 nested quotes wrapped every
    /// character onto its own line under 128 bars: 2.7 MB of output from 7 KB, in over a second.
    @Test func deeplyNestedQuotesKeepTwentyColumnsOfText() throws {
        let body = (0..<40).map { _ in String(repeating: ">", count: 200) + " some words of a quote\n" }.joined()
        let page = TerminalRenderer.render(try Self.evaluation(body), style: .plain(width: 80))
        #expect(page.utf8.count < 40_000, "\(page.utf8.count) bytes")
        let quoted = page.split(separator: "\n").filter { $0.contains("some words") }
        #expect(!quoted.isEmpty)
        for line in quoted {
            #expect(line.filter { $0 == "│" }.count <= 30)
        }
    }

    @Test func ordinaryQuotesStillShowEveryLevel() throws {
        let page = TerminalRenderer.render(try Self.evaluation("> > > three deep\n"), style: .plain(width: 80))
        let line = try #require(page.split(separator: "\n").first { $0.contains("three deep") })
        #expect(line.filter { $0 == "│" }.count == 3)
    }
}

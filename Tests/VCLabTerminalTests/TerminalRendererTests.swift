import Testing
import VCLabContent
import VCLabTestSupport

@testable import VCLabTerminal

@Suite struct TerminalRendererTests {
    static let evaluation = FixtureLesson.evaluation()

    @Test(arguments: [40, 80, 120], [false, true])
    func showPageMatchesGoldenFile(width: Int, color: Bool) throws {
        let style = TerminalStyle(usesColor: color, usesHyperlinks: false, width: width)
        let page = TerminalRenderer.render(Self.evaluation, style: style)
        try expectGolden(page, named: "show.\(width).\(color ? "color" : "plain").txt")
    }

    @Test func hyperlinkPageMatchesGoldenFile() throws {
        let style = TerminalStyle(usesColor: true, usesHyperlinks: true, width: 80)
        try expectGolden(TerminalRenderer.render(Self.evaluation, style: style), named: "show.80.hyperlinks.txt")
    }

    /// Issue 13: on a wide terminal prose keeps a reading measure while timelines use the whole width.
    @Test func proseKeepsAReadingWidthOnAWideTerminal() {
        let page = TerminalRenderer.render(Self.evaluation, style: .plain(width: 160))
        let lines = page.split(separator: "\n").map(String.init)
        let prose = lines.filter { !$0.contains("│") && !$0.contains("─") && !$0.contains("┃") }
        #expect(prose.allSatisfy { DisplayWidth.of($0) <= 2 + TerminalRenderer.readingWidth })
        #expect(prose.contains { DisplayWidth.of($0) > 60 }, "prose still fills its measure")
    }
}

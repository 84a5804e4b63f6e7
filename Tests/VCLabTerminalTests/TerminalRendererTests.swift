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
}

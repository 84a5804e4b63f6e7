import Testing

@testable import VCLabTerminal

/// Terminal pages highlight a code sample by the language that starts its info string, whatever form
/// follows (docs/authoring.md, "Code samples").
@Suite struct SampleInfoStringTests {
    @Test(arguments: ["swift fragment", "swift statements", "swift sketch", "objc fragment mrc", "objc statements"])
    func aSampleFormKeepsTheLanguage(info: String) {
        let expected: SyntaxHighlighter.Language = info.hasPrefix("swift") ? .swift : .objectiveC
        #expect(SyntaxHighlighter.Language(info: info) == expected)
    }
}

import Testing
import VCLabMarkdown

/// A code sample's form (docs/authoring.md, "Code samples") follows its language in the info string; the
/// site and the terminal highlight the block by its language, through the one lexer they share.
@Suite struct SampleInfoStringTests {
    @Test(arguments: ["swift fragment", "swift statements", "swift sketch", "objc fragment mrc", "objc statements"])
    func aSampleFormKeepsTheLanguage(info: String) {
        let expected: CodeLanguage = info.hasPrefix("swift") ? .swift : .objectiveC
        #expect(CodeLanguage(info: info) == expected)
    }
}

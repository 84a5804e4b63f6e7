import Testing

@testable import VCLabHTML

/// A code sample's form (docs/authoring.md, "Code samples") follows its language in the info string; the
/// site highlights the block by its language and never shows the form.
@Suite struct SampleInfoStringTests {
    @Test(arguments: ["swift fragment", "swift statements", "swift sketch", "objc fragment mrc", "objc statements"])
    func aSampleFormKeepsTheLanguage(info: String) {
        let expected: SyntaxHighlighter.Language = info.hasPrefix("swift") ? .swift : .objc
        #expect(SyntaxHighlighter.Language(info: info) == expected)
    }
}

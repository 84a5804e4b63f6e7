import Testing
import VCLabEngine

@testable import VCLabHTML

/// Heading anchors take a byte-by-byte path for ASCII text; it must give what the character rule gives.
@Suite struct PageIDsTests {
    @Test(arguments: [
        ("Pushing a Controller", "pushing-a-controller"), ("viewDidLoad()", "viewdidload"), ("!!!", "section"),
        ("a\r\nb", "a-b"), ("snake_case-and--dashes", "snake_case-and--dashes"), ("Über uns", "über-uns"),
        ("iOS 13+: sheets", "ios-13-sheets"),
    ])
    func makesGitHubStyleSlugs(_ text: String, _ expected: String) {
        #expect(PageIDs.slug(text) == expected)
        #expect(PageIDs.unicodeSlug(text) == expected)
    }

    @Test func theASCIIPathAgreesWithTheCharacterRule() {
        var random = SplitMix64(seed: 13)
        let alphabet = Array("aZ09_- \t\r\n\u{0B}\u{0C}.:!()`'\"#&<>/\\?")
        for _ in 0..<5000 {
            let text = String(
                (0..<Int.random(in: 0...16, using: &random)).map { _ in
                    alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                })
            #expect(PageIDs.slug(text) == PageIDs.unicodeSlug(text), "\(text.debugDescription)")
        }
    }
}

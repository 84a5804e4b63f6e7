import Testing
import VCLabMarkdown

@testable import VCLabHTML

@Suite struct SyntaxHighlighterTests {
    @Test func highlightsSwift() {
        let html = SyntaxHighlighter.highlight(
            "@objc override func viewDidLoad() { // go\n    let n = 42; print(\"a<b\") }", as: .swift)
        #expect(
            html == "<span class=\"hl-attr\">@objc</span> <span class=\"hl-kw\">override</span> "
                + "<span class=\"hl-kw\">func</span> viewDidLoad() { <span class=\"hl-com\">// go</span>\n    "
                + "<span class=\"hl-kw\">let</span> n = <span class=\"hl-num\">42</span>; print("
                + "<span class=\"hl-str\">&quot;a&lt;b&quot;</span>) }")
    }

    @Test func highlightsObjectiveC() {
        let html = SyntaxHighlighter.highlight(
            "#import <UIKit/UIKit.h>\n@interface A : UIViewController\n[self setTitle:@\"x\"]; /* c */", as: .objectiveC
        )
        #expect(
            html
                == "<span class=\"hl-pre\">#import &lt;UIKit/UIKit.h&gt;</span>\n<span class=\"hl-kw\">@interface</span> "
                + "<span class=\"hl-type\">A</span> : <span class=\"hl-type\">UIViewController</span>\n["
                + "<span class=\"hl-kw\">self</span> setTitle:<span class=\"hl-str\">@&quot;x&quot;</span>]; "
                + "<span class=\"hl-com\">/* c */</span>")
    }

    @Test(arguments: [
        "let s = \"\"\"\nmulti \"quoted\"\n\"\"\" /* a /* nested */ b */ x",
        "unterminated \"string\nnext line", "ü ß 0x1F 1.5e3 a.b B2 _x", "/* never closed", "'c' @", "",
    ])
    func keepsEveryByteOfTheCode(_ code: String) {
        for language in CodeLanguage.allCases {
            let html = SyntaxHighlighter.highlight(code, as: language)
            let text = html.replacing(/<span class="hl-[a-z]+">/, with: "").replacingOccurrences(
                of: "</span>", with: "")
            #expect(SiteScanner.decoded(text) == code)
        }
    }
}

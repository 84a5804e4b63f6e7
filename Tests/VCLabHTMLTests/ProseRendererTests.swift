import Testing
import VCLabMarkdown

@testable import VCLabHTML

@Suite struct ProseRendererTests {
    static func render(_ markdown: String) -> (html: String, context: PageContext) {
        var context = PageContext(sourcePath: "Content/x.md", pagePath: "x.html", reservedIDs: PageLayout.reservedIDs)
        var html = ""
        ProseRenderer.render(MarkdownParser.parse(markdown).blocks, into: &html, context: &context)
        return (html, context)
    }

    @Test(arguments: [
        "Plain *text* with `code` and a [link](https://example.com \"t\").\n",
        "- tight\n- list\n\n1. loose\n\n2. list\n",
        "> quote\n>\n> - nested\n>   list\n\n---\n\n    indented code\n",
        "<div>raw</div>\n\nText <b>inline</b> & more\nsoft break  \nhard break\n",
        "- item\n\n  ```\n  plain fence\n  ```\n- ![alt *x*](a.png)\n",
    ])
    func renderProseAsCmarkDoes(_ markdown: String) {
        #expect(Self.render(markdown).html == MarkdownParser.cmarkHTML(markdown))
    }

    /// `<!-- answer -->` wraps the next block (and only it) for predict-first, and is not written itself; any
    /// other comment is dropped as cmark's safe mode drops it.
    @Test func theAnswerMarkWrapsTheNextBlockOnly() {
        let markdown = "<!-- answer -->\nA tells it.\n\nB does not.\n\n<!-- ANSWER  -->\n- one\n\n<!-- note -->\n"
        let html = Self.render(markdown).html
        #expect(
            html
                == "<div class=\"tells-answer\">\n<p>A tells it.</p>\n</div>\n<p>B does not.</p>\n"
                + "<div class=\"tells-answer\">\n<ul>\n<li>one</li>\n</ul>\n</div>\n<!-- raw HTML omitted -->\n")
    }

    @Test func headingsGetUniqueAnchorsThatAvoidThePagesOwnIDs() {
        let (html, context) = Self.render("## Usage\n\n## Usage\n\n## Main\n\n## Über *alles*!\n")
        #expect(context.headings.map(\.id) == ["usage", "usage-1", "main-1", "über-alles"])
        #expect(
            html.hasPrefix(
                "<h2 id=\"usage\">Usage <a class=\"heading-anchor\" href=\"#usage\" aria-label=\"Link to this section\">#</a></h2>\n"
            ))
    }

    @Test func recordsTextBySectionForSearch() {
        let (_, context) = Self.render("Intro.\n\n## One\n\nFirst *part*.\n\n```swift\nlet x = 1\n```\n")
        #expect(context.sections.map(\.heading) == ["", "One"])
        #expect(context.sections[1].text == "First part. let x = 1\n")
    }

    @Test func highlightsSwiftInsideLists() {
        let (html, _) = Self.render("1. Step:\n\n   ```swift\n   let a = 1\n   ```\n")
        #expect(html.contains("<pre><code class=\"language-swift\"><span class=\"hl-kw\">let</span> a ="))
    }
}

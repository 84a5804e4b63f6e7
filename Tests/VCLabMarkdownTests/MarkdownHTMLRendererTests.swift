import Testing
import VCLabMarkdown

/// Differential tests: ``MarkdownHTMLRenderer`` against `cmark_render_html` (safe mode) as the oracle.
@Suite struct MarkdownHTMLRendererTests {
    @Test(arguments: ProseCorpus.documents)
    func matchesCmarkOnProse(document: String) {
        #expect(ProseCorpus.documents.count >= 40)
        expectSameHTML(document)
    }

    @Test func matchesCmarkOnGeneratedDocuments() {
        var generator = MarkdownFuzzer(seed: 0x5EED)
        var mismatches = 0
        for _ in 0..<4_000 {
            let document = generator.document()
            if render(document) != MarkdownParser.cmarkHTML(document) {
                mismatches += 1
                if mismatches <= 3 { expectSameHTML(document) }  // report the first few in full
            }
        }
        #expect(mismatches == 0)
    }

    @Test func escapesEveryURLByteAsCmarkDoes() {
        // Entities put any character into a destination; cmark percent-encodes or entity-escapes it.
        let characters = (1...0x7F).map { "&#\($0);" } + ["é", "😀", "%41", "a b"]
        for character in characters {
            expectSameHTML("[a](x\(character)y) ![b](x\(character)y \"t\(character)\")\n")
            expectSameHTML("<http://x.y/\(character)>\n")
        }
    }

    @Test(arguments: [
        ("", ""),
        ("Hello *world*", "<p>Hello <em>world</em></p>\n"),
        ("[x](javascript:alert(1))", "<p><a href=\"\">x</a></p>\n"),
        ("<b>bold</b>", "<p><!-- raw HTML omitted -->bold<!-- raw HTML omitted --></p>\n"),
        ("- a\n- b\n", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"),
        ("7. a\n\n8. b\n", "<ol start=\"7\">\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ol>\n"),
        ("```sim push-pop\nx < y\n```", "<pre><code class=\"language-sim\">x &lt; y\n</code></pre>\n"),
        ("a  \nb\nc", "<p>a<br />\nb\nc</p>\n"),
        ("![a *b*](u \"t\")", "<p><img src=\"u\" alt=\"a b\" title=\"t\" /></p>\n"),
    ])
    func rendersKnownHTML(markdown: String, expected: String) {
        #expect(render(markdown) == expected)
        #expect(MarkdownParser.cmarkHTML(markdown) == expected)
    }

    @Test func rendersHostileDocumentsWithoutCrashing() {
        for hostile in HostileDocument.allCases {
            let html = render(hostile.markdown)
            #expect(html.contains("x"))
        }
    }

    // MARK: - Helpers

    private func render(_ markdown: String) -> String {
        MarkdownHTMLRenderer.render(MarkdownParser.parse(markdown).blocks)
    }

    private func expectSameHTML(_ markdown: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = MarkdownParser.cmarkHTML(markdown)
        let actual = render(markdown)
        #expect(actual == expected, "Markdown: \(String(reflecting: markdown))", sourceLocation: sourceLocation)
    }
}

/// Builds random Markdown from fragments that matter to CommonMark's grammar, reproducibly.
struct MarkdownFuzzer {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }

    private static let lineStarts = [
        "", "", "", "# ", "## ", "> ", "> > ", "- ", "* ", "1. ", "2) ", "  ", "    ", "\t", "   - ", "```", "~~~",
        "```info ", "---", "***", "<div>", "<!-- ", "[ref]: /url \"title\"", "[ref]: <a b>", "[ref]: /u ''", "===",
        "+ ", "10. ",
    ]
    private static let fragments = [
        "word", "more words", "é", "😀", " ", "  ", "*", "**", "_", "__", "`", "``", "[", "]", "(", ")", "![", "<",
        ">", "\"", "'", "&", "&amp;", "&copy;", "&#35;", "&#0;", "&#x1F600;", "\\", "\\*", "\\[", "[link](/u \"t\")",
        "[ref]", "[ref][]", "<http://a.b/c?d=e&f>", "<a@b.co>", "<span>", "</span>", "<!-- c -->", "javascript:x",
        "](javascript:alert(1))", "](data:image/png,x)", "](<a b> 'q')", "![img](i.png)", "`code`", "*em*", "**st**",
        "x_y_z", "a*b*c", "---", "#", "\t", "|", "~", "%20", "<a href=\"x\">", "\\\n", "[e](u \"\")", "![e](<> '')",
        "](u ())", "1.", "- ", "> ",
    ]

    /// A document of up to 12 lines, each a random line start followed by random fragments.
    mutating func document() -> String {
        var lines: [String] = []
        for _ in 0..<(1 + Int(next() % 12)) {
            var line = pick(Self.lineStarts)
            for _ in 0..<Int(next() % 7) { line += pick(Self.fragments) }
            lines.append(line)
        }
        return lines.joined(separator: pick(["\n", "\n", "\n\n", "\r\n"])) + pick(["", "\n"])
    }
}

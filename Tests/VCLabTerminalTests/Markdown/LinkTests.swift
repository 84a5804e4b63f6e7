import Testing
import VCLabMarkdown

@testable import VCLabTerminal

@Suite struct LinkTests {
    func render(_ markdown: String, color: Bool = false, hyperlinks: Bool) -> String {
        var layout = MarkdownLayout(style: TerminalStyle(usesColor: color, usesHyperlinks: hyperlinks, width: 60))
        let lines = layout.lines(for: MarkdownParser.parse(markdown).blocks, width: 60)
        let style = TerminalStyle(usesColor: color, usesHyperlinks: hyperlinks, width: 60)
        return ANSIWriter.write(lines + [[]] + layout.footnotes.lines(width: 60), style: style)
    }

    let source = """
        Read [the guide](https://a.example/guide), then [the guide again](https://a.example/guide) and
        [the notes](https://a.example/notes); see <https://a.example/auto> and ![a chart](chart.png).
        """

    @Test func withoutHyperlinksEveryURLIsANumberedFootnote() {
        let page = render(source, hyperlinks: false)
        #expect(page.contains("the guide[1]"))
        #expect(page.contains("the guide again[1]"), "the same URL keeps its number")
        #expect(page.contains("the notes[2]"))
        #expect(page.contains("[image: a chart][3]"))
        #expect(page.contains("[1] https://a.example/guide"))
        #expect(page.contains("[2] https://a.example/notes"))
        #expect(page.contains("[3] chart.png"))
        #expect(page.contains("https://a.example/auto"), "an autolink shows its URL in place")
        #expect(!page.contains("[4]"), "an autolink needs no footnote")
    }

    @Test func withHyperlinksTheURLIsInTheOSC8SequenceAndThereAreNoFootnotes() {
        let page = render(source, hyperlinks: true)
        #expect(page.contains("\u{1B}]8;;https://a.example/guide\u{1B}\\the guide\u{1B}]8;;\u{1B}\\"))
        #expect(page.contains("\u{1B}]8;;https://a.example/notes\u{1B}\\"))
        #expect(!page.contains("[1]"))
        #expect(!page.contains("Links"))
    }

    @Test func noURLIsEverDropped() {
        for hyperlinks in [false, true] {
            let page = render(source, hyperlinks: hyperlinks)
            for url in ["https://a.example/guide", "https://a.example/notes", "https://a.example/auto", "chart.png"] {
                #expect(page.contains(url), "\(url) is missing with hyperlinks \(hyperlinks)")
            }
        }
    }

    @Test func aLinkWrappedOverTwoLinesIsReopenedOnTheSecond() {
        var layout = MarkdownLayout(style: TerminalStyle(usesColor: false, usesHyperlinks: true, width: 12))
        let lines = layout.lines(for: MarkdownParser.parse("[one two three](https://x.example)").blocks, width: 12)
        let text = ANSIWriter.write(lines, style: TerminalStyle(usesColor: false, usesHyperlinks: true, width: 12))
        let opener = "\u{1B}]8;;https://x.example\u{1B}\\"
        #expect(text.components(separatedBy: opener).count - 1 == 2)
        #expect(text.split(separator: "\n").allSatisfy { $0.hasSuffix("\u{1B}]8;;\u{1B}\\") })
    }
}

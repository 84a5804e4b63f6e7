import Testing

@testable import VCLabTerminal

@Suite struct ANSIWriterTests {
    let color = TerminalStyle(usesColor: true, usesHyperlinks: false, width: 80)
    let links = TerminalStyle(usesColor: false, usesHyperlinks: true, width: 80)

    @Test func plainOutputHasNoEscapes() {
        let line = [StyledSpan("bold", TextStyle(isBold: true)), StyledSpan(" text  ")]
        #expect(ANSIWriter.write(line, style: .plain(width: 80)) == "bold text")
    }

    @Test func eachLineResetsWhatItOpens() {
        let lines: [StyledLine] = [[StyledSpan("a", TextStyle(isBold: true, foreground: .red)), StyledSpan("b")], []]
        #expect(ANSIWriter.write(lines, style: color) == "\u{1B}[1;31ma\u{1B}[0mb\n\n")
    }

    @Test func hyperlinksAreOSC8AndClosedAtTheEndOfTheLine() {
        let line = [StyledSpan("guide", TextStyle(link: "https://a.example/x"))]
        #expect(
            ANSIWriter.write(line, style: links)
                == "\u{1B}]8;;https://a.example/x\u{1B}\\guide\u{1B}]8;;\u{1B}\\")
    }

    @Test func aURLCannotEndTheOSC8SequenceEarly() {
        let opener = ANSIWriter.openLink("https://evil.example/\u{1B}\\\u{07} é")
        #expect(opener == "\u{1B}]8;;https://evil.example/%1B\\%07%20%C3%A9\u{1B}\\")
    }
}

import Testing

@testable import VCLabTerminal

@Suite struct TextWrapperTests {
    func wrap(_ text: String, _ width: Int) -> [String] {
        TextWrapper.wrap([StyledSpan(text)], width: width).map(\.plainText)
    }

    @Test func breaksAtSpacesGreedily() {
        #expect(wrap("the view is loaded lazily", 12) == ["the view is", "loaded", "lazily"])
    }

    @Test func keepsRunsOfSpacesInsideALineAndDropsThemAtBreaks() {
        #expect(wrap("a   b    c", 5) == ["a   b", "c"])
        #expect(wrap("a   b    c", 3) == ["a", "b", "c"])
        #expect(wrap("  indented first line", 12) == ["  indented", "first line"])
    }

    @Test func cutsAWordWiderThanTheLine() {
        #expect(
            wrap("see https://example.com/a/long/path now", 10) == [
                "see", "https://ex", "ample.com/", "a/long/pat", "h now",
            ])
    }

    @Test func countsWideCharactersAsTwoColumnsAndBreaksBetweenThem() {
        let lines = wrap("ビューを読み込みます", 8)
        #expect(lines == ["ビューを", "読み込み", "ます"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
    }

    @Test func keepsPunctuationGluedToStyledWords() {
        let spans = [StyledSpan("call "), StyledSpan("super", TextStyle(isBold: true)), StyledSpan(", then go")]
        #expect(TextWrapper.wrap(spans, width: 11).map(\.plainText) == ["call super,", "then go"])
    }

    @Test func honoursHardBreaks() {
        #expect(wrap("one\ntwo three", 20) == ["one", "two three"])
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(wrap("", 10) == [""])
    }

    @Test func noLineIsWiderThanTheWidth() {
        var generator = SeededGenerator(seed: 7)
        let words = ["a", "viewWillAppear", "画面", "👍", "is", "the", "lifecycle", "https://x.example/abcdefghijklmnop"]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }.joined(separator: " ")
            let width = Int.random(in: 2...40, using: &generator)
            for line in wrap(text, width) {
                #expect(DisplayWidth.of(line) <= width, "\(line) is wider than \(width)")
            }
            #expect(wrap(text, width).joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }
}

/// SplitMix64, so that generated cases are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

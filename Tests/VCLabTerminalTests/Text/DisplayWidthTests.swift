import Testing

@testable import VCLabTerminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("viewDidLoad", 11),
        ("画面", 4),
        ("ｶﾅ", 2),  // halfwidth katakana stay narrow
        ("Ｆｕｌｌ", 8),
        ("한글", 4),
        ("é", 1),  // e + combining acute
        ("👍", 2),
        ("👨‍👩‍👧", 2),
        ("🇯🇵", 2),
        ("❤️", 2),  // text-default heart asked for emoji presentation
        ("\u{200B}", 0),
        ("", 0),
    ])
    func countsColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }
}

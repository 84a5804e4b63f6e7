import Testing

@testable import VCLabTerminal

@Suite struct TableRendererTests {
    @Test func alignsNumbersRightAndWrapsTheFlexibleColumn() {
        let text = TableRenderer.render(
            header: ["#", "Title", "Due"],
            rows: [["1", "The life and death of a view controller", "3"], ["10", "画面", "0"]],
            alignments: [.right, .left, .right], flexibleColumn: 1, style: .plain(width: 30))
        #expect(
            text == """
                 #  Title                  Due
                 1  The life and death of    3
                    a view controller
                10  画面                     0

                """)
    }
}

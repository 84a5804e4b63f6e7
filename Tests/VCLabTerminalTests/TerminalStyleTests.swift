import Testing

@testable import VCLabTerminal

@Suite struct TerminalStyleTests {
    @Test func styleKeepsItsWidth() {
        #expect(TerminalStyle(usesColor: false, usesHyperlinks: false, width: 40).width == 40)
    }
}

import Testing

@testable import VCLabTerminal

@Suite struct TerminalCapabilitiesTests {
    @Test(arguments: [
        (TerminalCapabilities.ColorChoice.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),  // an empty NO_COLOR is unset
        (.auto, ["FORCE_COLOR": "1"], false, true),
        (.auto, ["FORCE_COLOR": "0"], true, false),
        (.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], true, false),
        (.auto, ["TERM": "dumb"], true, false),
        (.always, ["NO_COLOR": "1"], false, true),
        (.never, ["FORCE_COLOR": "1"], true, false),
    ])
    func colourFollowsTheConventions(
        choice: TerminalCapabilities.ColorChoice, environment: [String: String], isTerminal: Bool, expected: Bool
    ) {
        #expect(
            TerminalCapabilities.usesColor(choice: choice, environment: environment, isTerminal: isTerminal) == expected
        )
    }

    @Test func hyperlinksNeedColourAndAKnownTerminal() {
        #expect(TerminalCapabilities.usesHyperlinks(usesColor: true, environment: ["TERM_PROGRAM": "iTerm.app"]))
        #expect(TerminalCapabilities.usesHyperlinks(usesColor: true, environment: ["VTE_VERSION": "7600"]))
        #expect(!TerminalCapabilities.usesHyperlinks(usesColor: true, environment: ["TERM": "xterm-256color"]))
        #expect(!TerminalCapabilities.usesHyperlinks(usesColor: false, environment: ["TERM_PROGRAM": "WezTerm"]))
        #expect(TerminalCapabilities.usesHyperlinks(usesColor: false, environment: ["VCLAB_HYPERLINKS": "1"]))
        #expect(
            !TerminalCapabilities.usesHyperlinks(
                usesColor: true, environment: ["VCLAB_HYPERLINKS": "0", "TERM_PROGRAM": "WezTerm"]))
    }

    @Test func widthPrefersTheOptionThenTheTerminalThenColumnsThen80() {
        #expect(TerminalCapabilities.width(requested: 50, terminalColumns: 100, environment: [:]) == 50)
        #expect(TerminalCapabilities.width(requested: nil, terminalColumns: 100, environment: ["COLUMNS": "90"]) == 100)
        #expect(TerminalCapabilities.width(requested: nil, terminalColumns: nil, environment: ["COLUMNS": "90"]) == 90)
        #expect(TerminalCapabilities.width(requested: nil, terminalColumns: nil, environment: [:]) == 80)
        #expect(TerminalCapabilities.width(requested: nil, terminalColumns: 5, environment: [:]) == 20)
    }

    @Test func pagerIsLessUnlessPagerSaysOtherwise() {
        #expect(TerminalCapabilities.pager(environment: [:]) == "less -R")
        #expect(TerminalCapabilities.pager(environment: ["PAGER": "most -s"]) == "most -s")
        #expect(TerminalCapabilities.pager(environment: ["PAGER": ""]) == nil)
        #expect(TerminalCapabilities.pager(environment: ["PAGER": "cat"]) == nil)
    }
}

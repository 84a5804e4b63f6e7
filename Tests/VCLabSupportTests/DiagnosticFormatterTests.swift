import Testing

@testable import VCLabSupport

@Suite struct DiagnosticFormatterTests {
    let diagnostic = Diagnostic(
        id: "scenario.unknown-step", location: SourceLocation(path: "a.sim", line: 3, column: 5),
        message: "unknown step 'puhs'", fixIt: "did you mean 'push'?")

    @Test func compactFormIsCompilerStyle() {
        #expect(
            DiagnosticFormatter.compact(diagnostic)
                == "a.sim:3:5: error: unknown step 'puhs'; did you mean 'push'? [scenario.unknown-step]")
    }

    @Test func richFormPutsTheCaretUnderTheColumn() {
        let text = DiagnosticFormatter.rich(diagnostic, sourceLine: "    puhs B", colored: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2] == "3 |     puhs B")
        #expect(lines[3] == "  |     ^")
        #expect(lines.last == "help: did you mean 'push'?")
    }

    @Test func richFormCountsColumnsInBytesButPlacesTheCaretByCharacter() {
        let wide = Diagnostic(
            id: "x", location: SourceLocation(path: "a", line: 1, column: 4), message: "m")
        let text = DiagnosticFormatter.rich(wide, sourceLine: "Üb c", colored: false)
        // Column 4 is the space after "Üb": three bytes, but two characters, before it.
        #expect(text.hasSuffix("  |   ^"))
    }

    @Test func richFormNeutralisesEscapeSequencesInTheSource() {
        let text = DiagnosticFormatter.rich(diagnostic, sourceLine: "\u{1B}]0;owned\u{07}", colored: false)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("^[]0;owned^G"))
    }

    @Test func severityOrderPutsErrorsFirst() {
        #expect([DiagnosticSeverity.note, .error, .warning].sorted() == [.error, .warning, .note])
    }
}

import Testing

@testable import VCLabTerminal

@Suite struct StudyScreenRendererTests {
    @Test func keyBarBracketsKeysWithoutColourAndKeepsBindingsWhole() {
        let bar = StudyScreenRenderer.keyBar(
            [("n", "next"), ("b", "back"), ("q", "quit"), ("s", "step through"), ("p", "play")],
            style: .plain(width: 30))
        #expect(
            bar == """
                ──────────────────────────────
                [n] next  [b] back  [q] quit
                [s] step through  [p] play

                """)
    }

    @Test func headerShowsLessonSectionAndPage() {
        let header = StudyScreenRenderer.header(
            lesson: "Pushing", section: "The stack", page: 3, of: 9, style: .plain(width: 60))
        #expect(header.hasPrefix("  VCLab · Pushing · The stack"))
        #expect(header.split(separator: "\n")[0].hasSuffix("page 3 of 9"))
    }

    /// Issue 13: a header too long for the width is cut between words, with an ellipsis.
    @Test func aLongHeaderIsCutBetweenWordsWithAnEllipsis() {
        let header = StudyScreenRenderer.header(
            lesson: "Segues and modal presentation", section: "What prepare is for", page: 12, of: 13,
            style: .plain(width: 50))
        let first = String(header.split(separator: "\n")[0])
        #expect(first == "VCLab · Segues and modal…            page 12 of 13")
        #expect(DisplayWidth.of(first) <= 50)
    }
}

import Testing

@testable import VCLabContent

/// The diff `vclab check --fix` prints: hunks as `diff -u` writes them, from the edits alone.
@Suite struct UnifiedDiffTests {
    static let text = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"

    /// The byte offset of the start of line `number` (1-based) of ``text``.
    static func offset(ofLine number: Int) -> Int {
        (1..<number).reduce(0) { $0 + "line \($1)\n".utf8.count }
    }

    @Test func farApartEditsMakeTwoHunksWithThreeLinesOfContext() {
        let edits = [
            LessonEdit(range: Self.offset(ofLine: 2)..<(Self.offset(ofLine: 2) + 6), replacement: "LINE 2"),
            LessonEdit.insert("new line\n", at: Self.offset(ofLine: 15)),
        ]
        let diff = UnifiedDiff.render(path: "a.md", bytes: Array(Self.text.utf8), edits: edits)
        #expect(
            diff == """
                --- a/a.md
                +++ b/a.md
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +LINE 2
                 line 3
                 line 4
                 line 5
                @@ -12,6 +12,7 @@
                 line 12
                 line 13
                 line 14
                +new line
                 line 15
                 line 16
                 line 17

                """)
    }

    @Test func nearbyEditsShareOneHunk() {
        let edits = [
            LessonEdit(range: Self.offset(ofLine: 8)..<(Self.offset(ofLine: 8) + 6), replacement: "eight"),
            LessonEdit(range: Self.offset(ofLine: 13)..<(Self.offset(ofLine: 13) + 7), replacement: "thirteen"),
        ]
        let diff = UnifiedDiff.render(path: "a.md", bytes: Array(Self.text.utf8), edits: edits)
        #expect(diff.components(separatedBy: "\n@@ ").count == 2, "\(diff)")
        #expect(diff.contains("@@ -5,12 +5,12 @@\n"), "\(diff)")
    }

    @Test func aLastLineWithoutANewlineIsMarked() {
        let text = "a\nb"
        let diff = UnifiedDiff.render(
            path: "x.md", bytes: Array(text.utf8), edits: [LessonEdit(range: 2..<3, replacement: "c")])
        #expect(
            diff
                == "--- a/x.md\n+++ b/x.md\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
    }

    @Test func noChangeIsNoDiff() {
        let bytes = Array(Self.text.utf8)
        #expect(UnifiedDiff.render(path: "a.md", bytes: bytes, edits: []) == "")
        #expect(
            UnifiedDiff.render(path: "a.md", bytes: bytes, edits: [LessonEdit(range: 0..<4, replacement: "line")]) == ""
        )
    }
}

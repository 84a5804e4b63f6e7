import Testing
import VCLabContent
import VCLabSupport
import VCLabTestSupport

@Suite struct LessonFixerTests {
    typealias Source = LessonSource

    /// One wrong or missing key of every kind the trace decides, and two quizzes without ids.
    static let wrongLesson = Source.lesson(
        """
        ```quiz
        id: f-order
        sim: nav
        step: push B
        ask: order
        prompt: Order them.
        answer: B.viewDidAppear, A.viewWillDisappear, B.viewWillAppear
        ```

        ```quiz
        sim: nav
        step: push B
        ask: first
        prompt: First?
        answer: A.viewWillDisappear
        choices: B.viewDidAppear, B.viewDidLoad
        ```

        ```quiz
        id: f-next
        sim: nav
        step: push B
        ask: next A.viewWillDisappear
        prompt: Next?
        answer: B.viewDidLoad
        ```

        ```quiz
        id: f-happens
        sim: nav
        step: pop
        ask: happens
        event: B.deinit
        prompt: Deallocated?
        answer: no
        ```

        ```quiz
        id: f-missing
        sim: nav
        step: pop
        ask: happens
        event: A.viewDidLoad
        prompt: Loaded again?
        ```

        ```quiz
        id: f-count
        sim: nav
        ask: count
        event: A.viewWillAppear
        prompt: How often?
        answer: 7
        ```

        ```quiz
        id: f-which
        sim: nav
        step: pop
        ask: which
        prompt: Which?
        answer: B.viewWillDisappear, A.viewDidLoad
        choices: B.deinit, B.viewDidLoad
        ```

        ```quiz
        sim: nav
        step: push B
        ask: loaded
        prompt: Loaded?
        answer: A
        ```

        ```quiz
        id: f-frame
        sim: nav
        step: push B
        ask: frame
        of: B
        prompt: Frame?
        answer: 0 64 320 416
        ```

        ```quiz
        id: f-claim
        sim: nav
        step: push B
        ask: claim
        claim: B.viewDidAppear before A.viewDidDisappear
        prompt: True?
        answer: true
        ```

        ```quiz
        id: f-trace
        sim: nav
        step: push B
        ask: trace
        only: appearance
        prompt: Type it.
        answer:
          A.viewWillDisappear
          A.viewDidDisappear
          B.viewWillAppaer
        ```
        """)

    /// Expects every byte of `original` outside the edits' ranges to be in `fixed`, in order.
    func expectOnlyEditedBytesChanged(
        original: [UInt8], fixed: [UInt8], edits: [LessonEdit],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var originalIndex = 0
        var fixedIndex = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let unchanged = original[originalIndex..<edit.range.lowerBound]
            #expect(
                Array(fixed[fixedIndex..<min(fixed.count, fixedIndex + unchanged.count)]) == Array(unchanged),
                sourceLocation: sourceLocation)
            fixedIndex += unchanged.count + edit.replacement.utf8.count
            originalIndex = edit.range.upperBound
        }
        #expect(Array(fixed[fixedIndex...]) == Array(original[originalIndex...]), sourceLocation: sourceLocation)
    }

    @Test func fixRewritesKeysFromTheTraceAndNothingElse() throws {
        let original = Array(Self.wrongLesson.utf8)
        let before = Source.check(Self.wrongLesson)
        #expect(before.errorCount > 0)
        let edits = try #require(before.edits[Source.path])
        let fixed = LessonFixer.apply(edits, to: original)
        expectOnlyEditedBytesChanged(original: original, fixed: fixed, edits: edits)

        let after = Source.check(String(decoding: fixed, as: UTF8.self))
        // The fixture's quizzes are about keys, not about good distractors.
        let left = after.diagnostics.filter { !Source.optionQualityWarnings.contains($0.id) }
        #expect(left == [], "\(left.map(\.description))")
        #expect(after.edits.isEmpty, "a second --fix changes nothing")
        #expect(after.evaluations[0].preparedQuizzes.allSatisfy { $0 != nil })

        let text = String(decoding: fixed, as: UTF8.self)
        #expect(text.contains("answer: A.viewWillDisappear, B.viewWillAppear, B.viewDidAppear\n"))
        #expect(text.contains("```quiz\nid: lesson-first-1\nsim: nav\n"))
        #expect(text.contains("answer: B.viewDidLoad\nchoices: B.viewDidAppear, A.viewWillDisappear\n"))
        #expect(text.contains("answer: B.viewWillAppear\n"))
        #expect(text.contains("event: B.deinit\nprompt: Deallocated?\nanswer: yes\n"))
        #expect(text.contains("prompt: Loaded again?\nanswer: no\n```"))
        #expect(text.contains("answer: 2\n"))
        #expect(text.contains("answer: B.viewWillDisappear, B.deinit\nchoices: A.viewDidLoad, B.viewDidLoad\n"))
        #expect(text.contains("id: lesson-loaded-1\n"))
        #expect(text.contains("answer: A, B\n"))
        #expect(text.contains("answer: 0 0 375 667\n"))
        #expect(text.contains("prompt: True?\nanswer: false\n"))
        #expect(
            text.contains(
                "answer:\n  A.viewWillDisappear\n  B.viewWillAppear\n  A.viewDidDisappear\n  B.viewDidAppear\n```"))
    }

    @Test func fixingTwiceChangesNothingTheSecondTime() throws {
        let once = LessonFixer.apply(
            Source.check(Self.wrongLesson).edits[Source.path] ?? [], to: Array(Self.wrongLesson.utf8))
        let report = Source.check(String(decoding: once, as: UTF8.self))
        #expect(LessonFixer.apply(report.edits[Source.path] ?? [], to: once) == once)
    }

    @Test func windowsLineEndingsAreKept() throws {
        let text = Source.lesson(
            "   ```quiz\n   sim: nav\n   ask: count\n   event: B.viewDidLoad\n   prompt: p\n   answer:\n   ```"
        ).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let report = Source.check(text)
        let fixed = LessonFixer.apply(report.edits[Source.path] ?? [], to: Array(text.utf8))
        let fixedText = String(decoding: fixed, as: UTF8.self)
        #expect(fixedText.contains("   ```quiz\r\n   id: lesson-count-1\r\n   sim: nav\r\n"))
        #expect(fixedText.contains("   answer: 1\r\n   ```"))
        let lone = fixed.indices.filter { fixed[$0] == 0x0A && ($0 == 0 || fixed[$0 - 1] != 0x0D) }
        #expect(lone.isEmpty, "no bare line feed in a CRLF file")
        #expect(Source.check(fixedText).diagnostics == [])
    }

    @Test func overlappingEditsNeverGarbleTheFile() {
        let bytes = Array("abcdef".utf8)
        let fixed = LessonFixer.apply(
            [
                LessonEdit(range: 1..<4, replacement: "X"), LessonEdit(range: 3..<5, replacement: "Y"),
                .insert("!", at: 6),
            ],
            to: bytes)
        #expect(String(decoding: fixed, as: UTF8.self) == "abcYf!")
    }

    @Test func brokenFixtureIsFixedAsFarAsTheTraceDecides() throws {
        let files = try Fixtures.course("broken")
        let report = CourseChecker.check(files: files)
        let file = try #require(files.first { $0.isLesson })
        let edits = report.edits[file.path] ?? []
        let fixed = LessonFixer.apply(edits, to: file.bytes)
        expectOnlyEditedBytesChanged(original: file.bytes, fixed: fixed, edits: edits)
        var refixed = files
        refixed[refixed.firstIndex(of: file)!].bytes = fixed
        let again = CourseChecker.check(files: refixed)
        #expect(again.edits.isEmpty)
        #expect(again.errorCount > 0, "errors that need the author stay")
        #expect(!again.diagnostics.contains { $0.id == "quiz.wrong-key" })
    }
}

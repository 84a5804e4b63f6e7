import Testing
import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabMarkdown
import VCLabSupport
import VCLabTestSupport

@Suite struct LessonParserTests {
    func parse(_ text: String, path: String = "Content/06-navigation.md") -> (Lesson?, [Diagnostic]) {
        let result = LessonParser.parse(path: path, bytes: Array(text.utf8))
        return (result.lesson, result.diagnostics)
    }

    /// The outline a build keeps of every lesson must be what the full parse gives, whether or not the fast path
    /// (front matter only) was taken.
    @Test(arguments: [
        "---\ntitle: Prose\norder: 3\nsummary: Only words.\n---\n\n# Prose\n\nNo questions here.\n",
        "\u{FEFF}---\ntitle: With a BOM\n---\nText.\n",
        "---\ntitle: Broken\norder: soon\n---\nText.\n",
        "no front matter at all\n",
        "---\ntitle: Q\n---\n\n```quiz\nid: q1\nsim: s\nask: count\nevent: A.viewDidLoad\nprompt: P\nanswer: 1\n```\n",
        "---\ntitle: Q\n---\n\n- item\n\n  ~~~ quiz\n  sim: s\n  ask: order\n  prompt: P\n  answer: A.viewDidLoad\n  ~~~\n",
        // cmark decodes entities in a fence's info string, so this is a quiz too.
        "---\ntitle: E\n---\n\n```&#113;uiz\nsim: s\nask: count\nevent: A.viewDidLoad\nprompt: P\nanswer: 1\n```\n",
    ])
    func outlineIsWhatTheFullParseGives(_ text: String) throws {
        let bytes = Array(text.utf8)
        let lesson = try #require(LessonParser.parse(path: "Content/a/07-x.md", bytes: bytes).lesson)
        #expect(LessonParser.outline(path: "Content/a/07-x.md", bytes: bytes) == LessonOutline(lesson))
    }

    @Test func anEntitySpelledQuizFenceIsAQuiz() throws {
        let (lesson, _) = parse("```&#113;uiz\nsim: s\nask: count\nevent: A.viewDidLoad\nprompt: P\nanswer: 1\n```\n")
        #expect(try #require(lesson).quizzes.count == 1)
    }

    @Test func aFileThatIsNotTextHasNoOutline() {
        #expect(LessonParser.outline(path: "a.md", bytes: [0x41, 0x00]) == nil)
        #expect(LessonParser.outline(path: "a.md", bytes: [0xC3]) == nil)
        let large = [UInt8](repeating: 0x41, count: LessonParser.maximumFileSize + 1)
        #expect(LessonParser.outline(path: "a.md", bytes: large) == nil)
    }

    @Test func readsFrontMatterAndSlug() throws {
        let (lesson, diagnostics) = parse(
            """
            ---
            title: "Pushing: and popping"
            order: 6
            summary: What A and B hear.
            # a comment
            ---
            Text.
            """)
        #expect(diagnostics == [])
        let parsed = try #require(lesson)
        #expect(parsed.title == "Pushing: and popping")
        #expect(
            parsed.frontMatter == FrontMatter(title: "Pushing: and popping", order: 6, summary: "What A and B hear."))
        #expect(parsed.slug == "06-navigation")
        #expect(parsed.path == "Content/06-navigation.md")
    }

    /// The cmark adapter path: prose goes through VCLabMarkdown untouched, at its real line numbers.
    @Test func proseRoundTripsToMarkdownBlocks() throws {
        let body = """
            # Navigation

            A *stack* of controllers, with `code` and a [link](https://example.com).

            - one
            - two

            > quoted

            ```swift
            let a = 1
            ```
            """
        let (lesson, diagnostics) = parse("---\ntitle: T\n---\n" + body)
        #expect(diagnostics == [])
        let parsed = try #require(lesson)
        let expected = MarkdownParser.parse("\n\n\n" + body).blocks
        #expect(parsed.blocks == expected.map(LessonBlock.markdown))
        #expect(parsed.blocks.count == 5)
        #expect(expected.first?.range.start.line == 4)
        #expect(parsed.simulations.isEmpty && parsed.quizzes.isEmpty)
    }

    @Test func readsSimulationsWithCompareAndQuizzes() throws {
        let text = """
            ---
            title: T
            ---

            ```sim push-pop
            compare: 6, 12.4, 17
            root nav(A)
            launch
            push B
            ```

            ```quiz
            id: q1
            sim: push-pop
            ask: happens
            event: B.viewDidLoad
            prompt: Does B load?
            answer: yes
            ```
            """
        let (lesson, diagnostics) = parse(text)
        #expect(diagnostics == [])
        let parsed = try #require(lesson)
        #expect(parsed.blocks == [.simulation(0), .quiz(0)])
        let simulation = try #require(parsed.simulation(named: "push-pop"))
        #expect(simulation.comparedVersions == [IOSVersion(6), IOSVersion(12, 4), IOSVersion(17)])
        #expect(simulation.source == "root nav(A)\nlaunch\npush B\n")
        #expect(simulation.firstSourceLine == 7)
        #expect(simulation.location == SourceLocation(path: "Content/06-navigation.md", line: 5, column: 1))
        #expect(!simulation.isShared)
        let quiz = try #require(parsed.quizzes.first)
        #expect(quiz.id == "q1")
        #expect(quiz.kind == .happens)
        #expect(quiz.event == QuizEvent(controller: "B", callback: .viewDidLoad))
        #expect(quiz.location.line == 12)
        #expect(quiz.layout?.lines == 12...19)
    }

    @Test func otherCodeBlocksStayMarkdown() throws {
        let (lesson, _) = parse("---\ntitle: T\n---\n\n```swift\nlet x = 1\n```\n\n    indented\n")
        let parsed = try #require(lesson)
        #expect(parsed.blocks.count == 2)
        guard case .markdown(.codeBlock(let info, _, _, _)) = parsed.blocks[0] else {
            Issue.record("expected a code block")
            return
        }
        #expect(info == "swift")
    }

    @Test func scenarioDiagnosticsPointIntoTheLesson() {
        let marked = MarkedText(
            """
            ---
            title: T
            ---

            ```sim nav
            compare: 6
            root nav(A)
            launch
            1️⃣puhs B
            ```
            """)
        let report = LessonSource.check(marked.text)
        let position = marked.position(of: "1️⃣")
        let diagnostic = report.diagnostics.first { $0.id == "scenario.unknown-step" }
        #expect(diagnostic?.location == SourceLocation(path: "lesson.md", line: position.line, column: position.column))
    }

    @Test func windowsLineEndingsAndAByteOrderMarkAreRead() throws {
        let text = "\u{FEFF}---\r\ntitle: T\r\n---\r\n\r\n```quiz\r\nid: q\r\nsim: nav\r\nask: count\r\n```\r\n"
        let (lesson, diagnostics) = parse(text)
        let parsed = try #require(lesson)
        #expect(parsed.title == "T")
        let quiz = try #require(parsed.quizzes.first)
        #expect(quiz.id == "q")
        #expect(quiz.field("sim")?.value == "nav")
        #expect(quiz.layout?.lineEnding == "\r\n")
        #expect(diagnostics.map(\.id).sorted() == ["quiz.missing-field", "quiz.missing-field", "quiz.missing-field"])
    }

    @Test func invalidEncodingIsLocated() {
        var bytes = Array("---\ntitle: T\n---\nabc".utf8)
        bytes += [0xC3, 0x28]
        let result = LessonParser.parse(path: "x.md", bytes: bytes)
        #expect(result.lesson == nil)
        #expect(result.diagnostics.map(\.id) == ["lesson.invalid-encoding"])
        #expect(result.diagnostics.first?.location == SourceLocation(path: "x.md", line: 4, column: 4))
        let nul = LessonParser.parse(path: "x.md", bytes: Array("---\ntitle: T\n---\na".utf8) + [0])
        #expect(nul.diagnostics.first?.location == SourceLocation(path: "x.md", line: 4, column: 2))
        #expect(nul.diagnostics.first?.message == "the lesson contains a NUL byte, so it looks like a binary file")
    }

    @Test func hugeFilesAreRefusedUnread() {
        let result = LessonParser.parse(
            path: "x.md", bytes: [UInt8](repeating: 0x61, count: LessonParser.maximumFileSize + 1))
        #expect(result.lesson == nil)
        #expect(result.diagnostics.map(\.id) == ["lesson.too-large"])
    }

    @Test func slugIsTheFileName() {
        #expect(LessonParser.slug(forPath: "Content/part/06-navigation.md") == "06-navigation")
        #expect(LessonParser.slug(forPath: "intro.md") == "intro")
    }
}

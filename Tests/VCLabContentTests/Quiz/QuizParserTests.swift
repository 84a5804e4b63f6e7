import Testing
import VCLabContent
import VCLabGrading
import VCLabSupport

@Suite struct QuizParserTests {
    typealias Source = LessonSource

    func quiz(_ body: String) throws -> (Quiz, [UInt8]) {
        let text = Source.lesson(body)
        let result = LessonParser.parse(path: Source.path, bytes: Array(text.utf8))
        let quiz = try #require(result.lesson?.quizzes.first)
        return (quiz, Array(text.utf8))
    }

    @Test func fieldsRecordLocationsAndTheValueBytesInTheFile() throws {
        let (quiz, bytes) = try quiz(
            """
            ```quiz
            id: push-order
            sim: nav
            step: push B
            ask: order
            prompt: Put these in order.
              A second line, *Markdown*.

              A second paragraph.
            answer:   A.viewWillDisappear, B.viewWillAppear
            feedback A.init(coder:): From a storyboard.
            feedback B.viewWillAppear:: The selector works too.
            ```
            """)
        #expect(quiz.id == "push-order")
        #expect(quiz.simulationName == "nav")
        #expect(quiz.step == .text("push B"))
        #expect(quiz.kind == .order)
        #expect(quiz.prompt == "Put these in order.\nA second line, *Markdown*.\n\nA second paragraph.")
        #expect(quiz.answer == "A.viewWillDisappear, B.viewWillAppear")
        #expect(
            quiz.feedback == ["A.init(coder:)": "From a storyboard.", "B.viewWillAppear:": "The selector works too."])
        for field in quiz.fields {
            let written = String(decoding: bytes[field.valueByteRange], as: UTF8.self)
            let rejoined = written.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }.joined(separator: "\n")
            #expect(rejoined == field.value, "\(field.key)")
        }
        let answer = try #require(quiz.field("answer"))
        #expect(answer.keyLocation == SourceLocation(path: Source.path, line: 22, column: 1))
        #expect(answer.valueLocation == SourceLocation(path: Source.path, line: 22, column: 11))
        let prompt = try #require(quiz.field("prompt"))
        #expect(
            prompt.location(ofValueOffset: "Put these in order.\n".utf8.count)
                == SourceLocation(path: Source.path, line: 19, column: 3))
    }

    @Test func stepIndexesAndSettings() throws {
        let (quiz, _) = try quiz(
            """
            ```quiz
            sim: nav
            step: 2
            ask: trace
            only: Appearance
            inferred: yes
            prompt: p
            answer:
              A.viewWillDisappear
            ```
            """)
        #expect(quiz.step == .index(2))
        #expect(quiz.filter == .appearance)
        #expect(quiz.isInferredOrderAcknowledged)
        #expect(quiz.id == nil)
        #expect(quiz.layout?.indentation == "")
    }

    @Test func nextCarriesItsEvent() throws {
        let (quiz, _) = try quiz("```quiz\nsim: nav\nask: next A.viewWillDisappear:\nprompt: p\nanswer: x\n```")
        #expect(quiz.kind == .next(QuizEvent(controller: "A", callback: .viewWillDisappear)))
    }

    // MARK: - Diagnostics

    @Test func malformedLines() {
        Source.expectDiagnostic(
            "quiz.malformed-line",
            in: Source.lesson("```quiz\nsim: nav\n1️⃣this is prose\nask: count\n```"),
            fixIt: "indent it by two spaces if it continues the value above")
        Source.expectDiagnostic(
            "quiz.malformed-line", in: Source.lesson("```quiz\n1️⃣  continued\nsim: nav\n```"),
            message: "an indented line continues the value before it, but no key comes before it")
    }

    @Test func unknownKeysSuggestTheNearest() {
        Source.expectDiagnostic(
            "quiz.unknown-field", in: Source.lesson("```quiz\nsim: nav\n1️⃣anwser: yes\n```"),
            message: "unknown quiz key 'anwser'", fixIt: "did you mean 'answer'?")
        Source.expectDiagnostic(
            "quiz.unknown-field", in: Source.lesson("```quiz\nsim: nav\n1️⃣feedback: yes\n```"),
            message: "'feedback' needs the option it answers, as in 'feedback A.viewDidLoad: …'")
    }

    @Test func duplicateKeys() {
        let diagnostic = Source.expectDiagnostic(
            "quiz.duplicate-field", in: Source.lesson("```quiz\nsim: nav\n1️⃣sim: other\n```"),
            message: "'sim' is given more than once")
        #expect(diagnostic?.notes.first?.location.line == 14)
    }

    @Test(arguments: ["sim", "ask", "prompt", "answer"])
    func requiredKeys(key: String) {
        let lines = [
            "id: q", "sim: nav", "ask: happens", "event: A.viewDidLoad", "prompt: Does A load?", "answer: yes",
        ]
        let body = lines.filter { !$0.hasPrefix(key + ":") }.joined(separator: "\n")
        Source.expectDiagnostic(
            "quiz.missing-field", in: Source.lesson("1️⃣```quiz\n\(body)\n```"), message: "the quiz has no '\(key)'")
    }

    @Test func kindSpecificRequiredKeys() {
        Source.expectDiagnostic(
            "quiz.missing-field",
            in: Source.lesson("1️⃣```quiz\nid: q\nsim: nav\nask: count\nprompt: p\nanswer: 1\n```"),
            message: "the quiz has no 'event'")
        Source.expectDiagnostic(
            "quiz.missing-field",
            in: Source.lesson("1️⃣```quiz\nid: q\nsim: nav\nask: frame\nprompt: p\nanswer: 0 0 1 1\n```"),
            message: "the quiz has no 'of'")
        Source.expectDiagnostic(
            "quiz.missing-field",
            in: Source.lesson("1️⃣```quiz\nid: q\nsim: nav\nask: claim\nprompt: p\nanswer: true\n```"),
            message: "the quiz has no 'claim'")
        Source.expectDiagnostic(
            "quiz.missing-field",
            in: Source.lesson("```quiz\nid: q\nsim: nav\nask: count\nevent: A.viewDidLoad\n1️⃣prompt:\nanswer: 1\n```"),
            message: "'prompt' is empty")
    }

    @Test func unusedKeysWarn() {
        Source.expectDiagnostic(
            "quiz.unused-field",
            in: Source.lesson(
                "```quiz\nid: q\nsim: nav\nask: count\nevent: A.viewDidLoad\nprompt: p\nanswer: 1\n1️⃣choices: 2, 3\n```"),
            severity: .warning, message: "a 'count' quiz does not use 'choices'")
        Source.expectDiagnostic(
            "quiz.unused-field",
            in: Source.lesson(
                "```quiz\nid: q\nsim: nav\nask: count\nevent: A.viewDidLoad\nprompt: p\nanswer: 1\n1️⃣feedback 2: No.\n```"
            ),
            severity: .warning)
        Source.expectDiagnostic(
            "quiz.unused-field",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: pop
                ask: happens
                event: B.deinit
                prompt: p
                answer: yes
                1️⃣feedback maybe: No.
                ```
                """), severity: .warning, message: "feedback for 'maybe', which is not one of the quiz's options")
    }

    @Test func unknownKind() {
        Source.expectDiagnostic(
            "quiz.unknown-kind", in: Source.lesson("```quiz\nsim: nav\nask: 1️⃣whcih\n```"),
            message: "unknown kind of question 'whcih'", fixIt: "did you mean 'which'?")
    }

    @Test func invalidValues() {
        Source.expectDiagnostic(
            "quiz.invalid-value", in: Source.lesson("```quiz\nid: 1️⃣my quiz\nsim: nav\nask: count\n```"))
        Source.expectDiagnostic(
            "quiz.invalid-value", in: Source.lesson("```quiz\nsim: nav\nask: trace\nonly: 1️⃣apperance\n```"),
            fixIt: "did you mean 'appearance'?")
        Source.expectDiagnostic(
            "quiz.invalid-value", in: Source.lesson("```quiz\nsim: nav\nask: order\ninferred: 1️⃣maybe\n```"))
        Source.expectDiagnostic("quiz.invalid-value", in: Source.lesson("```quiz\nsim: nav\nask: 1️⃣order now\n```"))
        Source.expectDiagnostic("quiz.invalid-value", in: Source.lesson("```quiz\nsim: nav\nask: 1️⃣next\n```"))
        Source.expectDiagnostic(
            "quiz.invalid-value",
            in: Source.lesson(
                "```quiz\nid: q\nsim: nav\nask: happens\nevent: B.deinit\nprompt: p\nanswer: 1️⃣maybe\n```"),
            message: "a happens quiz's answer is 'yes' or 'no'")
        Source.expectDiagnostic(
            "quiz.invalid-value",
            in: Source.lesson("```quiz\nid: q\nsim: nav\nask: count\nevent: B.deinit\nprompt: p\nanswer: 1️⃣once\n```"))
        Source.expectDiagnostic(
            "quiz.invalid-value",
            in: Source.lesson("```quiz\nid: q\nsim: nav\nask: order\nprompt: p\nanswer: 1️⃣B.deinit\n```"),
            message: "an order quiz needs at least two events to put in order, separated by commas")
        Source.expectDiagnostic(
            "quiz.invalid-value",
            in: Source.lesson(
                "```quiz\nid: q\nsim: nav\nask: first\nprompt: p\nanswer: 1️⃣B.deinit, A.viewDidLoad\n```"))
    }

    @Test func unknownEventsInAskAndEvent() {
        Source.expectDiagnostic(
            "quiz.unknown-event", in: Source.lesson("```quiz\nsim: nav\nask: next A.1️⃣viewDidLaod\n```"),
            message: "'viewDidLaod' is not a callback UIKit makes", fixIt: "did you mean 'viewDidLoad'?")
        Source.expectDiagnostic(
            "quiz.unknown-event", in: Source.lesson("```quiz\nsim: nav\nask: count\nevent: 1️⃣viewDidLoad\n```"),
            message: "'viewDidLoad' is not an event; events are written Controller.callback")
        Source.expectDiagnostic(
            "quiz.unknown-event", in: Source.lesson("```quiz\nsim: nav\nask: count\nevent: 1️⃣A.didEnterBackground\n```"),
            fixIt: "write 'app.didEnterBackground'")
        Source.expectDiagnostic(
            "quiz.unknown-event", in: Source.lesson("```quiz\nsim: nav\nask: count\nevent: app.1️⃣viewDidLoad\n```"))
    }
}

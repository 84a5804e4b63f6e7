import Testing
import VCLabContent
import VCLabSupport
import VCLabTestSupport

/// Every diagnostic of ``LessonParser`` at its exact line and column, written with a `1️⃣` marker.
@Suite struct LessonDiagnosticTests {
    typealias Source = LessonSource

    @Test func missingFrontMatter() {
        Source.expectDiagnostic(
            "front-matter.missing-title", in: "1️⃣# A lesson\n\nText.\n",
            message: "the lesson has no front matter, so it has no title")
    }

    @Test func missingOrEmptyTitle() {
        Source.expectDiagnostic(
            "front-matter.missing-title", in: "1️⃣---\norder: 2\n---\n", message: "the front matter has no 'title'")
        Source.expectDiagnostic("front-matter.missing-title", in: "---\n1️⃣title:\n---\n", message: "the title is empty")
    }

    @Test func unterminatedFrontMatterStillReadsTheLesson() throws {
        let text = "1️⃣---\ntitle: Open\n\n```sim nav\nroot A\nlaunch\n```\n"
        Source.expectDiagnostic("front-matter.unterminated", in: text)
        let report = Source.check(MarkedText(text).text)
        #expect(report.evaluations.first?.lesson.title == "Open")
        #expect(report.evaluations.first?.lesson.simulations.count == 1)
    }

    @Test func malformedFrontMatterLine() {
        Source.expectDiagnostic(
            "front-matter.malformed-line", in: "---\ntitle: T\n  1️⃣just words\n---\n",
            message: "a front matter line must be 'key: value'")
    }

    @Test func unknownFrontMatterKeyWithDidYouMean() {
        let diagnostic = Source.expectDiagnostic(
            "front-matter.unknown-key", in: "---\ntitle: T\n1️⃣sumary: x\n---\n", severity: .warning,
            fixIt: "did you mean 'summary'?")
        #expect(diagnostic?.message == "unknown front matter key 'sumary'")
    }

    @Test func duplicateFrontMatterKey() {
        let diagnostic = Source.expectDiagnostic(
            "front-matter.duplicate-key", in: "---\ntitle: A\n1️⃣title: B\n---\n", severity: .warning)
        #expect(diagnostic?.notes.first?.location.line == 2)
        #expect(Source.check("---\ntitle: A\ntitle: B\n---\n").evaluations.first?.lesson.title == "B")
    }

    @Test func invalidOrder() {
        Source.expectDiagnostic(
            "front-matter.invalid-order", in: "---\ntitle: T\norder: 1️⃣six\n---\n",
            message: "'order' must be a whole number, not 'six'")
    }

    @Test func unterminatedFenceIsReportedAtTheOpeningFence() {
        Source.expectDiagnostic(
            "lesson.unterminated-fence", in: "---\ntitle: T\n---\n\nText.\n\n1️⃣```quiz\nid: q\nsim: nav\n",
            message: "this code block is never closed, so it runs to the end of the lesson",
            fixIt: "add a line '```' where the block ends")
        Source.expectDiagnostic(
            "lesson.unterminated-fence", in: "---\ntitle: T\n---\n\n  1️⃣~~~~swift\nlet a = 1\n~~~\n")
    }

    @Test func simulationNames() {
        Source.expectDiagnostic(
            "lesson.invalid-simulation-name", in: "---\ntitle: T\n---\n\n1️⃣```sim\nroot A\nlaunch\n```\n",
            message: "a sim block needs a name, as in '```sim push-pop'")
        Source.expectDiagnostic(
            "lesson.invalid-simulation-name", in: "---\ntitle: T\n---\n\n1️⃣```sim two words\nroot A\nlaunch\n```\n")
        let diagnostic = Source.expectDiagnostic(
            "lesson.duplicate-simulation",
            in: "---\ntitle: T\n---\n\n```sim a\nroot A\nlaunch\n```\n\n1️⃣```sim a\nroot B\nlaunch\n```\n")
        #expect(diagnostic?.notes.first?.location.line == 5)
    }

    @Test func invalidCompareVersions() {
        Source.expectDiagnostic(
            "lesson.invalid-compare", in: "---\ntitle: T\n---\n\n```sim a\ncompare: 6, 1️⃣2\nroot A\nlaunch\n```\n",
            message: "iOS 2 is not supported; VCLab simulates iOS 3.0 through 18.x and 26.x")
        Source.expectDiagnostic(
            "lesson.invalid-compare", in: "---\ntitle: T\n---\n\n```sim a\ncompare: 6, 1️⃣22\nroot A\nlaunch\n```\n",
            message: "iOS 22 was never released: Apple went from iOS 18 to iOS 26")
        Source.expectDiagnostic(
            "lesson.invalid-compare", in: "---\ntitle: T\n---\n\n```sim a\ncompare: 6, 1️⃣x\nroot A\nlaunch\n```\n",
            message: "'x' is not an iOS version VCLab simulates (3 through 18, and 26)")
        Source.expectDiagnostic(
            "lesson.invalid-compare", in: "---\ntitle: T\n---\n\n```sim a\n1️⃣compare:\nroot A\nlaunch\n```\n",
            message: "'compare:' lists no versions")
    }

    @Test func nestedBlocksAreShownAsCode() {
        Source.expectDiagnostic(
            "lesson.nested-block", in: "---\ntitle: T\n---\n\n- item\n\n  1️⃣```quiz\n  id: q\n  ```\n",
            severity: .warning)
    }

    @Test func wordsAfterQuizAreIgnored() {
        Source.expectDiagnostic(
            "lesson.ignored-fence-info",
            in: Source.lesson(
                """
                1️⃣```quiz id=q1
                id: q1
                sim: nav
                ask: count
                event: A.viewDidLoad
                prompt: How often?
                answer: 1
                ```
                """), severity: .warning)
    }
}

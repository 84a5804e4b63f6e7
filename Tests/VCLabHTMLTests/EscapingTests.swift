import Foundation
import Testing
import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

@testable import VCLabHTML

/// Every piece of lesson and quiz text is escaped, and author HTML is dropped, wherever it lands on a page.
@Suite struct EscapingTests {
    static let payload = "</script><script>alert(1)</script>\"'><img src=x onerror=alert(2)>"

    static func hostileBuild() -> SiteBuild {
        var evaluation = FixtureCourse.firstLesson()
        evaluation.lesson.frontMatter.title = "Title " + payload
        evaluation.lesson.frontMatter.summary = "Summary " + payload
        evaluation.lesson.blocks.insert(
            contentsOf: FixtureCourse.markdown(
                """
                ## Heading \(payload)

                <script>alert(3)</script>

                Text <b onclick="alert(4)">bold</b> [x](javascript:alert(5)) `\(payload)`

                ```swift
                let s = "\(payload)" // \(payload)
                ```
                """), at: 1)
        evaluation.lesson.simulations[0].name = "sim " + payload
        for index in evaluation.preparedQuizzes.indices {
            guard var quiz = evaluation.preparedQuizzes[index] else { continue }
            quiz.id = quiz.id + payload
            quiz.prompt = "Prompt " + payload
            quiz.explain = "Explain " + payload
            quiz.hint = "Hint " + payload
            quiz.options = quiz.options.map { $0 + payload }
            quiz.feedback = [payload: "Feedback " + payload]
            quiz.simulationName = "sim " + payload
            quiz.step = QuizStep(index: 1, text: payload)
            quiz.window = quiz.window.map { $0 + payload }
            evaluation.preparedQuizzes[index] = quiz
        }
        return SiteBuilder.build(evaluations: [evaluation, FixtureCourse.secondLesson()])
    }

    @Test func noPayloadSurvivesAsMarkup() throws {
        let build = Self.hostileBuild()
        for file in build.files where file.path.hasSuffix(".html") {
            let html = file.text
            #expect(!html.contains("<script>alert"), "\(file.path)")
            #expect(!html.contains("<img src=x"), "\(file.path)")
            // An attribute named on… in a tag (quoted attribute values may hold any escaped text).
            let handler = /<[a-zA-Z][\w-]*(?:\s+[\w:-]+(?:="[^"]*")?)*\s+on[a-z]+\s*=/
            #expect(html.firstMatch(of: handler) == nil, "\(file.path) has an event handler")
            #expect(!html.contains("javascript:"), "\(file.path)")
            // Every </script> closes one of the site's own script elements.
            let closers = html.components(separatedBy: "</script>").count - 1
            #expect(closers == SiteScanner.scriptTags(in: html).count, "\(file.path)")
        }
        let page = try #require(build.file(at: "01-push.html")).text
        #expect(page.contains("Title &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;'&gt;&lt;img"))
        #expect(page.contains("<!-- raw HTML omitted -->"))
    }

    @Test func quizDataKeepsTheTextExactlyAndCannotCloseItsElement() throws {
        let page = try #require(Self.hostileBuild().file(at: "01-push.html")).text
        let blocks = SiteScanner.jsonBlocks(in: page)
        #expect(blocks.count == 11)
        for block in blocks {
            #expect(!block.contains("<"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
            #expect((object["id"] as? String)?.hasSuffix(Self.payload) == true)
            #expect((object["feedback"] as? [String: String])?[Self.payload] == "Feedback " + Self.payload)
        }
    }

    @Test func scriptsAndTheSearchIndexEscapeTheirStrings() throws {
        let build = Self.hostileBuild()
        for path in ["lessons.js", "search-index.js"] {
            let script = try #require(build.file(at: path)).text
            #expect(!script.contains("</script>"), "\(path)")
            #expect(script.contains("\\u003c/script\\u003e"), "\(path)")
        }
    }

    @Test func htmlEscapingIsCmarksOwn() {
        for text in ["plain", "a & b", "<tag attr=\"v\">", "\u{301}combining first", "'single'", "ü < ö"] {
            let cmark = MarkdownHTMLRendererOracle.escape(text)
            #expect(HTMLText.escaped(text) == cmark, "\(text)")
        }
    }
}

/// cmark's escaping, from libcmark itself: the text as a code span, which cmark escapes and nothing else.
enum MarkdownHTMLRendererOracle {
    static func escape(_ text: String) -> String {
        let html = MarkdownParser.cmarkHTML("`` " + text + " ``\n")
        return String(
            decoding: html.utf8.dropFirst("<p><code>".utf8.count).dropLast("</code></p>\n".utf8.count), as: UTF8.self)
    }
}

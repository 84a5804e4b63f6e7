import Testing
import VCLabContent
import VCLabSupport

@testable import VCLabHTML

@Suite struct LinkVerifierTests {
    static func build(secondLessonProse prose: String) -> SiteBuild {
        var second = FixtureCourse.secondLesson()
        // The first lesson links to "#details" of the second.
        second.lesson.blocks = FixtureCourse.markdown("## Details\n\n" + prose)
        return SiteBuilder.build(evaluations: [FixtureCourse.firstLesson(), second])
    }

    @Test func aLinkToAMissingLessonIsReportedWhereTheAuthorWroteIt() throws {
        let build = Self.build(secondLessonProse: "Intro.\n\nSee [tabs](07-tabs.md) now.\n")
        let diagnostic = try #require(build.diagnostics.first)
        #expect(build.diagnostics.count == 1)
        #expect(diagnostic.id == "site.broken-link")
        #expect(diagnostic.location == SourceLocation(path: "Content/02-other.md", line: 5, column: 5))
        #expect(diagnostic.message == "link '07-tabs.html' leads nowhere: the site has no '07-tabs.html'")
    }

    @Test func aMissingAnchorIsReportedWithADidYouMean() throws {
        let build = Self.build(secondLessonProse: "Back to [pushing](01-push.md#pushing-a-controler).\n")
        let diagnostic = try #require(build.diagnostics.first)
        #expect(diagnostic.message.contains("there is no '#pushing-a-controler'"))
        #expect(diagnostic.fixIt == "did you mean '#pushing-a-controller'?")
    }

    @Test func anchorsOnTheSamePageAreChecked() {
        let build = Self.build(secondLessonProse: "[up](#details) and [down](#nowhere)\n")
        #expect(
            build.diagnostics.map(\.message) == [
                "link '#nowhere' names no anchor of '02-other.html': there is no '#nowhere'"
            ])
    }

    @Test func externalLinksAndLessonFilesInFoldersAreFine() {
        let prose = """
            [web](https://example.com/x.md) [mail](mailto:a@b.c) [far](../part/01-push.md#questions)
            [self](02-other.md) [index](index.html) [root](/01-push.html)
            """
        #expect(Self.build(secondLessonProse: prose).diagnostics.isEmpty)
    }

    @Test func linksLeavingTheSiteAreBroken() {
        let build = Self.build(secondLessonProse: "[up](../../secret.html)\n")
        #expect(build.diagnostics.map(\.message) == ["link '../../secret.html' leads outside the site"])
    }

    @Test func mdLinksBecomePageLinks() throws {
        let page = try #require(
            Self.build(secondLessonProse: "[a](sub/01-push.md#questions)\n").file(at: "02-other.html"))
        #expect(page.text.contains("<a href=\"01-push.html#questions\">a</a>"))
    }

    @Test func resolvesRelativePaths() {
        #expect(LinkVerifier.resolve("a.html", from: "b.html") == "a.html")
        #expect(LinkVerifier.resolve("./a.html", from: "b.html") == "a.html")
        #expect(LinkVerifier.resolve("/", from: "b.html") == "index.html")
        #expect(LinkVerifier.resolve("../a.html", from: "b.html") == nil)
    }
}

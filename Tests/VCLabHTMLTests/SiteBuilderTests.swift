import Foundation
import Testing
import VCLabContent
import VCLabTestSupport

@testable import VCLabHTML

@Suite struct SiteBuilderTests {
    static let build = SiteBuilder.build(evaluations: FixtureCourse.evaluations())

    @Test func writesEveryFileOfTheSite() {
        #expect(
            Self.build.files.map(\.path) == [
                "01-push.html", "search-index.js", "02-other.html", "site.css", "site.js", "lab.js", "lab-engine.js",
                "lessons.js", "index.html", "404.html", "playground.html", "sitemap.xml",
            ])
        #expect(Self.build.diagnostics.isEmpty, "\(Self.build.diagnostics)")
    }

    @Test(arguments: [
        "01-push.html", "02-other.html", "index.html", "404.html", "lessons.js", "search-index.js", "sitemap.xml",
        "playground.html", "lab-engine.js",
    ])
    func matchesItsGoldenFile(_ path: String) throws {
        try expectGolden(try #require(Self.build.file(at: path)).text, named: path)
    }

    @Test func embedsTheStylesheetAndScriptAsTheyAreInTheSourceTree() throws {
        #expect(Self.build.file(at: "site.css")?.text == SiteResources.stylesheet)
        #expect(Self.build.file(at: "site.js")?.text == SiteResources.script)
        #expect(Self.build.file(at: "lab.js")?.text == SiteResources.labScript)
        // Quizzes are graded by the Swift grader in the module; the page's script has no grader of its own.
        #expect(SiteResources.script.contains("VCLab.grade(quiz, response)"))
        #expect(!SiteResources.script.contains("function gradeTrace"))
    }

    @Test func twoBuildsAreByteIdenticalWhateverTheInputOrder() {
        let again = SiteBuilder.build(evaluations: FixtureCourse.evaluations().reversed())
        #expect(again.files == Self.build.files)
    }

    @Test func pagesAndTheirSearchEntriesAreWrittenAsTheyAreAddedNotKept() throws {
        let evaluations = FixtureCourse.evaluations()
        var builder = SiteBuilder(lessons: evaluations.map { LessonOutline($0.lesson) })
        var site = SiteBuild()
        builder.add(builder.renderPage(evaluations[0], at: 0), to: &site)
        #expect(site.files.map(\.path) == ["01-push.html", "search-index.js"])
        let searchSoFar = try #require(site.file(at: "search-index.js")).text
        #expect(searchSoFar.hasPrefix("// The search index"))
        #expect(searchSoFar.contains("[0,\"\",\"Pushing and popping\""))
        builder.add(builder.renderPage(evaluations[1], at: 1), to: &site)
        site.diagnostics = builder.finish(into: &site)
        #expect(site.files == Self.build.files)
        #expect(site.diagnostics == Self.build.diagnostics)
    }

    @Test func everyPageCarriesThePolicyAndNoInlineScriptOrStyle() throws {
        for file in Self.build.files where file.path.hasSuffix(".html") {
            let html = file.text
            #expect(
                html.contains(
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src blob:; style-src 'self';"
                ))
            for tag in SiteScanner.scriptTags(in: html) {
                #expect(tag.contains(" src=\"") || tag.contains("type=\"application/json\""), "\(file.path): \(tag)")
            }
            #expect(!html.contains(" style=\""), "\(file.path) has an inline style")
            #expect(html.range(of: #" on[a-z]+=""#, options: .regularExpression) == nil, "\(file.path) has a handler")
            #expect(html.contains("<a class=\"skip-link\" href=\"#main\">"))
            #expect(html.contains("<main id=\"main\""))
            #expect(html.contains("<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"Lessons\">"))
        }
    }

    @Test func everyInternalLinkAndAnchorResolves() throws {
        let files = Set(Self.build.files.map(\.path))
        var ids: [String: Set<String>] = [:]
        for file in Self.build.files where file.path.hasSuffix(".html") {
            let pageIDs = SiteScanner.values(of: "id", in: file.text)
            #expect(Set(pageIDs).count == pageIDs.count, "\(file.path) repeats an id")
            ids[file.path] = Set(pageIDs)
        }
        for file in Self.build.files where file.path.hasSuffix(".html") {
            for href in SiteScanner.values(of: "href", in: file.text) + SiteScanner.values(of: "src", in: file.text)
            where !href.contains(":") {
                let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = parts[0].isEmpty ? file.path : String(parts[0])
                #expect(files.contains(path), "\(file.path) links to missing \(href)")
                if parts.count == 2 {
                    #expect(ids[path]?.contains(String(parts[1])) == true, "\(file.path) links to missing \(href)")
                }
            }
        }
    }

    @Test func lessonsFollowTheirOrderThenTheirPath() {
        var evaluations = FixtureCourse.evaluations()
        evaluations[0].lesson.frontMatter.order = nil
        let order = SiteBuilder(lessons: evaluations.map { LessonOutline($0.lesson) }).lessons.map(\.slug)
        #expect(order == ["02-other", "01-push"])
    }

    @Test func aLessonCannotTakeTheNameOfTheIndex() {
        var evaluations = FixtureCourse.evaluations()
        evaluations[1].lesson.slug = "index"
        evaluations[1].lesson.path = "Content/index.md"
        let build = SiteBuilder.build(evaluations: evaluations)
        #expect(build.diagnostics.map(\.id).contains("site.reserved-name"))
        #expect(build.diagnostics.first { $0.id == "site.reserved-name" }?.location.path == "Content/index.md")
    }

    @Test func theSidebarIsOneSharedFileNotACopyPerPage() throws {
        let lessonList = try #require(Self.build.file(at: "lessons.js")).text
        #expect(lessonList.contains("\"title\":\"The other lesson\""))
        let page = try #require(Self.build.file(at: "01-push.html")).text
        #expect(page.contains("<script src=\"lessons.js\" defer></script>"))
        #expect(!page.contains("The other lesson</a></li>"), "the page must not carry its own copy of the list")
    }

    @Test func comparedVersionsAreEachShownOnceInTheListedOrder() throws {
        let page = try #require(Self.build.file(at: "01-push.html")).text
        #expect(page.contains("compared on iOS 6, iOS 17</span>"))
        #expect(page.components(separatedBy: "<div class=\"sim-run\"").count == 3)
    }

    @Test func quizDataIsJSONWithTheKey() throws {
        let page = try #require(Self.build.file(at: "01-push.html")).text
        let blocks = SiteScanner.jsonBlocks(in: page)
        #expect(blocks.count == 11)
        for block in blocks {
            let object = try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any]
            #expect(object?["key"] != nil)
        }
    }

    @Test func theSitemapUsesTheBaseURLWhenGiven() {
        let build = SiteBuilder.build(
            evaluations: FixtureCourse.evaluations(), configuration: SiteConfiguration(baseURL: "https://x.example/c"))
        #expect(build.file(at: "sitemap.xml")?.text.contains("<loc>https://x.example/c/01-push.html</loc>") == true)
    }
}

import Foundation
import Testing
import VCLabContent
import VCLabSupport
import VCLabTestSupport

@testable import VCLabHTML

@Suite struct SiteBuilderTests {
    static let build = SiteBuilder.build(evaluations: FixtureCourse.evaluations())

    @Test func writesEveryFileOfTheSite() {
        #expect(
            Self.build.files.map(\.path) == [
                "01-push.html", "search-index.js", "02-other.html", "site.css", "site.js", "lab.js", "engine-worker.js",
                "lab-engine.js",
                "review-engine.js", "device-engine.js", "favicon.svg", "lessons.js", "rule-descriptions.js",
                "index.html",
                "404.html",
                "review.html", "playground.html", "scenario-language.html",
            ])
        #expect(Self.build.diagnostics.isEmpty, "\(Self.build.diagnostics)")
    }

    @Test(arguments: [
        "01-push.html", "02-other.html", "index.html", "404.html", "review.html", "lessons.js", "search-index.js",
        "playground.html", "lab-engine.js",
    ])
    func matchesItsGoldenFile(_ path: String) throws {
        let text = try #require(Self.build.file(at: path)).text
        try expectGolden(path.hasSuffix(".html") ? SiteScanner.foldingInlineText(text) : text, named: path)
    }

    @Test func embedsTheStylesheetAndScriptAsTheyAreInTheSourceTree() throws {
        #expect(Self.build.file(at: "site.css")?.text == SiteResources.stylesheet)
        #expect(Self.build.file(at: "site.js")?.text == SiteResources.script)
        #expect(Self.build.file(at: "lab.js")?.text == SiteResources.labScript)
        #expect(Self.build.file(at: "engine-worker.js")?.text == SiteResources.engineWorkerScript)
        // Quizzes are graded by the Swift grader in the module; the page's script has no grader of its own.
        #expect(SiteResources.script.contains("VCLab.grade(quiz, response)"))
        #expect(!SiteResources.script.contains("function gradeTrace"))
    }

    @Test func onlyThePagesThatRunTheEngineLoadIt() throws {
        for page in ["01-push.html", "playground.html", "scenario-language.html"] {
            let html = try #require(Self.build.file(at: page)).text
            #expect(html.contains("<script src=\"lab.js\" defer></script>"), "\(page)")
            // The rules' words are not loaded by the page: the engine's script adds them once it is ready.
            #expect(!html.contains("src=\"rule-descriptions.js\""), "\(page)")
            #expect(html.contains(" data-rule-descriptions=\"rule-descriptions.js\""), "\(page)")
            // The engine's script comes first in the head, before the stylesheet, so the module's download
            // starts with the page's.
            let head = try #require(html.split(separator: "</head>").first)
            let engine = try #require(head.range(of: "<script src=\"engine-worker.js\" async data-module-script="))
            let style = try #require(head.range(of: "<style>"))
            #expect(engine.lowerBound < style.lowerBound, "\(page)")
        }
        for page in ["index.html", "review.html", "404.html"] {
            let html = try #require(Self.build.file(at: page)).text
            // Script tags only: 404's inline stylesheet mentions lab.js in its comments.
            let scripts = SiteScanner.scriptTags(in: html).joined(separator: "\n")
            #expect(!scripts.contains("lab.js") && !scripts.contains("lab-engine.js"), "\(page): \(scripts)")
            #expect(!scripts.contains("engine-worker.js"), "\(page): \(scripts)")
            #expect(!scripts.contains("rule-descriptions.js") && !html.contains("vclab.wasm"), "\(page)")
        }
    }

    @Test func noScriptHoldsUpRenderingButTheThemesFewLines() throws {
        for file in Self.build.files where file.path.hasSuffix(".html") {
            for line in file.text.split(separator: "\n") where line.hasPrefix("<script src=") {
                // Deferred, or the engine's, async: it must run before the page has all arrived.
                let isEngine = line.hasPrefix("<script src=\"engine-worker.js\" async ")
                #expect(line.contains(" defer") || isEngine, "\(file.path): \(line)")
            }
        }
        #expect(ThemeScript.source.utf8.count < 600 && ThemeScript.source.contains("'vclab:theme'"))
    }

    /// The stylesheet and the theme script are in the page's head, so the first paint waits for no other file;
    /// the policy names each by its SHA-256, which the browser compares with the element's text (a wrong hash
    /// and the page is unstyled, as the browser tests would see). The digests here are Python's `hashlib`.
    @Test func theStylesheetAndThemeAreInTheHeadByTheirHashes() throws {
        for file in Self.build.files where file.path.hasSuffix(".html") && file.path != "404.html" {
            let head = try #require(file.text.split(separator: "</head>").first)
            #expect(head.contains("<style>" + SiteResources.stylesheet + "</style>\n"), "\(file.path)")
            #expect(head.contains("<script>" + ThemeScript.source + "</script>\n"), "\(file.path)")
            #expect(!head.contains("<link rel=\"stylesheet\""), "\(file.path)")
            #expect(head.contains("style-src 'self' \(SHA256.policySource(of: SiteResources.stylesheet));"))
            #expect(head.contains("'wasm-unsafe-eval' \(SHA256.policySource(of: ThemeScript.source));"))
        }
        #expect(!SiteResources.stylesheet.contains("</"), "nothing in the stylesheet needs escaping")
    }

    @Test func theModuleIsAFileBesideItsBase64WhenTheBuildHasOne() throws {
        let module: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]
        var configuration = SiteConfiguration()
        configuration.engineModule = module
        let site = SiteBuilder.build(evaluations: FixtureCourse.evaluations(), configuration: configuration)
        #expect(site.file(at: "vclab.wasm")?.bytes == module)
        // And gzipped, which the worker asks for first.
        #expect(site.file(at: "vclab.wasm.gz")?.bytes == Gzip.compress(module))
        let page = try #require(site.file(at: "01-push.html")).text
        #expect(
            page.contains(
                "data-compressed-module=\"vclab.wasm.gz\" data-module=\"vclab.wasm\""
                    + " data-engine-version=\"\(VCLabVersion.string)\""))
        // Without a module there is no file, and the tag says why.
        #expect(Self.build.file(at: "vclab.wasm") == nil && Self.build.file(at: "vclab.wasm.gz") == nil)
        #expect(try #require(Self.build.file(at: "01-push.html")).text.contains("data-engine-unavailable=\""))
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
        for file in Self.build.files where file.path.hasSuffix(".html") && file.path != "404.html" {
            let html = file.text
            #expect(
                SiteScanner.foldingInlineText(html).contains(
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-…'; worker-src blob:; connect-src 'self'; style-src 'self' 'sha256-…';"
                ))
            // The theme script is the one inline script (its hash is the policy's only one for scripts).
            let inline = SiteScanner.scriptTags(in: html).filter {
                !$0.contains(" src=\"") && !$0.contains("type=\"application/json\"")
            }
            #expect(inline == ["<script>"], "\(file.path): \(inline)")
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
                // The 404 page's references start at the site's root; the others are relative.
                let relative = file.path == "404.html" && href.hasPrefix("/") ? String(href.dropFirst()) : href
                let parts = relative.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = parts[0].isEmpty ? (file.path == "404.html" ? "index.html" : file.path) : String(parts[0])
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

    static let servedBuild = SiteBuilder.build(
        evaluations: FixtureCourse.evaluations(), configuration: SiteConfiguration(baseURL: "https://x.example/c"))

    /// The sitemap protocol requires absolute URLs: without a base URL there is no sitemap at all.
    @Test func theSitemapNeedsTheBaseURLAndListsAbsoluteURLs() throws {
        #expect(Self.build.file(at: "sitemap.xml") == nil)
        #expect(!Self.build.files.contains { $0.text.contains("rel=\"canonical\"") || $0.text.contains("og:url") })
        let sitemap = try #require(Self.servedBuild.file(at: "sitemap.xml")).text
        let locations = sitemap.split(separator: "\n").filter { $0.hasPrefix("<url>") }
        #expect(
            locations == [
                "<url><loc>https://x.example/c/</loc></url>", "<url><loc>https://x.example/c/01-push.html</loc></url>",
                "<url><loc>https://x.example/c/02-other.html</loc></url>",
            ])
        // robots.txt names the sitemap by its absolute URL, and exists only where the sitemap does.
        #expect(Self.build.file(at: "robots.txt") == nil)
        #expect(
            Self.servedBuild.file(at: "robots.txt")?.text
                == "User-agent: *\nAllow: /\nSitemap: https://x.example/c/sitemap.xml\n")
    }

    @Test func withABaseURLPagesCarryTheirCanonicalAndPreviewURLs() throws {
        let page = try #require(Self.servedBuild.file(at: "01-push.html")).text
        #expect(page.contains("<link rel=\"canonical\" href=\"https://x.example/c/01-push.html\">"))
        #expect(page.contains("<meta property=\"og:url\" content=\"https://x.example/c/01-push.html\">"))
        #expect(page.contains("<meta property=\"og:title\" content=\"Pushing and popping · VCLab\">"))
        #expect(page.contains("<meta property=\"og:type\" content=\"article\">"))
        let index = try #require(Self.servedBuild.file(at: "index.html")).text
        #expect(index.contains("<link rel=\"canonical\" href=\"https://x.example/c/\">"))
        let notFound = try #require(Self.servedBuild.file(at: "404.html")).text
        #expect(!notFound.contains("canonical"), "a 404 page has no address of its own")
    }

    /// A host serves 404.html for a missing path at any depth (/c/a/b/missing), so the page cannot use relative
    /// references: with a base URL they start at its path, without one the styles are in the page.
    @Test func theNotFoundPageWorksAtAnyDepth() throws {
        let served = try #require(Self.servedBuild.file(at: "404.html")).text
        #expect(served.contains("<link rel=\"stylesheet\" href=\"/c/site.css\">"))
        #expect(served.contains("<a href=\"/c/01-push.html\">Pushing and popping</a>"))
        #expect(!served.contains("<style>"))
        let standalone = try #require(Self.build.file(at: "404.html")).text
        #expect(standalone.contains("<style>" + SiteResources.stylesheet + "</style>"))
        #expect(standalone.contains("style-src \(SHA256.policySource(of: SiteResources.stylesheet));"))
        #expect(standalone.contains("script-src 'none'") && !standalone.contains("unsafe-inline"))
        #expect(!standalone.contains("<link rel=\"stylesheet\""))
        for html in [served, standalone] {
            #expect(SiteScanner.scriptTags(in: html).isEmpty)
            let references = SiteScanner.values(of: "href", in: html) + SiteScanner.values(of: "src", in: html)
            #expect(!references.isEmpty && references.allSatisfy { $0.hasPrefix("/") }, "\(references)")
            let body = try #require(html.split(separator: "<body").last)
            #expect(!body.lowercased().contains("search"), "the page has no search field to mention")
        }
    }

    @Test(arguments: [
        ("https://example.com/vclab/", nil), ("http://localhost:8000", nil),
        ("example.com", "must start with https:// or http://"), ("ftp://x/", "must start with"),
        ("https:///x", "has no host"), ("https://x/?a=b", "query or a fragment"), ("https://x/a b", "a space"),
    ])
    func aBaseURLIsAnHTTPURLWithAHost(url: String, problem: String?) {
        let found = SiteConfiguration.problem(withBaseURL: url)
        if let problem {
            #expect(found?.contains(problem) == true, "\(url): \(found ?? "no problem")")
        } else {
            #expect(found == nil, "\(url): \(found ?? "")")
        }
    }

    @Test func theRootPathComesFromTheBaseURL() {
        #expect(SiteConfiguration(baseURL: "https://x.example/c").rootPath == "/c/")
        #expect(SiteConfiguration(baseURL: "https://x.example").rootPath == "/")
        #expect(SiteConfiguration().rootPath == "/")
    }

    /// `vclab serve` puts one page in place of another: the same page changes nothing else; a page whose words
    /// and prompts changed rewrites the search index and the lesson list as a whole build of it would.
    @Test func aReplacedPageRewritesOnlyTheSharedFilesItsChangeTouches() throws {
        let evaluations = FixtureCourse.evaluations()
        let (site, builders) = SiteBuilder.build(evaluations: evaluations, retainingPages: true)
        #expect(site.files == Self.build.files)
        var builder = try #require(builders.first)
        let pages = evaluations.indices.map { builder.renderPage(evaluations[$0], at: $0) }
        #expect(builder.replacePage(pages[1], at: 1)?.map(\.path) == ["02-other.html"], "the same page")

        var changed = pages[1]
        changed.summary.questions = [.init(id: "x", anchor: "quiz-x", prompt: "Changed: \"quoted\"")]
        changed.searchEntries = Array("[1,\"\",\"New\",\"new words\"]".utf8)
        let replaced = builder.replacePage(changed, at: 1)
        let files = try #require(replaced)
        #expect(files.map(\.path) == ["02-other.html", "search-index.js", "lessons.js", "index.html"])
        #expect(files[1].text.contains("\n[1,\"\",\"New\",\"new words\"]\n],\n\"pages\":[\n"))
        let before = try #require(site.file(at: "search-index.js")).text
        #expect(files[1].text.hasPrefix(before.prefix(200)))
        #expect(files[2].text == LessonListRenderer.render([pages[0].summary, changed.summary]))

        var emptied = changed
        emptied.searchEntries = []
        let withoutEntries = try #require(builder.replacePage(emptied, at: 1)?[1].text)
        #expect(!withoutEntries.contains("[1,") && withoutEntries.contains("\"02-other.html\""))

        var retitled = pages[1]
        retitled.summary.title += " again"
        #expect(builder.replacePage(retitled, at: 1) == nil, "a new title changes the neighbours' pages")
        #expect(builder.replacePage(pages[1], at: 0) == nil, "another lesson's place")
        var streaming = SiteBuilder(lessons: evaluations.map { LessonOutline($0.lesson) })
        #expect(streaming.replacePage(pages[0], at: 0) == nil, "a builder that does not keep its pages")
    }

    /// Quizzes and simulations get search entries of their own, linked to their anchors.
    @Test func questionsAndSimulationsAreIndexedForSearch() throws {
        let index = try #require(Self.build.file(at: "search-index.js")).text
        #expect(index.contains("[0,\"quiz-fx-order\",\"Question 1: Put in order\","))
        #expect(index.contains("[0,\"sim-push-pop\",\"Simulation push-pop\",\"root nav(A) launch push B pop"))
    }

    /// A Swift sample directly followed by its Objective-C twin becomes a pair of tabs; both keep a label.
    @Test func swiftAndObjectiveCTwinsBecomeTabs() throws {
        let page = try #require(Self.build.file(at: "01-push.html")).text
        let start = try #require(page.range(of: "<div class=\"code-tabs\""))
        let group = page[start.lowerBound...].prefix(while: { _ in true })
        #expect(group.contains("<div class=\"code-block\" data-language=\"swift\"><p class=\"code-label\">Swift</p>"))
        #expect(
            group.contains("<div class=\"code-block\" data-language=\"objc\"><p class=\"code-label\">Objective-C</p>"))
        #expect(page.components(separatedBy: "<div class=\"code-tabs\"").count == 2)
    }

    /// The review page and the sidebar need each question's anchor and prompt, from the one shared list.
    @Test func theLessonListCarriesEachQuestionsAnchorAndPrompt() throws {
        let list = try #require(Self.build.file(at: "lessons.js")).text
        #expect(list.contains("\"anchors\":[\"quiz-fx-order\""))
        #expect(list.contains("\"prompts\":[\""))
        #expect(LessonSummary.shortened(String(repeating: "word ", count: 100)).count <= 161)
        #expect(LessonSummary.shortened("short prompt") == "short prompt")
    }
}

import Foundation
import Testing
import VCLabSupport
import VCLabTestSupport

@testable import VCLabContent
@testable import VCLabHTML

/// The Chinese tree: built from the browser test's bilingual course (an English course of two lessons, the
/// first translated in `zh-Hans/`), parsed and checked as `vclab check` does.
@Suite struct TranslatedSiteTests {
    static let course: [SourceFile] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/Bilingual")
        return ["01-lifecycle.md", "02-more.md", "zh-Hans/01-lifecycle.md"].map { name in
            let bytes = (try? Data(contentsOf: root.appendingPathComponent(name))).map { [UInt8]($0) } ?? []
            return SourceFile(path: "Content/" + name, bytes: bytes)
        }
    }()

    static func build(baseURL: String? = nil) -> SiteBuild {
        let report = CourseChecker.check(files: course)
        return SiteBuilder.build(
            evaluations: report.evaluations, translations: report.translations,
            configuration: SiteConfiguration(baseURL: baseURL))
    }

    static let site = build()

    @Test func theCourseChecksAndTheSiteHasNoBrokenLink() {
        let report = CourseChecker.check(files: Self.course)
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        #expect(report.translations[.simplifiedChinese]?.count == 1)
        #expect(Self.site.diagnostics.isEmpty, "\(Self.site.diagnostics)")
    }

    @Test func theChineseTreeHasEveryPageAndSharesTheAssets() {
        let paths = Set(Self.site.files.map(\.path))
        for page in ["01-lifecycle.html", "02-more.html", "index.html", "review.html", "playground.html", "404.html"] {
            #expect(paths.contains(page) && paths.contains("zh-Hans/" + page), "\(page)")
        }
        #expect(paths.contains("zh-Hans/lessons.js") && paths.contains("zh-Hans/search-index.js"))
        for shared in ["site.css", "site.js", "lab.js", "engine-worker.js", "lab-engine.js", "favicon.svg"] {
            #expect(paths.contains(shared) && !paths.contains("zh-Hans/" + shared), "\(shared) is shared")
        }
        let page = Self.site.file(at: "zh-Hans/01-lifecycle.html")?.text ?? ""
        #expect(page.contains("<style>" + SiteResources.stylesheet + "</style>"))
        #expect(page.contains("<script src=\"../site.js\" defer></script>\n<script src=\"lessons.js\" defer></script>"))
    }

    @Test(arguments: [
        "zh-Hans/01-lifecycle.html", "zh-Hans/02-more.html", "zh-Hans/index.html", "zh-Hans/search-index.js",
        "zh-Hans/404.html",
    ])
    func matchesItsGoldenFile(_ path: String) throws {
        let text = try #require(Self.site.file(at: path)).text
        let golden = path.hasSuffix(".html") ? SiteScanner.foldingInlineText(text) : text
        try expectGolden(golden, named: path.replacingOccurrences(of: "/", with: "-"))
    }

    @Test func aTranslatedHeadingTakesItsOriginalsAnchor() throws {
        let english = try #require(Self.site.file(at: "01-lifecycle.html")).text
        let chinese = try #require(Self.site.file(at: "zh-Hans/01-lifecycle.html")).text
        func ids(_ html: String) -> [String] {
            html.components(separatedBy: "<h2 id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(ids(english) == ["toc-title", "the-lifecycle-of-a-pushed-controller", "memory-warnings"])
        #expect(ids(chinese) == ids(english))
        #expect(chinese.contains("<h2 id=\"memory-warnings\">内存警告 <a class=\"heading-anchor\""))
        #expect(chinese.contains("id=\"quiz-bi-count\"") && chinese.contains("id=\"sim-warning\""))
    }

    @Test func aTranslatedQuizShowsAndGradesWithItsOwnWords() throws {
        let chinese = try #require(Self.site.file(at: "zh-Hans/01-lifecycle.html")).text
        #expect(chinese.contains("\"feedback\":{\"B.viewWillAppear\":\"它要等视图加载完成。\"}"))
        #expect(chinese.contains("<code>B.viewWillAppear</code></p><p>它要等视图加载完成。</p>"))
        #expect(!chinese.contains("It waits until the view is loaded."))
        #expect(
            chinese.contains("<p class=\"quiz-about\">模拟 <a href=\"#sim-push\"><code>push</code></a>，第 2 步（push B）</p>")
        )
    }

    @Test func everyPageNamesItsLanguageAndItsCounterparts() throws {
        for (path, tag) in [("01-lifecycle.html", "en"), ("zh-Hans/01-lifecycle.html", "zh-Hans")] {
            let html = try #require(Self.site.file(at: path)).text
            #expect(html.contains("<html lang=\"\(tag)\""), "\(path)")
            let prefix = tag == "en" ? "" : "../"
            #expect(html.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"\(prefix)01-lifecycle.html\">"))
            #expect(
                html.contains(
                    "<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"\(prefix)zh-Hans/01-lifecycle.html\">"))
            #expect(
                html.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(prefix)01-lifecycle.html\">"))
        }
        let english = try #require(Self.site.file(at: "index.html")).text
        #expect(english.contains("<a href=\"zh-Hans/index.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\""))
        let chinese = try #require(Self.site.file(at: "zh-Hans/index.html")).text
        #expect(chinese.contains("<a href=\"../index.html\" hreflang=\"en\" lang=\"en\""))
    }

    @Test func withABaseURLTheAlternatesAndTheSitemapAreAbsolute() throws {
        let site = Self.build(baseURL: "https://x.example/c/")
        let page = try #require(site.file(at: "zh-Hans/02-more.html")).text
        #expect(page.contains("<link rel=\"canonical\" href=\"https://x.example/c/zh-Hans/02-more.html\">"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://x.example/c/02-more.html\">"))
        let sitemap = try #require(site.file(at: "sitemap.xml")).text
        #expect(sitemap.components(separatedBy: "<loc>").count - 1 == 6)
        #expect(
            sitemap.contains(
                "<url><loc>https://x.example/c/zh-Hans/</loc><xhtml:link rel=\"alternate\" hreflang=\"en\""
                    + " href=\"https://x.example/c/\"/><xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\""
                    + " href=\"https://x.example/c/zh-Hans/\"/><xhtml:link rel=\"alternate\" hreflang=\"x-default\""
                    + " href=\"https://x.example/c/\"/></url>"))
        #expect(site.file(at: "zh-Hans/sitemap.xml") == nil)
    }

    @Test func anUntranslatedLessonIsShownInEnglishWithANote() throws {
        let page = try #require(Self.site.file(at: "zh-Hans/02-more.html")).text
        #expect(page.contains("<article class=\"lesson\" lang=\"en\">"))
        #expect(page.contains("<p class=\"lesson-untranslated\" lang=\"zh-Hans\">本课还没有中文译文"))
        #expect(page.contains("<h1>Going further</h1>"))
        let translated = SiteScanner.foldingInlineText(
            try #require(Self.site.file(at: "zh-Hans/01-lifecycle.html")).text)
        #expect(!translated.contains("lesson-untranslated") && translated.contains("<h1>视图控制器的一生</h1>"))
        // The neighbours are named in the reader's language where there is a translation.
        #expect(page.contains("<span class=\"pager-label\">上一课</span> 视图控制器的一生</a>"))
    }

    @Test func aSiteWithoutTranslationsHasNoLanguageSwitch() throws {
        let site = SiteBuilder.build(evaluations: CourseChecker.check(files: Array(Self.course.prefix(2))).evaluations)
        #expect(!site.files.contains { $0.path.hasPrefix("zh-Hans/") })
        let page = SiteScanner.foldingInlineText(try #require(site.file(at: "01-lifecycle.html")).text)
        #expect(!page.contains("language-switch") && !page.contains("hreflang"))
    }

    /// Every word the scripts ask for is in the catalogue, in both languages: the scripts keep no words.
    @Test func theScriptsAskOnlyForWordsTheCatalogueHas() {
        let keys = Set(SiteText.script.map(\.key))
        #expect(keys.count == SiteText.script.count, "a key is listed twice")
        var asked = Set<String>()
        for (script, function) in [(SiteResources.script, "pageText('"), (SiteResources.labScript, "pageText('")] {
            for piece in script.components(separatedBy: function).dropFirst() {
                asked.insert(String(piece.prefix { $0 != "'" }))
            }
        }
        #expect(asked.count > 60)
        #expect(asked.subtracting(keys).isEmpty, "missing from SiteText.script: \(asked.subtracting(keys).sorted())")
        for (key, text) in SiteText.script {
            #expect(!text.english.isEmpty && !text.chinese.isEmpty, "\(key)")
            let placeholders = { (text: String) in
                Set(text.components(separatedBy: "{").dropFirst().map { String($0.prefix { $0 != "}" }) })
            }
            #expect(placeholders(text.english) == placeholders(text.chinese), "\(key) fills the same values")
        }
    }

    @Test func theWordsReachThePageAsJSONThatCannotCloseItsElement() throws {
        let page = try #require(Self.site.file(at: "zh-Hans/index.html")).text
        let blocks = SiteScanner.jsonBlocks(
            in: page, opening: "<script type=\"application/json\" id=\"\(SiteText.scriptBlockID)\"")
        #expect(blocks.count == 1)
        let words = try #require(
            try JSONSerialization.jsonObject(with: Data(blocks[0].utf8)) as? [String: String])
        #expect(words["notQuite"] == "不太对。")
        #expect(words.count == SiteText.script.count + SiteText.scenarioDiagnosticKinds.count)
        #expect(words["diagnostic:scenario.unknown-step"] == "未知的步骤")
        #expect(!blocks[0].contains("<"))
        // An English page's lab shows the engine's message as it is: no kinds to carry.
        let english = try #require(Self.site.file(at: "index.html")).text
        let englishBlock = SiteScanner.jsonBlocks(
            in: english, opening: "<script type=\"application/json\" id=\"\(SiteText.scriptBlockID)\"")
        let englishWords = try #require(
            try JSONSerialization.jsonObject(with: Data(englishBlock[0].utf8)) as? [String: String])
        #expect(englishWords.count == SiteText.script.count && englishWords["diagnostic:scenario.unknown-step"] == nil)
    }

    /// Every scenario diagnostic the guide lists has its kind in Chinese, and no kind names an id the guide does
    /// not list: a new diagnostic cannot reach a Chinese page without words, nor a renamed one leave stale words.
    @Test func everyScenarioDiagnosticHasItsKindInChinese() {
        let listed = Set(
            DiagnosticCatalogue.table.split(separator: "\n").compactMap { line -> String? in
                let id = line.drop { $0 == " " }.prefix { $0 != "\t" }
                return id.hasPrefix("scenario.") ? String(id) : nil
            })
        let kinds = SiteText.scenarioDiagnosticKinds.map(\.id)
        #expect(listed.count > 40)
        #expect(Set(kinds).count == kinds.count, "a kind is listed twice")
        #expect(listed.subtracting(kinds).isEmpty, "no Chinese kind for \(listed.subtracting(kinds).sorted())")
        let unlisted = Set(kinds).subtracting(listed).sorted()
        #expect(unlisted.isEmpty, "kinds for ids the guide does not list: \(unlisted)")
        for kind in SiteText.scenarioDiagnosticKinds {
            #expect(kind.chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(kind.id)")
        }
    }

    @Test func chineseSearchEntriesKeepTheirSectionsAndAnchors() throws {
        let index = try #require(Self.site.file(at: "zh-Hans/search-index.js")).text
        #expect(index.contains("[0,\"memory-warnings\",\"内存警告\",\"内存警告会发给每个还活着的视图控制器"))
        #expect(index.contains("[\"01-lifecycle.html\",\"视图控制器的一生\"]"))
        #expect(!index.contains("zh-Hans/"), "the index names pages relative to its own tree")
    }

    @Test func aLongChinesePromptIsShortenedBetweenCharacters() {
        let prompt = String(repeating: "视图控制器", count: 40)
        let short = LessonSummary.shortened(prompt)
        #expect(short.count == 161 && short.hasSuffix("…"))
        #expect(LessonSummary.shortened("把 " + prompt).hasPrefix("把 视图控制器"))
        #expect(LessonSummary.shortened(String(repeating: "word ", count: 40)).count < 161)
    }

    @Test func twoBuildsAreByteIdentical() {
        #expect(Self.build().files == Self.site.files)
    }
}

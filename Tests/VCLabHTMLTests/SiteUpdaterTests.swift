import Foundation
import Testing
import VCLabContent
import VCLabSupport

@testable import VCLabHTML

/// `vclab serve`'s one-page rebuild: after an edit, the files ``SiteUpdater`` writes over a site are byte for byte
/// what a whole build of the edited course writes, in both trees of the browser test's bilingual course (two
/// English lessons, the first translated in `zh-Hans/`).
@Suite struct SiteUpdaterTests {
    static let names = ["01-lifecycle.md", "02-more.md", "zh-Hans/01-lifecycle.md"]

    static let course: [String: String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/Bilingual")
        return Dictionary(
            uniqueKeysWithValues: names.map { name in
                ("Content/" + name, (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)) ?? "")
            })
    }()

    static func files(_ course: [String: String]) -> [SourceFile] {
        course.keys.sorted().map { SourceFile(path: $0, bytes: Array(course[$0, default: ""].utf8)) }
    }

    /// A whole build of `course`, as `vclab build` makes it, with an updater over it.
    static func build(_ course: [String: String]) throws -> (site: SiteBuild, updater: SiteUpdater) {
        let report = CourseChecker.check(files: files(course))
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        let (site, builders) = SiteBuilder.build(
            evaluations: report.evaluations, translations: report.translations, retainingPages: true)
        let outline = CourseOutline(lessons: report.evaluations.map { LessonOutline($0.lesson) }, sharedFiles: [])
        let updater = try #require(
            SiteUpdater(outline: outline, builders: builders, translations: files(course).filter(\.isTranslation)))
        return (site, updater)
    }

    /// Saves each of `saves` in turn over the course, applies each update to the first build's files and compares
    /// them after each with a whole build of the course as edited so far; returns the last update.
    @discardableResult
    static func expectSameAsWholeBuild(after saves: [String: String]...) throws -> SiteUpdater.Update {
        var (site, updater) = try build(course)
        var edited = course
        var update = SiteUpdater.Update()
        for (number, edits) in saves.enumerated() {
            edited.merge(edits) { $1 }
            let changed = files(edited).filter { edits[$0.path] != nil }
            let current = edited
            let result = updater.update(changed) { path in current[path].map { Array($0.utf8) } }
            update = try #require(result)
            for file in update.files {
                let index = try #require(
                    site.files.firstIndex { $0.path == file.path }, "\(file.path) is a file of the site")
                site.files[index] = file
            }
            let whole = try build(edited).site
            #expect(site.files.map(\.path) == whole.files.map(\.path))
            for (served, built) in zip(site.files, whole.files) where served != built {
                Issue.record("\(served.path) differs from a whole build's after save \(number + 1)")
            }
        }
        return update
    }

    static func edit(_ path: String, _ from: String, _ to: String) -> [String: String] {
        let text = course["Content/" + path, default: ""]
        #expect(text.contains(from), "the test edits '\(from)' in \(path)")
        return ["Content/" + path: text.replacingOccurrences(of: from, with: to)]
    }

    @Test func aSavedOriginalRewritesItsPageInEveryTreeAndTheirSearchEntries() throws {
        let update = try Self.expectSameAsWholeBuild(
            after: Self.edit("01-lifecycle.md", "appears, and later hears", "appears, and much later hears"))
        #expect(update.pages == ["01-lifecycle.html", "zh-Hans/01-lifecycle.html"])
        #expect(
            update.files.map(\.path).sorted() == ["01-lifecycle.html", "search-index.js", "zh-Hans/01-lifecycle.html"])
        #expect(update.diagnostics["Content/01-lifecycle.md"] == [])
        #expect(update.diagnostics["Content/zh-Hans/01-lifecycle.md"] == [])
    }

    /// The translation takes its scenarios from its original: a changed scenario changes both pages, their
    /// search entries (a scenario is indexed) and the playground's examples menu in both trees.
    @Test func aChangedScenarioReachesTheTranslationAndThePlaygroundsMenus() throws {
        let update = try Self.expectSameAsWholeBuild(
            after: Self.edit("01-lifecycle.md", "launch\npush B\nmemory warning", "launch\npush B\npop\nmemory warning")
        )
        #expect(
            update.files.map(\.path).sorted() == [
                "01-lifecycle.html", "playground.html", "search-index.js", "zh-Hans/01-lifecycle.html",
                "zh-Hans/playground.html", "zh-Hans/search-index.js",
            ])
        #expect(update.files.first { $0.path == "zh-Hans/playground.html" }?.text.contains("push B\\npop") == true)
    }

    @Test func aSavedTranslationRewritesOnlyItsOwnPage() throws {
        let update = try Self.expectSameAsWholeBuild(
            after: Self.edit("zh-Hans/01-lifecycle.md", "之后还会收到", "之后也会收到"))
        #expect(update.pages == ["zh-Hans/01-lifecycle.html"])
        #expect(update.files.map(\.path).sorted() == ["zh-Hans/01-lifecycle.html", "zh-Hans/search-index.js"])
        #expect(update.diagnostics.keys.sorted() == ["Content/zh-Hans/01-lifecycle.md"])
    }

    /// A translated prompt is the sidebar's words for the question: its tree's `lessons.js` changes.
    @Test func aTranslatedPromptRewritesItsTreesLessonList() throws {
        let update = try Self.expectSameAsWholeBuild(
            after: Self.edit("zh-Hans/01-lifecycle.md", "下面哪个回调先发生？", "哪个回调最先发生？"))
        #expect(update.files.map(\.path).contains("zh-Hans/lessons.js"))
        #expect(!update.files.map(\.path).contains("lessons.js"))
    }

    /// A lesson without a translation is shown in every tree: its page is rewritten in both.
    @Test func anUntranslatedLessonIsRewrittenInEveryTree() throws {
        let update = try Self.expectSameAsWholeBuild(
            after: Self.edit("02-more.md", "has no Chinese translation yet", "has no Chinese translation so far"))
        #expect(update.pages == ["02-more.html", "zh-Hans/02-more.html"])
    }

    /// A second scenario changes the lesson's entry on the index page (its count of simulations).
    @Test func aNewScenarioRewritesTheIndexPagesEntry() throws {
        let update = try Self.expectSameAsWholeBuild(
            after: Self.edit(
                "02-more.md", "so the Chinese site", "```sim extra\nroot A\nlaunch\n```\n\nso the Chinese site"))
        #expect(update.files.map(\.path).contains("index.html"))
        #expect(update.files.map(\.path).contains("zh-Hans/index.html"))
    }

    /// A summary is the lesson's entry on its tree's index page: the translated tree shows the translation's.
    @Test func aChangedSummaryRewritesItsTreesIndexPage() throws {
        let original = try Self.expectSameAsWholeBuild(
            after: Self.edit("01-lifecycle.md", "to a memory warning.", "to the memory warning."))
        #expect(original.files.map(\.path).contains("index.html"))
        #expect(!original.files.map(\.path).contains("zh-Hans/index.html"))
        let translated = try Self.expectSameAsWholeBuild(
            after: Self.edit("zh-Hans/01-lifecycle.md", "会收到哪些回调。", "都会收到哪些回调。"))
        // The summary is searched too.
        #expect(
            translated.files.map(\.path).sorted() == [
                "zh-Hans/01-lifecycle.html", "zh-Hans/index.html", "zh-Hans/search-index.js",
            ])
    }

    @Test func anOriginalAndItsTranslationSavedTogether() throws {
        let update = try Self.expectSameAsWholeBuild(
            after: Self.edit("01-lifecycle.md", "appears, and later", "appears, and then later").merging(
                Self.edit("zh-Hans/01-lifecycle.md", "之后还会收到", "之后也会收到")
            ) { $1 })
        #expect(update.pages == ["01-lifecycle.html", "zh-Hans/01-lifecycle.html"])
    }

    /// Two pages of one tree in one save, then each again: the search index takes each page's new entries in
    /// place of its old ones, and a page's entries that grow or shrink move the later pages' along.
    @Test func lessonsSavedTogetherAndAgainKeepTheSearchIndexWhole() throws {
        let both = Self.edit("01-lifecycle.md", "appears, and later", "appears, and very much later").merging(
            Self.edit("02-more.md", "has no Chinese translation yet", "has no Chinese one")
        ) { $1 }
        let update = try Self.expectSameAsWholeBuild(
            after: both, Self.edit("02-more.md", "has no Chinese translation yet", "has none in Chinese, not yet"),
            Self.edit("01-lifecycle.md", "appears, and later", "appears, later"))
        #expect(update.files.map(\.path).contains("search-index.js"))
    }

    /// No lesson page lacks search entries (its title heads the first), but ``SiteBuilder/replacePage(_:at:)``
    /// does not count on it: entries are separated only between pages that have some, so when a page's go or
    /// come back the index is put together again, as `add` and `finish` write it for the same pages; first page
    /// and last.
    @Test(arguments: [0, 1])
    func aPageWhoseSearchEntriesGoAndComeBack(position: Int) throws {
        let report = CourseChecker.check(files: Self.files(Self.course).filter { !$0.isTranslation })
        let outlines = report.evaluations.map { LessonOutline($0.lesson) }
        func built(emptying emptied: Int?) -> (site: SiteBuild, builder: SiteBuilder, pages: [RenderedPage]) {
            var builder = SiteBuilder(lessons: outlines, retainsPages: true)
            var site = SiteBuild()
            var pages: [RenderedPage] = []
            for (index, lesson) in builder.lessons.enumerated() {
                guard let evaluation = report.evaluations.first(where: { $0.lesson.path == lesson.path }) else {
                    continue
                }
                var page = builder.renderPage(evaluation, at: index)
                if index == emptied { page.searchEntries = [] }
                builder.add(page, to: &site)
                pages.append(page)
            }
            _ = builder.finish(into: &site)
            return (site, builder, pages)
        }
        var (whole, builder, pages) = built(emptying: nil)
        let (emptied, _, emptiedPages) = built(emptying: position)
        #expect(pages.count == 2)
        let without = builder.replacePage(emptiedPages[position], at: position)
        let index = try #require(without?.first { $0.path == "search-index.js" })
        #expect(index.text == emptied.file(at: "search-index.js")?.text)
        let with = builder.replacePage(pages[position], at: position)
        #expect(with?.first { $0.path == "search-index.js" }?.text == whole.file(at: "search-index.js")?.text)
    }

    /// A new title is in the page, its neighbours' links and every list of its tree (`lessons.js`, the index
    /// page, `404.html`, the search index, the playground's menu when it shows the lesson's scenarios), and in
    /// every tree that shows the lesson under it: an original's in
    /// the trees without its translation, a translation's in its own.
    @Test(arguments: [
        (
            "01-lifecycle.md", "title: The life of a controller", "title: The life of a view controller",
            [
                "01-lifecycle.html", "02-more.html", "404.html", "index.html", "lessons.js", "playground.html",
                "search-index.js", "zh-Hans/01-lifecycle.html",
            ]
        ),
        (
            "zh-Hans/01-lifecycle.md", "title: 视图控制器的一生", "title: 视图控制器的生命",
            [
                "zh-Hans/01-lifecycle.html", "zh-Hans/02-more.html", "zh-Hans/404.html", "zh-Hans/index.html",
                "zh-Hans/lessons.js", "zh-Hans/playground.html", "zh-Hans/search-index.js",
            ]
        ),
        (
            "02-more.md", "title: Going further", "title: Going further still",
            [
                "01-lifecycle.html", "02-more.html", "404.html", "index.html", "lessons.js", "search-index.js",
                "zh-Hans/01-lifecycle.html", "zh-Hans/02-more.html", "zh-Hans/404.html", "zh-Hans/index.html",
                "zh-Hans/lessons.js", "zh-Hans/search-index.js",
            ]
        ),
    ])
    func aChangedTitleRewritesItsNeighboursAndItsTreesLists(path: String, from: String, to: String, files: [String])
        throws
    {
        let update = try Self.expectSameAsWholeBuild(after: Self.edit(path, from, to))
        #expect(update.files.map(\.path).sorted() == files)
    }

    /// What changes other pages' quizzes or the course's scenarios is left to a whole build.
    @Test(arguments: [("01-lifecycle.md", "id: bi-count", "id: bi-how-many")])
    func aChangedQuizIDNeedsAWholeBuild(path: String, from: String, to: String) throws {
        var (_, updater) = try Self.build(Self.course)
        let edited = Self.course.merging(Self.edit(path, from, to)) { $1 }
        let saved = Self.files(edited).filter { $0.path == "Content/" + path }
        #expect(updater.update(saved) { edited[$0].map { Array($0.utf8) } } == nil)
        let shared = SourceFile(path: "Content/shared/push.sim", bytes: Array("root A\nlaunch\n".utf8))
        #expect(updater.update([shared]) { _ in nil } == nil, "a shared scenario")
    }

    /// A lesson with an error keeps its pages in both trees; a translation with an error keeps its own.
    @Test func aLessonWithAnErrorKeepsItsLastGoodPages() throws {
        var (_, updater) = try Self.build(Self.course)
        // A wrong key: an error that leaves the lesson's outline as it was.
        let broken = Self.course.merging(Self.edit("01-lifecycle.md", "answer: 1\n", "answer: 2\n")) { $1 }
        let result = updater.update(Self.files(broken).filter { $0.path == "Content/01-lifecycle.md" }) {
            broken[$0].map { Array($0.utf8) }
        }
        let update = try #require(result)
        #expect(update.files.isEmpty)
        #expect(update.diagnostics["Content/01-lifecycle.md"]?.contains { $0.severity == .error } == true)
        #expect(update.diagnostics["Content/zh-Hans/01-lifecycle.md"] == nil, "its translation is not read")

        let wrong = Self.course.merging(
            Self.edit("zh-Hans/01-lifecycle.md", "```sim push\n```", "```sim push\nlaunch\n```")
        ) { $1 }
        let translatedResult = updater.update(Self.files(wrong).filter { $0.path == "Content/zh-Hans/01-lifecycle.md" })
        {
            wrong[$0].map { Array($0.utf8) }
        }
        let translated = try #require(translatedResult)
        #expect(translated.files.isEmpty)
        #expect(translated.diagnostics["Content/zh-Hans/01-lifecycle.md"]?.contains { $0.severity == .error } == true)
    }
}

import Dispatch
import Synchronization
import VCLabContent
import VCLabSupport

/// Builds the static site from evaluated lessons: a pure function from values to files.
///
///     let build = SiteBuilder.build(evaluations: report.evaluations)
///     build.files.map(\.path)  // ["site.css", "site.js", "lessons.js", "index.html", "01-intro.html", …]
///
/// The site is a flat folder: `index.html`, one page per lesson, `404.html`, the shared `site.css`,
/// `site.js` and `lessons.js` (the sidebar), `search-index.js` and `sitemap.xml`. Nothing in it depends on
/// the clock or on dictionary order, so two builds of the same lessons are byte for byte the same.
public enum SiteBuilder {
    /// Every file of the site, and the problems found (broken links, clashing lesson names).
    public static func build(
        evaluations: [LessonEvaluation], configuration: SiteConfiguration = SiteConfiguration()
    ) -> SiteBuild {
        var files: [OutputFile] = []
        let diagnostics = build(evaluations: evaluations, configuration: configuration) { files.append($0) }
        return SiteBuild(files: files, diagnostics: diagnostics)
    }

    /// Hands each file to `emit` as soon as it is rendered, so a large course need not be held in memory
    /// twice; returns the diagnostics once every page exists and the links can be checked.
    public static func build(
        evaluations: [LessonEvaluation], configuration: SiteConfiguration = SiteConfiguration(),
        emit: (OutputFile) throws -> Void
    ) rethrows -> [Diagnostic] {
        let evaluations = ordered(evaluations)
        var diagnostics = nameProblems(evaluations)
        var paths: [String] = []
        var anchors: [String: Set<String>] = [:]
        var links: [LinkReference] = []

        func write(_ path: String, _ text: String) throws {
            paths.append(path)
            try emit(OutputFile(path: path, text: text))
        }
        func finish(_ context: PageContext) {
            anchors[context.pagePath] = context.ids.used
            links += context.links
        }
        func context(for path: String) -> PageContext {
            PageContext(sourcePath: path, pagePath: path, reservedIDs: PageLayout.reservedIDs)
        }

        try write(SitePaths.stylesheet, SiteResources.stylesheet)
        try write(SitePaths.script, SiteResources.script)
        try write(SitePaths.lessonList, LessonListRenderer.render(evaluations))

        var indexContext = context(for: SitePaths.index)
        try write(SitePaths.index, IndexPageRenderer.render(evaluations, site: configuration, context: &indexContext))
        finish(indexContext)

        var search = SearchIndexRenderer()
        for chunk in stride(from: 0, to: evaluations.count, by: pagesPerBatch) {
            let range = chunk..<min(chunk + pagesPerBatch, evaluations.count)
            for page in renderPages(range, of: evaluations, configuration: configuration) {
                paths.append(page.file.path)
                try emit(page.file)
                anchors[page.file.path] = page.anchors
                links += page.links
                search.add(path: page.file.path, title: page.title, entries: page.searchEntries)
            }
        }

        var notFoundContext = context(for: SitePaths.notFound)
        try write(SitePaths.notFound, NotFoundPageRenderer.render(site: configuration, context: &notFoundContext))
        finish(notFoundContext)
        paths.append(SitePaths.searchIndex)
        try emit(OutputFile(path: SitePaths.searchIndex, bytes: search.render()))
        let pages = [SitePaths.index] + evaluations.map { SitePaths.page(forSlug: $0.lesson.slug) }
        try write(SitePaths.sitemap, SitemapRenderer.render(pages: pages, baseURL: configuration.baseURL))

        diagnostics += LinkVerifier.verify(links, files: Set(paths), anchors: anchors)
        return diagnostics
    }

    // MARK: - Lesson pages

    /// How many pages are rendered at once, in parallel; bounds the memory pages take before they are written.
    private static let pagesPerBatch = 64

    /// A lesson page, rendered and with what the rest of the build needs from it.
    private struct RenderedPage: Sendable {
        var file: OutputFile
        var title: String
        var anchors: Set<String>
        var links: [LinkReference]
        var searchEntries: [UInt8]
    }

    /// Renders the pages of `range` on every core; the result keeps the lessons' order, so the output does not
    /// depend on which thread finishes first.
    private static func renderPages(
        _ range: Range<Int>, of evaluations: [LessonEvaluation], configuration: SiteConfiguration
    ) -> [RenderedPage] {
        let results = Mutex([RenderedPage?](repeating: nil, count: range.count))
        DispatchQueue.concurrentPerform(iterations: range.count) { offset in
            let index = range.lowerBound + offset
            func neighbour(_ index: Int) -> LessonPageRenderer.Neighbour? {
                guard evaluations.indices.contains(index) else { return nil }
                let lesson = evaluations[index].lesson
                return LessonPageRenderer.Neighbour(slug: lesson.slug, title: lesson.title)
            }
            let page = LessonPageRenderer.render(
                evaluations[index], position: index + 1, count: evaluations.count, previous: neighbour(index - 1),
                next: neighbour(index + 1), site: configuration)
            let rendered = RenderedPage(
                file: OutputFile(path: page.context.pagePath, text: page.html), title: evaluations[index].lesson.title,
                anchors: page.context.ids.used, links: page.context.links,
                searchEntries: SearchIndexRenderer.entries(page: index, sections: page.context.sections))
            results.withLock { $0[offset] = rendered }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Lessons by `order`, then those without one, each group by path: the rule of ``FrontMatter/order``.
    static func ordered(_ evaluations: [LessonEvaluation]) -> [LessonEvaluation] {
        evaluations.sorted { first, second in
            let a = first.lesson
            let b = second.lesson
            switch (a.frontMatter.order, b.frontMatter.order) {
            case (let x?, let y?) where x != y: return x < y
            case (.some, .none): return true
            case (.none, .some): return false
            default: return a.path < b.path
            }
        }
    }

    /// Lessons whose page would overwrite another file of the site.
    private static func nameProblems(_ evaluations: [LessonEvaluation]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]
        for evaluation in evaluations {
            let lesson = evaluation.lesson
            let location = SourceLocation(path: lesson.path, line: 1, column: 1)
            if SitePaths.reservedSlugs.contains(lesson.slug) {
                diagnostics.append(
                    Diagnostic(
                        id: "site.reserved-name", location: location,
                        message: "a lesson cannot be called '\(lesson.slug)': the site's own '\(lesson.slug).html'"
                            + " has that name",
                        fixIt: "rename the file"))
            } else if let first = seen[lesson.slug] {
                diagnostics.append(
                    Diagnostic(
                        id: "site.duplicate-page", location: location,
                        message: "two lessons would both be '\(lesson.slug).html'",
                        notes: [
                            .init(location: SourceLocation(path: first, line: 1, column: 1), message: "the other one")
                        ]
                    ))
            }
            seen[lesson.slug] = seen[lesson.slug] ?? lesson.path
        }
        return diagnostics
    }
}

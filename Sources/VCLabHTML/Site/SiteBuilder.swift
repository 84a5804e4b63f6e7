import VCLabContent
import VCLabSupport

/// Builds the static site from evaluated lessons, one page at a time, so that a course of any size is never
/// held in memory whole.
///
///     var builder = SiteBuilder(lessons: outline.lessons)
///     for (index, evaluation) in evaluations.enumerated() {
///         try builder.add(builder.renderPage(evaluation, at: index), to: &output)
///     }
///     let diagnostics = try builder.finish(into: &output)  // broken links, clashing names
///
/// ``renderPage(_:at:)`` is pure and can run on any thread; ``add(_:to:)`` must be given the pages in reading
/// order. The site is a flat folder: one page per lesson, `index.html`, `404.html`, the shared `site.css`,
/// `site.js` and `lessons.js` (the sidebar), `search-index.js` and `sitemap.xml`. Nothing in it depends on
/// the clock or on dictionary order, so two builds of the same lessons are byte for byte the same.
public struct SiteBuilder: Sendable {
    /// Every lesson of the course, in reading order.
    public let lessons: [LessonOutline]
    public let configuration: SiteConfiguration

    private var paths: [String] = []
    private var anchors: [String: Set<String>] = [:]
    private var links: [LinkReference] = []
    private var summaries: [LessonSummary] = []
    private var search = SearchIndexRenderer()
    private var examples: [PlaygroundExample] = []

    public init(lessons: [LessonOutline], configuration: SiteConfiguration = SiteConfiguration()) {
        self.lessons = lessons.sorted(by: LessonOutline.readingOrder)
        self.configuration = configuration
    }

    /// The questions of the pages added so far.
    public var questionCount: Int { summaries.reduce(0) { $0 + $1.quizIDs.count } }

    /// The page of the lesson at `index` in ``lessons``.
    public func renderPage(_ evaluation: LessonEvaluation, at index: Int) -> RenderedPage {
        func neighbour(_ index: Int) -> LessonPageRenderer.Neighbour? {
            guard lessons.indices.contains(index) else { return nil }
            return LessonPageRenderer.Neighbour(slug: lessons[index].slug, title: lessons[index].title)
        }
        let page = LessonPageRenderer.render(
            evaluation, position: index + 1, count: lessons.count, previous: neighbour(index - 1),
            next: neighbour(index + 1), site: configuration)
        let lesson = evaluation.lesson
        let summary = LessonSummary(
            slug: lesson.slug, title: lesson.title, summary: lesson.frontMatter.summary,
            simulationCount: lesson.blocks.count { if case .simulation = $0 { true } else { false } },
            questions: page.context.questions)
        return RenderedPage(
            file: OutputFile(path: page.context.pagePath, text: page.html), summary: summary,
            anchors: page.context.ids.used, links: page.context.links,
            searchEntries: SearchIndexRenderer.entries(page: index, sections: page.context.sections),
            examples: zip(lesson.simulations, evaluation.simulationRuns).compactMap { simulation, runs in
                runs.isEmpty
                    ? nil
                    : PlaygroundExample(lessonTitle: lesson.title, name: simulation.name, source: simulation.source)
            })
    }

    /// Writes a page, and its entries of the search index; keeps what the index, the sidebar and the link
    /// check need.
    public mutating func add<Output: SiteOutput>(_ page: RenderedPage, to output: inout Output) throws(Output.Failure) {
        paths.append(page.file.path)
        try output.write(page.file)
        anchors[page.file.path] = page.anchors
        links += page.links
        summaries.append(page.summary)
        let room = PlaygroundPageRenderer.maximumExamples - examples.count
        if room > 0 { examples += page.examples.prefix(room) }
        // The index lists pages relative to its own tree, as the pages that load it link them.
        try output.append(
            search.add(
                path: SitePaths.page(forSlug: page.summary.slug), title: page.summary.title, entries: page.searchEntries
            ),
            to: configuration.folder + SitePaths.searchIndex)
    }

    /// `search-index.js` as a build wrote it (`file`), with the entries of `page`, rendered at `index`, brought up
    /// to date: what `vclab serve` writes next to a page it rewrote alone, byte for byte what a whole build
    /// would write. `nil` when `file` is not a search index this version wrote.
    public static func searchIndex(_ file: [UInt8], updatingEntriesOf page: RenderedPage, at index: Int) -> [UInt8]? {
        SearchIndexRenderer.replacingEntries(ofPage: index, with: page.searchEntries, in: file)
    }

    /// Where the search index is in the site.
    public static let searchIndexPath = SitePaths.searchIndex

    /// `lessons.js` as a build wrote it (`file`), with the lesson of `page`, rendered at `index`, written anew:
    /// the sidebar shows each question's prompt. `nil` when `file` is not a lesson list this version wrote.
    public static func lessonList(_ file: [UInt8], updatingEntryOf page: RenderedPage, at index: Int) -> [UInt8]? {
        LessonListRenderer.replacingEntry(at: index, with: page.summary, in: file)
    }

    /// Where the lesson list is in the site.
    public static let lessonListPath = SitePaths.lessonList

    /// Writes the files that list every page, then checks every link; returns the problems found.
    public mutating func finish<Output: SiteOutput>(into output: inout Output) throws(Output.Failure) -> [Diagnostic] {
        let folder = configuration.folder
        let isOriginal = configuration.language == .original
        func write(_ path: String, _ text: String) throws(Output.Failure) {
            paths.append(path)
            try output.write(OutputFile(path: path, text: text))
        }
        func context(for path: String) -> PageContext {
            PageContext(
                sourcePath: path, pagePath: path, reservedIDs: PageLayout.reservedIDs, language: configuration.language)
        }
        // The shared files are written once, by the original's tree; a translation's pages load them from there.
        if isOriginal {
            try write(SitePaths.stylesheet, SiteResources.stylesheet)
            try write(SitePaths.script, SiteResources.script)
            try write(SitePaths.labScript, SiteResources.labScript)
            try write(SitePaths.labEngine, LabEngineScript.render(configuration))
            try write(SitePaths.favicon, SiteResources.favicon)
        }
        try write(folder + SitePaths.lessonList, LessonListRenderer.render(summaries))
        try write(folder + SitePaths.ruleDescriptions, RuleDescriptionsScript.render(configuration.language))
        var indexContext = context(for: folder + SitePaths.index)
        try write(
            folder + SitePaths.index, IndexPageRenderer.render(summaries, site: configuration, context: &indexContext))
        try write(folder + SitePaths.notFound, NotFoundPageRenderer.render(summaries, site: configuration))
        var reviewContext = context(for: folder + SitePaths.review)
        try write(folder + SitePaths.review, ReviewPageRenderer.render(site: configuration, context: &reviewContext))
        var playgroundContext = context(for: folder + SitePaths.playground)
        try write(
            folder + SitePaths.playground,
            PlaygroundPageRenderer.render(examples: examples, site: configuration, context: &playgroundContext))
        for context in [indexContext, reviewContext, playgroundContext] {
            anchors[context.pagePath] = context.ids.used
            links += context.links
        }
        paths.append(folder + SitePaths.searchIndex)
        try output.append(search.finish(), to: folder + SitePaths.searchIndex)
        if isOriginal {
            // Every tree has the same pages, so the original's list names them all, each with its alternates.
            let pages = [SitePaths.index] + summaries.map { SitePaths.page(forSlug: $0.slug) }
            if let sitemap = SitemapRenderer.render(pages: pages, site: configuration) {
                try write(SitePaths.sitemap, sitemap)
            }
        }
        let problems = isOriginal ? nameProblems() : []
        return problems + LinkVerifier.verify(links, files: Set(paths), anchors: anchors)
    }

    /// Builds the site of `evaluations` in memory, in any order they come: for tests and small courses.
    ///
    /// - Parameter translations: per language, the evaluations of translated lessons (``CourseReport/translations``);
    ///   each language with one gets a tree of its own, where a lesson without a translation shows its original.
    public static func build(
        evaluations: [LessonEvaluation], translations: [ContentLanguage: [LessonEvaluation]] = [:],
        configuration: SiteConfiguration = SiteConfiguration()
    ) -> SiteBuild {
        let sorted = zip(evaluations.map { LessonOutline($0.lesson) }, evaluations).sorted {
            LessonOutline.readingOrder($0.0, $1.0)
        }
        let ordered = sorted.map(\.1)
        var configuration = configuration
        configuration.languages = languages(translated: Set(translations.filter { !$0.value.isEmpty }.keys))
        var site = SiteBuild()
        for language in configuration.languages {
            let bySlug = Dictionary(
                (translations[language] ?? []).map { ($0.lesson.slug, $0) }, uniquingKeysWith: { first, _ in first })
            let shown = ordered.map { bySlug[$0.lesson.slug] ?? $0 }
            // Neighbours are named as the reader meets them: translated where there is a translation.
            let outlines = zip(sorted.map(\.0), shown).map { outline, evaluation in
                var outline = outline
                outline.frontMatter.title = evaluation.lesson.title
                return outline
            }
            var builder = SiteBuilder(lessons: outlines, configuration: configuration.inLanguage(language))
            let renderer = builder
            let pages = Array(shown.indices).parallelMap { renderer.renderPage(shown[$0], at: $0) }
            for page in pages { builder.add(page, to: &site) }
            site.diagnostics += builder.finish(into: &site)
        }
        return site
    }

    /// The languages a site has a tree in: the original's, and each of `translated` (those with at least one
    /// translated lesson), in the order ``ContentLanguage`` lists them.
    public static func languages(translated: Set<ContentLanguage>) -> [ContentLanguage] {
        ContentLanguage.allCases.filter { $0 == .original || translated.contains($0) }
    }

    /// Lessons whose page would overwrite another file of the site.
    private func nameProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]
        for lesson in lessons {
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

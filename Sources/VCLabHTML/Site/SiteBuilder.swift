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
    public private(set) var lessons: [LessonOutline]
    public let configuration: SiteConfiguration

    private var paths: [String] = []
    private var anchors: [String: Set<String>] = [:]
    private var links: [LinkReference] = []
    private var summaries: [LessonSummary] = []
    private var search = SearchIndexRenderer()
    private var examples: [PlaygroundExample] = []
    /// Whether ``add(_:to:)`` keeps what each page gives the shared files, for ``replacePage(_:at:)``.
    public let retainsPages: Bool
    /// When ``retainsPages``: `search-index.js` as written, and per page where its entries are in it and its
    /// scenarios for the examples menu.
    private var searchIndex: [UInt8] = []
    private var pageSearchRanges: [Range<Int>] = []
    private var pageExamples: [[PlaygroundExample]] = []
    private var isFinished = false

    /// - Parameter retainsPages: keep each page's search entries and scenarios (a few kilobytes a page) so that
    ///   ``replacePage(_:at:)`` can rewrite the files they are part of; `vclab build` does not, so that memory does
    ///   not grow with the course, `vclab serve` does.
    public init(
        lessons: [LessonOutline], configuration: SiteConfiguration = SiteConfiguration(), retainsPages: Bool = false
    ) {
        self.lessons = lessons.sorted(by: LessonOutline.readingOrder)
        self.configuration = configuration
        self.retainsPages = retainsPages
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
                    // A shared scenario's folder (`shared/`) is the course's filing, not a name for a reader.
                    : PlaygroundExample(
                        lessonTitle: lesson.title, name: String(simulation.name.split(separator: "/").last ?? ""),
                        source: simulation.source)
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
        let searchBytes = search.add(
            path: SitePaths.page(forSlug: page.summary.slug), title: page.summary.title, entries: page.searchEntries)
        if retainsPages {
            // The page's entries end what `add` gives, after the header or a separator.
            searchIndex += searchBytes
            pageSearchRanges.append((searchIndex.count - page.searchEntries.count)..<searchIndex.count)
            pageExamples.append(page.examples)
        }
        try output.append(searchBytes, to: configuration.folder + SitePaths.searchIndex)
    }

    /// Writes the files that list every page, then checks every link; returns the problems found.
    public mutating func finish<Output: SiteOutput>(into output: inout Output) throws(Output.Failure) -> [Diagnostic] {
        let folder = configuration.folder
        let isOriginal = configuration.language == .original
        func write(_ path: String, _ text: String) throws(Output.Failure) {
            paths.append(path)
            try output.write(OutputFile(path: path, text: text))
        }
        func write(_ file: OutputFile) throws(Output.Failure) {
            paths.append(file.path)
            try output.write(file)
        }
        func context(for path: String) -> PageContext { pageContext(for: path) }
        // The shared files are written once, by the original's tree; a translation's pages load them from there.
        if isOriginal {
            try write(SitePaths.stylesheet, SiteResources.stylesheet)
            try write(SitePaths.script, SiteResources.script)
            try write(SitePaths.labScript, SiteResources.labScript)
            try write(SitePaths.engineWorker, SiteResources.engineWorkerScript)
            try write(SitePaths.labEngine, LabEngineScript.render(configuration))
            if let module = configuration.engineModule {
                try write(OutputFile(path: SitePaths.engineModule, bytes: module))
                try write(OutputFile(path: SitePaths.compressedEngineModule, bytes: Gzip.compress(module)))
            }
            try write(SitePaths.reviewEngine, LabEngineScript.renderReview(configuration))
            try write(SitePaths.deviceEngine, LabEngineScript.renderDevice(configuration))
            try write(SitePaths.favicon, SiteResources.favicon)
        }
        try write(folder + SitePaths.lessonList, LessonListRenderer.render(summaries))
        try write(folder + SitePaths.ruleDescriptions, RuleDescriptionsScript.render(configuration.language))
        let (index, indexContext) = indexPage()
        try write(index)
        try write(folder + SitePaths.notFound, NotFoundPageRenderer.render(summaries, site: configuration))
        var reviewContext = context(for: folder + SitePaths.review)
        try write(folder + SitePaths.review, ReviewPageRenderer.render(site: configuration, context: &reviewContext))
        let (playground, playgroundContext) = playgroundPage()
        try write(playground)
        var languageContext = context(for: folder + SitePaths.scenarioLanguage)
        try write(
            folder + SitePaths.scenarioLanguage,
            ScenarioLanguagePageRenderer.render(site: configuration, context: &languageContext))
        for context in [indexContext, reviewContext, playgroundContext, languageContext] {
            anchors[context.pagePath] = context.ids.used
            links += context.links
        }
        paths.append(folder + SitePaths.searchIndex)
        let searchEnd = search.finish()
        if retainsPages { searchIndex += searchEnd }
        isFinished = true
        try output.append(searchEnd, to: folder + SitePaths.searchIndex)
        if isOriginal {
            // Every tree has the same pages, so the original's list names them all, each with its alternates.
            let pages = [SitePaths.index] + summaries.map { SitePaths.page(forSlug: $0.slug) }
            if let sitemap = SitemapRenderer.render(pages: pages, site: configuration) {
                try write(SitePaths.sitemap, sitemap)
            }
            if let robots = SitemapRenderer.robots(site: configuration) { try write(SitePaths.robots, robots) }
        }
        let problems = isOriginal ? nameProblems() : []
        return problems + LinkVerifier.verify(links, files: Set(paths), anchors: anchors)
    }

    /// Puts `page`, rendered anew by ``renderPage(_:at:)`` for the lesson at `index` (the same lesson at the same
    /// place), in place of the page added there, after ``finish(into:)``; returns the files that change with it,
    /// each whole and byte for byte what a whole build would write: the page, and of `search-index.js` (its
    /// words), `lessons.js` (its questions), `index.html` (its summary and counts) and `playground.html` (its
    /// scenarios, when the examples menu shows them) those whose bytes change; with a new title, `404.html`
    /// too, and the neighbours' pages are the caller's to render and replace.
    ///
    /// The search index is kept as written, with where each page's entries are, so that a page's new entries
    /// take the place of its old ones in it: the index of a thousand lessons is megabytes, and `vclab serve`
    /// does this on every save. The file returned shares the kept bytes; let it go before the next call, or
    /// that call copies them.
    ///
    /// `nil`, changing nothing, when ``canReplacePage(_:at:)`` is `false`.
    public mutating func replacePage(_ page: RenderedPage, at index: Int) -> [OutputFile]? {
        guard canReplacePage(page, at: index) else { return nil }
        let folder = configuration.folder
        let old = summaries[index]
        summaries[index] = page.summary
        anchors[page.file.path] = page.anchors
        var files = [page.file]
        let range = pageSearchRanges[index]
        if old.title != page.summary.title || !searchIndex[range].elementsEqual(page.searchEntries) {
            // The list of pages at the end of the index names the page by its title.
            if old.title != page.summary.title || range.isEmpty || page.searchEntries.isEmpty {
                // Entries are separated only between pages that have some: put the file together again.
                assembleSearchIndex(replacing: index, with: page.searchEntries)
            } else {
                searchIndex.replaceSubrange(range, with: page.searchEntries)
                let shift = page.searchEntries.count - range.count
                pageSearchRanges[index] = range.lowerBound..<(range.upperBound + shift)
                if shift != 0 {
                    for later in (index + 1)..<pageSearchRanges.count {
                        pageSearchRanges[later] =
                            (pageSearchRanges[later].lowerBound + shift)..<(pageSearchRanges[later].upperBound + shift)
                    }
                }
            }
            files.append(OutputFile(path: folder + SitePaths.searchIndex, bytes: searchIndex))
        }
        if LessonListRenderer.entry(old) != LessonListRenderer.entry(page.summary) {
            files.append(OutputFile(path: folder + SitePaths.lessonList, text: LessonListRenderer.render(summaries)))
        }
        if old.title != page.summary.title || old.summary != page.summary.summary
            || old.simulationCount != page.summary.simulationCount || old.quizIDs.count != page.summary.quizIDs.count
        {
            files.append(indexPage().file)
        }
        if old.title != page.summary.title {
            files.append(
                OutputFile(
                    path: folder + SitePaths.notFound, text: NotFoundPageRenderer.render(summaries, site: configuration)
                ))
        }
        if pageExamples[index] != page.examples {
            pageExamples[index] = page.examples
            let menu = Array(pageExamples.joined().prefix(PlaygroundPageRenderer.maximumExamples))
            if menu != examples {
                examples = menu
                files.append(playgroundPage().file)
            }
        }
        return files
    }

    /// Whether ``replacePage(_:at:)`` takes `page` at `index`: the builder retains its pages and has finished,
    /// has a page at `index`, and `page` is the same lesson under the title ``lessons`` gives it (a new title
    /// is given first with ``retitleLesson(at:to:)``, so that the neighbours' pages are rendered with it).
    public func canReplacePage(_ page: RenderedPage, at index: Int) -> Bool {
        retainsPages && isFinished && summaries.count == pageSearchRanges.count && summaries.indices.contains(index)
            && summaries[index].slug == page.summary.slug && lessons[index].title == page.summary.title
    }

    /// Gives the lesson at `index` a new title, before its page and its neighbours' are rendered again and put
    /// in place with ``replacePage(_:at:)``: the title is in its page, the neighbours' links to it, and the lists
    /// of every page (`lessons.js`, `index.html`, `404.html`, the search index), which ``replacePage(_:at:)``
    /// rewrites when the page's title changes.
    public mutating func retitleLesson(at index: Int, to title: String) {
        guard lessons.indices.contains(index) else { return }
        lessons[index].frontMatter.title = title
    }

    /// `search-index.js` made again from the kept entries of every page, with `entries` for the page at `index`.
    private mutating func assembleSearchIndex(replacing index: Int, with entries: [UInt8]) {
        var renderer = SearchIndexRenderer()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(searchIndex.count + entries.count)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(pageSearchRanges.count)
        for (position, summary) in summaries.enumerated() {
            let pageEntries = position == index ? entries : Array(searchIndex[pageSearchRanges[position]])
            bytes += renderer.add(
                path: SitePaths.page(forSlug: summary.slug), title: summary.title, entries: pageEntries)
            ranges.append((bytes.count - pageEntries.count)..<bytes.count)
        }
        bytes += renderer.finish()
        searchIndex = bytes
        pageSearchRanges = ranges
    }

    private func pageContext(for path: String) -> PageContext {
        PageContext(
            sourcePath: path, pagePath: path, reservedIDs: PageLayout.reservedIDs, language: configuration.language)
    }

    /// `index.html`, from the summaries of every page.
    private func indexPage() -> (file: OutputFile, context: PageContext) {
        var context = pageContext(for: configuration.folder + SitePaths.index)
        let html = IndexPageRenderer.render(summaries, site: configuration, context: &context)
        return (OutputFile(path: context.pagePath, text: html), context)
    }

    /// `playground.html`, whose examples menu lists the first scenarios of the course.
    private func playgroundPage() -> (file: OutputFile, context: PageContext) {
        var context = pageContext(for: configuration.folder + SitePaths.playground)
        let html = PlaygroundPageRenderer.render(examples: examples, site: configuration, context: &context)
        return (OutputFile(path: context.pagePath, text: html), context)
    }

    /// Builds the site of `evaluations` in memory, in any order they come: for tests and small courses.
    ///
    /// - Parameter translations: per language, the evaluations of translated lessons (``CourseReport/translations``);
    ///   each language with one gets a tree of its own, where a lesson without a translation shows its original.
    public static func build(
        evaluations: [LessonEvaluation], translations: [ContentLanguage: [LessonEvaluation]] = [:],
        configuration: SiteConfiguration = SiteConfiguration()
    ) -> SiteBuild {
        build(evaluations: evaluations, translations: translations, configuration: configuration, retainingPages: false)
            .site
    }

    /// As ``build(evaluations:translations:configuration:)``, with the builders of the trees (the original's first)
    /// as they finished, for ``replacePage(_:at:)`` when `retainingPages`.
    public static func build(
        evaluations: [LessonEvaluation], translations: [ContentLanguage: [LessonEvaluation]] = [:],
        configuration: SiteConfiguration = SiteConfiguration(), retainingPages: Bool
    ) -> (site: SiteBuild, builders: [SiteBuilder]) {
        let sorted = zip(evaluations.map { LessonOutline($0.lesson) }, evaluations).sorted {
            LessonOutline.readingOrder($0.0, $1.0)
        }
        let ordered = sorted.map(\.1)
        var configuration = configuration
        configuration.languages = languages(translated: Set(translations.filter { !$0.value.isEmpty }.keys))
        var site = SiteBuild()
        var builders: [SiteBuilder] = []
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
            var builder = SiteBuilder(
                lessons: outlines, configuration: configuration.inLanguage(language), retainsPages: retainingPages)
            let renderer = builder
            let pages = Array(shown.indices).parallelMap { renderer.renderPage(shown[$0], at: $0) }
            for page in pages { builder.add(page, to: &site) }
            site.diagnostics += builder.finish(into: &site)
            builders.append(builder)
        }
        return (site, builders)
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

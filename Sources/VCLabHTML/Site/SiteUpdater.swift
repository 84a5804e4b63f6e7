import VCLabContent
import VCLabSupport

/// A built site that takes saved lessons one page at a time: `vclab serve` hands it the lessons and translations
/// saved since the last build and writes the files it returns, which are byte for byte those a whole build of
/// the course would write.
///
///     var updater = SiteUpdater(outline: outline, builders: builders, translations: translationFiles)
///     if let update = updater.update([saved], reading: read) {
///         for file in update.files { write(file) }      // pages, and the shared files their change touches
///     } else {
///         // a whole build: a lesson's place or quiz ids changed, a file was added, a shared scenario saved
///     }
///
/// A saved original is checked and its page rendered again in every language's tree: its translation, parsed
/// again against it (a translation takes its scenarios and quiz settings from its original), where there is one,
/// and the original itself in a tree without. A saved translation renders its own tree's page alone. With each
/// page go the files its change touches, from ``SiteBuilder/replacePage(_:at:)``; with a new title, its
/// neighbours' pages in each tree that shows it under that title, read again from their files. A lesson with
/// errors keeps its last good page in every tree; a translation with errors keeps its own.
public struct SiteUpdater: Sendable {
    /// What one call of ``update(_:reading:)`` made.
    public struct Update: Sendable {
        /// The files to write, paths relative to the site's folder.
        public var files: [OutputFile] = []
        /// The pages among them, in the order they were made.
        public var pages: [String] = []
        /// The findings of each lesson and translation checked, by path: they replace what was known of those
        /// paths (an empty list clears them).
        public var diagnostics: [String: [Diagnostic]] = [:]
    }

    /// The course as last read; a lesson's quizzes may move in its file without a whole build.
    public private(set) var outline: CourseOutline
    /// One per tree, the original's first, each retaining its pages (``SiteBuilder/retainsPages``).
    private var builders: [SiteBuilder]
    /// The translations of each lesson, by its path: the language and the translation's path.
    private var translationsByOriginal: [String: [(language: ContentLanguage, path: String)]] = [:]
    /// The original of each translation, by the translation's path.
    private var originalsByTranslation: [String: String] = [:]

    /// `nil` when a builder does not retain its pages or the trees are not the original's first.
    ///
    /// - Parameter translations: the translation files the site was built with (their bytes are not needed).
    public init?(outline: CourseOutline, builders: [SiteBuilder], translations: [SourceFile]) {
        guard builders.first?.configuration.language == .original, builders.allSatisfy(\.retainsPages) else {
            return nil
        }
        self.outline = outline
        self.builders = builders
        for file in translations where file.isTranslation {
            let originalPath = String(file.path.dropLast(file.relativePath.count)) + file.originalRelativePath
            translationsByOriginal[originalPath, default: []].append((file.language, file.path))
            originalsByTranslation[file.path] = originalPath
        }
    }

    /// Checks `changed` (lessons and translations saved since, with their bytes) and renders their pages; reads
    /// with `read` the translations of a changed lesson and the original of a changed translation. `nil` when
    /// the change needs a whole build: a file that is neither a lesson nor a translation of the site (a shared
    /// scenario, a new file), a lesson whose outline other than its title and summary changed (order, quiz ids,
    /// kinds and scenarios), a neighbour to render again for a new title that has errors or has changed unseen,
    /// or a file that cannot be read.
    public mutating func update(_ changed: [SourceFile], reading read: (String) -> [UInt8]?) -> Update? {
        // Per lesson (by its index in the outline): its bytes if it was saved, and the trees to render again.
        var saved: [Int: [UInt8]] = [:]
        var savedTranslations: [String: [UInt8]] = [:]
        var trees: [Int: Set<ContentLanguage>] = [:]
        for file in changed {
            if let originalPath = originalsByTranslation[file.path] {
                guard let index = outline.lessons.firstIndex(where: { $0.path == originalPath }) else { return nil }
                savedTranslations[file.path] = file.bytes
                trees[index, default: []].insert(file.language)
            } else {
                guard file.isLesson, let index = outline.lessons.firstIndex(where: { $0.path == file.path }) else {
                    return nil
                }
                saved[index] = file.bytes
                trees[index] = Set(builders.map(\.configuration.language))
            }
        }
        var update = Update()
        var rendered: [(tree: Int, evaluation: LessonEvaluation, position: Int)] = []
        var outline = outline
        var checks: [(index: Int, lesson: Lesson, original: Lesson, diagnostics: [Diagnostic])] = []
        for index in trees.keys.sorted() {
            let path = outline.lessons[index].path
            guard let bytes = saved[index] ?? read(path) else { return nil }
            let parsed = LessonParser.parse(path: path, bytes: bytes)
            guard let original = parsed.lesson else { return nil }
            // A summary shows on the lesson's page and its entry on the index page alone, which the builder
            // rewrites; a title also in its neighbours' pages, rendered again below.
            var shape = LessonOutline(original)
            shape.frontMatter.summary = outline.lessons[index].frontMatter.summary
            shape.frontMatter.title = outline.lessons[index].frontMatter.title
            guard shape.hasSameShape(as: outline.lessons[index]) else { return nil }
            // Quizzes may have moved in the file: the course-wide id check must point at where they are now.
            outline.lessons[index] = LessonOutline(original)
            var lesson = original
            outline.attachSharedSimulations(to: &lesson)
            checks.append((index, lesson, original, parsed.diagnostics))
        }
        // The shared scenarios were run by the build (a saved one builds the course again).
        let checker = LessonChecker(lessonsOf: outline)
        for (index, lesson, original, parseDiagnostics) in checks {
            let languages = trees[index] ?? []
            var evaluation: LessonEvaluation?
            if saved[index] != nil {
                let checked = checker.check(lesson, loadDiagnostics: parseDiagnostics).evaluation
                update.diagnostics[lesson.path] = []
                for diagnostic in checked.diagnostics {
                    update.diagnostics[diagnostic.location.path, default: []].append(diagnostic)
                }
                // A lesson with errors keeps its last good page in every tree, as a build with errors writes none.
                guard !checked.diagnostics.containsError else { continue }
                evaluation = checked
            }
            for (tree, builder) in builders.enumerated() where languages.contains(builder.configuration.language) {
                let language = builder.configuration.language
                guard let position = builder.lessons.firstIndex(where: { $0.path == lesson.path }) else { return nil }
                if language == .original {
                    if let evaluation { rendered.append((tree, evaluation, position)) }
                    continue
                }
                guard
                    let translationPath = translationsByOriginal[lesson.path]?.first(where: { $0.language == language }
                    )?.path
                else {
                    // The tree shows the original where it has no translation.
                    if let evaluation { rendered.append((tree, evaluation, position)) }
                    continue
                }
                guard let bytes = savedTranslations[translationPath] ?? read(translationPath) else { return nil }
                let parsed = LessonParser.parse(
                    path: translationPath, bytes: bytes, translating: original, into: language)
                update.diagnostics[translationPath] = []
                for diagnostic in parsed.diagnostics {
                    update.diagnostics[diagnostic.location.path, default: []].append(diagnostic)
                }
                guard var translation = parsed.lesson, !parsed.diagnostics.containsError else { continue }
                outline.attachSharedSimulations(to: &translation)
                rendered.append((tree, CourseChecker.translation(translation, checkedBy: checker), position))
            }
        }
        // A new title is in the neighbours' pages too (their links to the page): in each tree where the title the
        // lesson shows under changes, they are rendered again, from their files, with the new title.
        var retitles: [(tree: Int, position: Int, title: String)] = []
        for item in rendered where builders[item.tree].lessons[item.position].title != item.evaluation.lesson.title {
            retitles.append((item.tree, item.position, item.evaluation.lesson.title))
        }
        var work = rendered
        for retitle in retitles {
            for neighbour in [retitle.position - 1, retitle.position + 1]
            where builders[retitle.tree].lessons.indices.contains(neighbour)
                && !work.contains(where: { $0.tree == retitle.tree && $0.position == neighbour })
            {
                guard
                    let evaluation = evaluation(
                        ofPageAt: neighbour, in: retitle.tree, outline: outline, checker: checker, reading: read)
                else { return nil }
                work.append((retitle.tree, evaluation, neighbour))
            }
        }
        let pages: [RenderedPage]
        do {
            // Rendering is pure and the pages of one save are few: in parallel. The builders' copy for it must be
            // gone before they change (the scope), or the first change copies the megabytes each keeps.
            var renderers = builders
            for retitle in retitles { renderers[retitle.tree].retitleLesson(at: retitle.position, to: retitle.title) }
            pages = Self.render(work, with: renderers)
            // Every page must fit before any builder changes, so that `nil` leaves the site as it was.
            for (item, page) in zip(work, pages) where !renderers[item.tree].canReplacePage(page, at: item.position) {
                return nil
            }
        }
        for retitle in retitles { builders[retitle.tree].retitleLesson(at: retitle.position, to: retitle.title) }
        for (item, page) in zip(work, pages) {
            guard let files = builders[item.tree].replacePage(page, at: item.position) else { return nil }
            update.pages.append(page.file.path)
            for file in files {
                // A later page of the same save may rewrite a shared file again: keep the last.
                update.files.removeAll { $0.path == file.path }
                update.files.append(file)
            }
        }
        self.outline = outline
        return update
    }

    /// The page at `position` of the tree `tree` as a whole build would render it, from its file (and its
    /// translation's, where the tree has one); `nil` when it cannot be read, no longer matches the outline, or
    /// has errors (a whole build reports them).
    private func evaluation(
        ofPageAt position: Int, in tree: Int, outline: CourseOutline, checker: LessonChecker,
        reading read: (String) -> [UInt8]?
    ) -> LessonEvaluation? {
        let shown = builders[tree].lessons[position]
        guard let expected = outline.lessons.first(where: { $0.path == shown.path }), let bytes = read(shown.path)
        else { return nil }
        let parsed = LessonParser.parse(path: shown.path, bytes: bytes)
        guard let original = parsed.lesson, LessonOutline(original).hasSameShape(as: expected) else { return nil }
        let language = builders[tree].configuration.language
        if language != .original,
            let translationPath = translationsByOriginal[shown.path]?.first(where: { $0.language == language })?.path
        {
            guard let translationBytes = read(translationPath) else { return nil }
            let translated = LessonParser.parse(
                path: translationPath, bytes: translationBytes, translating: original, into: language)
            guard var translation = translated.lesson, !translated.diagnostics.containsError,
                translation.title == shown.title
            else { return nil }
            outline.attachSharedSimulations(to: &translation)
            return CourseChecker.translation(translation, checkedBy: checker)
        }
        var lesson = original
        outline.attachSharedSimulations(to: &lesson)
        let evaluation = checker.check(lesson, loadDiagnostics: parsed.diagnostics).evaluation
        return evaluation.diagnostics.containsError ? nil : evaluation
    }

    private static func render(
        _ work: [(tree: Int, evaluation: LessonEvaluation, position: Int)], with builders: [SiteBuilder]
    ) -> [RenderedPage] {
        Array(work.indices).parallelMap { item in
            builders[work[item].tree].renderPage(work[item].evaluation, at: work[item].position)
        }
    }
}

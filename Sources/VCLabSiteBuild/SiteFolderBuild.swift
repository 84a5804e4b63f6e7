import VCLabContent
import VCLabHTML
import VCLabHost
import VCLabSupport

/// One build of a course into a site folder: every lesson checked as `vclab check` checks it, then the site
/// written only when there is no error, printing as `vclab build` does.
package struct SiteFolderBuild {
    package var contentRoot: String
    package var output: String
    package var baseURL: String?
    package var enginePath: String?
    /// Whether the site's builders keep each page's part of the shared files, for ``Outcome/updater`` (`vclab
    /// serve` takes saved lessons a page at a time).
    package var retainsPages: Bool

    package init(
        contentRoot: String, output: String, baseURL: String? = nil, enginePath: String? = nil,
        retainsPages: Bool = false
    ) {
        self.contentRoot = contentRoot
        self.output = output
        self.baseURL = baseURL
        self.enginePath = enginePath
        self.retainsPages = retainsPages
    }

    /// What a build found, for `vclab serve`'s overlay; `updater`, after a build that wrote the site and kept its
    /// pages (``retainsPages``), takes saved lessons a page at a time, made as the build made its pages (the same
    /// engine module, base URL and trees).
    package struct Outcome {
        package var status: Int32
        package var diagnostics: [Diagnostic] = []
        package var updater: SiteUpdater?
    }

    /// Checks and builds, printing as `vclab build` does; the site is written only when there is no error.
    package func run(console: Console) -> Outcome {
        let start = ContinuousClock.now
        let printer = DiagnosticPrinter(console: console)
        // The files are not kept for the whole build (a large course would hold them twice): the rich form of
        // a diagnostic reads its line from disk again.
        let lines = { (path: String) -> [Substring]? in
            guard let bytes = try? FileInput.readBytes(path) else { return nil }
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        }
        // A course is read twice, never held whole: first every lesson's outline (its place, title and quiz
        // ids), then a batch of lessons at a time is read again, checked, rendered and written.
        let listing: ContentDirectory.Listing
        var directory: SiteDirectory
        var configuration = SiteConfiguration(baseURL: baseURL)
        do {
            switch try EngineModuleFile.locate(explicitPath: enginePath) {
            case .found(let module):
                configuration.engineModule = module
            case .absent(let reason):
                configuration.engineUnavailableReason = "this copy of the site was built without the engine"
                console.writeError("vclab build: note: the live lab is off: \(reason)\n")
            }
            configuration.reviewModule = EngineModuleFile.locateReview(explicitEnginePath: enginePath)
            configuration.deviceModule = EngineModuleFile.locateReview(
                explicitEnginePath: enginePath, fileName: EngineModuleFile.deviceFileName)
            listing = try ContentDirectory(root: contentRoot).read(readingLessons: false)
            directory = try SiteDirectory(destination: output)
        } catch let error as FileInput.ReadError {
            console.writeError("vclab build: error: \(error.message)\n")
            return Outcome(status: ExitCode.inputOutput)
        } catch {
            console.writeError("vclab build: error: \((error as? SiteDirectory.WriteError)?.message ?? "\(error)")\n")
            return Outcome(status: ExitCode.inputOutput)
        }
        let read: @Sendable (String) -> [UInt8]? = { FileInput.contents(of: $0) }
        let outline = CourseOutline(lessonPaths: listing.lessonPaths, sharedFiles: listing.files, reading: read)
        // Translations are small and few, so the listing read them; each is checked with its original, and each
        // language with one gets a tree of its own (zh-Hans/), whose pages link their neighbours by their
        // translated titles.
        let translations = listing.files.filter(\.isTranslation)
        var translatedTitles: [ContentLanguage: [String: String]] = [:]
        for file in translations {
            guard let translated = LessonParser.outline(path: file.path, bytes: file.bytes) else { continue }
            let originalPath = String(file.path.dropLast(file.relativePath.count)) + file.originalRelativePath
            translatedTitles[file.language, default: [:]][originalPath] = translated.title
        }
        configuration.languages = SiteBuilder.languages(translated: Set(translatedTitles.keys))
        var builders = configuration.languages.map { language in
            let lessons = outline.lessons.map { lesson in
                var lesson = lesson
                if let title = translatedTitles[language]?[lesson.path] { lesson.frontMatter.title = title }
                return lesson
            }
            return SiteBuilder(
                lessons: lessons, configuration: configuration.inLanguage(language), retainsPages: retainsPages)
        }
        let renderers = builders
        let checkDiagnostics: [Diagnostic]
        do {
            checkDiagnostics =
                try listing.diagnostics
                + CourseChecker.check(
                    outline, translations: translations, reading: read,
                    transform: { index, evaluation, translated in
                        renderers.map { $0.renderPage(translated[$0.configuration.language] ?? evaluation, at: index) }
                    },
                    consume: { _, pages in
                        for (offset, page) in pages.enumerated() { try builders[offset].add(page, to: &directory) }
                    })
        } catch {
            directory.abandon()
            console.writeError("vclab build: error: \((error as? SiteDirectory.WriteError)?.message ?? "\(error)")\n")
            return Outcome(status: ExitCode.inputOutput)
        }
        printer.print(checkDiagnostics, sourceLines: lines)
        let checkErrors = checkDiagnostics.count { $0.severity == .error }
        guard checkErrors == 0 else {
            directory.abandon()
            console.writeError(
                "vclab build: \(CountedNoun.phrase(checkErrors, "error")) in the content; the site was not built\n")
            return Outcome(status: ExitCode.contentError, diagnostics: checkDiagnostics)
        }

        let siteDiagnostics: [Diagnostic]
        do {
            var found: [Diagnostic] = []
            for offset in builders.indices { found += try builders[offset].finish(into: &directory) }
            siteDiagnostics = found
        } catch {
            directory.abandon()
            console.writeError("vclab build: error: \(error.message)\n")
            return Outcome(status: ExitCode.inputOutput)
        }
        printer.print(siteDiagnostics, sourceLines: lines)
        let siteErrors = siteDiagnostics.count { $0.severity == .error }
        guard siteErrors == 0 else {
            directory.abandon()
            console.writeError(
                "vclab build: \(CountedNoun.phrase(siteErrors, "error")) in the site; the site was not written\n")
            return Outcome(status: ExitCode.contentError, diagnostics: checkDiagnostics + siteDiagnostics)
        }
        do {
            try directory.commit()
        } catch {
            directory.abandon()
            console.writeError("vclab build: error: \(error.message)\n")
            return Outcome(status: ExitCode.inputOutput)
        }

        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        let warnings = checkDiagnostics.count { $0.severity == .warning }
        var line = "built \(CountedNoun.phrase(outline.lessons.count, "lesson"))"
        line += " with \(CountedNoun.phrase(builders[0].questionCount, "question")) into \(directory.destination)/: "
        line += "\(CountedNoun.phrase(directory.fileCount, "file")), \(Self.size(directory.byteCount))"
        line += warnings > 0 ? ", \(CountedNoun.phrase(warnings, "warning"))" : ""
        line += ", in \(Self.seconds(milliseconds))\n"
        if baseURL == nil {
            line += "no sitemap.xml: a sitemap needs absolute URLs; pass --base-url URL (where the site will be"
            line += " served) to write one\n"
        }
        console.write(line)
        return Outcome(
            status: ExitCode.success, diagnostics: checkDiagnostics,
            updater: retainsPages
                ? SiteUpdater(outline: outline, builders: builders, translations: translations) : nil)
    }

    private static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return "\((bytes + 512) / 1024) KB" }
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    private static func seconds(_ milliseconds: Int64) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}

import VCLabContent
import VCLabHTML
import VCLabSupport

/// `vclab build`: checks the content, then writes the static site.
struct BuildCommand: Subcommand {
    static let name = "build"
    static let summary = "check the content and build the static HTML site"
    static let help = """
        USAGE: vclab build [--content DIR] [--out DIR] [--base-url URL] [--engine FILE]

        Checks every lesson, scenario and quiz as 'vclab check' does; if there is no error, writes the site:
        an index, one page per lesson with its sequence diagrams and interactive quizzes, search, a sitemap
        and a 404 page. The site needs no server: open index.html from the folder.

        OPTIONS:
          --content DIR     the lessons and scenarios (default: Content)
          --out DIR         where the site goes (default: site); replaced as a whole, only when the build
                            succeeds, and only if it is empty or a site vclab built before. The site it
                            replaces is kept as .DIR.previous beside it, for the next build to write over
          --base-url URL    where the site will be served (https://example.com/vclab/): writes sitemap.xml,
                            canonical links and link-preview URLs, and lets 404.html use the shared
                            stylesheet. Without it there is no sitemap (its URLs must be absolute)
          --engine FILE     the engine compiled to WebAssembly, which runs the site's simulations live and
                            grades its quizzes (default: .build/wasm/vclab.wasm, made by scripts/build-wasm;
                            without it the site is built with its traces only, and says so)
          -h, --help        show this help

        EXIT STATUS:
          0 the site was built; 1 the content has errors or a link is broken (the previous site is left as
          it was); 64 the command line is wrong; 74 a file cannot be read or written.

        The site is described in docs/site.md.
        """

    var contentRoot = "Content"
    var output = "site"
    var baseURL: String?
    var enginePath: String?
    /// Whether the site's builders keep each page's part of the shared files, for ``Outcome/updater``.
    var retainsPages = false

    /// A build of `contentRoot` into `output` that can then take saved lessons a page at a time, for `vclab serve`.
    init(contentRoot: String, output: String) {
        self.contentRoot = contentRoot
        self.output = output
        retainsPages = true
    }

    init(arguments: [String]) throws(UsageError) {
        var index = arguments.startIndex
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.endIndex, !arguments[index].isEmpty else {
                throw UsageError("\(name) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--content": contentRoot = try value("--content")
            case "--out": output = try value("--out")
            case "--base-url": baseURL = try value("--base-url")
            case "--engine": enginePath = try value("--engine")
            default:
                guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
                    throw UsageError(
                        argument.hasPrefix("-")
                            ? "unknown option '\(argument)'" : "build takes options only; got '\(argument)'")
                }
                let name = String(argument[..<equals])
                let text = String(argument[argument.index(after: equals)...])
                guard !text.isEmpty else { throw UsageError("\(name) needs a value") }
                switch name {
                case "--content": contentRoot = text
                case "--out": output = text
                case "--base-url": baseURL = text
                case "--engine": enginePath = text
                default: throw UsageError("unknown option '\(name)'")
                }
            }
            index += 1
        }
        if let baseURL, let problem = SiteConfiguration.problem(withBaseURL: baseURL) { throw UsageError(problem) }
    }

    /// What a build found, for `vclab serve`'s overlay; `updater`, after a build that wrote the site and kept its
    /// pages (``retainsPages``), takes saved lessons a page at a time, made as the build made its pages (the same
    /// engine module, base URL and trees).
    struct Outcome {
        var status: Int32
        var diagnostics: [Diagnostic] = []
        var updater: SiteUpdater?
    }

    func execute(console: Console) -> Int32 { build(console: console).status }

    /// Checks and builds, printing as `vclab build` does; the site is written only when there is no error.
    func build(console: Console) -> Outcome {
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
                "vclab build: \(CheckCommand.counted(checkErrors, "error")) in the content; the site was not built\n")
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
                "vclab build: \(CheckCommand.counted(siteErrors, "error")) in the site; the site was not written\n")
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
        var line = "built \(CheckCommand.counted(outline.lessons.count, "lesson"))"
        line += " with \(CheckCommand.counted(builders[0].questionCount, "question")) into \(directory.destination)/: "
        line += "\(CheckCommand.counted(directory.fileCount, "file")), \(Self.size(directory.byteCount))"
        line += warnings > 0 ? ", \(CheckCommand.counted(warnings, "warning"))" : ""
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

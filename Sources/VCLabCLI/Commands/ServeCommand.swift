import Foundation
import VCLabContent
import VCLabHTML
import VCLabSupport

#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT and SIGTERM; the server loop looks at it between polls and stops cleanly.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// `vclab serve`: builds the course, serves it on the loopback interface, and rebuilds what changes.
struct ServeCommand: Subcommand {
    static let name = "serve"
    static let summary = "build the course, serve it locally and rebuild it as you edit"
    static let help = """
        USAGE: vclab serve [--port N] [--host ADDRESS] [--open] [--content DIR] [--out DIR]

        Builds the course as 'vclab build' does and serves it at http://127.0.0.1:N/. It watches the content
        folder: a saved lesson whose title, order, summary and quiz ids did not change is checked and its
        page, its search entries and its line of the sidebar's list rewritten alone; any other change (a new or removed file, a shared scenario, an outline) builds
        the course again. Open pages reload by themselves. A lesson with errors keeps its last good page,
        which shows an overlay listing each diagnostic; the terminal prints them too. Ctrl-C stops it.

        Only the site's own files are served: no folder listings, nothing outside the site (.., encoded or
        not, or a symbolic link leading out is refused), GET and HEAD only.

        OPTIONS:
          --port N          the port (default: 8000; 0 picks a free one); the URL is printed on start
          --host ADDRESS    the IPv4 address to listen on (default: 127.0.0.1, this machine only); give
                            another, such as 0.0.0.0, only to show the course to others on your network
          --open            open the site in the default browser (xdg-open)
          --content DIR     the lessons and scenarios (default: Content)
          --out DIR         where the site is built (default: a temporary folder, removed on exit)
          -h, --help        show this help

        EXIT STATUS:
          0 stopped by Ctrl-C or SIGTERM; 64 the command line is wrong; 74 the site folder cannot be made or
          the port cannot be listened on.
        """

    var port = 8000
    var host = "127.0.0.1"
    var isOpening = false
    var contentRoot = "Content"
    var output: String?

    init(arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument {
            case "--port":
                let value = try scanner.value(for: argument)
                guard let number = Int(value), (0...65535).contains(number) else {
                    throw UsageError("--port takes a number from 0 to 65535, not '\(value)'")
                }
                port = number
            case "--host": host = try scanner.value(for: argument)
            case "--open": isOpening = true
            case "--content": contentRoot = try scanner.value(for: argument)
            case "--out": output = try scanner.value(for: argument)
            default:
                throw UsageError(
                    argument.hasPrefix("-")
                        ? "unknown option '\(argument)'" : "serve takes options only; got '\(argument)'")
            }
        }
    }

    /// What the pages' script is told: the last successful build, and the current findings.
    private struct State {
        var built = 0
        var diagnostics: [String: [Diagnostic]] = [:]
        var outline: CourseOutline?
        /// How the last build made its pages (the engine module, the base URL): a page rewritten alone is made
        /// the same way, or it would say that the live lab is off.
        var configuration = SiteConfiguration()
        var snapshot: ContentSnapshot

        var allDiagnostics: [Diagnostic] { diagnostics.keys.sorted().flatMap { diagnostics[$0] ?? [] } }
    }

    func execute(console: Console) -> Int32 {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentRoot, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            console.writeError("vclab serve: error: no content directory '\(contentRoot)'\n")
            return ExitCode.inputOutput
        }
        var temporaryRoot: String?
        let siteFolder: String
        if let output {
            siteFolder = output
        } else {
            var template = Array((NSTemporaryDirectory() + "vclab-serve-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else {
                console.writeError("vclab serve: error: cannot make a temporary folder\n")
                return ExitCode.inputOutput
            }
            temporaryRoot = String(cString: made)
            siteFolder = temporaryRoot! + "/site"
        }
        defer { if let temporaryRoot { try? FileManager.default.removeItem(atPath: temporaryRoot) } }
        try? FileManager.default.createDirectory(atPath: siteFolder, withIntermediateDirectories: true)

        let build = BuildCommand(contentRoot: contentRoot, output: siteFolder)
        var state = State(snapshot: ContentSnapshot(root: contentRoot))
        let first = build.build(console: console)
        state.outline = first.outline
        if let configuration = first.configuration { state.configuration = configuration }
        state.diagnostics = Dictionary(grouping: first.diagnostics, by: \.location.path)

        let server: HTTPServer
        do {
            server = try HTTPServer(host: host, port: port)
        } catch {
            console.writeError("vclab serve: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        guard let resolver = SiteFileResolver(root: siteFolder) else {
            console.writeError("vclab serve: error: cannot open the site folder '\(siteFolder)'\n")
            return ExitCode.inputOutput
        }
        let url = "http://\(host):\(server.port)/"
        console.write("serving \(contentRoot) at \(url) (Ctrl-C stops)\n")
        if isOpening { Self.open(url) }

        stopRequested = 0
        signal(SIGINT) { _ in stopRequested = 1 }
        signal(SIGTERM) { _ in stopRequested = 1 }
        signal(SIGPIPE, SIG_IGN)
        var lastLook = ContinuousClock.now
        server.run(
            shouldStop: { stopRequested != 0 },
            tick: {
                guard ContinuousClock.now - lastLook >= .milliseconds(50) else { return }
                lastLook = .now
                rebuildIfChanged(&state, build: build, siteFolder: siteFolder, console: console)
            },
            handler: { request in Self.respond(to: request, resolver: resolver, state: state) })
        console.write("\nstopped\n")
        return ExitCode.success
    }

    // MARK: - Rebuilding

    private func rebuildIfChanged(_ state: inout State, build: BuildCommand, siteFolder: String, console: Console) {
        let snapshot = ContentSnapshot(root: contentRoot)
        let (changed, addedOrRemoved) = snapshot.changes(since: state.snapshot)
        guard !changed.isEmpty else { return }
        state.snapshot = snapshot
        let start = ContinuousClock.now
        if !addedOrRemoved, let outline = state.outline, changed.allSatisfy({ $0.hasSuffix(".md") }),
            let pages = rebuildPages(changed, outline: outline, state: &state, siteFolder: siteFolder, console: console)
        {
            let elapsed = ContinuousClock.now - start
            let milliseconds =
                elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
            if !pages.isEmpty {
                state.built += 1
                console.write("rebuilt \(pages.joined(separator: ", ")) in \(milliseconds) ms\n")
            }
            return
        }
        let outcome = build.build(console: console)
        if let outline = outcome.outline { state.outline = outline }
        if let configuration = outcome.configuration { state.configuration = configuration }
        state.diagnostics = Dictionary(grouping: outcome.diagnostics, by: \.location.path)
        if outcome.status == ExitCode.success { state.built += 1 }
    }

    /// Checks each changed lesson and rewrites its page alone; `nil` when a lesson's outline changed (its
    /// neighbours, the index or the search need a whole build). Returns the pages written.
    private func rebuildPages(
        _ paths: [String], outline: CourseOutline, state: inout State, siteFolder: String, console: Console
    ) -> [String]? {
        // A lesson's page in a site with translations is also the page its untranslated counterparts show, and
        // links them: a whole build keeps every tree in step.
        let translationFolders = ContentLanguage.translations.compactMap(\.folder)
        guard !translationFolders.contains(where: { FileManager.default.fileExists(atPath: siteFolder + "/" + $0) })
        else { return nil }
        var outline = outline
        var lessons: [(index: Int, lesson: Lesson, diagnostics: [Diagnostic])] = []
        for path in paths {
            guard let index = outline.lessons.firstIndex(where: { $0.path == path }),
                let bytes = FileInput.contents(of: path)
            else { return nil }
            let parsed = LessonParser.parse(path: path, bytes: bytes)
            guard var lesson = parsed.lesson, LessonOutline(lesson).hasSameShape(as: outline.lessons[index]) else {
                return nil
            }
            // Quizzes may have moved in the file: the course-wide id check must point at where they are now.
            outline.lessons[index] = LessonOutline(lesson)
            outline.attachSharedSimulations(to: &lesson)
            lessons.append((index, lesson, parsed.diagnostics))
        }
        state.outline = outline
        let checker = LessonChecker(outline: outline)
        let builder = SiteBuilder(lessons: outline.lessons, configuration: state.configuration)
        var written: [String] = []
        for (index, lesson, parseDiagnostics) in lessons {
            let evaluation = checker.check(lesson, loadDiagnostics: parseDiagnostics).evaluation
            state.diagnostics[lesson.path] = evaluation.diagnostics.isEmpty ? nil : evaluation.diagnostics
            DiagnosticPrinter(console: console).print(evaluation.diagnostics) { _ in nil }
            guard !evaluation.diagnostics.containsError else {
                let errors = evaluation.diagnostics.count { $0.severity == .error }
                console.writeError(
                    "vclab serve: \(CheckCommand.counted(errors, "error")) in \(lesson.path); its last good page stays\n"
                )
                continue
            }
            let position = builder.lessons.firstIndex { $0.path == lesson.path } ?? index
            let page = builder.renderPage(evaluation, at: position)
            // The page's words in the search index and its prompts in the sidebar's list change with it; files
            // of another shape need a whole build.
            let searchPath = siteFolder + "/" + SiteBuilder.searchIndexPath
            let listPath = siteFolder + "/" + SiteBuilder.lessonListPath
            guard let search = FileInput.contents(of: searchPath),
                let updated = SiteBuilder.searchIndex(search, updatingEntriesOf: page, at: position),
                let list = FileInput.contents(of: listPath),
                let updatedList = SiteBuilder.lessonList(list, updatingEntryOf: page, at: position)
            else { return nil }
            do throws(FileOutput.WriteError) {
                try FileOutput.writeAtomically(page.file.bytes, to: siteFolder + "/" + page.file.path)
                try FileOutput.writeAtomically(updated, to: searchPath)
                try FileOutput.writeAtomically(updatedList, to: listPath)
                written.append(page.file.path)
            } catch {
                console.writeError("vclab serve: error: \(error.message)\n")
            }
        }
        return written
    }

    // MARK: - Responding

    private static func respond(to request: HTTPServer.Request, resolver: SiteFileResolver, state: State)
        -> HTTPServer.Response
    {
        let path = String(request.target.prefix { $0 != "?" && $0 != "#" })
        switch path {
        case ServeResources.scriptPath:
            return .init(
                status: 200, reason: "OK", contentType: "text/javascript; charset=utf-8",
                body: Array(ServeResources.script.utf8))
        case ServeResources.stylesheetPath:
            return .init(
                status: 200, reason: "OK", contentType: "text/css; charset=utf-8",
                body: Array(ServeResources.stylesheet.utf8))
        case ServeResources.statePath:
            let diagnostics = state.allDiagnostics.map { diagnostic in
                JSONValue.object([
                    ("location", .string(diagnostic.location.description)),
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("message", .string(diagnostic.message)), ("fixIt", .optional(diagnostic.fixIt)),
                    ("id", .string(diagnostic.id)),
                ])
            }
            let json = JSONValue.object([("built", .integer(state.built)), ("diagnostics", .array(diagnostics))])
                .rendered()
            return .init(
                status: 200, reason: "OK", contentType: "text/javascript; charset=utf-8",
                body: Array("window.vclabServe && window.vclabServe(\(json));\n".utf8))
        default:
            break
        }
        switch resolver.resolve(request.target) {
        case .forbidden:
            return HTTPServer.plain(403, "Forbidden")
        case .notFound:
            var response = HTTPServer.plain(404, "Not Found")
            if let page = FileInput.contents(of: resolver.root + "/404.html") {
                response.contentType = "text/html; charset=utf-8"
                response.body = inject(page)
            }
            return response
        case .file(let file):
            guard let bytes = FileInput.contents(of: file) else { return HTTPServer.plain(404, "Not Found") }
            let type = contentType(of: file)
            return .init(
                status: 200, reason: "OK", contentType: type, body: type.hasPrefix("text/html") ? inject(bytes) : bytes)
        }
    }

    /// The page with serve's script and stylesheet before `</head>`.
    static func inject(_ page: [UInt8]) -> [UInt8] {
        let marker = Array("</head>".utf8)
        guard page.count >= marker.count,
            let index = (0...(page.count - marker.count)).first(where: {
                page[$0..<($0 + marker.count)].elementsEqual(marker)
            })
        else { return page }
        var result = page
        result.insert(contentsOf: Array(ServeResources.headTags.utf8), at: index)
        return result
    }

    static func contentType(of path: String) -> String {
        let types = [
            ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
            ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".xml": "application/xml",
            ".svg": "image/svg+xml", ".png": "image/png", ".wasm": "application/wasm",
            ".txt": "text/plain; charset=utf-8",
        ]
        for (suffix, type) in types where path.hasSuffix(suffix) { return type }
        return "application/octet-stream"
    }

    private static func open(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        try? process.run()
    }
}

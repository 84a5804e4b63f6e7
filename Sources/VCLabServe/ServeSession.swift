import Foundation
import VCLabContent
import VCLabHTML
import VCLabHost
import VCLabSiteBuild
import VCLabSupport

#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT and SIGTERM; the server loop looks at it between polls and stops cleanly.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// One run of `vclab serve`: builds the course into `siteFolder`, serves it on `host`:`port`, and rebuilds what
/// changes until SIGINT or SIGTERM.
package struct ServeSession {
    package var contentRoot: String
    package var siteFolder: String
    package var host: String
    package var port: Int
    /// The engine module `--engine` names; `nil` looks where `vclab build` looks (``EngineModuleFile``).
    package var enginePath: String?

    package init(contentRoot: String, siteFolder: String, host: String, port: Int, enginePath: String? = nil) {
        self.contentRoot = contentRoot
        self.siteFolder = siteFolder
        self.host = host
        self.port = port
        self.enginePath = enginePath
    }

    /// What the pages' script is told: the last successful build, and the current findings.
    private struct State {
        var built = 0
        var diagnostics: [String: [Diagnostic]] = [:]
        /// The site as last built, which takes saved lessons a page at a time; `nil` after a build that failed
        /// (the site on disk is then an older one than the course read), so that the next save builds it whole.
        var updater: SiteUpdater?
        var snapshot: ContentSnapshot

        var allDiagnostics: [Diagnostic] { diagnostics.keys.sorted().flatMap { diagnostics[$0] ?? [] } }
    }

    /// Serves until stopped and returns the process's exit status; `opening` opens the site in the default browser.
    package func run(console: Console, opening isOpening: Bool) -> Int32 {
        let build = SiteFolderBuild(
            contentRoot: contentRoot, output: siteFolder, enginePath: enginePath, retainsPages: true)
        var state = State(snapshot: ContentSnapshot(root: contentRoot))
        let first = build.run(console: console)
        state.updater = first.updater
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
        let watcher = ContentWatcher(root: contentRoot)
        server.run(
            shouldStop: { stopRequested != 0 },
            waking: watcher?.descriptor,
            tick: {
                // With inotify the looks are only a safety net: a look while a file is half written would
                // rebuild its page twice, and walking a large course every 50 ms costs time a save could use.
                // Between looks, the files inotify names are all that is looked at.
                let events = watcher?.drain() ?? .none
                let interval: Duration = watcher == nil ? .milliseconds(50) : .seconds(1)
                var named: Set<String>?
                if ContinuousClock.now - lastLook >= interval {
                    lastLook = .now
                } else if case .files(let paths) = events {
                    named = paths
                } else if events == .none {
                    return
                }
                // A walk holds back what was written in the last moment only when inotify named nothing: a walk
                // that falls on a save's close event takes the saved file at once.
                if rebuildIfChanged(
                    &state, named: named, holdingBackRecentWrites: watcher != nil && events == .none, build: build,
                    siteFolder: siteFolder, console: console)
                {
                    watcher?.watchFolders()
                }
            },
            handler: { request in Self.respond(to: request, resolver: resolver, state: state) })
        console.write("\nstopped\n")
        return ExitCode.success
    }

    // MARK: - Rebuilding

    /// Rebuilds what changed since the last look, at the `named` files alone or, without, at every file of the
    /// folder; whether files were added or removed (a new folder to watch).
    private func rebuildIfChanged(
        _ state: inout State, named paths: Set<String>?, holdingBackRecentWrites: Bool, build: SiteFolderBuild,
        siteFolder: String, console: Console
    ) -> Bool {
        var snapshot = state.snapshot
        let changes: (changed: [String], addedOrRemoved: Bool)
        if let paths, let refreshed = snapshot.refresh(paths) {
            changes = refreshed
        } else {
            snapshot = ContentSnapshot(root: contentRoot)
            if holdingBackRecentWrites {
                // Half a second: an editor's save is done by then, and inotify names the file when it is.
                var now = timespec()
                clock_gettime(CLOCK_REALTIME, &now)
                snapshot.holdBack(writtenWithin: 500_000_000, before: now, since: state.snapshot)
            }
            changes = snapshot.changes(since: state.snapshot)
        }
        let (changed, addedOrRemoved) = changes
        guard !changed.isEmpty else { return false }
        state.snapshot = snapshot
        if !addedOrRemoved, state.updater != nil,
            rebuildPages(changed, state: &state, siteFolder: siteFolder, console: console)
        {
            return false
        }
        // A file added or removed, a shared scenario, an outline: the course again. Until a build succeeds the
        // site on disk is older than the course read, so no page is rewritten alone.
        state.updater = nil
        let outcome = build.run(console: console)
        state.updater = outcome.updater
        state.diagnostics = Dictionary(grouping: outcome.diagnostics, by: \.location.path)
        if outcome.status == ExitCode.success { state.built += 1 }
        return addedOrRemoved
    }

    /// Rewrites the pages of the saved lessons and translations alone, with the shared files their change
    /// touches; `false` when the change needs a whole build (``SiteUpdater/update(_:reading:)``).
    private func rebuildPages(_ paths: [String], state: inout State, siteFolder: String, console: Console) -> Bool {
        guard var updater = state.updater else { return false }
        // The updater is taken rather than copied: a copy left in the state would make it copy the megabytes of
        // search index it keeps on the first change. When this fails, a whole build makes another.
        state.updater = nil
        let start = ContinuousClock.now
        var files: [SourceFile] = []
        for path in paths {
            guard path.hasPrefix(contentRoot + "/"), let bytes = FileInput.contents(of: path) else { return false }
            files.append(
                SourceFile(path: path, relativePath: String(path.dropFirst(contentRoot.count + 1)), bytes: bytes))
        }
        guard let update = updater.update(files, reading: { FileInput.contents(of: $0) }) else { return false }
        state.updater = updater
        let printer = DiagnosticPrinter(console: console)
        for path in update.diagnostics.keys.sorted() {
            let diagnostics = update.diagnostics[path] ?? []
            state.diagnostics[path] = diagnostics.isEmpty ? nil : diagnostics
            printer.print(diagnostics) { _ in nil }
            let errors = diagnostics.count { $0.severity == .error }
            if errors > 0 {
                console.writeError(
                    "vclab serve: \(CountedNoun.phrase(errors, "error")) in \(path); its last good page stays\n")
            }
        }
        // A rename over a file frees the old file's pages before it returns: about 10 ms for a search index of
        // 8 MB, which no reader waits for. An open descriptor keeps the old file until a thread closes it later.
        var replaced: [Int32] = []
        defer {
            let descriptors = replaced
            if !descriptors.isEmpty { Thread.detachNewThread { for descriptor in descriptors { close(descriptor) } } }
        }
        do throws(FileOutput.WriteError) {
            // The served site is a preview made again from the content on every start: a file must never be seen
            // half written (the rename), but need not survive a power cut (no fsync, which costs more than the
            // rest of a save under load).
            for file in update.files {
                let old = Glibc.open(siteFolder + "/" + file.path, O_RDONLY | O_CLOEXEC)
                if old >= 0 { replaced.append(old) }
                try FileOutput.writeAtomically(file.bytes, to: siteFolder + "/" + file.path, durably: false)
            }
        } catch {
            console.writeError("vclab serve: error: \(error.message)\n")
            return false
        }
        if !update.pages.isEmpty {
            let elapsed = ContinuousClock.now - start
            let milliseconds =
                elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
            state.built += 1
            console.write("rebuilt \(update.pages.joined(separator: ", ")) in \(milliseconds) ms\n")
        }
        return true
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
            ".gz": "application/gzip", ".txt": "text/plain; charset=utf-8",
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

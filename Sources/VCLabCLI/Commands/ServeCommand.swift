import Foundation
import VCLabHost
import VCLabServe
import VCLabSupport

#if canImport(Glibc)
import Glibc
#endif

/// `vclab serve`: builds the course, serves it on the loopback interface, and rebuilds what changes.
struct ServeCommand: Subcommand {
    static let name = "serve"
    static let summary = "build the course, serve it locally and rebuild it as you edit"
    static let help = """
        USAGE: vclab serve [--port N] [--host ADDRESS] [--open] [--content DIR] [--out DIR] [--engine FILE]

        Builds the course as 'vclab build' does and serves it at http://127.0.0.1:N/. It watches the content
        folder (with inotify, and a look every second; every 50 ms without): a saved lesson whose order and
        quiz ids did not change is checked and its page rewritten alone, in every language (with its
        translation where there is one); a saved translation rewrites its own page; with a page go the files
        its change touches (search index, sidebar list, index page, playground menu; for a new title, the
        neighbours' pages and 404 page too). Any other change (a new or removed file, a shared scenario, an
        order, a quiz id) builds the course again. Open pages reload by
        themselves. A lesson with errors keeps its last good page, which shows an overlay listing each
        diagnostic; the terminal prints them too. Ctrl-C stops it.

        Only the site's own files are served: no folder listings, nothing outside the site (.., encoded or
        not, or a symbolic link leading out is refused), GET and HEAD only.

        OPTIONS:
          --port N          the port (default: 8000; 0 picks a free one); the URL is printed on start
          --host ADDRESS    the IPv4 address to listen on (default: 127.0.0.1, this machine only); give
                            another, such as 0.0.0.0, only to show the course to others on your network
          --open            open the site in the default browser (xdg-open)
          --content DIR     the lessons and scenarios (default: Content)
          --out DIR         where the site is built (default: a temporary folder, removed on exit)
          --engine FILE     the engine compiled to WebAssembly, as for 'vclab build' (default: the one
                            installed beside vclab or in its ../share/vclab/, else .build/wasm/vclab.wasm)
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
    var enginePath: String?

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
            case "--content":
                contentRoot = try scanner.value(for: argument)
                // The content folder's files are named as the build names them: the folder, "/", the relative path.
                while contentRoot.count > 1, contentRoot.hasSuffix("/") { contentRoot.removeLast() }
            case "--out": output = try scanner.value(for: argument)
            case "--engine": enginePath = try scanner.value(for: argument)
            default:
                throw UsageError(
                    argument.hasPrefix("-")
                        ? "unknown option '\(argument)'" : "serve takes options only; got '\(argument)'")
            }
        }
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

        let session = ServeSession(
            contentRoot: contentRoot, siteFolder: siteFolder, host: host, port: port, enginePath: enginePath)
        return session.run(console: console, opening: isOpening)
    }
}

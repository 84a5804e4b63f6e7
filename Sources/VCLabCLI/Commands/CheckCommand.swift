import Foundation
import VCLabContent
import VCLabSupport

/// `vclab check`: runs every scenario of the content and checks every quiz against its trace.
struct CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "check every lesson, scenario and quiz against the engine"
    static let help = """
        USAGE: vclab check [PATH ...] [--fix] [--warnings-as-errors] [--content DIR]

        Runs every scenario and checks every quiz: the key holds in the trace, no choice is also right, every
        event names a real callback of a controller the scenario has, ids are unique. Prints every finding as
        path:line:col: severity: message [id], then a summary.

        ARGUMENTS:
          <PATH>                a content directory, or a lesson (.md) or scenario (.sim) file
                                (default: Content/)

        OPTIONS:
          --fix                 rewrite wrong or missing keys from the trace and add missing ids, changing
                                nothing else in the files
          --warnings-as-errors  exit 1 on warnings too
          --content DIR         where shared scenarios and the other lessons' ids come from when PATH is a
                                file (default: Content)
          -h, --help            show this help

        EXIT STATUS:
          0 no errors; 1 errors (or warnings, with --warnings-as-errors); 64 the command line is wrong;
          74 a path cannot be read or a fix cannot be written.

        The lesson and quiz format, and every diagnostic, are described in docs/authoring.md.
        """

    var paths: [String] = []
    var isFixing = false
    var treatsWarningsAsErrors = false
    var contentRoot = "Content"

    init(arguments: [String]) throws(UsageError) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--fix": isFixing = true
            case "--warnings-as-errors": treatsWarningsAsErrors = true
            case "--content":
                index += 1
                guard index < arguments.endIndex else { throw UsageError("--content needs a directory") }
                contentRoot = arguments[index]
            default:
                if argument.hasPrefix("--content=") {
                    contentRoot = String(argument.dropFirst("--content=".count))
                } else if argument.hasPrefix("-") {
                    throw UsageError("unknown option '\(argument)'")
                } else if argument.hasSuffix(".md") || argument.hasSuffix(".sim") || !Self.isFile(argument) {
                    paths.append(argument)
                } else {
                    throw UsageError("'\(argument)' is neither a lesson (.md) nor a scenario (.sim)")
                }
            }
            index += 1
        }
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    // MARK: - Running

    /// The files of one course, which of them to check, and the diagnostics of reading them.
    private struct Batch {
        var files: [SourceFile]
        var selection: Set<String>?
        var diagnostics: [Diagnostic]
    }

    private struct Totals {
        var lessons = 0
        var quizzes = 0
        var fixedFiles = 0
        var fixedPlaces = 0
        var diagnostics: [Diagnostic] = []
        var sources: [String: [UInt8]] = [:]
    }

    private struct CheckError: Error {
        var message: String
    }

    func execute(console: Console) -> Int32 {
        var totals = Totals()
        do {
            for batch in try batches() { try check(batch, into: &totals) }
        } catch {
            console.writeError("vclab check: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        let sources = totals.sources
        DiagnosticPrinter(console: console).print(totals.diagnostics) { path in
            guard let bytes = sources[path] else { return nil }
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        }
        let errors = totals.diagnostics.count { $0.severity == .error }
        let warnings = totals.diagnostics.count { $0.severity == .warning }
        if isFixing {
            console.write(
                totals.fixedPlaces == 0
                    ? "nothing to fix\n"
                    : "fixed \(Self.counted(totals.fixedPlaces, "place")) in \(Self.counted(totals.fixedFiles, "file"))\n"
            )
        }
        let quizzes = Self.counted(totals.quizzes, "quiz", plural: "quizzes")
        console.write(
            "checked \(Self.counted(totals.lessons, "lesson")), \(quizzes): "
                + "\(Self.counted(errors, "error")), \(Self.counted(warnings, "warning"))\n")
        if errors > 0 || (treatsWarningsAsErrors && warnings > 0) { return ExitCode.contentError }
        return ExitCode.success
    }

    /// Each directory is a course of its own; files are checked together, within the content directory.
    private func batches() throws(CheckError) -> [Batch] {
        var batches: [Batch] = []
        var files: [String] = []
        for path in paths.isEmpty ? [contentRoot] : paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CheckError(message: "no such file or directory '\(path)'")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            do {
                let listing = try ContentDirectory(root: path).read()
                batches.append(Batch(files: listing.files, selection: nil, diagnostics: listing.diagnostics))
            } catch {
                throw CheckError(message: error.message)
            }
        }
        guard !files.isEmpty else { return batches }
        let selection = Set(files)
        var batch = Batch(files: [], selection: selection, diagnostics: [])
        if let directory = try? ContentDirectory(root: contentRoot) {
            let listing = directory.read()
            batch.files = listing.files
            batch.diagnostics = listing.diagnostics.filter { selection.contains($0.location.path) }
        }
        for path in files {
            let bytes: [UInt8]
            do {
                bytes = try FileInput.readBytes(path)
            } catch {
                throw CheckError(message: error.message)
            }
            let resolved = ContentDirectory.resolve(path)
            if let index = batch.files.firstIndex(where: { ContentDirectory.resolve($0.path) == resolved }) {
                // The same file as in the listing, named as the command line names it.
                batch.files[index].path = path
                batch.files[index].bytes = bytes
            } else {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                batch.files.append(SourceFile(path: path, relativePath: name, bytes: bytes))
            }
        }
        return batches + [batch]
    }

    private func check(_ batch: Batch, into totals: inout Totals) throws(CheckError) {
        var files = batch.files
        var report = CourseChecker.check(files: files, selecting: batch.selection)
        if isFixing, !report.edits.isEmpty {
            for (path, edits) in report.edits.sorted(by: { $0.key < $1.key }) {
                guard let index = files.firstIndex(where: { $0.path == path }) else { continue }
                let fixed = LessonFixer.apply(edits, to: files[index].bytes)
                guard fixed != files[index].bytes else { continue }
                do {
                    try FileOutput.writeAtomically(fixed, to: path)
                } catch {
                    throw CheckError(message: error.message)
                }
                files[index].bytes = fixed
                totals.fixedFiles += 1
                totals.fixedPlaces += edits.count
            }
            // Report what is left, in the files as they are now.
            report = CourseChecker.check(files: files, selecting: batch.selection)
        }
        totals.lessons += report.lessonCount
        totals.quizzes += report.quizCount
        totals.diagnostics += batch.diagnostics + report.diagnostics
        for file in files { totals.sources[file.path] = file.bytes }
    }

    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}

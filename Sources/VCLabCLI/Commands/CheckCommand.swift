import Foundation
import VCLabContent
import VCLabHost
import VCLabSupport

/// `vclab check`: runs every scenario of the content and checks every quiz against its trace.
struct CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "check every lesson, scenario and quiz against the engine"
    static let help = """
        USAGE: vclab check [PATH ...] [--format text|json|sarif] [--fix [--dry-run]] [--warnings-as-errors]
                           [--content DIR]

        Runs every scenario and checks every quiz: the key holds in the trace, no choice is also right, every
        event names a real callback of a controller the scenario has, ids are unique, and the quiz is not weak
        (quality warnings such as quiz.no-distractor). Prints every finding of every file as
        path:line:col: severity: message [id], then a summary.

        ARGUMENTS:
          <PATH>                a content directory, or a lesson (.md) or scenario (.sim) file
                                (default: Content/)

        OPTIONS:
          --format text         findings on standard error, the summary on standard output (default)
          --format json         one JSON document on standard output: version 1 of the schema in
                                docs/authoring.md ("Diagnostics as JSON")
          --format sarif        a SARIF 2.1.0 log on standard output, for code scanning in CI
          --fix                 rewrite wrong or missing keys from the trace and add missing ids, changing
                                nothing else; prints each change as a unified diff, then checks again
          --dry-run             with --fix: print the diff and write nothing
          --warnings-as-errors  exit 1 on warnings too
          --content DIR         where shared scenarios and the other lessons' ids come from when PATH is a
                                file (default: Content; given explicitly, it must exist)
          -h, --help            show this help

        EXIT STATUS:
          0 no errors; 1 errors (or warnings, with --warnings-as-errors); 64 the command line is wrong;
          74 a path cannot be read or a fix cannot be written.

        The lesson and quiz format, and every diagnostic, are described in docs/authoring.md.
        """

    enum Format: String {
        case text
        case json
        case sarif
    }

    var paths: [String] = []
    var format = Format.text
    var isFixing = false
    var isDryRun = false
    var treatsWarningsAsErrors = false
    var contentRoot = "Content"
    /// Whether `--content` was given: then a directory that does not exist is an error, not an empty course.
    var isContentRootExplicit = false

    init(arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument {
            case "--fix": isFixing = true
            case "--dry-run": isDryRun = true
            case "--warnings-as-errors": treatsWarningsAsErrors = true
            case "--format":
                let value = try scanner.value(for: argument)
                guard let format = Format(rawValue: value) else {
                    throw UsageError("--format takes 'text', 'json' or 'sarif', not '\(value)'")
                }
                self.format = format
            case "--content":
                contentRoot = try scanner.value(for: argument)
                isContentRootExplicit = true
                guard !contentRoot.isEmpty else { throw UsageError("--content needs a directory") }
            default:
                if argument.hasPrefix("-") {
                    throw UsageError("unknown option '\(argument)'")
                } else if argument.hasSuffix(".md") || argument.hasSuffix(".sim") || !Self.isFile(argument) {
                    paths.append(argument)
                } else {
                    throw UsageError("'\(argument)' is neither a lesson (.md) nor a scenario (.sim)")
                }
            }
        }
        if isDryRun, !isFixing { throw UsageError("--dry-run goes with --fix: it shows what --fix would change") }
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
        /// The unified diff of every file `--fix` changes (or would change), in path order.
        var diff = ""
    }

    private struct CheckError: Error {
        var message: String
    }

    func execute(console: Console) -> Int32 {
        var totals = Totals()
        do throws(CheckError) {
            if isContentRootExplicit, !Self.isDirectory(contentRoot) {
                throw CheckError(message: "no content directory '\(contentRoot)' (given with --content)")
            }
            for batch in try batches() { try check(batch, into: &totals) }
        } catch {
            console.writeError("vclab check: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        let errors = totals.diagnostics.count { $0.severity == .error }
        let warnings = totals.diagnostics.count { $0.severity == .warning }
        let summary = CheckSummary(
            lessons: totals.lessons, quizzes: totals.quizzes, errors: errors, warnings: warnings,
            fixes: isFixing ? (totals.fixedFiles, totals.fixedPlaces) : nil)
        let sources = totals.sources
        switch format {
        case .text:
            console.write(totals.diff)
            DiagnosticPrinter(console: console).print(totals.diagnostics) { path in
                guard let bytes = sources[path] else { return nil }
                return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
            }
            if isFixing {
                let verb = isDryRun ? "would fix" : "fixed"
                console.write(
                    totals.fixedPlaces == 0
                        ? "nothing to fix\n"
                        : "\(verb) \(CountedNoun.phrase(totals.fixedPlaces, "place")) in \(CountedNoun.phrase(totals.fixedFiles, "file"))\n"
                )
            }
            let quizzes = CountedNoun.phrase(totals.quizzes, "quiz", plural: "quizzes")
            console.write(
                "checked \(CountedNoun.phrase(totals.lessons, "lesson")), \(quizzes): "
                    + "\(CountedNoun.phrase(errors, "error")), \(CountedNoun.phrase(warnings, "warning"))\n")
        case .json:
            // Standard output holds the document alone; the diff of --fix goes to standard error.
            console.writeError(totals.diff)
            console.write(
                CheckJSONRenderer.render(totals.diagnostics, summary: summary, toolVersion: VCLabCommand.version))
        case .sarif:
            console.writeError(totals.diff)
            console.write(
                SARIFRenderer.render(totals.diagnostics, toolVersion: VCLabCommand.version) { path, line in
                    guard let bytes = sources[path] else { return nil }
                    return Self.line(line, of: bytes)
                })
        }
        if errors > 0 || (treatsWarningsAsErrors && warnings > 0) { return ExitCode.contentError }
        return ExitCode.success
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The bytes of line `number` (1-based) of `bytes`, without its line break.
    private static func line(_ number: Int, of bytes: [UInt8]) -> [UInt8]? {
        var current = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if current == number { return Array(bytes[start..<index]) }
            current += 1
            start = index + 1
        }
        return current == number ? Array(bytes[start...]) : nil
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
        // A translation is checked against its original, so it is read with the content directory it is in
        // (`vclab check Elsewhere/zh-Hans/06-navigation.md` reads `Elsewhere/`), whatever --content says.
        var roots: [String: [String]] = [:]
        for path in files {
            roots[Self.translationRoot(of: path, unless: contentRoot) ?? contentRoot, default: []].append(path)
        }
        for (root, paths) in roots.sorted(by: { $0.key < $1.key }) {
            batches.append(try batch(of: paths, root: root))
        }
        return batches
    }

    /// The content directory of a translation named by its path (`X` for `X/zh-Hans/06-navigation.md`), when
    /// it is not under `contentRoot`; `nil` for any other file.
    static func translationRoot(of path: String, unless contentRoot: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, path.hasSuffix(".md"),
            ContentLanguage(relativePath: parts[parts.count - 2] + "/" + parts[parts.count - 1]) != .original
        else { return nil }
        let root = parts.count == 2 ? "." : parts.dropLast(2).joined(separator: "/")
        let resolvedRoot = ContentDirectory.resolve(root)
        guard resolvedRoot != ContentDirectory.resolve(contentRoot), isDirectory(root) else { return nil }
        return root
    }

    private func batch(of files: [String], root contentRoot: String) throws(CheckError) -> Batch {
        let selection = Set(files)
        var batch = Batch(files: [], selection: selection, diagnostics: [])
        if Self.isDirectory(contentRoot), let directory = try? ContentDirectory(root: contentRoot) {
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
        return batch
    }

    private func check(_ batch: Batch, into totals: inout Totals) throws(CheckError) {
        var files = batch.files
        var report = CourseChecker.check(files: files, selecting: batch.selection)
        // The checker's own edits (keys the engine computed, ids), and every fix-it that is an edit (a
        // misspelt kind or key): one list, without the wrong keys' edits twice.
        var fixes = report.edits
        for diagnostic in report.diagnostics {
            guard let edit = diagnostic.edit else { continue }
            let change = LessonEdit(range: edit.byteRange, replacement: edit.replacement)
            if fixes[diagnostic.location.path]?.contains(change) != true {
                fixes[diagnostic.location.path, default: []].append(change)
            }
        }
        if isFixing, !fixes.isEmpty {
            var changed = false
            for (path, edits) in fixes.sorted(by: { $0.key < $1.key }) {
                guard let index = files.firstIndex(where: { $0.path == path }) else { continue }
                let fixed = LessonFixer.apply(edits, to: files[index].bytes)
                guard fixed != files[index].bytes else { continue }
                totals.diff += UnifiedDiff.render(path: path, bytes: files[index].bytes, edits: edits)
                totals.fixedFiles += 1
                totals.fixedPlaces += LessonFixer.changes(edits, in: files[index].bytes).count
                guard !isDryRun else { continue }
                do {
                    try FileOutput.writeAtomically(fixed, to: path)
                } catch {
                    throw CheckError(message: error.message)
                }
                files[index].bytes = fixed
                changed = true
            }
            // Report what is left, in the files as they are now: what the fixes did not settle, and anything
            // they brought up (a prompt that still names the old key).
            if changed { report = CourseChecker.check(files: files, selecting: batch.selection) }
        }
        totals.lessons += report.lessonCount
        totals.quizzes += report.quizCount
        // Translations named on the command line count as lessons checked, with their quizzes.
        if let selection = batch.selection {
            let translations = report.translations.values.joined().filter { selection.contains($0.lesson.path) }
            totals.lessons += translations.count
            totals.quizzes += translations.reduce(0) { $0 + $1.lesson.quizzes.count }
        }
        totals.diagnostics += batch.diagnostics + report.diagnostics
        for file in files { totals.sources[file.path] = file.bytes }
    }
}

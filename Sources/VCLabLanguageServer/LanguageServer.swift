import Foundation
import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabHost
import VCLabSupport

/// `vclab lsp`: diagnostics, completion, hover and go-to-definition for lessons (`.md`) and scenarios (`.sim`).
///
/// Each open document is checked in its course, as `vclab check FILE --content DIR` would check it, with
/// the editor's text in place of the file on disk: the content folder is the nearest enclosing folder
/// named `Content`, or else the document's own folder. Positions are converted between VCLab's UTF-8
/// byte columns and the protocol's UTF-16 code units with the line's text.
package final class LanguageServer {
    private var documents: [String: String] = [:]
    private var isShuttingDown = false

    package init() {}

    /// Serves until `exit`; returns the process status the protocol asks for.
    package func run() -> Int32 {
        var transport = LanguageServerTransport()
        while let message = transport.read() {
            let method = message["method"] as? String ?? ""
            let id = message["id"]
            let params = message["params"] as? [String: Any] ?? [:]
            if method == "exit" { return isShuttingDown ? 0 : 1 }
            guard message["invalid"] == nil else {
                LanguageServerTransport.write([
                    "jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "parse error"],
                ])
                continue
            }
            let result = handle(method, params: params)
            if let id {
                switch result {
                case .some(let value):
                    LanguageServerTransport.write(["jsonrpc": "2.0", "id": id, "result": value])
                case .none:
                    LanguageServerTransport.write([
                        "jsonrpc": "2.0", "id": id,
                        "error": ["code": -32601, "message": "method not found: \(method)"],
                    ])
                }
            }
        }
        return isShuttingDown ? 0 : 1
    }

    /// The result of a request (`NSNull()` for none), or `nil` for a method the server does not know.
    private func handle(_ method: String, params: [String: Any]) -> Any? {
        let document = params["textDocument"] as? [String: Any]
        let uri = document?["uri"] as? String ?? ""
        switch method {
        case "initialize":
            return [
                "capabilities": [
                    "textDocumentSync": 1,
                    "completionProvider": ["triggerCharacters": [".", " ", ":"]],
                    "hoverProvider": true,
                    "definitionProvider": true,
                    "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                ],
                "serverInfo": ["name": "vclab", "version": VCLabVersion.string],
            ]
        case "initialized", "$/cancelRequest", "workspace/didChangeConfiguration", "textDocument/didSave":
            return NSNull()
        case "shutdown":
            isShuttingDown = true
            return NSNull()
        case "textDocument/didOpen":
            documents[uri] = document?["text"] as? String ?? ""
            publishDiagnostics(uri)
            return NSNull()
        case "textDocument/didChange":
            if let changes = params["contentChanges"] as? [[String: Any]], let text = changes.last?["text"] as? String {
                documents[uri] = text
            }
            publishDiagnostics(uri)
            return NSNull()
        case "textDocument/didClose":
            documents[uri] = nil
            LanguageServerTransport.write([
                "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                "params": ["uri": uri, "diagnostics": [Any]()],
            ])
            return NSNull()
        case "textDocument/completion":
            return completion(uri, position: params["position"] as? [String: Any])
        case "textDocument/hover":
            return hover(uri, position: params["position"] as? [String: Any]) ?? NSNull()
        case "textDocument/definition":
            return definition(uri, position: params["position"] as? [String: Any]) ?? NSNull()
        case "textDocument/codeAction":
            return codeActions(uri, range: params["range"] as? [String: Any])
        default:
            return method.hasPrefix("$/") ? NSNull() : nil
        }
    }

    // MARK: - Checking

    private struct Checked {
        var path: String
        var text: String
        var report: CourseReport
        var evaluation: LessonEvaluation?
        var files: [SourceFile]
    }

    private static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        return URL(string: uri)?.path ?? String(uri.dropFirst("file://".count))
    }

    /// The course `path` belongs to, found from markers and never by reading a tree: the nearest enclosing
    /// folder named `Content`, else the file's own folder when it has a `shared/` folder (a course's shared
    /// scenarios); `nil` otherwise, and the document is checked alone. An editor starts the server for any
    /// Markdown file, and reading every file of the folder around a note (thousands, or all of `/`) left every
    /// request unanswered for seconds.
    package static func contentRoot(of path: String) -> String? {
        var directory = (path as NSString).deletingLastPathComponent
        var candidate = directory
        while candidate != "/" && !candidate.isEmpty {
            if (candidate as NSString).lastPathComponent == "Content" { return candidate }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        if directory.isEmpty { directory = "." }
        var isDirectory: ObjCBool = false
        let shared = (directory as NSString).appendingPathComponent("shared")
        guard FileManager.default.fileExists(atPath: shared, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return directory
    }

    private func check(_ uri: String) -> Checked? {
        guard let text = documents[uri] else { return nil }
        let path = Self.path(of: uri)
        var files = Self.contentRoot(of: path).flatMap { try? ContentDirectory(root: $0).read().files } ?? []
        let resolved = ContentDirectory.resolve(path)
        files.removeAll { ContentDirectory.resolve($0.path) == resolved || $0.path == path }
        let name = (path as NSString).lastPathComponent
        files.append(SourceFile(path: path, relativePath: name, bytes: Array(text.utf8)))
        let report = CourseChecker.check(files: files, selecting: [path])
        let evaluation = report.evaluations.first { $0.lesson.path == path }
        return Checked(path: path, text: text, report: report, evaluation: evaluation, files: files)
    }

    private func publishDiagnostics(_ uri: String) {
        guard let checked = check(uri) else { return }
        let lines = Self.lines(checked.text)
        let diagnostics = checked.report.diagnostics.filter { $0.location.path == checked.path }.map {
            self.protocolDiagnostic($0, lines: lines)
        }
        LanguageServerTransport.write([
            "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
            "params": ["uri": uri, "diagnostics": diagnostics],
        ])
    }

    // MARK: - Positions

    package static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    /// A VCLab location (1-based line, UTF-8 byte column) as a protocol position (0-based, UTF-16).
    package static func position(_ location: SourceLocation, lines: [Substring]) -> [String: Int] {
        let line = max(0, location.line - 1)
        guard line < lines.count else { return ["line": line, "character": 0] }
        let prefix = Array(lines[line].utf8).prefix(max(0, location.column - 1))
        return ["line": line, "character": String(decoding: prefix, as: UTF8.self).utf16.count]
    }

    private static func endOfWord(from start: [String: Int], lines: [Substring]) -> [String: Int] {
        let line = start["line"] ?? 0
        guard line < lines.count else { return start }
        let units = Array(lines[line].utf16)
        var end = start["character"] ?? 0
        while end < units.count, units[end] != 32, units[end] != 44 { end += 1 }
        return ["line": line, "character": max(end, (start["character"] ?? 0) + 1)]
    }

    /// The protocol position as a 1-based line and the text of that line before the cursor.
    private static func cursor(_ position: [String: Any]?, lines: [Substring]) -> (line: Int, before: String)? {
        guard let line = position?["line"] as? Int, let character = position?["character"] as? Int,
            line >= 0, line < lines.count
        else { return nil }
        let units = Array(lines[line].utf16).prefix(character)
        return (line + 1, String(decoding: units, as: UTF16.self))
    }

    // MARK: - Blocks

    private enum Block {
        case quiz(index: Int)
        case simulation(index: Int)
    }

    /// The quiz or scenario block that holds file line `line`.
    private func block(at line: Int, in evaluation: LessonEvaluation, lines: [Substring]) -> Block? {
        for (index, quiz) in evaluation.lesson.quizzes.enumerated() {
            if let layout = quiz.layout, layout.lines.contains(line) { return .quiz(index: index) }
        }
        for (index, simulation) in evaluation.lesson.simulations.enumerated() where !simulation.isShared {
            let start = simulation.location.line
            var end = start + 1
            while end <= lines.count, !lines[end - 1].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            if (start...end).contains(line) { return .simulation(index: index) }
        }
        return nil
    }

    /// A finding as the protocol has it: its span where the checker gives one (else the word at its start), and
    /// its notes ("the other quiz's id") as `relatedInformation`, each in its own file.
    private func protocolDiagnostic(_ diagnostic: Diagnostic, lines: [Substring]) -> [String: Any] {
        let start = Self.position(diagnostic.location, lines: lines)
        var message = diagnostic.message
        if let fixIt = diagnostic.fixIt { message += "; \(fixIt)" }
        let end =
            diagnostic.rangeEnd.map { Self.position($0, lines: lines) } ?? Self.endOfWord(from: start, lines: lines)
        var result: [String: Any] = [
            "range": ["start": start, "end": end],
            "severity": diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3,
            "code": diagnostic.id, "source": "vclab", "message": message,
        ]
        if !diagnostic.notes.isEmpty {
            result["relatedInformation"] = diagnostic.notes.map { note -> [String: Any] in
                let noteLines =
                    note.location.path == diagnostic.location.path ? lines : self.lines(of: note.location.path)
                let position = Self.position(note.location, lines: noteLines)
                return [
                    "location": [
                        "uri": Self.uri(of: note.location.path),
                        "range": ["start": position, "end": Self.endOfWord(from: position, lines: noteLines)],
                    ],
                    "message": note.message,
                ]
            }
        }
        return result
    }

    /// The lines of another file: the editor's text when it is open, else the file on disk.
    private func lines(of path: String) -> [Substring] {
        if let open = documents.first(where: { Self.path(of: $0.key) == path }) { return Self.lines(open.value) }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return Self.lines(text)
    }

    private static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    // MARK: - Code actions

    /// A quick fix for each finding on the lines of `range` whose fix-it is an edit (a wrong key, a misspelt
    /// kind or key): the same edit `vclab check --fix` makes.
    private func codeActions(_ uri: String, range: [String: Any]?) -> [[String: Any]] {
        guard let checked = check(uri) else { return [] }
        let lines = Self.lines(checked.text)
        let first = ((range?["start"] as? [String: Any])?["line"] as? Int ?? 0) + 1
        let last = ((range?["end"] as? [String: Any])?["line"] as? Int ?? Int.max - 1) + 1
        return checked.report.diagnostics.compactMap { diagnostic -> [String: Any]? in
            guard diagnostic.location.path == checked.path, let edit = diagnostic.edit,
                edit.start.line <= last, edit.end.line >= first
            else { return nil }
            let change: [String: Any] = [
                "range": [
                    "start": Self.position(edit.start, lines: lines), "end": Self.position(edit.end, lines: lines),
                ],
                "newText": edit.replacement,
            ]
            return [
                "title": "Replace with '\(edit.replacement)'", "kind": "quickfix", "isPreferred": true,
                "diagnostics": [self.protocolDiagnostic(diagnostic, lines: lines)],
                "edit": ["changes": [uri: [change]]],
            ]
        }
    }

    // MARK: - Completion

    private func completion(_ uri: String, position: [String: Any]?) -> Any {
        guard let text = documents[uri] else { return [Any]() }
        let lines = Self.lines(text)
        guard let cursor = Self.cursor(position, lines: lines) else { return [Any]() }
        let checked = check(uri)
        let before = cursor.before
        // Every item replaces the word being typed (back to a space, comma, colon, tab or parenthesis) through a
        // textEdit: without one, a client (Neovim's) replaces only what it takes for a word, so `A.` completed
        // to `A.A.viewDidLoad`, and its filter compared `view` with `A.viewDidLoad`.
        let typed = before.reversed().prefix { !" ,:\t(".contains($0) }
        let end = before.utf16.count
        let range: [String: Any] = [
            "start": ["line": cursor.line - 1, "character": end - String(typed).utf16.count],
            "end": ["line": cursor.line - 1, "character": end],
        ]
        func items(_ words: [String], kind: Int) -> [[String: Any]] {
            words.map { ["label": $0, "kind": kind, "filterText": $0, "textEdit": ["range": range, "newText": $0]] }
        }
        let isScenarioFile = Self.path(of: uri).hasSuffix(".sim")
        if isScenarioFile {
            // The first word is a step; after it come controllers (`push B`, `add C to A`).
            guard before.trimmingCharacters(in: .whitespaces).contains(" ") || before.hasSuffix(" ") else {
                return items(ScenarioParser.stepKeywords, kind: 14)
            }
            let startsAStep = before.split(separator: " ").first.map {
                ScenarioParser.stepKeywords.contains($0.lowercased())
            }
            guard startsAStep == true else { return [] }
            // `present B ` takes a style, not another controller.
            if let words = Self.wordsAfter(Self.completeWords(before)) { return items(words, kind: 12) }
            return items(Self.controllerNames(in: text, leavingOut: cursor.line), kind: 7)
        }
        guard let evaluation = checked?.evaluation, let block = block(at: cursor.line, in: evaluation, lines: lines)
        else {
            // A block the checker could not read yet (a quiz without a kind): offer its keys at line start.
            return before.trimmingCharacters(in: .whitespaces).isEmpty ? items(Self.quizKeys, kind: 10) : []
        }
        switch block {
        case .simulation:
            guard before.contains(" ") else { return items(ScenarioParser.stepKeywords, kind: 14) }
            return items(Self.wordsAfter(Self.completeWords(before)) ?? [], kind: 12)
        case .quiz(let index):
            let quiz = evaluation.lesson.quizzes[index]
            guard let colon = before.firstIndex(of: ":") else { return items(Self.quizKeys, kind: 10) }
            let key = before[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            switch key {
            case "ask": return items(QuizKind.keywords, kind: 12)
            case "sim":
                return items(evaluation.lesson.simulations.map(\.name), kind: 18)
            case "only": return items(TraceFilter.allCases.map(\.rawValue), kind: 12)
            case "difficulty": return items(QuizDifficulty.allCases.map(\.rawValue), kind: 12)
            default:
                let controllers = Self.controllers(of: quiz, in: evaluation)
                let word = before.split(whereSeparator: { $0 == " " || $0 == "," }).last.map(String.init) ?? ""
                if let dot = word.firstIndex(of: ".") {
                    // The application's events on `app`, a view controller's callbacks on a controller.
                    let controller = String(word[..<dot])
                    let callbacks = Callback.allCases.filter { $0.isApplicationEvent == (controller == "app") }
                    return items(callbacks.map { controller + "." + $0.swiftName }, kind: 2)
                }
                return items(controllers, kind: 7)
            }
        }
    }

    /// The words that may come next on a step line whose words so far are `words` (the step keyword first,
    /// the word being typed left out); `nil` where a controller comes next. Here rather than beside the
    /// parser's vocabulary because the engine is also the site's WebAssembly module, whose budget an editor's
    /// words should not spend.
    ///
    /// After `present B`: the presentation styles and `animated`/`instant`, less those already written; after
    /// `push B`, `pop` and `dismiss`: `animated`/`instant` (and `to` after `pop`); after `resize`: the window
    /// sizes, and after `resize split` the fractions.
    package static func wordsAfter(_ words: [String]) -> [String]? {
        guard let step = words.first?.lowercased() else { return nil }
        let animations = ["animated", "instant"]
        let written = Set(words.dropFirst().map { $0.lowercased() })
        let hasAnimation = !written.isDisjoint(with: animations)
        switch step {
        case "present":
            guard words.count >= 2 else { return nil }
            let styles = PresentationStyle.allCases.map(\.rawValue)
            let hasStyle = styles.contains { written.contains($0.lowercased()) }
            return (hasStyle ? [] : styles) + (hasAnimation ? [] : animations)
        case "push":
            guard words.count >= 2 else { return nil }
            return hasAnimation ? [] : animations
        case "pop":
            if written.contains("to") { return words.count == 2 ? nil : [] }
            return words.count == 1 ? animations + ["to"] : []
        case "dismiss":
            return words.count == 1 ? animations : []
        case "resize":
            if words.count == 1 { return ["full", "slide-over", "split"] }
            return words.count == 2 && written == ["split"] ? ["1/3", "1/2", "2/3"] : []
        default:
            return nil
        }
    }

    /// The words of `before` that are written out: all but the one the cursor is in.
    package static func completeWords(_ before: String) -> [String] {
        var words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if !(before.last.map { $0 == " " || $0 == "\t" } ?? true) { words.removeLast() }
        return words
    }

    package static let quizKeys = [
        "id", "sim", "step", "ask", "prompt", "answer", "choices", "explain", "hint", "event", "of", "claim",
        "only", "inferred", "feedback", "tags", "difficulty",
    ]

    /// The controllers a scenario names, for completing a step: the text is parsed without the line being
    /// typed (and, if it still does not parse, without every line in error), so a half-written step does not
    /// hide the names the rest declares.
    package static func controllerNames(in source: String, leavingOut line: Int) -> [String] {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func parse() -> ScenarioParseResult {
            ScenarioParser.parse(lines.joined(separator: "\n"), path: "completion.sim")
        }
        if lines.indices.contains(line - 1) { lines[line - 1] = "" }
        var parsed = parse()
        if parsed.scenario == nil {
            for diagnostic in parsed.diagnostics where diagnostic.severity == .error {
                if lines.indices.contains(diagnostic.location.line - 1) { lines[diagnostic.location.line - 1] = "" }
            }
            parsed = parse()
        }
        guard let scenario = parsed.scenario else { return [] }
        return ScenarioNames(scenario: scenario, trace: nil).sortedControllers.filter { $0 != "app" }
    }

    private static func controllers(of quiz: Quiz, in evaluation: LessonEvaluation) -> [String] {
        guard let index = evaluation.lesson.simulations.firstIndex(where: { $0.name == quiz.simulationName }),
            let run = evaluation.simulationRuns[index].first, let state = run.trace.states.last
        else { return [] }
        return (state.controllers.map(\.name) + ["app"]).sorted()
    }

    // MARK: - Hover

    private func hover(_ uri: String, position: [String: Any]?) -> [String: Any]? {
        if Self.path(of: uri).hasSuffix(".sim") { return scenarioHover(uri, position: position) }
        guard let checked = check(uri), let evaluation = checked.evaluation else { return nil }
        let lines = Self.lines(checked.text)
        guard let cursor = Self.cursor(position, lines: lines),
            let block = block(at: cursor.line, in: evaluation, lines: lines)
        else { return nil }
        var markdown = ""
        switch block {
        case .quiz(let index):
            guard let prepared = evaluation.preparedQuizzes[index] else {
                // A quiz with an error is when its trace is needed most: its errors, then its scenario's
                // events (of its step, when that names one).
                markdown = Self.brokenQuizHover(
                    evaluation.lesson.quizzes[index], in: evaluation, diagnostics: checked.report.diagnostics,
                    path: checked.path)
                break
            }
            markdown = "**\(prepared.id)**: \(prepared.kind)"
            if let step = prepared.stepDescription { markdown += ", \(step)" }
            markdown += "\n\nThe engine's trace there:\n\n```\n" + prepared.window.joined(separator: "\n") + "\n```"
        case .simulation(let index):
            guard let run = evaluation.simulationRuns[index].first else { return nil }
            // Steps know their line in the lesson file.
            markdown = Self.traceHover(run.trace, line: cursor.line)
        }
        return ["contents": ["kind": "markdown", "value": markdown]]
    }

    /// What hover shows on a quiz that could not be prepared: the errors on its lines, and the trace of its
    /// scenario, as far as the scenario runs (the events of the quiz's step when it names one that exists).
    private static func brokenQuizHover(
        _ quiz: Quiz, in evaluation: LessonEvaluation, diagnostics: [Diagnostic], path: String
    ) -> String {
        let lines = quiz.layout?.lines ?? quiz.location.line...quiz.location.line
        let errors = diagnostics.filter {
            $0.location.path == path && $0.severity == .error
                && (lines.contains($0.location.line) || $0.location.line == quiz.location.line)
        }
        var markdown = "**\(quiz.id ?? "quiz")**: not checked"
        markdown += errors.map { "\n\n- \($0.message) [\($0.id)]" }.joined()
        guard let simulation = evaluation.lesson.simulations.firstIndex(where: { $0.name == quiz.simulationName }),
            let run = evaluation.simulationRuns[simulation].first
        else {
            return markdown + "\n\nIts scenario '\(quiz.simulationName)' did not run."
        }
        let step: Trace.Step? =
            switch quiz.step {
            case .index(let number): run.trace.steps.first { $0.index == number }
            case .text(let text): run.trace.steps.first { $0.text == text }
            case nil: nil
            }
        guard let step else {
            return markdown + "\n\nThe engine's trace of '\(quiz.simulationName)':\n\n```\n"
                + TraceTextFormatter.format(run.trace) + "```"
        }
        return markdown + "\n\n" + traceHover(run.trace, line: step.line)
    }

    /// Hover in a scenario file (a shared one under `Content/shared/`, or any `.sim`): the scenario runs as
    /// `vclab run` runs it, and a step shows its events; elsewhere the whole trace. Nothing while it has errors,
    /// which the diagnostics show.
    private func scenarioHover(_ uri: String, position: [String: Any]?) -> [String: Any]? {
        guard let text = documents[uri] else { return nil }
        let lines = Self.lines(text)
        guard let cursor = Self.cursor(position, lines: lines),
            let trace = LifecycleEngine.run(bytes: Array(text.utf8), path: Self.path(of: uri)).trace
        else { return nil }
        return ["contents": ["kind": "markdown", "value": Self.traceHover(trace, line: cursor.line)]]
    }

    /// The events of the step on file line `line`, or the whole trace when no step is there.
    private static func traceHover(_ trace: Trace, line: Int) -> String {
        guard let step = trace.steps.first(where: { $0.line == line }) else {
            return "```\n" + TraceTextFormatter.format(trace) + "```"
        }
        let events = trace.events(ofStep: step.index).map {
            String(repeating: "  ", count: $0.depth) + "#\($0.sequence) \($0.controller).\($0.callback.swiftName)"
        }
        return "**step \(step.index): \(step.text)**\n\n```\n" + events.joined(separator: "\n") + "\n```"
    }

    // MARK: - Definition

    private func definition(_ uri: String, position: [String: Any]?) -> [String: Any]? {
        guard let checked = check(uri), let evaluation = checked.evaluation else { return nil }
        let lines = Self.lines(checked.text)
        guard let cursor = Self.cursor(position, lines: lines) else { return nil }
        let line = String(lines[cursor.line - 1])
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("sim:") else { return nil }
        let name = trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)
        guard let simulation = evaluation.lesson.simulations.first(where: { $0.name == name }) else { return nil }
        let target = simulation.location.path
        let targetURI = target == checked.path ? uri : URL(fileURLWithPath: target).absoluteString
        let start = ["line": max(0, simulation.location.line - 1), "character": 0]
        return ["uri": targetURI, "range": ["start": start, "end": start]]
    }
}

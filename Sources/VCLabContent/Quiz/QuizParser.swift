import VCLabGrading
import VCLabSupport

/// Reads the `key: value` lines of a ```` ```quiz ```` block into a ``Quiz``.
///
/// A value continues on the following lines that are indented by two spaces (or a tab); blank lines inside a
/// value are kept when an indented line follows them, so a prompt may have paragraphs. A key ends at the first
/// colon that is followed by a blank or the end of the line and is not inside parentheses, so that
/// `feedback A.init(coder:): …` and `feedback A.viewWillAppear:: …` work.
///
/// Every field is recorded with the locations of its key and value and the byte range of its value in the
/// whole file, which is what diagnostics point at and what `vclab check --fix` replaces. Problems that need the
/// scenario (unknown controllers, wrong keys) are for ``QuizChecker``; the parser returns a quiz whenever it
/// has a scenario name and a kind, so that the checker can report everything else too.
enum QuizParser {
    static let knownKeys = [
        "id", "sim", "step", "ask", "prompt", "answer", "choices", "explain", "hint", "event", "of", "claim", "only",
        "inferred", "tags", "difficulty",
    ]

    /// The keys that only some kinds use; any other kind warns that the key has no effect.
    fileprivate static let kindSpecificKeys: [String: Set<String>] = [
        "choices": ["first", "last", "next", "which", "loaded"],
        "event": ["happens", "count"],
        "of": ["frame"],
        "claim": ["claim"],
        "only": ["trace"],
    ]

    /// The kinds whose learners pick an option or a yes/no, and so may have `feedback` for it.
    fileprivate static let kindsWithFeedback: Set<String> = [
        "first", "last", "next", "which", "loaded", "happens", "claim",
    ]

    /// Parses the block whose content is on `lines` of `text` (the lines between the fences).
    ///
    /// - Parameters:
    ///   - fence: the opening fence's location, where diagnostics about the whole block point.
    ///   - indentation: how many spaces precede the fence; cmark strips as many from each line of the block.
    static func parse(
        _ text: SourceText, lines: Range<Int>, fence: SourceLocation, indentation: Int, layout: QuizBlockLayout
    ) -> (quiz: Quiz?, diagnostics: [Diagnostic], fields: [QuizField]) {
        var reader = FieldReader(text: text, indentation: indentation)
        for line in lines { reader.read(line: line) }
        let (fields, readDiagnostics) = reader.finish()
        var builder = QuizBuilder(fields: fields, fence: fence, layout: layout)
        let quiz = builder.build()
        return (quiz, readDiagnostics + builder.diagnostics, fields)
    }

    /// The fields of the block on `lines`, read but not built into a quiz: what a translated quiz is made of
    /// (``QuizTranslation``).
    static func fields(_ text: SourceText, lines: Range<Int>, indentation: Int) -> ([QuizField], [Diagnostic]) {
        var reader = FieldReader(text: text, indentation: indentation)
        for line in lines { reader.read(line: line) }
        return reader.finish()
    }
}

// MARK: - Lines to fields

/// Splits the block's lines into fields, joining continuation lines.
private struct FieldReader {
    struct Pending {
        var key: String
        var keyLocation: SourceLocation
        var isKnown: Bool
        /// After the colon and its blanks, where an empty value is.
        var emptyValueOffset: Int
        var valueLines: [Range<Int>] = []
        var blankLines: [Range<Int>] = []
    }

    let text: SourceText
    let indentation: Int
    var fields: [QuizField] = []
    var diagnostics: [Diagnostic] = []
    var pending: Pending?
    /// Whether the current line's key was unknown or malformed, so that its continuation lines are skipped too.
    var isSkippingContinuation = false

    init(text: SourceText, indentation: Int) {
        self.text = text
        self.indentation = indentation
    }

    mutating func read(line number: Int) {
        var range = text.contentRange(ofLine: number)
        // cmark strips up to the fence's indentation from every line of the block.
        var stripped = 0
        while stripped < indentation, !range.isEmpty, text.bytes[range.lowerBound] == TextBytes.space {
            range = (range.lowerBound + 1)..<range.upperBound
            stripped += 1
        }
        let bytes = text.bytes[range]
        if TextBytes.isBlank(bytes) {
            pending?.blankLines.append(range.lowerBound..<range.lowerBound)
            return
        }
        if bytes.starts(with: [TextBytes.space, TextBytes.space]) || bytes.first == TextBytes.tab {
            continueValue(range: range, contentStart: range.lowerBound + (bytes.first == TextBytes.tab ? 1 : 2))
            return
        }
        finishPending()
        isSkippingContinuation = false
        guard let colon = Self.separator(in: bytes) else {
            diagnostics.append(
                Diagnostic(
                    id: QuizDiagnosticID.malformedLine, location: text.location(ofOffset: range.lowerBound),
                    message: "a quiz line must be 'key: value', or be indented by two spaces to continue a value",
                    fixIt: "indent it by two spaces if it continues the value above"))
            isSkippingContinuation = true
            return
        }
        var keyEnd = colon
        while keyEnd > range.lowerBound, TextBytes.isBlank(text.bytes[keyEnd - 1]) { keyEnd -= 1 }
        let rawKey = text.string(range.lowerBound..<keyEnd)
        let keyLocation = text.location(ofOffset: range.lowerBound)
        var valueStart = colon + 1
        while valueStart < range.upperBound, TextBytes.isBlank(text.bytes[valueStart]) { valueStart += 1 }
        var valueEnd = range.upperBound
        while valueEnd > valueStart, TextBytes.isBlank(text.bytes[valueEnd - 1]) { valueEnd -= 1 }

        let key: String
        var isKnown = true
        let words = rawKey.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.first?.lowercased() == "feedback", words.count > 1 {
            key = "feedback " + rawKey.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        } else if words.count == 1, QuizParser.knownKeys.contains(rawKey.lowercased()) {
            key = rawKey.lowercased()
        } else {
            isKnown = false
            key = rawKey
            reportUnknownKey(rawKey, words: words, at: keyLocation, bytes: range.lowerBound..<keyEnd)
        }
        var field = Pending(key: key, keyLocation: keyLocation, isKnown: isKnown, emptyValueOffset: valueStart)
        if valueStart < valueEnd { field.valueLines.append(valueStart..<valueEnd) }
        pending = field
        isSkippingContinuation = !isKnown
    }

    private mutating func continueValue(range: Range<Int>, contentStart: Int) {
        var end = range.upperBound
        while end > contentStart, TextBytes.isBlank(text.bytes[end - 1]) { end -= 1 }
        if pending != nil {
            pending!.valueLines += pending!.blankLines
            pending!.blankLines = []
            pending!.valueLines.append(contentStart..<end)
        } else if !isSkippingContinuation {
            diagnostics.append(
                Diagnostic(
                    id: QuizDiagnosticID.malformedLine, location: text.location(ofOffset: range.lowerBound),
                    message: "an indented line continues the value before it, but no key comes before it"))
            isSkippingContinuation = true
        }
    }

    /// An unknown key, with a did-you-mean; when the key as written is one known key misspelt (`promt`), the
    /// diagnostic's edit renames it, which `vclab check --fix` applies.
    private mutating func reportUnknownKey(
        _ rawKey: String, words: [Substring], at location: SourceLocation, bytes: Range<Int>
    ) {
        if rawKey.lowercased() == "feedback" {
            diagnostics.append(
                Diagnostic(
                    id: QuizDiagnosticID.unknownField, location: location,
                    message: "'feedback' needs the option it answers, as in 'feedback A.viewDidLoad: …'"))
            return
        }
        let candidates = QuizParser.knownKeys + ["feedback"]
        let whole = words.count == 1 ? Suggestion.closest(to: rawKey, among: QuizParser.knownKeys) : nil
        let suggestion =
            Suggestion.closest(to: rawKey, among: candidates)
            ?? words.first.flatMap { Suggestion.closest(to: String($0), among: candidates) }
        diagnostics.append(
            Diagnostic(
                id: QuizDiagnosticID.unknownField, location: location, message: "unknown quiz key '\(rawKey)'",
                fixIt: suggestion.map { "did you mean '\($0)'?" },
                edit: whole.map { .onOneLine(at: location, byteRange: bytes, replacement: $0) }))
    }

    /// The colon that ends the key: the first one outside parentheses that a blank or the end of line follows.
    static func separator(in bytes: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            case TextBytes.colon where depth == 0:
                let next = index + 1
                if next == bytes.endIndex || TextBytes.isBlank(bytes[next]) {
                    return index > bytes.startIndex ? index : nil
                }
            default: break
            }
        }
        return nil
    }

    mutating func finishPending() {
        guard let field = pending else { return }
        pending = nil
        guard field.isKnown else { return }
        let lines = field.valueLines
        let range =
            if let first = lines.first, let last = lines.last {
                first.lowerBound..<last.upperBound
            } else {
                field.emptyValueOffset..<field.emptyValueOffset
            }
        fields.append(
            QuizField(
                key: field.key, value: lines.map { text.string($0) }.joined(separator: "\n"),
                keyLocation: field.keyLocation, valueLocation: text.location(ofOffset: range.lowerBound),
                valueByteRange: range, valueLineLocations: lines.map { text.location(ofOffset: $0.lowerBound) }))
    }

    mutating func finish() -> ([QuizField], [Diagnostic]) {
        finishPending()
        return (fields, diagnostics)
    }
}

// MARK: - Fields to a quiz

/// Turns the fields into a ``Quiz``, checking what needs no scenario.
private struct QuizBuilder {
    let fields: [QuizField]
    let fence: SourceLocation
    let layout: QuizBlockLayout
    var diagnostics: [Diagnostic] = []
    /// The first field of each key.
    var byKey: [String: QuizField] = [:]

    init(fields: [QuizField], fence: SourceLocation, layout: QuizBlockLayout) {
        self.fields = fields
        self.fence = fence
        self.layout = layout
    }

    mutating func build() -> Quiz? {
        for field in fields {
            if let first = byKey[field.key] {
                report(
                    QuizDiagnosticID.duplicateField, at: field.keyLocation, "'\(field.key)' is given more than once",
                    notes: [Diagnostic.Note(location: first.keyLocation, message: "first given here")])
            } else {
                byKey[field.key] = field
            }
        }
        let simulation = required("sim")
        let kind = readKind()
        let prompt = required("prompt")
        let answer = required("answer")
        let keyword = kind?.keyword

        var event: QuizEvent?
        if keyword == "happens" || keyword == "count", let field = required("event") {
            event = parseEvent(field)
        }
        let frameOf = keyword == "frame" ? required("of")?.value : byKey["of"]?.value
        let claim = keyword == "claim" ? required("claim")?.value : byKey["claim"]?.value
        if let keyword { warnAboutUnusedFields(kind: keyword) }

        let id = byKey["id"].flatMap { readID($0) }
        let step = byKey["step"].map(readStep)
        let filter = byKey["only"].flatMap { readFilter($0) } ?? .all
        let acknowledgesInferred = byKey["inferred"].flatMap { readYesNo($0) } ?? false
        let tags = byKey["tags"].map { readTags($0) } ?? []
        let difficulty = byKey["difficulty"].flatMap { readDifficulty($0) }
        let choices = byKey["choices"].map { QuizItem.items(of: $0).map(\.text) } ?? []
        var feedback: [String: String] = [:]
        for field in fields where field.key.hasPrefix("feedback ") {
            feedback[String(field.key.dropFirst("feedback ".count))] = field.value
        }
        guard let kind, let simulation else { return nil }
        return Quiz(
            id: id, simulationName: simulation.value, step: step, kind: kind, prompt: prompt?.value ?? "",
            answer: answer?.value ?? "", choices: choices, explain: byKey["explain"]?.value,
            hint: byKey["hint"]?.value, feedback: feedback, event: event, frameOf: frameOf, claim: claim,
            filter: filter, location: fence, fields: fields, isInferredOrderAcknowledged: acknowledgesInferred,
            layout: layout, tags: tags, difficulty: difficulty)
    }

    // MARK: Fields

    /// The field `key`, reporting it when it is missing or empty.
    private mutating func required(_ key: String) -> QuizField? {
        guard let field = byKey[key] else {
            report(
                QuizDiagnosticID.missingField, at: fence, "the quiz has no '\(key)'",
                fixIt: key == "answer" ? "add one, or run 'vclab check --fix' to write the engine's" : nil)
            return nil
        }
        guard !field.value.isEmpty else {
            report(
                QuizDiagnosticID.missingField, at: field.keyLocation, "'\(key)' is empty",
                fixIt: key == "answer" ? "write one, or run 'vclab check --fix' to write the engine's" : nil)
            return nil
        }
        return field
    }

    private mutating func readKind() -> QuizKind? {
        guard let field = required("ask") else { return nil }
        let words = field.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let keyword = words[0].lowercased()
        guard QuizKind.keywords.contains(keyword) else {
            let suggestion = Suggestion.closest(to: String(words[0]), among: QuizKind.keywords)
            report(
                QuizDiagnosticID.unknownKind, at: field.valueLocation, "unknown kind of question '\(words[0])'",
                fixIt: suggestion.map { "did you mean '\($0)'?" }
                    ?? "'ask' takes one of \(QuizKind.keywords.joined(separator: ", "))")
            // The misspelt kind, the value's first word, becomes the suggestion (`ask: happen` → `happens`).
            if let suggestion, field.value.hasPrefix(words[0]) {
                let start = field.valueByteRange.lowerBound
                diagnostics[diagnostics.count - 1].edit = .onOneLine(
                    at: field.valueLocation, byteRange: start..<(start + words[0].utf8.count), replacement: suggestion)
            }
            return nil
        }
        if keyword == "next" {
            guard words.count == 2 else {
                report(
                    QuizDiagnosticID.invalidValue, at: field.valueLocation,
                    "'ask: next' needs the one event the question is about, as in 'ask: next A.viewWillDisappear'")
                return nil
            }
            let offset = field.value.utf8.distance(from: field.value.startIndex, to: words[1].startIndex)
            switch QuizEvent.parse(String(words[1]), at: field.location(ofValueOffset: offset)) {
            case .event(let event): return .next(event)
            case .problem(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            }
        }
        if words.count > 1 {
            report(
                QuizDiagnosticID.invalidValue, at: field.valueLocation,
                "'ask: \(keyword)' takes no more words; the question goes in 'prompt'")
        }
        return QuizKind.kind(keyword: keyword)
    }

    private mutating func parseEvent(_ field: QuizField) -> QuizEvent? {
        switch QuizEvent.parse(field.value, at: field.valueLocation) {
        case .event(let event): return event
        case .problem(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    private mutating func readID(_ field: QuizField) -> String? {
        guard !field.value.isEmpty, field.value.utf8.allSatisfy(TextBytes.isNameCharacter) else {
            report(
                QuizDiagnosticID.invalidValue, at: field.valueLocation,
                "the id '\(field.value)' may use only letters, digits, '-', '_' and '.'",
                fixIt: "progress is keyed by it, so keep it short and stable, as in 'push-order'")
            return nil
        }
        return field.value
    }

    private func readStep(_ field: QuizField) -> Quiz.StepSelector {
        if !field.value.isEmpty, field.value.utf8.count < 10, field.value.utf8.allSatisfy(TextBytes.isDigit),
            let index = Int(field.value)
        {
            return .index(index)
        }
        return .text(field.value)
    }

    private mutating func readFilter(_ field: QuizField) -> TraceFilter? {
        if let filter = TraceFilter(rawValue: field.value.lowercased()) { return filter }
        let names = TraceFilter.allCases.map(\.rawValue)
        report(
            QuizDiagnosticID.invalidValue, at: field.valueLocation, "unknown filter '\(field.value)'",
            fixIt: Suggestion.closest(to: field.value, among: names).map { "did you mean '\($0)'?" }
                ?? "'only' takes one of \(names.joined(separator: ", "))")
        return nil
    }

    /// `difficulty: easy`, `medium` or `hard`, in any case; anything else (a number too) is an error.
    private mutating func readDifficulty(_ field: QuizField) -> QuizDifficulty? {
        if let difficulty = QuizDifficulty(rawValue: field.value.lowercased()) { return difficulty }
        let names = QuizDifficulty.allCases.map(\.rawValue)
        report(
            QuizDiagnosticID.invalidValue, at: field.valueLocation, "unknown difficulty '\(field.value)'",
            fixIt: Suggestion.closest(to: field.value, among: names).map { "did you mean '\($0)'?" }
                ?? "'difficulty' is easy, medium or hard")
        return nil
    }

    /// `tags: lifecycle, navigation`: words or phrases separated by commas, for question banks. Brackets
    /// are refused, as GIFT writes each tag in `[tag:…]`.
    private mutating func readTags(_ field: QuizField) -> [String] {
        var tags: [String] = []
        for item in field.value.split(separator: ",", omittingEmptySubsequences: false) {
            let tag = item.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
            guard !tag.isEmpty, !tag.contains("["), !tag.contains("]") else {
                report(
                    QuizDiagnosticID.invalidValue, at: field.valueLocation,
                    tag.isEmpty ? "an empty tag in '\(field.value)'" : "a tag cannot hold '[' or ']': '\(tag)'",
                    fixIt: "'tags' takes words or phrases separated by commas")
                continue
            }
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    private mutating func readYesNo(_ field: QuizField) -> Bool? {
        switch field.value.lowercased() {
        case "yes", "true": return true
        case "no", "false": return false
        default:
            report(QuizDiagnosticID.invalidValue, at: field.valueLocation, "'inferred' takes 'yes' or 'no'")
            return nil
        }
    }

    private mutating func warnAboutUnusedFields(kind: String) {
        for field in fields {
            if field.key.hasPrefix("feedback ") {
                if !QuizParser.kindsWithFeedback.contains(kind) {
                    report(
                        QuizDiagnosticID.unusedField, severity: .warning, at: field.keyLocation,
                        "a '\(kind)' quiz has no options to pick, so its feedback is never shown")
                }
            } else if let kinds = QuizParser.kindSpecificKeys[field.key], !kinds.contains(kind) {
                report(
                    QuizDiagnosticID.unusedField, severity: .warning, at: field.keyLocation,
                    "a '\(kind)' quiz does not use '\(field.key)'",
                    fixIt: "it is for \(kinds.sorted().map { "'\($0)'" }.joined(separator: ", ")) quizzes")
            }
        }
    }

    private mutating func report(
        _ id: String, severity: DiagnosticSeverity = .error, at location: SourceLocation, _ message: String,
        fixIt: String? = nil, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(
            Diagnostic(id: id, severity: severity, location: location, message: message, fixIt: fixIt, notes: notes))
    }
}

import VCLabEngine
import VCLabMarkdown
import VCLabSupport

#if canImport(Glibc)
import Glibc
#endif

/// Reads one lesson file into a ``Lesson``: front matter, prose, ```` ```sim ```` and ```` ```quiz ```` blocks.
///
/// The parser is pure (the caller reads the file) and reports every problem it finds instead of stopping at
/// the first. The Markdown body goes through ``MarkdownParser`` (libcmark); the front matter lines are blanked
/// before, so that cmark sees no setext heading in them and every line keeps its number.
///
///     let (lesson, diagnostics) = LessonParser.parse(path: "Content/06-navigation.md", bytes: bytes)
///     lesson?.quizzes.first?.kind  // .order
///
/// `lesson` is `nil` only when the file cannot be read as text (not UTF-8, or too large); otherwise it holds
/// everything that could be read, and `diagnostics` says whether it is fit to publish. Quizzes are not checked
/// against the engine here: that is ``CourseChecker``'s job.
public enum LessonParser {
    /// Larger files are refused unread: no lesson needs 4 MiB.
    public static let maximumFileSize = 4 << 20

    public static func parse(path: String, bytes: [UInt8]) -> (lesson: Lesson?, diagnostics: [Diagnostic]) {
        if bytes.count > maximumFileSize {
            let diagnostic = Diagnostic(
                id: LessonDiagnosticID.tooLarge, location: SourceLocation(path: path, line: 1, column: 1),
                message: "the lesson is \(bytes.count) bytes; the limit is \(maximumFileSize) bytes (4 MiB)")
            return (nil, [diagnostic])
        }
        let text = SourceText(path: path, bytes: bytes)
        if let problem = EncodingCheck.firstProblem(in: bytes) {
            return (nil, [encodingDiagnostic(problem, in: text)])
        }
        var reader = LessonReader(text: text)
        return (reader.read(), reader.diagnostics)
    }

    /// Reads a translation of `original` into `language` (``Lesson/isTranslation``): its words, with the
    /// original's slug, order, scenarios and quiz settings (``QuizTranslation``), and warnings for sections and
    /// quizzes the two do not share (``TranslationComparison``).
    ///
    /// A ```` ```sim NAME ```` block of a translation is left empty: it shows the original's scenario `NAME`
    /// where the translation puts it.
    public static func parse(
        path: String, bytes: [UInt8], translating original: Lesson, into language: ContentLanguage
    ) -> (lesson: Lesson?, diagnostics: [Diagnostic]) {
        let (parsed, diagnostics) = parse(path: path, bytes: bytes, original: original)
        guard var lesson = parsed else { return (nil, diagnostics) }
        lesson.language = language
        let comparison = TranslationComparison(translation: lesson, original: original)
        lesson.originalHeadings = comparison.originalHeadings
        return (lesson, diagnostics + comparison.diagnostics)
    }

    private static func parse(path: String, bytes: [UInt8], original: Lesson) -> (Lesson?, [Diagnostic]) {
        if bytes.count > maximumFileSize || EncodingCheck.firstProblem(in: bytes) != nil {
            return parse(path: path, bytes: bytes)
        }
        var reader = LessonReader(text: SourceText(path: path, bytes: bytes), original: original)
        return (reader.read(), reader.diagnostics)
    }

    /// What ``LessonOutline/init(_:)`` makes of the parsed lesson, or `nil` when the file cannot be read as
    /// text; the diagnostics are left to ``parse(path:bytes:)``.
    ///
    /// A file in which no quiz can be written (no `quiz`, and no `&#` that could spell one in a fence's info
    /// string) is outlined from its front matter alone, without converting its prose.
    public static func outline(path: String, bytes: [UInt8]) -> LessonOutline? {
        guard bytes.count <= maximumFileSize, EncodingCheck.firstProblem(in: bytes) == nil else { return nil }
        guard Self.mayHoldQuiz(bytes) else {
            let text = SourceText(path: path, bytes: bytes)
            return LessonOutline(
                path: path, slug: slug(forPath: path), frontMatter: LessonReader.frontMatter(of: text).frontMatter,
                quizzes: [])
        }
        var reader = LessonReader(text: SourceText(path: path, bytes: bytes))
        return LessonOutline(reader.read())
    }

    static func mayHoldQuiz(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            contains(Array("quiz".utf8), in: buffer) || contains(Array("&#".utf8), in: buffer)
        }
    }

    /// Whether `needle` occurs in `buffer`; `memchr` finds each candidate first byte.
    private static func contains(_ needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count >= needle.count else { return false }
        var offset = 0
        while offset <= buffer.count - needle.count {
            guard let found = memchr(base + offset, Int32(needle[0]), buffer.count - offset - needle.count + 1) else {
                return false
            }
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if needle.indices.allSatisfy({ buffer[position + $0] == needle[$0] }) { return true }
            offset = position + 1
        }
        return false
    }

    /// The slug of a lesson file: its name without folders and without `.md`.
    public static func slug(forPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    private static func encodingDiagnostic(_ problem: EncodingCheck.Problem, in text: SourceText) -> Diagnostic {
        switch problem {
        case .nulByte(let offset):
            return Diagnostic(
                id: LessonDiagnosticID.invalidEncoding, location: text.location(ofOffset: offset),
                message: "the lesson contains a NUL byte, so it looks like a binary file")
        case .invalidUTF8(let offset):
            let byte = "0x" + String(text.bytes[offset], radix: 16, uppercase: true)
            return Diagnostic(
                id: LessonDiagnosticID.invalidEncoding, location: text.location(ofOffset: offset),
                message: "the lesson is not valid UTF-8: byte \(byte) cannot start a character here",
                fixIt: "save the file as UTF-8")
        }
    }
}

// MARK: - Reader

/// The state of one parse: the blocks, scenarios and quizzes found so far, and the diagnostics.
private struct LessonReader {
    let text: SourceText
    var diagnostics: [Diagnostic] = []
    var blocks: [LessonBlock] = []
    var simulations: [LessonSimulation] = []
    var quizzes: [Quiz] = []
    var incompleteQuizzes: [IncompleteQuiz] = []
    var lessonMentions: [LessonMention] = []
    /// The lesson this one translates, or `nil` when it is an original.
    let original: Lesson?

    init(text: SourceText, original: Lesson? = nil) {
        self.text = text
        self.original = original
    }

    static func frontMatter(of text: SourceText) -> FrontMatterParser.Result {
        FrontMatterParser.parse(text, firstLineStart: text.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    }

    mutating func read() -> Lesson {
        let frontMatter = Self.frontMatter(of: text)
        diagnostics += frontMatter.diagnostics
        var body = text.bytes
        if frontMatter.lastLine > 0 {
            // Blank the front matter but keep its line breaks, so cmark's line numbers are the file's.
            let end = text.endOfLine(frontMatter.lastLine)
            body.replaceSubrange(0..<end, with: text.bytes[0..<end].filter { $0 == TextBytes.newline })
        }
        for block in MarkdownParser.parse(body).blocks { read(block) }
        warnAboutPlaceholders()
        var lessonFrontMatter = frontMatter.frontMatter
        if let original {
            if let order = lessonFrontMatter.order, order != original.frontMatter.order {
                diagnostics.append(
                    Diagnostic(
                        id: TranslationDiagnosticID.changedOrder,
                        location: SourceLocation(
                            path: text.path, line: orderLine(before: frontMatter.lastLine), column: 1),
                        message: "the original's order is \(original.frontMatter.order.map(String.init) ?? "not set"); "
                            + "a translation keeps its original's place in the course",
                        fixIt: "delete the line: the translation uses the original's"))
            }
            lessonFrontMatter.order = original.frontMatter.order
            lessonFrontMatter.summary = lessonFrontMatter.summary ?? original.frontMatter.summary
        }
        var lesson = Lesson(
            path: text.path, slug: original?.slug ?? LessonParser.slug(forPath: text.path),
            frontMatter: lessonFrontMatter, blocks: blocks, simulations: simulations, quizzes: quizzes,
            incompleteQuizzes: incompleteQuizzes)
        lesson.lessonMentions = lessonMentions
        return lesson
    }

    private mutating func read(_ block: MarkdownBlock) {
        guard case .codeBlock(let info, let literal, let contentLine, let range) = block else {
            warnAboutNestedBlocks(in: block.children)
            findLessonMentions(in: block)
            blocks.append(.markdown(block))
            return
        }
        let fence = Fence(in: text, at: range.start)
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let language = words.first.map(String.init) ?? ""
        let location = range.startLocation(inFile: text.path)
        if let fence, range.end.line <= range.start.line || !fence.isClosed(in: text, by: range.end.line) {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.unterminatedFence, location: location,
                    message: "this code block is never closed, so it runs to the end of the lesson",
                    fixIt: "add a line '\(fence.closingText)' where the block ends"))
            blocks.append(.markdown(block))
            return
        }
        guard let fence, language == "sim" || language == "quiz" else {
            warnAboutUnknownSampleWords(info: info, at: location)
            blocks.append(.markdown(block))
            return
        }
        if language == "sim" {
            readSimulation(
                words: words.dropFirst().map(String.init), literal: literal, contentLine: contentLine, at: location,
                block: block)
        } else {
            if words.count > 1 {
                diagnostics.append(
                    Diagnostic(
                        id: LessonDiagnosticID.ignoredFenceInfo, severity: .warning, location: location,
                        message: "words after 'quiz' are ignored",
                        fixIt: "write settings such as the id as lines of the block: 'id: …'"))
            }
            readQuiz(fence: fence, contentLine: contentLine, closingLine: range.end.line, at: location, block: block)
        }
    }

    // MARK: Scenarios

    private mutating func readSimulation(
        words: [String], literal: String, contentLine: Int, at location: SourceLocation, block: MarkdownBlock
    ) {
        guard words.count == 1, let name = words.first, name.utf8.allSatisfy(TextBytes.isNameCharacter) else {
            let message =
                words.isEmpty
                ? "a sim block needs a name, as in '```sim push-pop'"
                : "'\(words.joined(separator: " "))' is not a scenario name: use one word of letters, digits, '-' and '_'"
            diagnostics.append(
                Diagnostic(id: LessonDiagnosticID.invalidSimulationName, location: location, message: message))
            blocks.append(.markdown(block))
            return
        }
        if let previous = simulations.first(where: { $0.name == name }) {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.duplicateSimulation, location: location,
                    message: "the lesson already has a scenario named '\(name)'",
                    notes: [Diagnostic.Note(location: previous.location, message: "first defined here")]))
            blocks.append(.markdown(block))
            return
        }
        if let original {
            readSharedSimulation(named: name, literal: literal, of: original, at: location, block: block)
            return
        }
        var source = literal
        var firstSourceLine = contentLine
        var versions: [IOSVersion] = []
        // Bytes, not characters: "\r\n" is one character, and a scenario may use either line ending.
        let bytes = Array(literal.utf8)
        let firstLineEnd = bytes.firstIndex(of: TextBytes.newline) ?? bytes.count
        let firstLine = String(decoding: TextBytes.trimmed(bytes[0..<firstLineEnd]), as: UTF8.self)
        if firstLine.lowercased().hasPrefix("compare:") {
            versions = readCompare(line: contentLine)
            source = String(decoding: bytes[min(bytes.count, firstLineEnd + 1)...], as: UTF8.self)
            firstSourceLine += 1
        }
        blocks.append(.simulation(simulations.count))
        simulations.append(
            LessonSimulation(
                name: name, source: source, comparedVersions: versions, location: location,
                firstSourceLine: firstSourceLine))
    }

    /// The front matter's `order:` line, or 1 when it cannot be found.
    private func orderLine(before lastLine: Int) -> Int {
        guard lastLine >= 1 else { return 1 }
        return (1...lastLine).first { text.line($0).starts(with: Array("order:".utf8)) } ?? 1
    }

    /// A translation's ```` ```sim NAME ````: the original's scenario `NAME`, shown where the translation puts it.
    private mutating func readSharedSimulation(
        named name: String, literal: String, of original: Lesson, at location: SourceLocation, block: MarkdownBlock
    ) {
        guard let simulation = original.simulations.first(where: { $0.name == name && !$0.isShared }) else {
            diagnostics.append(
                Diagnostic(
                    id: TranslationDiagnosticID.unknownSimulation, location: location,
                    message: "the original lesson has no scenario '\(name)'",
                    fixIt: Suggestion.closest(to: name, among: original.simulations.filter { !$0.isShared }.map(\.name))
                        .map { "did you mean '\($0)'?" }))
            blocks.append(.markdown(block))
            return
        }
        if !literal.utf8.allSatisfy(TextBytes.isBlankOrNewline) {
            diagnostics.append(
                Diagnostic(
                    id: TranslationDiagnosticID.copiedSimulation, location: location,
                    message: "a translation shows the original's scenario '\(name)', so this block must be empty",
                    fixIt: "delete the block's lines: scenarios are shared, never copied",
                    notes: [Diagnostic.Note(location: simulation.location, message: "the original's scenario")]))
        }
        blocks.append(.simulation(simulations.count))
        simulations.append(simulation)
    }

    /// `compare: 5, 6, 13, 17` on file line `line`.
    private mutating func readCompare(line: Int) -> [IOSVersion] {
        let range = text.contentRange(ofLine: line)
        guard let colon = text.bytes[range].firstIndex(of: TextBytes.colon) else { return [] }
        var versions: [IOSVersion] = []
        var start = colon + 1
        for index in (colon + 1)...range.upperBound
        where index == range.upperBound || text.bytes[index] == TextBytes.comma {
            let item = TextBytes.trimmed(text.bytes[start..<index])
            start = index + 1
            guard !item.isEmpty else { continue }
            let word = String(decoding: item, as: UTF8.self)
            if let version = Self.version(word) {
                versions.append(version)
            } else if let version = IOSVersion(parsing: word) {
                diagnostics.append(
                    Diagnostic(
                        id: LessonDiagnosticID.invalidCompare, location: text.location(ofOffset: item.startIndex),
                        message: IOSVersion.unreleasedMessage(word, version), fixIt: version.didYouMean()))
            } else {
                diagnostics.append(
                    Diagnostic(
                        id: LessonDiagnosticID.invalidCompare, location: text.location(ofOffset: item.startIndex),
                        message: "'\(word)' is not an iOS version VCLab simulates (3 through 18, and 26)",
                        fixIt: "list versions as major or major.minor, as in 'compare: 6, 13, 17'"))
            }
        }
        if versions.isEmpty, !diagnostics.contains(where: { $0.location.line == line }) {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.invalidCompare, location: text.location(ofOffset: range.lowerBound),
                    message: "'compare:' lists no versions", fixIt: "list them, as in 'compare: 6, 13, 17'"))
        }
        return versions
    }

    static func version(_ word: String) -> IOSVersion? {
        IOSVersion(parsing: word).flatMap { $0.isReleased ? $0 : nil }
    }

    // MARK: Quizzes

    private mutating func readQuiz(
        fence: Fence, contentLine: Int, closingLine: Int, at location: SourceLocation, block: MarkdownBlock
    ) {
        let layout = QuizBlockLayout(
            lines: location.line...closingLine, bodyStart: text.endOfLine(location.line),
            bodyEnd: text.lineStarts[closingLine - 1], indentation: String(repeating: " ", count: fence.indentation),
            lineEnding: text.lineEnding(ofLine: location.line))
        if let original {
            let (fields, fieldDiagnostics) = QuizParser.fields(
                text, lines: contentLine..<closingLine, indentation: fence.indentation)
            let (quiz, translationDiagnostics) = QuizTranslation.translate(
                fields: fields, fence: location, original: original)
            diagnostics += fieldDiagnostics + translationDiagnostics
            guard let quiz else {
                incompleteQuizzes.append(IncompleteQuiz(location: location, simulation: nil))
                blocks.append(.markdown(block))
                return
            }
            blocks.append(.quiz(quizzes.count))
            quizzes.append(quiz)
            return
        }
        let (quiz, quizDiagnostics, fields) = QuizParser.parse(
            text, lines: contentLine..<closingLine, fence: location, indentation: fence.indentation, layout: layout)
        diagnostics += quizDiagnostics
        guard let quiz else {
            let simulation = fields.first { $0.key == "sim" && !$0.value.isEmpty }
            incompleteQuizzes.append(IncompleteQuiz(location: location, simulation: simulation))
            blocks.append(.markdown(block))
            return
        }
        blocks.append(.quiz(quizzes.count))
        quizzes.append(quiz)
    }

    // MARK: Code samples

    /// A word after `swift` or `objc` that is not a sample form would leave the sample checked as a whole file,
    /// which is rarely what its author meant.
    private mutating func warnAboutUnknownSampleWords(info: String, at location: SourceLocation) {
        guard CodeSample.language(ofInfo: info) != nil else { return }
        for word in CodeSample.unknownWords(inInfo: info) {
            diagnostics.append(
                Diagnostic(
                    id: LessonDiagnosticID.unknownSampleWord, severity: .warning, location: location,
                    message: "'\(word)' is not a kind of code sample, so the sample is checked as a whole file",
                    fixIt: Suggestion.closest(to: word, among: CodeSample.knownWords).map { "did you mean '\($0)'?" }
                        ?? "use one of: \(CodeSample.knownWords.joined(separator: ", "))"))
        }
    }

    // MARK: Placeholders

    /// Each placeholder of ``LessonTemplate`` still in the file, so that a lesson started with `vclab new
    /// lesson` is not published with the template's words.
    private mutating func warnAboutPlaceholders() {
        for placeholder in LessonTemplate.placeholders {
            let needle = Array(placeholder.utf8)
            let bytes = text.bytes
            guard let first = needle.first, bytes.count >= needle.count else { continue }
            var offset = 0
            while offset <= bytes.count - needle.count {
                if bytes[offset] == first, bytes[offset..<(offset + needle.count)].elementsEqual(needle) {
                    diagnostics.append(
                        Diagnostic(
                            id: LessonDiagnosticID.templateText, severity: .warning,
                            location: text.location(ofOffset: offset),
                            message: "'\(placeholder)' is the template's placeholder, not the lesson's text",
                            fixIt: "replace it with your own words"))
                    offset += needle.count
                } else {
                    offset += 1
                }
            }
        }
    }

    // MARK: Cross-references

    /// Every "lesson 3" of the block's paragraphs and headings that is not a link, read from the file's lines
    /// (cmark keeps no positions for inline text).
    private mutating func findLessonMentions(in block: MarkdownBlock) {
        switch block {
        case .paragraph(_, let range), .heading(_, _, let range):
            for line in range.start.line...max(range.start.line, range.end.line) where line <= text.lineCount {
                lessonMentions += LessonMention.find(
                    inLine: text.line(line), at: text.lineStarts[line - 1], location: text.location(ofOffset:))
            }
        default:
            for child in block.children { findLessonMentions(in: child) }
        }
    }

    // MARK: Nesting

    private mutating func warnAboutNestedBlocks(in children: [MarkdownBlock]) {
        var pending = children
        while let block = pending.popLast() {
            if case .codeBlock(let info, _, _, let range) = block,
                let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first,
                language == "sim" || language == "quiz"
            {
                diagnostics.append(
                    Diagnostic(
                        id: LessonDiagnosticID.nestedBlock, severity: .warning,
                        location: range.startLocation(inFile: text.path),
                        message: "a \(language) block inside a list or block quote is shown as plain code",
                        fixIt: "move it to the top level of the lesson, without indentation"))
            }
            pending += block.children
        }
    }
}

// MARK: - Fences

/// The opening fence of a fenced code block: its character, length and indentation.
private struct Fence {
    var character: UInt8
    var length: Int
    var indentation: Int

    /// The fence at `position`, or `nil` when the code block there is indented rather than fenced.
    init?(in text: SourceText, at position: MarkdownPosition) {
        let line = text.line(position.line)
        let start = line.startIndex + position.column - 1
        guard position.column >= 1, start < line.endIndex else { return nil }
        let character = line[start]
        guard character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
        let length = line[start...].prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        self.character = character
        self.length = length
        indentation = position.column - 1
    }

    /// Whether `line`, where cmark ended the block, is a closing fence for this one.
    ///
    /// cmark ends an unclosed block at the end of the document, on its last content line.
    func isClosed(in text: SourceText, by line: Int) -> Bool {
        let bytes = text.line(line)
        let trimmed = bytes.drop { $0 == TextBytes.space }
        guard bytes.count - trimmed.count <= 3 else { return false }
        let run = trimmed.prefix { $0 == character }.count
        return run >= length && TextBytes.isBlank(trimmed.dropFirst(run))
    }

    var closingText: String { String(repeating: String(UnicodeScalar(character)), count: length) }
}

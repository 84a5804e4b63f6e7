import VCLabSupport

/// Reads the scenario language (a `.sim` file or a ```` ```sim ```` block of a lesson) into a ``Scenario``.
///
/// The parser never throws and never stops at the first problem: it reports every error of the source, up to
/// ``maximumDiagnosticCount``, each with its line and column, and returns a scenario only when none is an error.
///
///     let result = ScenarioParser.parse("root nav(A)\nlaunch\npush B\n", path: "demo.sim")
///     result.scenario?.steps.map(\.text)  // ["launch", "push B"]
///
/// Checks that need no simulation happen here too: versions that lack an API, `launch` first and once, containers
/// UIKit refuses. Whether a step makes sense at run time (`pop` with one controller) is for ``LifecycleEngine``.
public enum ScenarioParser {
    /// Larger sources are refused before anything else is read: no scenario needs a megabyte.
    static let maximumSourceSize = 1 << 20
    static let maximumLineLength = 4096
    static let maximumDiagnosticCount = 50

    /// Parses scenario text.
    ///
    /// - Parameters:
    ///   - source: the scenario.
    ///   - path: the file named in diagnostics.
    ///   - lineOffset: added to every line number, so that a ```` ```sim ```` block reports the lines of its lesson.
    ///   - overrides: settings that win over the scenario's own lines.
    public static func parse(
        _ source: String, path: String, lineOffset: Int = 0, overrides: SettingOverrides = .none
    ) -> ScenarioParseResult {
        // `utf8.count` is constant-time for native strings, so a huge source is refused without a copy.
        let size = source.utf8.count
        if size > maximumSourceSize { return tooLarge(size: size, path: path, lineOffset: lineOffset) }
        return parse(bytes: Array(source.utf8), path: path, lineOffset: lineOffset, overrides: overrides)
    }

    /// Parses scenario bytes, as read from a file: they must be UTF-8 and contain no NUL byte.
    ///
    /// - Parameters:
    ///   - bytes: the scenario.
    ///   - path: the file named in diagnostics.
    ///   - lineOffset: added to every line number, so that a ```` ```sim ```` block reports the lines of its lesson.
    ///   - overrides: settings that win over the scenario's own lines.
    public static func parse(
        bytes: [UInt8], path: String, lineOffset: Int = 0, overrides: SettingOverrides = .none
    ) -> ScenarioParseResult {
        if bytes.count > maximumSourceSize { return tooLarge(size: bytes.count, path: path, lineOffset: lineOffset) }
        // Editors hide a byte order mark, so columns on the first line count from after it.
        let contentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let offset = bytes.firstIndex(of: 0) {
            let location = location(
                ofOffset: offset, in: bytes, contentStart: contentStart, path: path, lineOffset: lineOffset)
            return refusal(
                Diagnostic(
                    id: ScenarioDiagnosticID.binaryInput, location: location,
                    message: "the scenario contains a NUL byte, so it looks like a binary file"))
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let location = location(
                ofOffset: offset, in: bytes, contentStart: contentStart, path: path, lineOffset: lineOffset)
            let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
            return refusal(
                Diagnostic(
                    id: ScenarioDiagnosticID.invalidEncoding, location: location,
                    message: "the scenario is not valid UTF-8: byte \(byte) cannot start a character here",
                    fixIt: "save the file as UTF-8"))
        }
        return parseLines(of: bytes, from: contentStart, path: path, lineOffset: lineOffset, overrides: overrides)
    }

    private static func parseLines(
        of bytes: [UInt8], from contentStart: Int, path: String, lineOffset: Int, overrides: SettingOverrides
    ) -> ScenarioParseResult {
        var builder = ScenarioBuilder(path: path, lineOffset: lineOffset, overrides: overrides)
        var start = contentStart
        var lineNumber = lineOffset + 1
        while start <= bytes.count, !builder.hasEnoughErrors {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            let content = bytes[start..<contentEnd]
            if content.count > maximumLineLength {
                builder.report(
                    ScenarioDiagnosticID.lineTooLong, at: builder.location(line: lineNumber, column: 1),
                    "the line is \(content.count) bytes long; the limit is \(maximumLineLength)")
            } else if let line = ScenarioLexer.line(content, number: lineNumber) {
                builder.read(line)
            }
            start = end + 1
            lineNumber += 1
        }
        return builder.finish()
    }

    private static func tooLarge(size: Int, path: String, lineOffset: Int) -> ScenarioParseResult {
        refusal(
            Diagnostic(
                id: ScenarioDiagnosticID.tooLarge,
                location: SourceLocation(path: path, line: lineOffset + 1, column: 1),
                message: "the scenario is \(size) bytes; the limit is \(maximumSourceSize) bytes (1 MiB)"))
    }

    private static func refusal(_ diagnostic: Diagnostic) -> ScenarioParseResult {
        ScenarioParseResult(scenario: nil, diagnostics: [diagnostic])
    }

    /// The line and UTF-8 column of the byte at `offset`.
    private static func location(
        ofOffset offset: Int, in bytes: [UInt8], contentStart: Int, path: String, lineOffset: Int
    )
        -> SourceLocation
    {
        var line = 1
        var lineStart = contentStart
        for index in contentStart..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(path: path, line: lineOffset + line, column: max(1, offset - lineStart + 1))
    }
}

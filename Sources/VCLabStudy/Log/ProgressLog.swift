import Foundation
import VCLabSupport
import VCLabTerminal

/// The progress log read back: every complete record, and what could not be read.
///
/// The log is append-only JSON Lines. A record is complete once its newline is written, so bytes after
/// the last newline are a record cut short (the machine lost power, the disk filled up) unless they parse
/// as a whole record. Unreadable lines in the middle are skipped, kept in the file, and counted.
///
///     let log = ProgressLog(parsing: Array("{\"quiz\":\"q\",\"response\":\"a\",\"score\":1,\"time\":1}\n{\"qu".utf8))
///     log.records.count     // 1
///     log.truncatedBytes    // 4
public struct ProgressLog: Hashable, Sendable {
    public var records: [ProgressRecord]
    /// 1-based numbers of complete lines that are not a record.
    public var unreadableLines: [Int]
    /// How many bytes at the end form a record cut short; 0 when the log ends cleanly.
    public var truncatedBytes: Int
    /// Whether the last record is complete but lacks its newline (it is kept; a repair adds the newline).
    public var lacksFinalNewline: Bool
    /// The bytes of the complete lines, exactly as read, to write back when the tail is repaired.
    public var completeBytes: [UInt8]

    public init(parsing bytes: [UInt8]) {
        records = []
        unreadableLines = []
        truncatedBytes = 0
        lacksFinalNewline = false
        completeBytes = []
        var lineStart = 0
        var lineNumber = 0
        while lineStart < bytes.count {
            let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let lineEnd = newline ?? bytes.count
            lineNumber += 1
            let line = bytes[lineStart..<lineEnd]
            let isBlank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
            // Read in place by the project's own JSON reader rather than JSONDecoder, which took 25 µs a line:
            // a year of a 10,000-quiz course is 68,000 lines, read before the study screen's first page.
            let record = isBlank ? nil : ProgressRecord(line: bytes, in: lineStart..<lineEnd)
            if newline == nil {
                if let record {
                    records.append(record)
                    lacksFinalNewline = true
                } else if !isBlank {
                    truncatedBytes = line.count
                }
                break
            }
            if let record {
                records.append(record)
            } else if !isBlank {
                unreadableLines.append(lineNumber)
            }
            lineStart = lineEnd + 1
        }
        // Every line up to the last newline, in one copy; then a last record that lacked its newline, with one.
        completeBytes = Array(bytes[0..<lineStart])
        if lacksFinalNewline { completeBytes += bytes[lineStart...] + [UInt8(ascii: "\n")] }
    }

    /// Whether the file needs rewriting before the next append: a cut-short tail to drop, or a missing newline.
    public var needsRepair: Bool { truncatedBytes > 0 || lacksFinalNewline }

    /// One record as a line of the log, newline included. Keys are sorted so the same record always gives
    /// the same bytes; JSON escapes any newline in a response, so a record is always one line.
    public static func line(for record: ProgressRecord) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding four plain fields cannot fail; a failure would be a bug in Foundation.
        let data = (try? encoder.encode(record)) ?? Data("{}".utf8)
        return [UInt8](data) + [UInt8(ascii: "\n")]
    }

    /// What a learner should know about the log on start, in every language, or `nil` when all is well.
    public var problemReport: LocalizedText? {
        var parts: [LocalizedText] = []
        if truncatedBytes > 0 { parts.append(TerminalText.lastRecordCutShort(truncatedBytes)) }
        if !unreadableLines.isEmpty { parts.append(TerminalText.unreadableLines(unreadableLines.map { Int($0) })) }
        guard !parts.isEmpty else { return nil }
        return LocalizedText(
            english: parts.map(\.english).joined(separator: "; "),
            chinese: parts.map(\.chinese).joined(separator: "；"))
    }
}

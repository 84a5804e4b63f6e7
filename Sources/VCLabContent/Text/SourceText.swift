import VCLabSupport

#if canImport(Glibc)
import Glibc
#endif

/// A file's bytes with the offsets where its lines start, so that parsers can report `line:column` and
/// record byte ranges for `vclab check --fix`.
///
/// Lines end at `\n`; a `\r` before it belongs to the line ending, never to the line's content.
struct SourceText: Sendable {
    let path: String
    let bytes: [UInt8]
    /// `lineStarts[n - 1]` is the offset of line `n`'s first byte.
    let lineStarts: [Int]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        // memchr: every lesson is read twice by a build, and this runs over all of it.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        // A final newline ends the last line; it does not start an empty one.
        if starts.count > 1, starts[starts.count - 1] == bytes.count { starts.removeLast() }
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of line `number` (1-based) without its line ending; empty past the end of the file.
    func contentRange(ofLine number: Int) -> Range<Int> {
        guard number >= 1, number <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The offset just after line `number`'s line ending: where the next line starts.
    func endOfLine(_ number: Int) -> Int {
        guard number >= 1, number < lineStarts.count else { return bytes.count }
        return lineStarts[number]
    }

    func line(_ number: Int) -> ArraySlice<UInt8> { bytes[contentRange(ofLine: number)] }

    /// `\r\n` when line `number` ends that way, otherwise `\n`.
    func lineEnding(ofLine number: Int) -> String {
        let range = contentRange(ofLine: number)
        return range.upperBound < bytes.count && bytes[range.upperBound] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// The line and UTF-8 column of the byte at `offset`.
    func location(ofOffset offset: Int) -> SourceLocation {
        let line = max(0, lineStarts.partitioningIndex { $0 > offset } - 1)
        return location(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

import VCLabSupport

/// A lesson named by its number in a lesson's prose and not linked: "lesson 3", "lessons 6 and 7", "第7课".
///
/// ``LessonParser`` finds them; ``LessonChecker``, which knows the course's files, warns about each one
/// (`lesson.unlinked-reference`) with the link as its fix-it. A reader cannot follow a cross-reference that is
/// plain text, and on the site every lesson is one click away.
public struct LessonMention: Hashable, Sendable {
    /// The lesson's number, the digits its file name starts with (`03-loading-the-view.md` is 3).
    public var number: Int
    /// The bytes to become the link's text: "lesson 3" and "第7课" whole, each number of a list on its own.
    public var byteRange: Range<Int>
    public var location: SourceLocation
    public var text: String

    /// The mentions on one line of prose (`line` starts at byte `offset` of the file), outside code spans and
    /// outside the brackets of a link's text.
    static func find(inLine line: ArraySlice<UInt8>, at offset: Int, location: (Int) -> SourceLocation)
        -> [LessonMention]
    {
        let bytes = Array(line)
        var found: [LessonMention] = []
        var brackets = 0
        var index = 0
        func mention(_ range: Range<Int>, _ number: Int) {
            found.append(
                LessonMention(
                    number: number, byteRange: (offset + range.lowerBound)..<(offset + range.upperBound),
                    location: location(offset + range.lowerBound),
                    text: String(decoding: bytes[range], as: UTF8.self)))
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                // A code span: skip to the closing run of as many backticks, or past the run when there is none.
                let run = bytes[index...].prefix { $0 == byte }.count
                var end = index + run
                while end < bytes.count {
                    let closing = bytes[end...].prefix { $0 == byte }.count
                    if closing == run { break }
                    end += max(closing, 1)
                }
                index = end < bytes.count ? end + run : index + run
                continue
            }
            if byte == UInt8(ascii: "[") { brackets += 1 }
            if byte == UInt8(ascii: "]") { brackets = max(0, brackets - 1) }
            if brackets == 0, let (end, plural) = lessonWord(in: bytes, at: index) {
                var cursor = end
                var numbers: [(Range<Int>, Int)] = []
                while let (digits, value) = number(in: bytes, at: cursor) {
                    numbers.append((cursor..<digits, value))
                    guard plural, let next = separator(in: bytes, at: digits) else {
                        cursor = digits
                        break
                    }
                    cursor = next
                }
                if plural {
                    for (range, value) in numbers { mention(range, value) }
                } else if let (range, value) = numbers.first {
                    mention(index..<range.upperBound, value)
                }
                index = max(cursor, index + 1)
                continue
            }
            if brackets == 0, let (end, value) = chineseMention(in: bytes, at: index) {
                mention(index..<end, value)
                index = end
                continue
            }
            index += 1
        }
        return found
    }

    /// "lesson " or "lessons " (any case of the first letter) starting a word at `index`: where the number
    /// would start, and whether the word is plural.
    private static func lessonWord(in bytes: [UInt8], at index: Int) -> (Int, Bool)? {
        if index > 0, isLetter(bytes[index - 1]) { return nil }
        let word = Array("esson".utf8)
        guard index + 1 + word.count < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "l"),
            bytes[(index + 1)..<(index + 1 + word.count)].elementsEqual(word)
        else { return nil }
        var end = index + 1 + word.count
        let plural = bytes[end] == UInt8(ascii: "s")
        if plural { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: " ") else { return nil }
        return (end + 1, plural)
    }

    /// A whole number of one or two digits at `index` that is not the start of a longer word ("3", not "3D").
    private static func number(in bytes: [UInt8], at index: Int) -> (Int, Int)? {
        var end = index
        var value = 0
        while end < bytes.count, end - index < 3, let digit = digitValue(bytes[end]) {
            value = value * 10 + digit
            end += 1
        }
        guard end > index, end - index <= 2, end == bytes.count || !isLetter(bytes[end]) else { return nil }
        return (end, value)
    }

    /// ", ", " and ", " to ", " or " between two numbers of a list: where the next number starts.
    private static func separator(in bytes: [UInt8], at index: Int) -> Int? {
        for word in [", ", " and ", " to ", " or ", ", and "] {
            let utf8 = Array(word.utf8)
            if index + utf8.count < bytes.count, bytes[index..<(index + utf8.count)].elementsEqual(utf8),
                digitValue(bytes[index + utf8.count]) != nil
            {
                return index + utf8.count
            }
        }
        return nil
    }

    /// "第7课" (spaces allowed around the number) at `index`: its end and the number.
    private static func chineseMention(in bytes: [UInt8], at index: Int) -> (Int, Int)? {
        let first = Array("第".utf8)
        let last = Array("课".utf8)
        guard index + first.count < bytes.count, bytes[index..<(index + first.count)].elementsEqual(first) else {
            return nil
        }
        var cursor = index + first.count
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        guard let (digits, value) = number(in: bytes, at: cursor) else { return nil }
        cursor = digits
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        guard cursor + last.count <= bytes.count, bytes[cursor..<(cursor + last.count)].elementsEqual(last) else {
            return nil
        }
        return (cursor + last.count, value)
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}

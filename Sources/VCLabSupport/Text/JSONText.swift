/// JSON text for data embedded in pages and scripts, and for the trace of the scenario-language contract.
///
/// Written by hand rather than with `JSONEncoder` so that keys keep a fixed order and two builds give the same
/// bytes. Strings escape `<`, `>` and `&`, so no value can close a `<script>` element or open a comment.
public enum JSONText {
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, working on UTF-8 bytes: search indexes hold every word of
    /// the course, so this runs over megabytes.
    public static func appendQuoted(_ text: String, collapsingWhitespace: Bool = false, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, collapsingWhitespace: collapsingWhitespace, to: &bytes) }
    }

    /// - Parameter collapsingWhitespace: write runs of spaces, tabs and line breaks as one space, and none at
    ///   either end (for search text).
    public static func appendQuoted(
        _ utf8: UnsafeBufferPointer<UInt8>, collapsingWhitespace: Bool, to bytes: inout [UInt8]
    ) {
        bytes.append(UInt8(ascii: "\""))
        var pendingSpace = false
        var hasText = false
        var index = 0
        let count = utf8.count
        Self.plainBytes.withUnsafeBufferPointer { isPlain in
            while index < count {
                // The longest run that needs nothing, copied at once. When collapsing, one space between two
                // words is part of the run; other whitespace ends it.
                let start = index
                if collapsingWhitespace {
                    while index < count {
                        let byte = utf8[index]
                        if byte != 0x20, isPlain[Int(byte)] {
                            index += 1
                        } else if byte == 0x20, index > start, index + 1 < count, utf8[index + 1] != 0x20,
                            isPlain[Int(utf8[index + 1])]
                        {
                            index += 2
                        } else {
                            break
                        }
                    }
                } else {
                    while index < count, isPlain[Int(utf8[index])] { index += 1 }
                }
                if index > start {
                    if pendingSpace { bytes.append(0x20) }
                    pendingSpace = false
                    hasText = true
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                }
                guard index < count else { break }
                let byte = utf8[index]
                index += 1
                if collapsingWhitespace {
                    if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                        pendingSpace = hasText
                        continue
                    }
                    if pendingSpace { bytes.append(0x20) }
                    pendingSpace = false
                    hasText = true
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [0x5C, byte]
                case UInt8(ascii: "\n"): bytes += [0x5C, UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): bytes += [0x5C, UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): bytes += [0x5C, UInt8(ascii: "t")]
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x00..<0x20:
                    appendUnicodeEscape(UInt32(byte), to: &bytes)
                case 0xE2 where index + 1 < count && utf8[index] == 0x80 && (utf8[index + 1] & 0xFE) == 0xA8:
                    // U+2028 and U+2029 end a line in older JavaScript.
                    appendUnicodeEscape(0x2028 + UInt32(utf8[index + 1] & 1), to: &bytes)
                    index += 2
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes copied as they are: not a control character, not `"`, `\\`, `<`, `>` or `&`, and not 0xE2
    /// (which may start U+2028 or U+2029).
    private static let plainBytes: [Bool] = (0...255).map { byte in
        byte >= 0x20 && ![0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2].contains(byte)
    }

    private static func appendUnicodeEscape(_ value: UInt32, to bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes += [0x5C, UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }

    public static func array(_ strings: [String]) -> String {
        "[" + strings.map(quoted).joined(separator: ",") + "]"
    }

    /// An object from key-value pairs whose values are already JSON, in the order given.
    public static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A number as JSON: whole numbers without a fraction, others in Swift's shortest round-trip form
    /// (which JavaScript reads back to the same value).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// Reads JSON (RFC 8259) in place, one token at a time, from a range of a byte buffer.
///
/// The one JSON lexer of the project: ``JSONValue/parse(_:)`` builds its tree with it, and a reader that
/// needs a few fields of many small objects (the progress log's lines, 68,000 of them before the study
/// screen's first page) takes them straight from the buffer, with no tree, no copy of the line and no
/// string made for a key. Written by hand because Embedded Swift, which compiles the site's module, has no
/// `JSONDecoder`.
///
///     var reader = JSONReader(Array(#"{"quiz":"q1","score":1}"#.utf8))
///     var isFirst = true
///     guard reader.beginObject() else { … }
///     while reader.nextMember(isFirst: &isFirst) == true {
///         if reader.keyIs("score") { score = reader.readNumber() } else { _ = reader.skipValue(depth: 1) }
///     }
public struct JSONReader {
    /// What the next value is, from its first byte.
    public enum Kind { case object, array, string, number, bool, null }

    public let bytes: [UInt8]
    public let end: Int
    public private(set) var index: Int
    /// The last key ``nextMember(isFirst:)`` read: its bytes between the quotes, as written.
    private var keyRange = 0..<0
    private var keyHasEscape = false

    /// A reader of `bytes[range]` (all of `bytes` by default); nothing outside the range is read.
    public init(_ bytes: [UInt8], in range: Range<Int>? = nil) {
        self.bytes = bytes
        index = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    /// Whether only whitespace is left.
    public mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == end
    }

    /// The kind of the next value, past any whitespace; `nil` at the end or before a byte no value starts with.
    public mutating func nextKind() -> Kind? {
        skipWhitespace()
        guard index < end else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: return nil
        }
    }

    /// Reads the `{` an object starts with.
    public mutating func beginObject() -> Bool { opens(UInt8(ascii: "{")) }

    /// Reads the `[` an array starts with.
    public mutating func beginArray() -> Bool { opens(UInt8(ascii: "[")) }

    /// Reads on to the next member's value: `true` with its key read (``keyIs(_:)``, ``key``), `false` past
    /// the closing brace, `nil` when the object is malformed. `isFirst` starts `true` for each object, so
    /// that objects nested in a member's value keep their own place.
    public mutating func nextMember(isFirst: inout Bool) -> Bool? {
        guard let more = nextItem(closing: UInt8(ascii: "}"), isFirst: &isFirst) else { return nil }
        guard more else { return false }
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: "\""), let span = stringSpan(), isValid(span) else {
            return nil
        }
        keyRange = span.range
        keyHasEscape = span.hasEscape
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        return true
    }

    /// Reads on to the next element: `true` before it, `false` past the closing bracket, `nil` when malformed.
    public mutating func nextElement(isFirst: inout Bool) -> Bool? {
        nextItem(closing: UInt8(ascii: "]"), isFirst: &isFirst)
    }

    /// Whether the last member's key is `word`, compared as bytes (a key written with escapes is decoded).
    public func keyIs(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        if keyHasEscape {
            guard let key else { return false }
            return key.utf8.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
        }
        guard keyRange.count == count else { return false }
        for offset in 0..<count where bytes[keyRange.lowerBound + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// The last member's key as a string; `nil` when it is not valid UTF-8.
    public var key: String? {
        var reader = self
        reader.index = keyRange.lowerBound - 1
        return reader.readString()
    }

    /// Reads a string value.
    public mutating func readString() -> String? {
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: "\""), let span = stringSpan() else { return nil }
        guard span.hasEscape else {
            let run = bytes[span.range]
            // ASCII needs no validation, and `String(validating:as:)` is generic, unspecialized and looks up
            // type metadata on every call: it was half the time of reading a progress log.
            return span.isASCII ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
        }
        return unescaped(span)
    }

    /// Reads a number value.
    public mutating func readNumber() -> Double? {
        skipWhitespace()
        return DecimalNumber.read(bytes, at: &index, end: end, allowsLeadingZeros: false)
    }

    /// Reads `true` or `false`.
    public mutating func readBool() -> Bool? {
        skipWhitespace()
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Reads `null`.
    public mutating func readNull() -> Bool {
        skipWhitespace()
        return literal("null")
    }

    /// Reads past one value of any kind, building nothing; `false` when it is malformed or nests deeper than
    /// ``JSONValue/maximumDepth`` counting from `depth`.
    public mutating func skipValue(depth: Int) -> Bool {
        guard depth <= JSONValue.maximumDepth, let kind = nextKind() else { return false }
        var isFirst = true
        switch kind {
        case .object:
            index += 1
            while true {
                guard let more = nextMember(isFirst: &isFirst) else { return false }
                if !more { return true }
                guard skipValue(depth: depth + 1) else { return false }
            }
        case .array:
            index += 1
            while true {
                guard let more = nextElement(isFirst: &isFirst) else { return false }
                if !more { return true }
                guard skipValue(depth: depth + 1) else { return false }
            }
        case .string: return stringSpan().map(isValid) ?? false
        case .number: return readNumber() != nil
        case .bool: return readBool() != nil
        case .null: return readNull()
        }
    }

    private mutating func opens(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < end, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Past a comma (not before the first item) or the closing byte.
    private mutating func nextItem(closing: UInt8, isFirst: inout Bool) -> Bool? {
        skipWhitespace()
        guard index < end else { return nil }
        if bytes[index] == closing {
            index += 1
            return false
        }
        if isFirst {
            isFirst = false
            return true
        }
        guard bytes[index] == UInt8(ascii: ",") else { return nil }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= end else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// A string's bytes between its quotes, as written, once its escapes are known to be well formed; the
    /// reader moves past the closing quote.
    private struct StringSpan {
        var range: Range<Int>
        var hasEscape: Bool
        var isASCII: Bool
    }

    private mutating func stringSpan() -> StringSpan? {
        index += 1
        let start = index
        var hasEscape = false
        var isASCII = true
        while index < end {
            let byte = bytes[index]
            // Most bytes of a string are printable ASCII that is neither quote nor backslash: one test for them.
            if byte > UInt8(ascii: "\""), byte < 0x80, byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return StringSpan(range: start..<index - 1, hasEscape: hasEscape, isASCII: isASCII)
            case UInt8(ascii: "\\"):
                hasEscape = true
                index += 1
                guard index < end else { return nil }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    index += 1
                    guard let scalar = hexQuad() else { return nil }
                    if scalar >= 0x80 { isASCII = false }
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by an escaped low one.
                        guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { return nil }
                        index += 2
                        guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        return nil
                    }
                default:
                    return nil
                }
            case 0x00..<0x20:
                return nil
            default:
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
        }
        return nil
    }

    /// Whether a span is a string: JSON is UTF-8, so a key or a skipped value that is not makes the document
    /// malformed, as it does when the value is read.
    private func isValid(_ span: StringSpan) -> Bool {
        if span.isASCII { return true }
        return (span.hasEscape ? unescaped(span) : String(validating: bytes[span.range], as: UTF8.self)) != nil
    }

    /// The string of a span with escapes, which ``stringSpan()`` has checked.
    private func unescaped(_ span: StringSpan) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(span.range.count)
        var reader = self
        reader.index = span.range.lowerBound
        while reader.index < span.range.upperBound {
            let byte = bytes[reader.index]
            reader.index += 1
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                continue
            }
            let escape = bytes[reader.index]
            reader.index += 1
            switch escape {
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = reader.hexQuad() else { return nil }
                if (0xD800..<0xDC00).contains(scalar) {
                    reader.index += 2
                    guard let low = reader.hexQuad() else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar), let encoded = UTF8.encode(unicode) else { return nil }
                result.append(contentsOf: encoded)
            default: result.append(escape)
            }
        }
        return span.isASCII ? String(decoding: result, as: UTF8.self) : String(validating: result, as: UTF8.self)
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}

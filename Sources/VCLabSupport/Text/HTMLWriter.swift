/// HTML written into one growing buffer of UTF-8 bytes: what the simulation renderers draw runs with.
///
/// A run's diagram, screens and table are thousands of small pieces. Built as `String`s, every piece was a
/// string interpolation (a buffer, and a string for each number in it) appended to a string that kept growing;
/// in the WebAssembly module, where the browser waits for a live run, that was nine tenths of the time of a
/// run. Here a piece is written straight into the one buffer: literals and text are copied, numbers are
/// written as digits in place, and text is escaped on the way by ``HTMLEscaping``, the one escaping loop.
///
///     var html = HTMLWriter()
///     html.write("<rect x=\"\(x)\" width=\"\(width)\"/>")
///     html.write("<text>\(escaping: name)</text>")
public struct HTMLWriter {
    public private(set) var bytes: [UInt8] = []

    /// - Parameter capacity: the bytes to reserve at once; a good guess saves the buffer's regrowths.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The HTML written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// What `write` writes into a fresh writer: the string form of a renderer's `write(…, into:)`.
    public static func text(_ write: (inout HTMLWriter) -> Void) -> String {
        var html = HTMLWriter()
        write(&html)
        return html.text
    }

    /// Appends a piece: its literal parts as they are, `\(number)` as decimal digits, `\(escaping: text)`
    /// escaped, `\(html: text)` as it is (text that already is HTML, or words the renderer trusts).
    public mutating func write(_ piece: Piece) {
        piece.write(into: &bytes)
    }

    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `number` in decimal, its digits written in place rather than through a string of their own.
    static func append(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        // Least significant first, then turned around.
        let start = bytes.count
        var magnitude = number.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        // Swapped in place: reversing the slice `bytes[start...]` copies it.
        var low = start
        var high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// A piece of HTML written as a string literal with interpolations; see ``write(_:)``.
    public struct Piece: ExpressibleByStringInterpolation {
        private enum Content {
            case literal(StaticString)
            case built([UInt8])
        }
        private let content: Content

        public init(stringLiteral value: StaticString) {
            content = .literal(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            content = .built(stringInterpolation.bytes)
        }

        func write(into bytes: inout [UInt8]) {
            switch content {
            case .literal(let literal):
                bytes.append(
                    contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
            case .built(let built):
                bytes.append(contentsOf: built)
            }
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var bytes: [UInt8] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                bytes.reserveCapacity(literalCapacity + interpolationCount * 8)
            }

            public mutating func appendLiteral(_ literal: StaticString) {
                bytes.append(
                    contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
            }

            public mutating func appendInterpolation(_ number: Int) {
                HTMLWriter.append(number, to: &bytes)
            }

            public mutating func appendInterpolation(escaping text: String) {
                var text = text
                text.withUTF8 { HTMLEscaping.appendEscaped($0, to: &bytes) }
            }

            public mutating func appendInterpolation(html text: String) {
                HTMLWriter.append(text, to: &bytes)
            }
        }
    }
}

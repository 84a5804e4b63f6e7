/// Source text with emoji markers (`1️⃣`, `2️⃣`, …) where diagnostics must point, as in swift-format's rule tests.
///
/// The markers are stripped from ``text``; ``position(of:)`` gives where each one stood, counting columns in UTF-8
/// bytes as ``SourceLocation`` does, so a test states "here" instead of a line and column worked out by hand.
///
///     let marked = MarkedText("root nav(A)\n1️⃣puhs B\n")
///     marked.text                  // "root nav(A)\npuhs B\n"
///     marked.position(of: "1️⃣")   // line 2, column 1
public struct MarkedText {
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public var description: String { "\(line):\(column)" }
    }

    public let text: String
    public let positions: [String: Position]

    /// The bytes that follow a digit in a keycap emoji: VARIATION SELECTOR-16 and COMBINING ENCLOSING KEYCAP.
    private static let keycapSuffix: [UInt8] = [0xEF, 0xB8, 0x8F, 0xE2, 0x83, 0xA3]

    public init(_ marked: String) {
        let bytes = Array(marked.utf8)
        var output: [UInt8] = []
        var positions: [String: Position] = [:]
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let suffixRange = (index + 1)..<(index + 1 + Self.keycapSuffix.count)
            if (0x30...0x39).contains(byte), suffixRange.upperBound <= bytes.count,
                Array(bytes[suffixRange]) == Self.keycapSuffix
            {
                let marker = String(decoding: bytes[index..<suffixRange.upperBound], as: UTF8.self)
                positions[marker] = Position(line: line, column: output.count - lineStart + 1)
                index = suffixRange.upperBound
                continue
            }
            output.append(byte)
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = output.count
            }
            index += 1
        }
        self.text = String(decoding: output, as: UTF8.self)
        self.positions = positions
    }

    /// Where `marker` stood; fails the test when the text has no such marker.
    public func position(of marker: String) -> Position {
        guard let position = positions[marker] else {
            preconditionFailure("no marker \(marker) in the text")
        }
        return position
    }
}

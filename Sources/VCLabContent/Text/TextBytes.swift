/// Byte-level tests for the ASCII characters that lesson syntax is made of: blanks, colons, commas, digits.
enum TextBytes {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isBlank<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool { bytes.allSatisfy(isBlank) }

    static func isBlankOrNewline(_ byte: UInt8) -> Bool { isBlank(byte) || byte == newline || byte == carriageReturn }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// Letters, digits, `-`, `_` and `.`: what ids and scenario names are made of.
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".")
    }

    /// `bytes` without blanks (or a carriage return) at either end.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = bytes
        while let first = result.first, isBlank(first) { result = result.dropFirst() }
        while let last = result.last, isBlank(last) || last == carriageReturn { result = result.dropLast() }
        return result
    }

    /// Whether a line is `---`, with nothing but blanks after it.
    static func isFrontMatterFence(_ line: ArraySlice<UInt8>) -> Bool {
        line.starts(with: Array("---".utf8)) && isBlank(line.dropFirst(3))
    }
}

/// Finds where a byte buffer stops being well-formed UTF-8.
///
/// `String(decoding:as:)` would silently replace bad bytes, and a scenario author needs to know where they are.
enum UTF8Validation {
    /// The offset of the first byte of the first ill-formed sequence, or `nil` when all of `bytes` is UTF-8.
    ///
    /// Overlong forms, surrogates and code points above U+10FFFF are ill-formed, as the Unicode standard says.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // Table 3-7 of the Unicode standard: the second byte's range depends on the lead byte.
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, lower) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, upper) = (3, 0x9F)
            case 0xF0: (length, lower) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, upper) = (4, 0x8F)
            default: return index
            }
            guard index + length <= count else { return index }
            guard (lower...upper).contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}

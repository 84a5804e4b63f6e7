/// Finds where a file stops being text that a lesson may hold.
///
/// libcmark would quietly turn bad bytes into U+FFFD; an author needs to know where they are instead.
enum EncodingCheck {
    enum Problem: Equatable {
        case invalidUTF8(offset: Int)
        case nulByte(offset: Int)
    }

    /// The first ill-formed UTF-8 sequence or NUL byte in `bytes`, or `nil` when there is none.
    ///
    /// Well-formed means what the Unicode standard's table 3-7 says: no overlong forms, no surrogates, nothing
    /// above U+10FFFF. A build reads every lesson twice, so runs of ASCII are skipped eight bytes at a time.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                // Eight ASCII bytes, none of them NUL: no high bit, and no byte that is zero.
                if index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    let highBits: UInt64 = 0x8080_8080_8080_8080
                    let hasZeroByte = (word &- 0x0101_0101_0101_0101) & ~word & highBits != 0
                    if word & highBits == 0, !hasZeroByte {
                        index += 8
                        continue
                    }
                }
                let lead = buffer[index]
                if lead == 0 { return .nulByte(offset: index) }
                if lead < 0x80 {
                    index += 1
                    continue
                }
                guard let length = sequenceLength(buffer, at: index) else { return .invalidUTF8(offset: index) }
                index += length
            }
            return nil
        }
    }

    /// The length of the well-formed sequence that starts with a byte of 0x80 or more at `index`, if it is one.
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < buffer.count && range.contains(buffer[index + offset])
        }
        switch buffer[index] {
        case 0xC2...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }
}

import Foundation
import Testing

@testable import VCLabHTML

@Suite struct Base64Tests {
    /// RFC 4648, section 10: every padding case.
    @Test func encodesTheRFCTestVectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors { #expect(Base64.encode(Array(plain.utf8)) == encoded) }
    }

    /// Every byte value, against Foundation's encoder.
    @Test func agreesWithFoundationOnEveryByte() {
        let bytes = (0..<3 * 256 + 2).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 256) }
        for count in [bytes.count - 2, bytes.count - 1, bytes.count] {
            let slice = Array(bytes.prefix(count))
            #expect(Base64.encode(slice) == Data(slice).base64EncodedString())
        }
    }
}

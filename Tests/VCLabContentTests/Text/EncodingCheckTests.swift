import Testing
import VCLabEngine

@testable import VCLabContent

/// The encoding check skips ASCII a word at a time and validates the rest by hand; the standard library's
/// UTF-8 parser is the reference it must agree with, offset for offset.
@Suite struct EncodingCheckTests {
    static func reference(_ bytes: [UInt8]) -> EncodingCheck.Problem? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 { return .nulByte(offset: offset) }
                offset += encoded.count
            case .error: return .invalidUTF8(offset: offset)
            case .emptyInput: return nil
            }
        }
    }

    @Test(
        arguments: [
            ("plain ASCII, longer than a word", Array("hello, view controllers".utf8), nil),
            ("a NUL after a word of ASCII", Array("12345678\u{0}9".utf8), EncodingCheck.Problem.nulByte(offset: 8)),
            ("a lone continuation byte", [0x41, 0x80], .invalidUTF8(offset: 1)),
            ("an overlong slash", [0xC0, 0xAF], .invalidUTF8(offset: 0)),
            ("a surrogate", [0x61, 0xED, 0xA0, 0x80], .invalidUTF8(offset: 1)),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80], .invalidUTF8(offset: 0)),
            ("a cut-off sequence at the end", Array("abcdefgh".utf8) + [0xE2, 0x82], .invalidUTF8(offset: 8)),
            ("every length, well formed", Array("é€😀 and more ASCII".utf8), nil),
        ] as [(String, [UInt8], EncodingCheck.Problem?)])
    func findsTheFirstProblem(_ name: String, bytes: [UInt8], expected: EncodingCheck.Problem?) {
        #expect(EncodingCheck.firstProblem(in: bytes) == expected, "\(name)")
        #expect(Self.reference(bytes) == expected, "\(name): the reference disagrees with the table")
    }

    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var random = SplitMix64(seed: 2026)
        // Mostly text with some multi-byte characters, and now and then a byte from anywhere.
        let pieces: [[UInt8]] = [
            Array("abcdefghij ".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x00], [0x80], [0xC3],
            [0xE0, 0x80], [0xED, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF5], [0xFF],
        ]
        for _ in 0..<4000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                if Int.random(in: 0..<10, using: &random) == 0 {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
                }
            }
            #expect(EncodingCheck.firstProblem(in: bytes) == Self.reference(bytes), "\(bytes)")
        }
    }
}

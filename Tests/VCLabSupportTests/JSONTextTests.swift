import Foundation
import Testing
import VCLabEngine
import VCLabSupport

/// JSON strings are written a run of plain bytes at a time; the rules must stay those of the byte-by-byte
/// version written out here.
@Suite struct JSONTextTests {
    static func reference(_ text: String, collapsingWhitespace: Bool) -> [UInt8] {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = [0x22]
        var pendingSpace = false
        var hasText = false
        var index = 0
        func escape(_ value: UInt32) { bytes += Array(String(format: "\\u%04x", value).utf8) }
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            if collapsingWhitespace {
                if [0x20, 0x0A, 0x09, 0x0D].contains(byte) {
                    pendingSpace = hasText
                    continue
                }
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                hasText = true
            }
            switch byte {
            case 0x22, 0x5C: bytes += [0x5C, byte]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            case 0x09: bytes += [0x5C, 0x74]
            case 0x3C, 0x3E, 0x26, 0x00..<0x20: escape(UInt32(byte))
            case 0xE2 where index + 1 < utf8.count && utf8[index] == 0x80 && (utf8[index + 1] & 0xFE) == 0xA8:
                escape(0x2028 + UInt32(utf8[index + 1] & 1))
                index += 2
            default: bytes.append(byte)
            }
        }
        return bytes + [0x22]
    }

    @Test func escapesWhatCouldEndAScriptOrALine() {
        #expect(
            JSONText.quoted("a\"b\\c</script>&\u{2028}\u{2029}\t\n")
                == #""a\"b\\c\u003c/script\u003e\u0026\u2028\u2029\t\n""#)
        var bytes: [UInt8] = []
        JSONText.appendQuoted("  two\n\n words\t ", collapsingWhitespace: true, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""two words""#)
    }

    @Test func agreesWithTheByteByByteRulesOnRandomText() {
        var random = SplitMix64(seed: 7)
        let pieces = [
            "view", " ", "  ", "\n", "\t", "\r\n", "\"", "\\", "<", ">", "&", "é", "€", "\u{2028}", "\u{2029}",
            "\u{1}", "😀", "\u{2026}",
        ]
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            for collapsing in [false, true] {
                var bytes = Array("prefix".utf8)
                JSONText.appendQuoted(text, collapsingWhitespace: collapsing, to: &bytes)
                #expect(
                    bytes == Array("prefix".utf8) + Self.reference(text, collapsingWhitespace: collapsing), "\(text)")
            }
        }
    }
}

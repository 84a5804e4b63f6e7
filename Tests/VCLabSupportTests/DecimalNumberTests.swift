import Testing
import VCLabSupport

/// The hand-written number reader the WebAssembly module uses instead of `strtod`.
@Suite struct DecimalNumberTests {
    @Test(arguments: ["0", "20", "-10", "320.5", "0.25", "1e3", "2.5E-2", "+7", "007", "416.000"])
    func readsWhatSwiftReads(_ text: String) throws {
        let expected = try #require(Double(text))
        let actual = try #require(DecimalNumber.parse(Substring(text)))
        #expect(abs(actual - expected) <= abs(expected) * 1e-12)
    }

    @Test(arguments: ["", "-", "1.", ".5", "1e", "1x", "0x10", "--1", "+-1", "1 2", "nan", "inf"])
    func refusesWhatIsNotOneNumber(_ text: String) {
        #expect(DecimalNumber.parse(Substring(text)) == nil)
    }

    /// Seeded random decimals of the shapes frames and counts have: within a millionth of `Double(String)`.
    @Test func agreesWithTheStandardLibraryOnRandomDecimals() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        for _ in 0..<5_000 {
            var text = next(4) == 0 ? "-" : ""
            text += String(next(100_000))
            if next(2) == 0 { text += "." + String(next(1_000)) }
            let expected = try #require(Double(text))
            let actual = try #require(DecimalNumber.parse(Substring(text)), "\(text)")
            #expect(abs(actual - expected) < 1e-6, "\(text)")
        }
    }

    @Test func jsonForbidsLeadingZerosThatTypedAnswersAllow() {
        var index = 0
        #expect(DecimalNumber.read(Array("012".utf8), at: &index, allowsLeadingZeros: false) == nil)
        index = 0
        #expect(DecimalNumber.read(Array("012".utf8), at: &index, allowsLeadingZeros: true) == 12)
    }
}

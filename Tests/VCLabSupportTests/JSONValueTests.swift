import Testing
import VCLabSupport

/// The JSON reader of the WebAssembly module's requests.
@Suite struct JSONValueTests {
    @Test func readsEveryKindOfValue() throws {
        let json = try #require(
            JSONValue.parse(
                Array(#" {"a": [1, -2.5, true, false, null], "b": "x\"\\\/\n\u00e9\ud83d\ude00", "c": {}} "#.utf8)))
        #expect(json["a"] == .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null]))
        #expect(json["b"]?.string == "x\"\\/\né😀")
        #expect(json["c"] == .object([]))
        #expect(json["missing"] == nil)
    }

    @Test func roundTripsWhatJSONTextWrites() throws {
        let texts = ["plain", "<script>&\"'", "line\nbreak\ttab", "\u{1}\u{1F}", "\u{2028}\u{2029}", "中文 é"]
        for text in texts {
            #expect(JSONValue.parse(Array(JSONText.quoted(text).utf8))?.string == text)
        }
        #expect(JSONValue.parse(Array(JSONText.array(texts).utf8))?.strings == texts)
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "01", "\"\u{1}\"", "\"\\x\"", "tru", "[1] 2", "\"\\ud83d\"",
        "\"\\udc00\"", "{1: 2}", "\"unterminated", "[1 2]", "{\"a\":1 \"b\":2}", "[,1]", "{,\"a\":1}",
    ])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(JSONValue.parse(Array(text.utf8)) == nil)
    }

    @Test func refusesInvalidUTF8InStrings() {
        #expect(JSONValue.parse([0x22, 0xFF, 0x22]) == nil)
    }

    @Test func nestingIsBoundedNotRecursedWithoutLimit() {
        let limit = JSONValue.maximumDepth
        let deepest = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(JSONValue.parse(Array(deepest.utf8)) != nil)
        let tooDeep = String(repeating: "[", count: limit + 2) + String(repeating: "]", count: limit + 2)
        #expect(JSONValue.parse(Array(tooDeep.utf8)) == nil)
        // A hostile million brackets is refused without exhausting the stack.
        #expect(JSONValue.parse(Array(repeating: UInt8(ascii: "["), count: 1_000_000)) == nil)
    }

    @Test func aRepeatedKeyKeepsItsLastValue() {
        #expect(JSONValue.parse(Array("{\"a\": 1, \"a\": 2}".utf8))?["a"] == .number(2))
    }

    @Test func readsARangeAndNothingOutsideIt() throws {
        let bytes = Array(#"[{"a":"x"} 12345 "cut"]"#.utf8)
        #expect(JSONValue.parse(bytes, in: 1..<10) == .object([("a", .string("x"))]))
        #expect(JSONValue.parse(bytes, in: 11..<13) == .number(12))
        #expect(JSONValue.parse(bytes, in: 17..<21) == nil)
        #expect(JSONValue.parse(bytes, in: 17..<22) == .string("cut"))
    }

    @Test func aKeyIsComparedAsItReadsNotAsItIsWritten() throws {
        var reader = JSONReader(Array(#"{"\u0074ime":1,"times":2}"#.utf8))
        var isFirst = true
        // The macro cannot call a mutating method, so each step's result is taken first.
        let opened = reader.beginObject()
        let first = reader.nextMember(isFirst: &isFirst)
        #expect(opened && first == true)
        #expect(reader.keyIs("time") && !reader.keyIs("tim") && reader.key == "time")
        let number = reader.readNumber()
        let second = reader.nextMember(isFirst: &isFirst)
        #expect(number == 1 && second == true)
        #expect(!reader.keyIs("time") && reader.keyIs("times"))
        let skipped = reader.skipValue(depth: 1)
        let third = reader.nextMember(isFirst: &isFirst)
        let ended = reader.isAtEnd()
        #expect(skipped && third == false && ended)
    }
}

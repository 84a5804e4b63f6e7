import Foundation
import Testing
import VCLabEngine
import VCLabSupport

@testable import VCLabStudy

@Suite struct ProgressRecordTests {
    @Test func recordRoundTripsThroughJSON() throws {
        let record = ProgressRecord(time: 1, quizID: "q", response: "a", score: 0.5)
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ProgressRecord.self, from: data) == record)
    }

    @Test func readsALineInPlaceAndNothingBesideIt() throws {
        let line = #"{"quiz":"push-order","response":"c a d b","score":1,"seen":true,"time":1764441720.5}"#
        let bytes = Array(("{\"quiz\n" + line + "\n3.5}").utf8)
        let start = 7
        let record = try #require(ProgressRecord(line: bytes, in: start..<start + line.utf8.count))
        #expect(
            record
                == ProgressRecord(
                    time: 1_764_441_720.5, quizID: "push-order", response: "c a d b", score: 1, sawAnswer: true))
        // The number at the line's end stops at the range, not at the digits after it.
        let cut = Array(#"{"quiz":"q","response":"a","score":1,"time":12}345"#.utf8)
        #expect(ProgressRecord(line: cut, in: 0..<cut.count - 3)?.time == 12)
        #expect(ProgressRecord(line: cut, in: 0..<cut.count - 4) == nil)
    }

    @Test(arguments: [
        #"{"quiz":"q","response":"a","score":1}"#,  // no time
        #"{"quiz":"q","response":"a","score":"1","time":1}"#,  // a score of another kind
        #"{"quiz":"q","response":"a","score":1,"time":1,"time":"x"}"#,  // the last time is not a number
        #"{"quiz":"q","response":"a","score":1,"time":1} x"#,  // something after the object
        #"{"quiz":"q","response":"a","score":1,"time":1,"extra":[1,{"a":}]}"#,  // a malformed field beside them
        #"["quiz","q"]"#,
    ])
    func refusesALineThatIsNotARecord(_ line: String) {
        let bytes = Array(line.utf8)
        #expect(ProgressRecord(line: bytes, in: 0..<bytes.count) == nil)
    }

    @Test func keysWrittenWithEscapesAreTheSameKeys() throws {
        let bytes = Array(#"{"\u0071uiz":"q","response":"a\nb","score":0.5,"\u0074ime":2,"s\u0065en":true}"#.utf8)
        let record = try #require(ProgressRecord(line: bytes, in: 0..<bytes.count))
        #expect(record == ProgressRecord(time: 2, quizID: "q", response: "a\nb", score: 0.5, sawAnswer: true))
    }

    /// The in-place reader against the tree every other JSON of the project is read into, on lines mutated at
    /// random (seeded): both take the same record, or both none.
    @Test func agreesWithTheParsedTreeOnMutatedLines() {
        let lines = [
            #"{"quiz":"push-order","response":"c a d b","score":1,"time":1764441720.5}"#,
            #"{"quiz":"q","response":"中文 é","score":0,"seen":true,"time":3,"later":{"a":[1,2,{"b":null}]}}"#,
            #"{"time":1,"quiz":"q","quiz":"r","response":"\"a\"","score":0.25,"seen":false}"#,
        ]
        let alphabet = Array(#"{}[]:,"\ abc01-.e"#.utf8) + [0xE4, 0x0A]
        var generator = SplitMix64(seed: 24)
        var agreed = 0
        for round in 0..<6_000 {
            var bytes = Array(lines[round % lines.count].utf8)
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let place = Int.random(in: 0..<bytes.count, using: &generator)
                let byte = alphabet.randomElement(using: &generator)!
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[place] = byte
                case 1: bytes.insert(byte, at: place)
                default: if bytes.count > 1 { bytes.remove(at: place) }
                }
            }
            let framed = Array("x\n".utf8) + bytes + Array("\n99".utf8)
            let inPlace = ProgressRecord(line: framed, in: 2..<2 + bytes.count)
            #expect(inPlace == Self.fromTree(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            if inPlace != nil { agreed += 1 }
        }
        // The mutations leave enough lines whole that the comparison is not only of refusals.
        #expect(agreed > 1_000)
    }

    /// What a record is, read from the parsed tree: the four fields with their types, the last copy of each.
    private static func fromTree(_ bytes: [UInt8]) -> ProgressRecord? {
        guard case .object(let members)? = JSONValue.parse(bytes) else { return nil }
        var fields: [String: JSONValue] = [:]
        for (key, value) in members { fields[key] = value }
        guard let time = fields["time"]?.number, let quizID = fields["quiz"]?.string,
            let response = fields["response"]?.string, let score = fields["score"]?.number
        else { return nil }
        return ProgressRecord(
            time: time, quizID: quizID, response: response, score: score, sawAnswer: fields["seen"]?.bool ?? false)
    }
}

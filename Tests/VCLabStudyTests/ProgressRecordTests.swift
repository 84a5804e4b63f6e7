import Foundation
import Testing

@testable import VCLabStudy

@Suite struct ProgressRecordTests {
    @Test func recordRoundTripsThroughJSON() throws {
        let record = ProgressRecord(time: 1, quizID: "q", response: "a", score: 0.5)
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ProgressRecord.self, from: data) == record)
    }
}

import Testing

@testable import VCLabStudy

@Suite struct ProgressSummaryTests {
    @Test func countsAnsweredRightAndDuePerLessonAndKeepsOrphans() {
        let now = 1_764_000_000.0
        let records = [
            ProgressRecord(time: now - 10, quizID: "a1", response: "", score: 1),
            ProgressRecord(time: now - 5, quizID: "a2", response: "", score: 0),
            ProgressRecord(time: now - 5, quizID: "removed", response: "", score: 1),
            ProgressRecord(time: now - 4, quizID: "removed", response: "", score: 0),
        ]
        let summary = ProgressSummary(
            lessons: [("01-a", "A", ["a1", "a2", "a3"]), ("02-b", "B", ["b1"])], records: records,
            clock: ReviewClock(now: now))
        #expect(summary.rows.map(\.answered) == [2, 0])
        #expect(summary.rows.map(\.rightAtLastAttempt) == [1, 0])
        #expect(summary.rows.map(\.due) == [1, 0])
        #expect(summary.rows.map(\.quizzes) == [3, 1])
        #expect(summary.orphanedAttempts == 2)
        #expect(summary.orphanedQuizzes == 1)
        // a1 was right (Good): due at the start of the day after tomorrow.
        #expect(summary.nextDue == now - 16 * 3600 + 2 * 86_400)
        #expect(summary.totalDue == 1)
    }
}

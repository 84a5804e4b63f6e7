import Testing

@testable import VCLabStudy

@Suite struct ProgressLogTests {
    let first = ProgressRecord(time: 1_764_441_720.5, quizID: "push-order", response: "c a d b", score: 1)
    let second = ProgressRecord(time: 1_764_441_800, quizID: "trace", response: "B.deinit\nA.viewDidLoad", score: 0.5)

    func bytes(_ records: [ProgressRecord]) -> [UInt8] { records.flatMap(ProgressLog.line(for:)) }

    @Test func aLineIsOneSortedJSONObjectEndingInANewline() {
        let line = String(decoding: ProgressLog.line(for: first), as: UTF8.self)
        #expect(line == #"{"quiz":"push-order","response":"c a d b","score":1,"time":1764441720.5}"# + "\n")
        let multiline = String(decoding: ProgressLog.line(for: second), as: UTF8.self)
        #expect(multiline.filter { $0 == "\n" }.count == 1, "a trace answer's newlines are escaped")
    }

    @Test func readsEveryCompleteRecord() {
        let log = ProgressLog(parsing: bytes([first, second]))
        #expect(log.records == [first, second])
        #expect(log.truncatedBytes == 0)
        #expect(!log.needsRepair)
        #expect(log.problemReport == nil)
    }

    @Test func aTruncatedLastRecordIsIgnoredAndReported() {
        let whole = bytes([first, second])
        for cut in 2..<ProgressLog.line(for: second).count {
            let log = ProgressLog(parsing: Array(whole.dropLast(cut)))
            #expect(log.records == [first], "cut \(cut)")
            #expect(log.truncatedBytes == ProgressLog.line(for: second).count - cut)
            #expect(log.needsRepair)
            #expect(log.completeBytes == ProgressLog.line(for: first))
            #expect(log.problemReport?.english.contains("cut short") == true)
            #expect(log.problemReport?.chinese.contains("最后一条记录不完整") == true)
        }
    }

    @Test func aCompleteLastRecordWithoutItsNewlineIsKept() {
        let log = ProgressLog(parsing: Array(bytes([first, second]).dropLast()))
        #expect(log.records == [first, second])
        #expect(log.lacksFinalNewline)
        #expect(log.completeBytes == bytes([first, second]))
    }

    @Test func unreadableLinesInTheMiddleAreSkippedKeptAndCounted() {
        let text = Array("garbage\n\n".utf8) + bytes([first]) + Array("{\"quiz\":1}\n".utf8) + bytes([second])
        let log = ProgressLog(parsing: text)
        #expect(log.records == [first, second])
        #expect(log.unreadableLines == [1, 4])
        #expect(!log.needsRepair)
        #expect(log.completeBytes == text, "nothing is dropped from the file")
        #expect(log.problemReport?.english == "lines 1, 4 could not be read and are skipped")
        #expect(log.problemReport?.chinese == "第 1、4 行无法读取，已跳过")
    }

    @Test func anEmptyLogIsFine() {
        let log = ProgressLog(parsing: [])
        #expect(log.records.isEmpty)
        #expect(!log.needsRepair)
    }
}

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

    /// The log is read with the project's JSON reader (not JSONDecoder, for speed): what JSONEncoder writes,
    /// Chinese, escapes and all, reads back as it was, with any time or score JSONEncoder writes.
    @Test func whatTheEncoderWritesReadsBackExactly() {
        let responses = ["是", "B.viewWillAppear\nA.viewDidDisappear", "say \"hi\" \\ \t", "\u{1F600} é", ""]
        let records = (0..<500).map { index in
            ProgressRecord(
                // Times with 0 to 4 decimals, as many different ones as records.
                time: (1_700_000_000 + Double(index) * 12_345.678_91).rounded(toPlaces: index % 5),
                quizID: "quiz-\(index)", response: responses[index % responses.count],
                score: [0, 1, 0.5, 0.75, 1.0 / 3][index % 5])
        }
        #expect(ProgressLog(parsing: bytes(records)).records == records)
    }

    @Test func aLineWithTheWrongTypesOrAFieldMissingIsUnreadableAndOtherFieldsAreIgnored() {
        let text =
            #"{"quiz":"q","response":"a","score":"1","time":1}"# + "\n" + #"{"quiz":"q","score":1,"time":1}"# + "\n"
            + #"{"quiz":"q","response":"a","score":1,"time":1,"later":[1,{"x":null}]}"# + "\n"
        let log = ProgressLog(parsing: Array(text.utf8))
        #expect(log.unreadableLines == [1, 2])
        #expect(log.records == [ProgressRecord(time: 1, quizID: "q", response: "a", score: 1)])
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

extension Double {
    fileprivate func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}

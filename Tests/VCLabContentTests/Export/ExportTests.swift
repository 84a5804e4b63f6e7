import Foundation
import Testing

@testable import VCLabContent

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The exports are checked by reading back what they wrote: GIFT by its grammar, QTI by its zip and XML,
/// JSON by decoding it.
@Suite struct ExportTests {
    static func quizzes() throws -> [ExportedQuiz] {
        let report = CourseChecker.check(files: try Fixtures.course("good"))
        #expect(report.errorCount == 0)
        let quizzes = ExportedQuiz.collect(from: report.evaluations)
        #expect(!quizzes.isEmpty)
        return quizzes
    }

    // MARK: - GIFT

    /// Splits GIFT text into questions and checks each against the grammar of the formats the exporter
    /// uses: `::title::[markdown]text {` answer lines `}`, no unescaped control character in any text.
    static func giftQuestions(_ text: String) -> [(title: String, answers: [String])] {
        var questions: [(String, [String])] = []
        for block in text.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") }
            guard let head = lines.first, !head.hasPrefix("$CATEGORY") else { continue }
            #expect(head.hasPrefix("::"), "a question starts with its title: \(head)")
            #expect(head.hasSuffix(" {"))
            #expect(lines.last == "}")
            let title = String(head.dropFirst(2).prefix { $0 != ":" })
            #expect(head.contains("::[markdown]"))
            let answers = Array(lines.dropFirst().dropLast())
            for answer in answers {
                #expect(answer.hasPrefix("\t"))
                let body = answer.dropFirst()
                let marker = ["=", "~", "#", "TRUE", "FALSE", "####"].contains { body.hasPrefix($0) }
                #expect(marker, "answer line \(answer)")
                #expect(!hasUnescaped("{}", in: String(body)), "unescaped brace in \(answer)")
            }
            #expect(!hasUnescaped("{}~=#", in: String(head.dropFirst(2).dropLast(2).drop { $0 != "]" })))
            questions.append((title, answers))
        }
        return questions
    }

    static func hasUnescaped(_ specials: String, in text: String) -> Bool {
        var escaping = false
        for character in text {
            if escaping {
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if specials.contains(character) {
                return true
            }
        }
        return false
    }

    @Test func giftFollowsItsGrammarAndCarriesEveryKey() throws {
        let quizzes = try Self.quizzes()
        let output = GIFTExporter.export(quizzes)
        let questions = Self.giftQuestions(output.text)
        let traceCount = quizzes.count { $0.quiz.kind == "trace" }
        #expect(questions.count == quizzes.count - traceCount)
        #expect(output.notices.count == traceCount)
        for item in quizzes where item.quiz.kind != "trace" {
            let question = try #require(questions.first { $0.title == GIFTExporter.escaped(item.quiz.id) })
            switch item.quiz.key {
            case .single(let right):
                #expect(question.answers.contains("\t=" + GIFTExporter.escaped(right)))
            case .boolean(let value):
                #expect(question.answers.first == (value ? "\tTRUE" : "\tFALSE"))
            case .number(let value):
                #expect(question.answers.first == "\t#\(value)")
            case .set(let right):
                #expect(
                    question.answers.count { $0.hasPrefix("\t~%-100%") == false && !$0.hasPrefix("\t####") }
                        == right.count)
            case .sequence(let events):
                #expect(question.answers.filter { $0.contains(" -> ") }.count == events.count)
            case .frame:
                #expect(question.answers.first?.hasPrefix("\t=") == true)
            }
            if item.quiz.explain != nil { #expect(question.answers.last?.hasPrefix("\t####") == true) }
        }
    }

    @Test func giftEscapesControlCharactersAndLineBreaks() {
        #expect(GIFTExporter.escaped("a: {b} = ~c #d\n\ne") == "a\\: \\{b\\} \\= \\~c \\#d\\n\\ne")
    }

    // MARK: - QTI

    /// Reads a zip of stored entries, checking each entry's CRC.
    static func unzip(_ bytes: [UInt8]) throws -> [String: [UInt8]] {
        func read16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        func read32(_ offset: Int) -> Int { read16(offset) | read16(offset + 2) << 16 }
        var entries: [String: [UInt8]] = [:]
        var offset = 0
        while offset + 30 <= bytes.count, read32(offset) == 0x0403_4B50 {
            #expect(read16(offset + 8) == 0, "stored")
            let crc = UInt32(read32(offset + 14))
            let size = read32(offset + 18)
            let nameLength = read16(offset + 26)
            let extraLength = read16(offset + 28)
            let name = String(decoding: bytes[(offset + 30)..<(offset + 30 + nameLength)], as: UTF8.self)
            let start = offset + 30 + nameLength + extraLength
            let data = Array(bytes[start..<(start + size)])
            #expect(ZipArchive.crc32(data) == crc, "CRC of \(name)")
            entries[name] = data
            offset = start + size
        }
        #expect(read32(bytes.count - 22) == 0x0605_4B50, "end of central directory")
        #expect(read16(bytes.count - 22 + 10) == entries.count)
        return entries
    }

    @Test func qtiIsAZipOfValidItemsListedInTheManifest() throws {
        let quizzes = try Self.quizzes()
        let entries = try Self.unzip(QTIExporter.export(quizzes))
        let manifest = try XMLDocument(data: Data(try #require(entries["imsmanifest.xml"])))
        let hrefs = try manifest.nodes(forXPath: "//*[local-name()='resource']/@href").compactMap(\.stringValue)
        #expect(hrefs.count == quizzes.count)
        for href in hrefs {
            let item = try XMLDocument(data: Data(try #require(entries[href], "\(href) is in the zip")))
            let correct = try item.nodes(forXPath: "//*[local-name()='correctResponse']/*").compactMap(\.stringValue)
            #expect(!correct.isEmpty, "\(href) has a correct response")
            let choices = Set(
                try item.nodes(forXPath: "//*[local-name()='simpleChoice']/@identifier").compactMap(\.stringValue))
            let baseType = try item.nodes(forXPath: "//*[local-name()='responseDeclaration']/@baseType").first?
                .stringValue
            if baseType == "identifier" {
                #expect(correct.allSatisfy(choices.contains), "\(href): the key names its choices")
            }
            #expect(try !item.nodes(forXPath: "//*[local-name()='itemBody']").isEmpty)
        }
        let order = try #require(quizzes.first { $0.quiz.kind == "order" })
        let orderItem = try XMLDocument(
            data: Data(try #require(entries["items/\(QTIExporter.identifier(order.quiz.id)).xml"])))
        let cardinality = try orderItem.nodes(forXPath: "//*[local-name()='responseDeclaration']/@cardinality")
        #expect(cardinality.first?.stringValue == "ordered")
    }

    @Test func qtiIsTheSameBytesEveryTime() throws {
        let quizzes = try Self.quizzes()
        #expect(QTIExporter.export(quizzes) == QTIExporter.export(quizzes))
    }

    // MARK: - JSON

    @Test func jsonDecodesBackToTheSameQuizzes() throws {
        let quizzes = try Self.quizzes()
        let text = QuizJSONExporter.export(quizzes)
        let decoded = try JSONDecoder().decode([ExportedQuiz].self, from: Data(text.utf8))
        #expect(decoded == quizzes)
    }
}

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
        #expect(output.count == questions.count)
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
            case .sequence(let events) where events.count < 3:
                // Moodle's matching needs three pairs: two events are a "which comes first" question.
                #expect(question.answers.contains("\t=" + GIFTExporter.escaped(events[0])))
                #expect(!question.answers.contains { $0.contains(" -> ") })
            case .sequence(let events):
                #expect(question.answers.filter { $0.contains(" -> ") }.count == events.count)
            case .frame(let values):
                let written = values.map(GIFTExporter.formatNumber).joined(separator: " ")
                #expect(question.answers.first == "\t=" + GIFTExporter.escaped(written))
            }
            if item.quiz.explain != nil { #expect(question.answers.last?.hasPrefix("\t####") == true) }
        }
    }

    @Test func giftEscapesControlCharactersAndLineBreaks() {
        #expect(GIFTExporter.escaped("a: {b} = ~c #d\n\ne") == "a\\: \\{b\\} \\= \\~c \\#d\\n\\ne")
    }

    @Test func giftCategoriesAreLiteralWithSlashesDoubled() {
        // Moodle reads a $CATEGORY line as it is; only '/' means something (a sub-category).
        #expect(GIFTExporter.category("Push: {A} / B = #1") == "Push: {A} // B = #1")
    }

    @Test func giftFramesAcceptTheUsualWaysOfWritingThem() {
        #expect(
            GIFTExporter.frameAnswers([0, 64, 320, 416.5]) == [
                "0 64 320 416.5", "0, 64, 320, 416.5", "0,64,320,416.5", "(0, 64, 320, 416.5)",
                "{{0, 64}, {320, 416.5}}",
            ])
    }

    @Test func everyExportedQuestionCarriesItsScenario() throws {
        let quizzes = try Self.quizzes()
        for item in quizzes {
            #expect(!item.scenarioSource.isEmpty, "\(item.quiz.id)")
            #expect(item.promptWithScenario.hasPrefix(item.quiz.prompt + "\n\nThe scenario"))
            let firstLine = try #require(item.scenarioSource.split(separator: "\n").first)
            #expect(item.promptWithScenario.contains("\n    " + firstLine))
        }
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

    /// Version 1 of the schema docs/authoring.md documents: every field, by its plain name, in its order.
    @Test func jsonFollowsVersionOneOfTheDocumentedSchema() throws {
        let quizzes = try Self.quizzes()
        let text = QuizJSONExporter.export(quizzes)
        #expect(text == QuizJSONExporter.export(quizzes))
        #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"quizzes\": [\n    {\n      \"id\": "))
        #expect(!text.contains("_0"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let items = try #require(document["quizzes"] as? [[String: Any]])
        #expect(items.count == quizzes.count)
        for (item, exported) in zip(items, quizzes) {
            #expect(
                Set(item.keys) == [
                    "id", "lesson", "kind", "prompt", "options", "answer", "explain", "hint", "feedback", "subject",
                    "only", "window", "scenario",
                ])
            let quiz = exported.quiz
            #expect(item["id"] as? String == quiz.id)
            #expect(item["kind"] as? String == quiz.kind)
            #expect(item["options"] as? [String] == quiz.options)
            #expect(item["feedback"] as? [String: String] == quiz.feedback)
            let scenario = try #require(item["scenario"] as? [String: Any])
            #expect(scenario["source"] as? String == exported.scenarioSource)
            #expect(scenario["name"] as? String == quiz.simulationName)
            switch quiz.key {
            case .sequence(let events), .set(let events): #expect(item["answer"] as? [String] == events)
            case .single(let event): #expect(item["answer"] as? String == event)
            case .boolean(let value): #expect(item["answer"] as? Bool == value)
            case .number(let value): #expect(item["answer"] as? Int == value)
            case .frame(let values):
                let frame = try #require(item["answer"] as? [String: Double])
                #expect([frame["x"], frame["y"], frame["width"], frame["height"]] == values.map { $0 })
            }
        }
    }
}

import Foundation
import Testing
import VCLabContent
import VCLabGrading
import VCLabTestSupport

@testable import VCLabExport

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
                // `{TRUE#wrong#right}`: the feedback on the wrong answer first, then on the right one.
                let words = item.quiz.kind == "claim" ? ("true", "false") : ("yes", "no")
                let right = item.quiz.feedback[value ? words.0 : words.1]
                let wrong = item.quiz.feedback[value ? words.1 : words.0]
                var expected = value ? "\tTRUE" : "\tFALSE"
                if wrong != nil || right != nil { expected += "#" + GIFTExporter.escaped(wrong ?? "") }
                if let right { expected += "#" + GIFTExporter.escaped(right) }
                #expect(question.answers.first == expected)
            case .number(let value):
                #expect(question.answers.first == "\t#\(value)")
            case .set(let right) where right.count == 1:
                #expect(question.answers.contains { $0.hasPrefix("\t~%100%" + GIFTExporter.escaped(right[0])) })
            case .set, .sequence:
                // All or nothing, as VCLab grades: a short answer over the numbered options.
                #expect(GIFTExporter.numbered(item.quiz))
                #expect(question.answers.allSatisfy { $0.hasPrefix("\t=") || $0.hasPrefix("\t####") })
                #expect(question.answers.count { $0.hasPrefix("\t=") } >= 3)
            case .frame(let values):
                let written = values.map(QuizGrader.formatNumber).joined(separator: " ")
                #expect(question.answers.first == "\t=" + GIFTExporter.escaped(written))
            }
            if item.quiz.explain != nil { #expect(question.answers.last?.hasPrefix("\t####") == true) }
        }
    }

    /// What Moodle gives a response to a GIFT question of the forms the exporter writes for choices:
    /// multiple answers add up the weights of what is ticked, from 0 to 100 %; a short answer is right when it
    /// is one of the accepted forms, compared as Moodle does by default (trimmed, case ignored).
    static func moodleScore(answers: [String], ticked: [String], typed: String) -> Double {
        var total = 0.0
        var isShortAnswer = false
        for line in answers where !line.hasPrefix("\t####") {
            let body = String(line.dropFirst())
            if body.hasPrefix("=") {
                isShortAnswer = true
                if String(body.dropFirst()).lowercased() == typed.trimmingCharacters(in: .whitespaces).lowercased() {
                    return 1
                }
            } else if body.hasPrefix("~%") {
                let weight = body.dropFirst(2).prefix { $0 != "%" }
                let option = String(body.dropFirst(3 + weight.count).prefix { $0 != "#" })
                if ticked.map(GIFTExporter.escaped).contains(option) { total += Double(weight) ?? .nan }
            }
        }
        return isShortAnswer ? 0 : min(1, max(0, total / 100))
    }

    static func subsets(_ options: [String]) -> [[String]] {
        (0..<(1 << options.count)).map { mask in options.indices.filter { mask & (1 << $0) != 0 }.map { options[$0] } }
    }

    static func permutations(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// For every possible response to a `which`, `loaded` or `order` question (every subset ticked, every
    /// ordering typed in each accepted way), Moodle's mark for the exported GIFT is VCLab's own grade.
    @Test func giftGradesChoicesAndOrderAsVCLabDoes() throws {
        var quizzes = try Self.quizzes().filter { ["which", "loaded", "order"].contains($0.quiz.kind) }
        var single = try #require(quizzes.first { $0.quiz.kind == "which" })
        guard case .set(let right) = single.quiz.key else { throw CancellationError() }
        single.quiz.id = "one-right"
        single.quiz.key = .set([right[0]])
        var none = single
        none.quiz.id = "none-right"
        none.quiz.key = .set([])
        quizzes += [single, none]
        #expect(quizzes.map(\.quiz.kind).sorted() == ["loaded", "order", "which", "which", "which"])
        let questions = Self.giftQuestions(GIFTExporter.export(quizzes).text)
        for item in quizzes {
            let quiz = item.quiz
            let answers = try #require(questions.first { $0.title == GIFTExporter.escaped(quiz.id) }).answers
            let number = { (option: String) in String((quiz.options.firstIndex(of: option) ?? -1) + 1) }
            if quiz.kind == "order" {
                for order in Self.permutations(quiz.options) {
                    let expected = QuizGrader.grade(quiz, response: .sequence(order)).score
                    for separator in [" ", ",", ", ", ""] {
                        let typed = order.map(number).joined(separator: separator)
                        #expect(
                            Self.moodleScore(answers: answers, ticked: [], typed: typed) == expected,
                            "\(quiz.id): \(typed)")
                    }
                }
                continue
            }
            for ticked in Self.subsets(quiz.options) {
                let expected = QuizGrader.grade(quiz, response: .set(ticked)).score
                let typed = ticked.isEmpty ? "none" : ticked.map(number).joined(separator: " ")
                #expect(
                    Self.moodleScore(answers: answers, ticked: ticked, typed: typed) == expected,
                    "\(quiz.id): \(ticked)")
            }
        }
    }

    @Test func giftNumbersOptionsAsCodeAndAcceptsTheUsualSeparators() {
        #expect(
            GIFTExporter.numberedOptions(["A.viewWillAppear(_:)", "a`b"]) == "1. `A.viewWillAppear(_:)`\n2. `` a`b ``")
        #expect(GIFTExporter.numberAnswers([3, 1, 2], optionCount: 4) == ["3 1 2", "3,1,2", "3, 1, 2", "312"])
        #expect(GIFTExporter.numberAnswers([1, 10], optionCount: 10) == ["1 10", "1,10", "1, 10"])
        #expect(GIFTExporter.numberAnswers([2], optionCount: 3) == ["2"])
        #expect(GIFTExporter.numberAnswers([], optionCount: 3) == ["none"])
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
    static func unzip(_ bytes: [UInt8]) throws -> [String: [UInt8]] { StoredZip.entries(bytes) }

    @Test func qtiIsAZipOfValidItemsListedInTheManifest() throws {
        let quizzes = try Self.quizzes()
        let entries = try Self.unzip(QTIExporter.export(quizzes))
        let manifest = try XMLDocument(data: Data(try #require(entries["imsmanifest.xml"])))
        let hrefs = try manifest.nodes(
            forXPath: "//*[local-name()='resource'][@type='imsqti_item_xmlv2p1']/@href"
        ).compactMap(\.stringValue)
        #expect(hrefs.count == quizzes.count)
        // One assessmentTest per lesson, referring to every item once.
        let tests = try manifest.nodes(
            forXPath: "//*[local-name()='resource'][@type='imsqti_test_xmlv2p1']/@href"
        ).compactMap(\.stringValue)
        #expect(tests.count == Set(quizzes.map(\.lessonSlug)).count)
        var referenced: [String] = []
        for test in tests {
            let document = try XMLDocument(data: Data(try #require(entries[test], "\(test) is in the zip")))
            referenced += try document.nodes(forXPath: "//*[local-name()='assessmentItemRef']/@href")
                .compactMap(\.stringValue).map { $0.replacing("../", with: "") }
        }
        #expect(referenced.sorted() == hrefs.sorted())
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
                    "only", "window", "scenario", "tags",
                    "difficulty",
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

import Foundation
import Testing
import VCLabContent
import VCLabGrading

@testable import VCLabHTML

/// The page's JavaScript grader and ``QuizGrader`` give the same grade (verdict, score, mistakes, feedback)
/// for the same quiz and response: a fixed table of edge cases plus seeded random sequences, all run through
/// `site.js` under Node.
@Suite struct GraderParityTests {
    struct Case {
        var quiz: PreparedQuiz
        var response: QuizResponse
    }

    static func quiz(
        _ kind: String, _ key: QuizKey, subject: String? = nil, feedback: [String: String] = [:]
    ) -> PreparedQuiz {
        PreparedQuiz(
            id: "q", kind: kind, prompt: "?", options: [], key: key, explain: nil, hint: nil, feedback: feedback,
            subject: subject, filter: nil, window: [], simulationName: "s", stepDescription: nil)
    }

    static let table: [Case] = {
        let order = ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]
        let feedback = ["A.viewDidDisappear": "Waits for the *animation*.", "C.x": "No C."]
        var cases: [Case] = []
        func add(_ quiz: PreparedQuiz, _ responses: [QuizResponse]) {
            cases += responses.map { Case(quiz: quiz, response: $0) }
        }
        add(
            quiz("order", .sequence(order)),
            [
                .sequence(order), .sequence(order.reversed()), .sequence([order[0], order[2], order[1], order[3]]),
                .sequence(Array(order.prefix(3))), .sequence(order + ["X.y"]), .sequence([order[0]] + order.prefix(3)),
                .sequence([]), .single("A.viewWillDisappear"),
            ])
        add(
            quiz("trace", .sequence(["a", "b", "c", "d"])),
            [
                .sequence(["a", "b", "c", "d"]), .sequence(["a", "c", "b", "d"]), .sequence(["x"]), .sequence([]),
                .sequence(["a", "b", "c", "d", "e", "f", "g", "h"]), .sequence(["d", "c", "b", "a"]),
                .sequence(["b", "a", "d", "c"]),
            ])
        add(quiz("trace", .sequence([])), [.sequence([]), .sequence(["a"])])
        for kind in ["first", "last", "next", "which-single"] {
            let single = quiz(
                kind == "which-single" ? "first" : kind, .single("B.viewWillAppear"),
                subject: kind == "next" ? "A.viewWillDisappear" : nil, feedback: feedback)
            add(single, [.single("B.viewWillAppear"), .single("A.viewDidDisappear"), .single("C.x"), .boolean(true)])
        }
        add(quiz("next", .single("B.x")), [.single("A.y")])
        for kind in ["happens", "claim"] {
            add(quiz(kind, .boolean(true)), [.boolean(true), .boolean(false)])
            add(quiz(kind, .boolean(false)), [.boolean(true), .boolean(false), .number(1)])
        }
        add(quiz("count", .number(2)), [.number(2), .number(0), .number(1), .number(3), .number(17)])
        add(quiz("count", .number(0)), [.number(1), .number(0)])
        for kind in ["which", "loaded"] {
            let set = quiz(kind, .set(["A.viewDidLoad", "B.viewDidLoad"]), feedback: feedback)
            add(
                set,
                [
                    .set(["B.viewDidLoad", "A.viewDidLoad"]), .set(["A.viewDidLoad", "C.x"]), .set([]),
                    .set(["C.x", "A.viewDidDisappear", "A.viewDidLoad", "B.viewDidLoad"]),
                    .set(["A.viewDidLoad", "A.viewDidLoad"]),
                ])
            add(quiz(kind, .set([])), [.set([]), .set(["C.x"])])
        }
        add(
            quiz("frame", .frame([0, 64, 320, 416])),
            [
                .frame([0, 64, 320, 416]), .frame([0, 64.2, 320, 416]), .frame([0, 20, 320, 416]),
                .frame([1, 64.5, 319.5, 460.25]), .frame([0, 64]), .frame([]), .frame([0, 64, 320, 416, 1]),
                .frame([-3, 0.1, 1e6, 2.75]),
            ])
        add(quiz("frame", .frame([0, 20.5, 320, 459.5])), [.frame([0, 20, 320, 460]), .frame([0, 21.5, 320, 459])])

        // Seeded random sequences over a small alphabet: many LCS ties and orderings.
        var generator = SeededGenerator(state: 0x5EED)
        func next(_ bound: Int) -> Int { Int((generator.next() >> 33) % UInt64(bound)) }
        let alphabet = ["A.a", "A.b", "B.a", "B.b", "C.c"]
        for _ in 0..<150 {
            let key = (0..<next(7)).map { _ in alphabet[next(alphabet.count)] }
            let answer = (0..<next(8)).map { _ in alphabet[next(alphabet.count)] }
            add(quiz("trace", .sequence(key)), [.sequence(answer)])
            let distinct = Array(Set(key)).sorted()
            add(quiz("order", .sequence(distinct)), [.sequence(distinct.shuffled(using: &generator))])
            add(quiz("which", .set(distinct), feedback: ["C.c": "c"]), [.set(Array(Set(answer)).sorted())])
        }
        return cases
    }()

    static func responseJSON(_ response: QuizResponse) -> String {
        switch response {
        case .sequence(let lines): "{\"type\":\"sequence\",\"value\":\(JSONText.array(lines))}"
        case .single(let value): "{\"type\":\"single\",\"value\":\(JSONText.quoted(value))}"
        case .boolean(let value): "{\"type\":\"boolean\",\"value\":\(value)}"
        case .number(let value): "{\"type\":\"number\",\"value\":\(value)}"
        case .set(let items): "{\"type\":\"set\",\"value\":\(JSONText.array(items))}"
        case .frame(let values):
            "{\"type\":\"frame\",\"value\":[\(values.map(JSONText.number).joined(separator: ","))]}"
        }
    }

    static func node() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["node", "nodejs"] {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    @Test func javaScriptGradesLikeSwift() throws {
        let node = try #require(Self.node(), "Node.js is needed for this test: scripts/install-dependencies test")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-parity-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try SiteResources.script.write(
            to: directory.appendingPathComponent("site.js"), atomically: true, encoding: .utf8)
        let cases = Self.table.map { "[\(QuizData.json(for: $0.quiz)),\(Self.responseJSON($0.response))]" }
        try ("[" + cases.joined(separator: ",\n") + "]").write(
            to: directory.appendingPathComponent("cases.json"), atomically: true, encoding: .utf8)
        let harness = """
            const site = require('./site.js');
            const cases = JSON.parse(require('fs').readFileSync(__dirname + '/cases.json', 'utf8'));
            for (const [quiz, response] of cases) console.log(JSON.stringify(site.grade(quiz, response)));
            """
        try harness.write(to: directory.appendingPathComponent("harness.js"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = node
        process.arguments = [directory.appendingPathComponent("harness.js").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        try #require(lines.count == Self.table.count)
        for (line, testCase) in zip(lines, Self.table) {
            let swift = QuizGrader.grade(testCase.quiz, response: testCase.response)
            let javaScript = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let context = "\(testCase.quiz.kind) \(testCase.quiz.key) ← \(testCase.response)"
            #expect(javaScript["verdict"] as? String == swift.verdict.rawValue, "\(context)")
            #expect((javaScript["score"] as? NSNumber)?.doubleValue == swift.score, "\(context)")
            #expect(javaScript["mistakes"] as? [String] == swift.mistakes, "\(context)")
            #expect(javaScript["feedback"] as? [String] == swift.feedback, "\(context)")
        }
    }
}

/// A linear congruential generator: the same cases on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

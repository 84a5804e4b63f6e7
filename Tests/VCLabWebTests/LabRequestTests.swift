import Testing
import VCLabEngine
import VCLabEvidence
import VCLabGrading
import VCLabSimulationHTML
import VCLabSupport

@testable import VCLabWeb

/// The requests the site makes of the module, natively: the WebAssembly build of the same code is held to
/// these answers byte for byte by Tests/Browser/lab_differential_test.py.
@Suite struct LabRequestTests {
    static let source = Array("root nav(A)\nlaunch\npush B\n".utf8)

    func run(_ bytes: [UInt8], _ options: String, rules: RuleDescriptions = RuleDescriptions()) -> LabRequest.Answer {
        let parsed = LabOptions(json: Array(options.utf8))
        return LabRequest.run(
            bytes, path: parsed.path, format: parsed.format, naming: parsed.naming, overrides: parsed.overrides,
            rules: rules)
    }

    @Test func eachReportFormatIsWhatVclabRunPrints() throws {
        let trace = try #require(LifecycleEngine.run(bytes: Self.source, path: "scenario.sim").trace)
        for format in RunReport.Format.allCases {
            let answer = run(Self.source, "{\"format\": \"\(format.rawValue)\"}")
            #expect(!answer.isError)
            #expect(answer.output == RunReport.output(trace, format: format, naming: .swift))
            #expect(answer.diagnostics == "")
        }
        let objectiveC = run(Self.source, "{\"objc\": true}")
        #expect(objectiveC.output.contains("B.viewWillAppear:"))
    }

    @Test func aScenarioWithErrorsAnswersItsDiagnosticsAsCompactLines() {
        let answer = run(Array("root A\nlaunch\npush\nfly away\n".utf8), "{\"path\": \"mine.sim\"}")
        #expect(answer.isError)
        #expect(answer.output == "")
        let lines = answer.diagnostics.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("mine.sim:3:1: error: ") == true)
        #expect(lines.last?.hasSuffix("[scenario.unknown-step]") == true)
    }

    @Test func optionsOverrideTheScenariosVersionAndDevice() {
        let answer = run(Array("ios 17\nstoryboard A\nroot A\nlaunch\n".utf8), "{\"ios\": \"4.3\"}")
        #expect(answer.isError)
        #expect(answer.diagnostics.contains("[scenario.unavailable-api]"))
        let ipad = run(Self.source, "{\"device\": \"ipad\", \"ios\": \"12\", \"format\": \"json\"}")
        #expect(ipad.output.contains("\"ios\": \"12.0\""))
        #expect(ipad.output.contains("\"device\": \"ipad\""))
    }

    @Test func unreadableOptionsAreTheDefaults() {
        let plain = run(Self.source, "")
        for options in ["not json", "{\"ios\": \"27\"}", "{\"ios\": \"banana\"}", "{\"format\": \"xml\"}", "[[[[["] {
            #expect(run(Self.source, options) == plain, "\(options)")
        }
    }

    @Test func theHTMLFormatDrawsTheRunAsThePageDoes() {
        let answer = run(Self.source, "{\"format\": \"html\", \"name\": \"push <b>\", \"idPrefix\": \"live-2\"}")
        #expect(answer.output.hasPrefix("<div class=\"sim-run\" data-run=\"0\" data-ios=\"17\""))
        #expect(answer.output.contains("id=\"live-2-diagram\""))
        #expect(answer.output.contains("push &lt;b&gt;"))
        #expect(answer.output.contains("class=\"sim-screen\" data-step=\"2\">"))
    }

    /// A live run on a Chinese page, given the descriptions as the worker hands them over (the JSON `vclab
    /// build` writes), is the run drawn at build time byte for byte, evidence notes in Chinese included.
    @Test func aLiveRunWithTheHandedDescriptionsIsTheBuiltOne() throws {
        let json = Array(RuleDescriptions.json(language: .simplifiedChinese).utf8)
        let rules = try #require(LabRequest.ruleDescriptions(json))
        let answer = run(
            Self.source,
            "{\"format\": \"html\", \"name\": \"push\", \"idPrefix\": \"live-1\", \"language\": \"zh-Hans\"}",
            rules: rules)
        let trace = try #require(LifecycleEngine.run(bytes: Self.source, path: "scenario.sim").trace)
        let built = RunRenderer.render(
            trace, name: "push", index: 0, idPrefix: "live-1", language: .simplifiedChinese,
            rules: .catalogue(.simplifiedChinese))
        #expect(answer.output == built)
        #expect(answer.output.contains(Rule.navigationPush.summary.chinese))
        #expect(LabRequest.ruleDescriptions(Array("not json".utf8)) == nil)
    }

    static let orderQuiz = PreparedQuiz(
        id: "push-order", kind: "order", prompt: "", options: ["B.viewWillAppear", "A.viewWillDisappear"],
        key: .sequence(["A.viewWillDisappear", "B.viewWillAppear"]), explain: nil, hint: nil,
        feedback: [:], subject: nil, filter: nil, window: [], simulationName: "", step: nil)

    func grade(_ quiz: PreparedQuiz, _ response: String) -> String {
        LabRequest.grade(Array("{\"quiz\": \(GradingJSON.encode(quiz)), \"response\": \(response)}".utf8)).output
    }

    @Test func gradesAStructuredResponseWithTheSwiftGrader() {
        let wrong = grade(
            Self.orderQuiz, "{\"type\": \"sequence\", \"value\": [\"B.viewWillAppear\", \"A.viewWillDisappear\"]}")
        let expected = QuizGrader.grade(
            Self.orderQuiz, response: .sequence(["B.viewWillAppear", "A.viewWillDisappear"]))
        #expect(
            wrong
                == GradingJSON.encode(expected, response: .sequence(["B.viewWillAppear", "A.viewWillDisappear"])))
        #expect(wrong.hasPrefix("{\"verdict\":\"wrong\",\"score\":0,"))
    }

    @Test func gradesTypedTextThroughTheAnswerReader() {
        let frame = PreparedQuiz(
            id: "f", kind: "frame", prompt: "", options: [], key: .frame([0, 64, 320, 416]), explain: nil,
            hint: nil, feedback: [:], subject: "A", filter: nil, window: [], simulationName: "", step: nil)
        #expect(grade(frame, "{\"text\": \"(0, 64, 320, 416)\"}").hasPrefix("{\"verdict\":\"right\",\"score\":1,"))
        #expect(grade(frame, "{\"text\": \"0 64\"}").hasPrefix("{\"problem\":"))
    }

    @Test func aRequestThatIsNotAQuizAndAnAnswerIsAnError() {
        for request in ["", "{}", "{\"quiz\": {}, \"response\": {}}", "\u{0}\u{1}"] {
            let answer = LabRequest.grade(Array(request.utf8))
            #expect(answer.isError, "\(request)")
            #expect(answer.output.hasPrefix("{\"problem\":"))
        }
        let shapeless = LabRequest.grade(
            Array("{\"quiz\": \(GradingJSON.encode(Self.orderQuiz)), \"response\": {\"type\": \"nope\"}}".utf8))
        #expect(shapeless.isError)
    }
}

extension LabRequestTests {
    /// A misspelled callback is not graded: the answer reader's did-you-mean comes back to the page.
    @Test func aMisspellingComesBackWithTheCorrectedAnswer() throws {
        let trace = PreparedQuiz(
            id: "t", kind: "trace", prompt: "", options: [], key: .sequence(["B.loadView", "B.viewDidLoad"]),
            explain: nil, hint: nil, feedback: [:], subject: nil, filter: nil, window: ["B.loadView", "B.viewDidLoad"],
            simulationName: "", step: nil)
        let answer = grade(trace, "{\"text\": \"B.loadView\\nB.viewDidLod\"}")
        let json = try #require(JSONValue.parse(Array(answer.utf8)))
        #expect(json["problem"]?.string?.contains("B.viewDidLoad") == true)
        #expect(json["suggestion"]?.string == "B.loadView\nB.viewDidLoad")
    }

    /// A trace quiz travels with its window, so the page reads answers against the same events as the terminal.
    @Test func aTraceQuizKeepsItsWindowThroughTheJSON() throws {
        let quiz = PreparedQuiz(
            id: "t", kind: "trace", prompt: "", options: [], key: .sequence(["B.loadView"]), explain: nil, hint: nil,
            feedback: [:], subject: nil, filter: "B", window: ["A.viewWillDisappear", "B.loadView"],
            simulationName: "", step: nil)
        let json = try #require(JSONValue.parse(Array(GradingJSON.encode(quiz).utf8)))
        let decoded = try #require(GradingJSON.decodeQuiz(json))
        #expect(decoded.window == quiz.window)
        #expect(decoded.key == quiz.key && decoded.kind == "trace" && decoded.id == "t")
    }
}

extension LabRequestTests {
    /// The page's language words the mistakes and the answer reader's problems; the verdict stays the same.
    @Test func gradesInThePagesLanguage() throws {
        let response = "{\"type\": \"sequence\", \"value\": [\"B.viewWillAppear\", \"A.viewWillDisappear\"]}"
        let quiz = GradingJSON.encode(Self.orderQuiz)
        func graded(_ language: String) -> String {
            let request = "{\"quiz\": \(quiz), \"response\": \(response), \"language\": \"\(language)\"}"
            return LabRequest.grade(Array(request.utf8)).output
        }
        let chinese = graded("zh-Hans")
        let expected = QuizGrader.grade(
            Self.orderQuiz, response: .sequence(["B.viewWillAppear", "A.viewWillDisappear"]),
            language: .simplifiedChinese)
        #expect(
            chinese
                == GradingJSON.encode(expected, response: .sequence(["B.viewWillAppear", "A.viewWillDisappear"])))
        #expect(chinese != graded("en") && graded("en") == graded("fr"))
        #expect(chinese.hasPrefix("{\"verdict\":\"wrong\",\"score\":0,"))
        let problem = LabRequest.grade(
            Array("{\"quiz\": \(quiz), \"response\": {\"text\": \"\"}, \"language\": \"zh-Hans\"}".utf8)
        ).output
        let english = LabRequest.grade(Array("{\"quiz\": \(quiz), \"response\": {\"text\": \"\"}}".utf8)).output
        #expect(problem.hasPrefix("{\"problem\":") && problem != english)
    }
}

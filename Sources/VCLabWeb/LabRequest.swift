import VCLabEngine
import VCLabGrading
import VCLabSimulationHTML
import VCLabSupport

/// What the site's script asks the WebAssembly module, answered by the same Swift code as the command line.
///
/// Each request gives bytes and an answer: text, and whether it is an error. ``LabExports`` carries them across
/// the WebAssembly boundary; natively the tests call these functions directly.
public enum LabRequest {
    public struct Answer: Hashable, Sendable {
        public var isError: Bool
        /// What `vclab run` writes to standard output (empty for a scenario with errors).
        public var output: String
        /// What `vclab run` writes to standard error when it is not a terminal: compact diagnostics.
        public var diagnostics: String

        public init(isError: Bool, output: String, diagnostics: String) {
            self.isError = isError
            self.output = output
            self.diagnostics = diagnostics
        }
    }

    /// How a run is shown: one of `vclab run`'s formats, or the HTML of a run on a page.
    public enum RunFormat: Hashable, Sendable {
        case report(RunReport.Format)
        /// The run as ``RunRenderer`` draws it, with ids that start with `idPrefix`.
        case html(name: String, idPrefix: String, language: ContentLanguage = .english)
    }

    /// Runs a scenario as `vclab run` does; `path` names it in diagnostics. `rules` words the evidence notes of
    /// a run drawn as HTML (the reports have none).
    public static func run(
        _ bytes: [UInt8], path: String, format: RunFormat, naming: CallbackNaming, overrides: SettingOverrides,
        rules: RuleDescriptions = RuleDescriptions()
    ) -> Answer {
        let run = LifecycleEngine.run(bytes: bytes, path: path, overrides: overrides)
        let diagnostics = run.diagnostics.map { DiagnosticFormatter.compact($0) + "\n" }.joined()
        guard let trace = run.trace else { return Answer(isError: true, output: "", diagnostics: diagnostics) }
        switch format {
        case .report(let format):
            return Answer(
                isError: false, output: RunReport.output(trace, format: format, naming: naming),
                diagnostics: diagnostics)
        case .html(let name, let idPrefix, let language):
            return Answer(
                isError: false,
                output: RunRenderer.render(
                    trace, name: name, index: 0, idPrefix: idPrefix, language: language, rules: rules),
                diagnostics: diagnostics)
        }
    }

    /// Reads the rule descriptions the site's worker hands the module once (the JSON of
    /// ``RuleDescriptions/init(json:)``, which `vclab build` writes for the page's language); `nil` when the
    /// bytes are not JSON.
    public static func ruleDescriptions(_ bytes: [UInt8]) -> RuleDescriptions? {
        JSONValue.parse(bytes).map(RuleDescriptions.init(json:))
    }

    /// Grades `{"quiz": …, "response": …}` (see ``GradingJSON``) and answers with the grade's JSON.
    public static func grade(_ bytes: [UInt8]) -> Answer {
        guard let request = JSONValue.parse(bytes), let quizJSON = request["quiz"],
            let responseJSON = request["response"],
            let quiz = GradingJSON.decodeQuiz(quizJSON)
        else {
            return Answer(
                isError: true, output: GradingJSON.encodeProblem("the request is not a quiz and an answer"),
                diagnostics: "")
        }
        // The page's language words the mistakes; the verdict and the score never depend on it.
        let language = request["language"]?.string.flatMap { ContentLanguage(optionValue: $0) } ?? .english
        let response: QuizResponse
        if let text = responseJSON["text"]?.string {
            switch AnswerParser.parse(text, for: quiz, language: language) {
            case .success(let parsed): response = parsed
            case .failure(let problem):
                return Answer(
                    isError: false, output: GradingJSON.encodeProblem(problem.message, suggestion: problem.suggestion),
                    diagnostics: "")
            }
        } else if let parsed = GradingJSON.decodeResponse(responseJSON) {
            response = parsed
        } else {
            return Answer(
                isError: true, output: GradingJSON.encodeProblem("the answer has no shape the grader knows"),
                diagnostics: "")
        }
        let grade = QuizGrader.grade(quiz, response: response, language: language)
        return Answer(isError: false, output: GradingJSON.encode(grade, response: response), diagnostics: "")
    }
}

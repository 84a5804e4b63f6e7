import VCLabEngine
import VCLabGrading
import VCLabSupport

/// Checks one quiz against the trace of its scenario, and prepares it for renderers and graders.
///
/// The checks are those of the spec's table of kinds: the author's key must be true of the trace, every
/// distractor false, every event must name a real callback of a controller the scenario has, and a key that
/// rests on an ordering the engine marks `inferred` gets a warning unless the quiz says `inferred: yes`.
/// The key of the ``PreparedQuiz`` is computed from the trace, never copied from the author.
///
///     let result = QuizChecker.check(quiz, trace: trace, scenario: scenario)
///     result.diagnostics  // [… error: answer says A.viewDidDisappear comes before … [quiz.wrong-key]]
///     result.edits        // what `vclab check --fix` would write instead
public enum QuizChecker {
    /// - Parameters:
    ///   - trace: the trace of the quiz's scenario on its own iOS version.
    ///   - scenario: the parsed scenario, for the names of its controllers and containers.
    ///   - id: the id to prepare the quiz with when it has none of its own.
    public static func check(_ quiz: Quiz, trace: Trace, scenario: Scenario, id: String? = nil) -> QuizCheckResult {
        let names = ScenarioNames(scenario: scenario, trace: trace)
        var evaluation = QuizEvaluation(quiz: quiz, trace: trace, names: names)
        return evaluation.evaluate(id: quiz.id ?? id ?? "")
    }
}

import VCLabEngine
import VCLabGrading
import VCLabSupport

/// A lesson after the engine ran its scenarios and checked its quizzes: what both renderers draw.
public struct LessonEvaluation: Hashable, Sendable {
    /// One run of a scenario on one iOS version.
    public struct SimulationRun: Hashable, Sendable {
        public var version: IOSVersion
        public var trace: Trace

        public init(version: IOSVersion, trace: Trace) {
            self.version = version
            self.trace = trace
        }
    }

    public var lesson: Lesson
    /// Parallel to ``Lesson/simulations``: the scenario's own version first; with `compare:`, one run per
    /// listed version, in the order listed. Empty for a scenario that did not run.
    public var simulationRuns: [[SimulationRun]]
    /// Parallel to ``Lesson/quizzes``: `nil` for a quiz that failed its check.
    public var preparedQuizzes: [PreparedQuiz?]
    /// Everything the checks found in this lesson, errors and warnings.
    public var diagnostics: [Diagnostic]

    public init(
        lesson: Lesson, simulationRuns: [[SimulationRun]], preparedQuizzes: [PreparedQuiz?],
        diagnostics: [Diagnostic]
    ) {
        self.lesson = lesson
        self.simulationRuns = simulationRuns
        self.preparedQuizzes = preparedQuizzes
        self.diagnostics = diagnostics
    }
}

/// The outcome of grading one response.
public struct QuizGrade: Hashable, Sendable {
    public enum Verdict: String, Hashable, Sendable {
        case right
        case partlyRight = "partly-right"
        case wrong
    }

    public var verdict: Verdict
    /// From 0 to 1; `trace` quizzes earn partial credit by longest common subsequence.
    public var score: Double
    /// What was wrong, one sentence each ("you put A.viewDidDisappear before B.viewWillAppear").
    public var mistakes: [String]
    /// The author's per-choice feedback for what the learner picked.
    public var feedback: [String]

    public init(verdict: Verdict, score: Double, mistakes: [String] = [], feedback: [String] = []) {
        self.verdict = verdict
        self.score = score
        self.mistakes = mistakes
        self.feedback = feedback
    }
}

// Embedded Swift, which compiles the grader for the site, has no Codable; the native exports use it.
#if !hasFeature(Embedded)
extension QuizGrade: Codable {}
extension QuizGrade.Verdict: Codable {}
#endif

import VCLabGrading

/// One answered quiz in the learner's progress log: one JSON line.
///
///     {"quiz":"push-order","response":"c a d b","score":1,"time":1764441720.5}
public struct ProgressRecord: Hashable, Sendable, Codable {
    /// Seconds since 1970, as the clock said when the learner answered.
    public var time: Double
    public var quizID: String
    /// The response as the learner typed it (lines of a `trace` answer joined by newlines).
    public var response: String
    /// From 0 to 1, as ``QuizGrader`` scored it.
    public var score: Double

    public init(time: Double, quizID: String, response: String, score: Double) {
        self.time = time
        self.quizID = quizID
        self.response = response
        self.score = score
    }

    enum CodingKeys: String, CodingKey {
        case time
        case quizID = "quiz"
        case response
        case score
    }
}

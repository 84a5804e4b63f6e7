/// One answered quiz in the learner's progress log.
public struct ProgressRecord: Hashable, Sendable, Codable {
    /// Seconds since 1970, as the clock said when the learner answered.
    public var time: Double
    public var quizID: String
    /// The response as the learner typed it.
    public var response: String
    /// From 0 to 1.
    public var score: Double

    public init(time: Double, quizID: String, response: String, score: Double) {
        self.time = time
        self.quizID = quizID
        self.response = response
        self.score = score
    }
}

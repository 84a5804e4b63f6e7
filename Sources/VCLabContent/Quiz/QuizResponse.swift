/// What a learner answered, in the same shapes as ``QuizKey``.
public enum QuizResponse: Hashable, Sendable, Codable {
    case sequence([String])
    case single(String)
    case boolean(Bool)
    case number(Int)
    case set([String])
    case frame([Double])
}

/// What a learner answered, in the same shapes as ``QuizKey``.
public enum QuizResponse: Hashable, Sendable {
    case sequence([String])
    case single(String)
    case boolean(Bool)
    case number(Int)
    case set([String])
    case frame([Double])
}

// Embedded Swift, which compiles the grader for the site, has no Codable; the native exports use it.
#if !hasFeature(Embedded)
extension QuizResponse: Codable {}
#endif

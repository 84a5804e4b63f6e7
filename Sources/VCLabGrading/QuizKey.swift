/// The right answer of a quiz as the engine computed it, in the form a learner gives answers.
public enum QuizKey: Hashable, Sendable {
    /// `order` (the events in order) and `trace` (the lines in order).
    case sequence([String])
    /// `first`, `last`, `next`: one event.
    case single(String)
    /// `happens` (yes/no) and `claim` (true/false).
    case boolean(Bool)
    /// `count`.
    case number(Int)
    /// `which` (the events that happen) and `loaded` (the controllers whose view is loaded), sorted.
    case set([String])
    /// `frame`: x, y, width, height in points.
    case frame([Double])
}

// Embedded Swift, which compiles the grader for the site, has no Codable; the native exports use it.
#if !hasFeature(Embedded)
extension QuizKey: Codable {}
#endif

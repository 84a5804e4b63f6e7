import VCLabMarkdown

/// One block of a lesson as a learner meets it: prose, a scenario, or a quiz.
public enum LessonBlock: Hashable, Sendable {
    /// Ordinary CommonMark (a code block whose language is neither `sim` nor `quiz` stays here).
    case markdown(MarkdownBlock)
    /// A ```` ```sim ```` block: the index into ``Lesson/simulations``.
    case simulation(Int)
    /// A ```` ```quiz ```` block: the index into ``Lesson/quizzes``.
    case quiz(Int)
}

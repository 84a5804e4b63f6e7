/// What the learner asked for, whatever key or line they typed for it.
public enum StudyAction: Hashable, Sendable {
    case next
    case back
    case quit
    /// Reveal the scenario's next callback.
    case step
    /// Reveal the rest of the scenario, one callback after another.
    case play
    /// Start stepping again from the first callback.
    case restart
    case hint
    case retry
    /// A response to the quiz on the page, as typed.
    case answer(String)
}

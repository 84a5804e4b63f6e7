/// What the learner asked for, whatever key or line they typed for it.
public enum StudyAction: Hashable, Sendable {
    case next
    case back
    case quit
    /// Reveal the scenario's next callback.
    case step
    /// Hide the last callback shown: one step back.
    case stepBack
    /// Reveal the rest of the scenario, one callback after another.
    case play
    /// Start stepping again from the first callback.
    case restart
    /// Step through the scenario on the next of its `compare:` versions.
    case switchVersion
    case hint
    /// Open the answer: a line to type on, or for yes/no and true/false a choice of two.
    case openAnswer
    /// Open the answer with this already typed: an option letter (or a digit of a number) pressed on a quiz
    /// page starts the answer, so that no option letter is a command there.
    case startAnswer(String)
    case retry
    /// After a first wrong answer: show the explanation and the real trace now.
    case explain
    /// A response to the quiz on the page, as typed.
    case answer(String)
}

import VCLabEngine
import VCLabGrading

/// The part of a trace a quiz is about: the events of its `step:`, or the whole trace, and the state after.
struct QuizWindow: Sendable {
    /// Indices into the trace's events.
    var range: Range<Int>
    /// Every controller after the window's last step.
    var state: StepSnapshot?
    /// The quiz's step, or `nil` for the whole trace.
    var step: QuizStep?

    /// "in step 3 (push B)" or "in the trace", for the checker's messages (to authors, in English).
    var name: String { step.map { "in " + $0.description.english } ?? "in the trace" }

    /// "after step 3 (push B)" or "at the end of the trace", for messages about state.
    var end: String { step.map { "after " + $0.description.english } ?? "at the end of the trace" }
}

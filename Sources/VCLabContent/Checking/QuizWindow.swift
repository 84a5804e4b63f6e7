import VCLabEngine

/// The part of a trace a quiz is about: the events of its `step:`, or the whole trace, and the state after.
struct QuizWindow: Sendable {
    /// Indices into the trace's events.
    var range: Range<Int>
    /// Every controller after the window's last step.
    var state: StepSnapshot?
    /// `step 3 (push B)`, or `nil` for the whole trace.
    var stepDescription: String?

    /// "in step 3 (push B)" or "in the trace", for messages.
    var name: String { stepDescription.map { "in " + $0 } ?? "in the trace" }

    /// "after step 3 (push B)" or "at the end of the trace", for messages about state.
    var end: String { stepDescription.map { "after " + $0 } ?? "at the end of the trace" }
}

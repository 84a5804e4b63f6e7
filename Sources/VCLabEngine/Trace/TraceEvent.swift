/// One callback in a trace.
public struct TraceEvent: Hashable, Sendable {
    /// 1-based and strictly increasing.
    public var sequence: Int
    /// 1-based index of the step that caused it.
    public var step: Int
    /// The controller's name, or `app` for application events.
    public var controller: String
    public var callback: Callback
    /// The `animated` argument for callbacks that take one.
    public var animated: Bool?
    /// How deep the call is nested inside another callback (forwarding from inside `super`).
    public var depth: Int
    /// The rule of the simulation that produced it; its evidence and sources are the event's.
    public var rule: Rule
    /// Whether the learner's own code makes this call (a custom container's `didMove(toParent:)` after
    /// `addChild`), rather than UIKit (the `didMove(toParent:)` that `removeFromParent` sends).
    public var isCalledByCode: Bool

    public init(
        sequence: Int, step: Int, controller: String, callback: Callback, animated: Bool?, depth: Int, rule: Rule,
        isCalledByCode: Bool = false
    ) {
        self.isCalledByCode = isCalledByCode
        self.sequence = sequence
        self.step = step
        self.controller = controller
        self.callback = callback
        self.animated = animated
        self.depth = depth
        self.rule = rule
    }

    /// How well the event's place is established: its rule's.
    public var evidence: Evidence { rule.evidence }

    /// `Controller.callback`, the way quizzes name events.
    public var qualifiedName: String { "\(controller).\(callback.rawValue)" }
}

import VCLabSupport

/// A ```` ```quiz ```` block too broken to become a ``Quiz`` (no kind, an unknown kind, no scenario), kept so
/// that the checker still counts it and still checks what it can: the scenario its `sim:` names.
///
/// Without it, a quiz whose `ask:` is misspelt would hide a misspelt `sim:` in the same block until the
/// first error was fixed.
public struct IncompleteQuiz: Hashable, Sendable {
    /// Where the block's opening fence is.
    public var location: SourceLocation
    /// The `sim:` line, when the block has a non-empty one.
    public var simulation: QuizField?

    public init(location: SourceLocation, simulation: QuizField?) {
        self.location = location
        self.simulation = simulation
    }
}

/// How well the place of an event in the trace is established, as the ground-truth reference marks it.
///
/// An event's evidence speaks for its position *after the event before it* in the same step: a quiz that
/// orders two events rests on every link between them, so the weakest link decides.
public enum Evidence: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Apple documents it (reference docs, programming guide, SDK headers).
    case documented
    /// Seen in logs of real UIKit.
    case observed
    /// Sources that saw it disagree and no version or condition explains the difference; the engine follows
    /// the better-evidenced order and its rule says which sources say otherwise.
    case disputed
    /// Reasoned from the above, or only seen in a reimplementation of UIKit.
    case inferred

    private var rank: Int {
        switch self {
        case .documented: 0
        case .observed: 1
        case .disputed: 2
        case .inferred: 3
        }
    }

    /// Whether a quiz that rests on this position deserves a warning: nobody saw it, or those who did disagree.
    public var isUncertain: Bool { self >= .disputed }

    public static func < (lhs: Evidence, rhs: Evidence) -> Bool { lhs.rank < rhs.rank }
}

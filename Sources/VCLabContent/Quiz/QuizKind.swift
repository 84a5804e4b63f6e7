import VCLabGrading

/// What a quiz asks, from the spec's table of `ask:` kinds.
public enum QuizKind: Hashable, Sendable {
    /// Put the answer's events (shown shuffled) in order.
    case order
    /// Pick the event, among answer and choices, that happens first in the window.
    case first
    /// Pick the event, among answer and choices, that happens last in the window.
    case last
    /// `ask: next X`: pick what comes right after X.
    case next(QuizEvent)
    /// Yes or no: does `event:` happen in the window?
    case happens
    /// A number: how often does `event:` happen in the window?
    case count
    /// Tick every event (among answer and choices) that happens.
    case which
    /// Tick the controllers whose view is loaded after the window.
    case loaded
    /// Type the frame of `of:`'s view after the window, as `x y width height`.
    case frame
    /// True or false: `claim: X before Y` (or `X after Y`, `X never`, `X twice`).
    case claim
    /// Type the whole window, filtered by `only:`.
    case trace

    /// The word after `ask:` (`next` for ``next(_:)``).
    public var keyword: String {
        switch self {
        case .order: "order"
        case .first: "first"
        case .last: "last"
        case .next: "next"
        case .happens: "happens"
        case .count: "count"
        case .which: "which"
        case .loaded: "loaded"
        case .frame: "frame"
        case .claim: "claim"
        case .trace: "trace"
        }
    }

    public static let keywords = [
        "order", "first", "last", "next", "happens", "count", "which", "loaded", "frame", "claim", "trace",
    ]
}

extension QuizKind {
    /// The kind for an `ask:` keyword other than `next`, which needs its event.
    static func kind(keyword: String) -> QuizKind? {
        switch keyword {
        case "order": .order
        case "first": .first
        case "last": .last
        case "happens": .happens
        case "count": .count
        case "which": .which
        case "loaded": .loaded
        case "frame": .frame
        case "claim": .claim
        case "trace": .trace
        default: nil
        }
    }
}

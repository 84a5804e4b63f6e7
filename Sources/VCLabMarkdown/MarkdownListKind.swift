/// Whether a list is numbered.
public enum MarkdownListKind: String, Hashable, Sendable {
    /// `-`, `+` or `*` items.
    case bullet
    /// `1.` or `1)` items.
    case ordered
}

/// How terminal output looks: colour, hyperlinks and width.
///
/// A value decided once at the edge (``TerminalCapabilities``) and passed to the pure renderers.
public struct TerminalStyle: Hashable, Sendable {
    public var usesColor: Bool
    /// Whether links are written as OSC 8 hyperlinks (else as numbered footnotes).
    public var usesHyperlinks: Bool
    public var width: Int

    public init(usesColor: Bool, usesHyperlinks: Bool, width: Int) {
        self.usesColor = usesColor
        self.usesHyperlinks = usesHyperlinks
        self.width = width
    }

    /// No escape sequences at all, for pipes and files.
    public static func plain(width: Int) -> TerminalStyle {
        TerminalStyle(usesColor: false, usesHyperlinks: false, width: width)
    }
}

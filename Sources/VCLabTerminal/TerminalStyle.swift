/// Whether terminal output uses colour and escape sequences.
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
}

import VCLabSupport

/// How terminal output looks: colour, hyperlinks, width, and the language of its interface words.
///
/// A value decided once at the edge (``TerminalCapabilities``) and passed to the pure renderers.
public struct TerminalStyle: Hashable, Sendable {
    public var usesColor: Bool
    /// Whether links are written as OSC 8 hyperlinks (else as numbered footnotes).
    public var usesHyperlinks: Bool
    public var width: Int
    /// The language of the words VCLab adds around a lesson (``TerminalText``); the lesson's own words are in
    /// the language of the lesson given.
    public var language: ContentLanguage

    public init(usesColor: Bool, usesHyperlinks: Bool, width: Int, language: ContentLanguage = .english) {
        self.usesColor = usesColor
        self.usesHyperlinks = usesHyperlinks
        self.width = width
        self.language = language
    }

    /// No escape sequences at all, for pipes and files.
    public static func plain(width: Int, language: ContentLanguage = .english) -> TerminalStyle {
        TerminalStyle(usesColor: false, usesHyperlinks: false, width: width, language: language)
    }
}

/// The `key: value` block between the first two `---` lines of a lesson.
public struct FrontMatter: Hashable, Sendable {
    /// Required: the lesson's title.
    public var title: String
    /// Sorts lessons; lessons without one come after those with one, by file name.
    public var order: Int?
    /// One sentence for the index and search.
    public var summary: String?
    /// Keys VCLab does not know, kept so that tools can warn about them.
    public var otherKeys: [String: String]

    public init(title: String, order: Int? = nil, summary: String? = nil, otherKeys: [String: String] = [:]) {
        self.title = title
        self.order = order
        self.summary = summary
        self.otherKeys = otherKeys
    }
}

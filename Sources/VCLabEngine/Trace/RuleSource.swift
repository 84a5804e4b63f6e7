/// One published observation or document behind a rule: where it is, what it ran on, and what it shows.
public struct RuleSource: Hashable, Sendable {
    /// A URL, or `owner/repository:path` for a file in a public repository.
    public var address: String
    /// The iOS version the log was printed on or the document describes (`7.1.2`, `9 beta`, `all`).
    public var ios: String
    /// Where it ran: `iPhone`, `iPad Air 2`, `simulator`, `—` for a document.
    public var device: String
    /// What the log prints or the document says, in a few words.
    public var shows: String
    /// Whether this source contradicts the order the engine follows.
    public var disagrees: Bool

    public init(_ address: String, ios: String, device: String, shows: String, disagrees: Bool = false) {
        self.address = address
        self.ios = ios
        self.device = device
        self.shows = shows
        self.disagrees = disagrees
    }
}

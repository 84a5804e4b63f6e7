import VCLabSupport

/// An internal link on a page, to be checked against the files and ids of the finished site.
struct LinkReference: Hashable, Sendable {
    /// The page that links (`06-navigation.html`).
    var page: String
    /// The href as the page has it (before HTML escaping): `07-tabs.html#switching`, `#usage`.
    var href: String
    /// Where an author wrote the link; `nil` for links VCLab generated itself.
    var location: SourceLocation?
}

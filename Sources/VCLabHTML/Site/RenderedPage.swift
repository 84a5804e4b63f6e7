/// A lesson page made by ``SiteBuilder/renderPage(_:at:)``, with what the rest of the site needs from it.
public struct RenderedPage: Sendable {
    /// The page itself; `vclab serve` writes it alone when a lesson changes without changing its outline.
    public internal(set) var file: OutputFile
    var summary: LessonSummary
    /// The ids on the page, which links from other pages may name.
    var anchors: Set<String>
    var links: [LinkReference]
    /// The page's entries of the search index, as ``SearchIndexRenderer/entries(page:sections:)`` writes them.
    var searchEntries: [UInt8]
    /// The page's scenarios, for the playground's examples menu.
    var examples: [PlaygroundExample]
}

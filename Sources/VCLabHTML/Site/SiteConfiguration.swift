/// The few choices a site build takes besides the lessons.
public struct SiteConfiguration: Hashable, Sendable {
    /// The course title, on the index page and in every page's title.
    public var title: String
    /// One sentence under the title on the index page.
    public var tagline: String
    /// Where the site will be served (`https://example.com/vclab/`), for the absolute URLs of `sitemap.xml`;
    /// without one the sitemap lists paths relative to itself.
    public var baseURL: String?

    public init(
        title: String = "VCLab",
        tagline: String = "Learn how iOS view controllers live and die, by running them.",
        baseURL: String? = nil
    ) {
        self.title = title
        self.tagline = tagline
        self.baseURL = baseURL
    }
}

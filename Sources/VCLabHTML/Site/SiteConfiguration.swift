/// The few choices a site build takes besides the lessons.
public struct SiteConfiguration: Hashable, Sendable {
    /// The course title, on the index page and in every page's title.
    public var title: String
    /// One sentence under the title on the index page.
    public var tagline: String
    /// Where the site will be served (`https://example.com/vclab/`), for the absolute URLs of `sitemap.xml`;
    /// without one the sitemap lists paths relative to itself.
    public var baseURL: String?
    /// The engine compiled to WebAssembly (`scripts/build-wasm`), which runs the site's simulations live and
    /// grades its quizzes; `nil` builds a site whose traces are only the ones computed at build time.
    public var engineModule: [UInt8]?
    /// Why there is no module, said once on every page that would run it.
    public var engineUnavailableReason: String?

    public init(
        title: String = "VCLab",
        tagline: String = "Learn how iOS view controllers live and die, by running them.",
        baseURL: String? = nil, engineModule: [UInt8]? = nil, engineUnavailableReason: String? = nil
    ) {
        self.title = title
        self.tagline = tagline
        self.baseURL = baseURL
        self.engineModule = engineModule
        self.engineUnavailableReason = engineUnavailableReason
    }
}

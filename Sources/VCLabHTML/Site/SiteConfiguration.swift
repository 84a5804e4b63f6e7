import VCLabSupport

/// The few choices a site build takes besides the lessons.
public struct SiteConfiguration: Hashable, Sendable {
    /// The language of the pages this configuration builds: the original's tree is the site's top folder,
    /// a translation's is the folder named by its tag (`zh-Hans/`).
    public var language: ContentLanguage = .original
    /// Every language the site has a tree in, the original first: each page links its counterparts in the
    /// others (the language switch, `hreflang` alternates). Only the original's without translations.
    public var languages: [ContentLanguage] = [.original]
    /// The course title, on the index page and in every page's title.
    public var title: String
    /// One sentence under the title on the index page.
    public var tagline: String
    /// Where the site will be served (`https://example.com/vclab/`), always ending in `/`: for the absolute
    /// URLs of `sitemap.xml`, the canonical links and the preview tags, and for the 404 page's references.
    /// Without one there is no sitemap (its URLs must be absolute) and the 404 page carries its own styles.
    public var baseURL: String?
    /// The engine compiled to WebAssembly (`scripts/build-wasm`), which runs the site's simulations live and
    /// grades its quizzes; `nil` builds a site whose traces are only the ones computed at build time.
    public var engineModule: [UInt8]?
    /// Why there is no module, said once on every page that would run it.
    public var engineUnavailableReason: String?
    /// `vclab-review.wasm`, study mode's scheduler, which only the review page loads (`review-engine.js`).
    public var reviewModule: [UInt8]?
    /// `vclab-device.wasm`, `vclab app` and `vclab compare` for the simulations' "Run it on your iPhone", which
    /// `lab.js` loads (`device-engine.js`) only when a reader opens that control.
    public var deviceModule: [UInt8]?

    public init(
        title: String = "VCLab",
        tagline: String = "Learn how iOS view controllers live and die, by running them.",
        baseURL: String? = nil, engineModule: [UInt8]? = nil, engineUnavailableReason: String? = nil
    ) {
        self.title = title
        self.tagline = tagline
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.engineModule = engineModule
        self.engineUnavailableReason = engineUnavailableReason
    }

    /// Why `url` cannot be a base URL, or nil when it can: an `http` or `https` URL with a host, and no
    /// query or fragment (every page's address is the base URL followed by the page's file).
    public static func problem(withBaseURL url: String) -> String? {
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else {
            return "the base URL must start with https:// or http:// (got '\(url)')"
        }
        let rest = url.dropFirst(scheme.count)
        guard let host = rest.split(separator: "/", omittingEmptySubsequences: false).first, !host.isEmpty else {
            return "the base URL '\(url)' has no host"
        }
        if url.contains("?") || url.contains("#") { return "the base URL '\(url)' cannot have a query or a fragment" }
        if url.utf8.contains(where: {
            $0 <= 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        }) {
            return "the base URL '\(url)' has a space or a character a URL cannot hold"
        }
        return nil
    }

    /// The same configuration for the tree of `language`.
    public func inLanguage(_ language: ContentLanguage) -> SiteConfiguration {
        var configuration = self
        configuration.language = language
        return configuration
    }

    /// The folder of the tree being built, with its slash (`zh-Hans/`), or nothing for the original's.
    var folder: String { language.folder.map { $0 + "/" } ?? "" }

    /// From a page of the tree being built to the site's top folder, where the shared files are (`../`).
    var assetPrefix: String { language.folder == nil ? "" : "../" }

    /// The path in the site of `page` (a file name such as `06-navigation.html`) in the tree of `language`.
    static func path(of page: String, in language: ContentLanguage) -> String {
        (language.folder.map { $0 + "/" } ?? "") + page
    }

    /// The link from a page of the tree being built to `page` in the tree of `language`.
    func link(to page: String, in language: ContentLanguage) -> String {
        assetPrefix + Self.path(of: page, in: language)
    }

    /// The absolute URL of a file of the site, when the base URL is known.
    func absoluteURL(of path: String) -> String? {
        guard let baseURL else { return nil }
        if path == SitePaths.index { return baseURL }
        if path.hasSuffix("/" + SitePaths.index) {
            return baseURL + HTMLText.urlPath(String(path.dropLast(SitePaths.index.count)))
        }
        return baseURL + HTMLText.urlPath(path)
    }

    /// The path of the site's root on its host (`/vclab/`): `/` without a base URL.
    var rootPath: String {
        guard let baseURL, let schemeEnd = baseURL.firstRange(of: "://") else { return "/" }
        let rest = baseURL[schemeEnd.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}

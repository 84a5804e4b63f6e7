/// `sitemap.xml`: every page, for search engines. The protocol requires absolute URLs, so there is a sitemap
/// only when the build knows the site's address (`--base-url`).
enum SitemapRenderer {
    static func render(pages: [String], site: SiteConfiguration) -> String? {
        guard site.baseURL != nil else { return nil }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            guard let url = site.absoluteURL(of: page) else { continue }
            xml += "<url><loc>\(HTMLText.escaped(url))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}

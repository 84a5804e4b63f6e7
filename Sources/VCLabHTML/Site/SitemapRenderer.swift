/// `sitemap.xml`: every page, for search engines. URLs are absolute when the build knows the site's address.
enum SitemapRenderer {
    static func render(pages: [String], baseURL: String?) -> String {
        var base = baseURL ?? ""
        if !base.isEmpty, !base.hasSuffix("/") { base += "/" }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            xml += "<url><loc>\(HTMLText.escaped(base + HTMLText.urlPath(page)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}

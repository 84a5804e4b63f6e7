import VCLabSupport

/// `sitemap.xml`: every page, for search engines. The protocol requires absolute URLs, so there is a sitemap
/// only when the build knows the site's address (`--base-url`). With translations, every page of every tree is
/// listed, each with its counterparts in the other languages as `xhtml:link` alternates (and `x-default`, the
/// original's), as search engines read them.
enum SitemapRenderer {
    static func render(pages: [String], site: SiteConfiguration) -> String? {
        guard site.baseURL != nil else { return nil }
        let isMultilingual = site.languages.count > 1
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        xml += isMultilingual ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" : ">\n"
        for language in site.languages {
            for page in pages {
                guard let url = site.absoluteURL(of: SiteConfiguration.path(of: page, in: language)) else { continue }
                xml += "<url><loc>\(HTMLText.escaped(url))</loc>"
                if isMultilingual {
                    for (tag, other) in site.languages.map({ ($0.tag, $0) }) + [("x-default", .original)] {
                        let href = site.absoluteURL(of: SiteConfiguration.path(of: page, in: other)) ?? ""
                        xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(tag)\" href=\"\(HTMLText.escaped(href))\"/>"
                    }
                }
                xml += "</url>\n"
            }
        }
        return xml + "</urlset>\n"
    }

    /// `robots.txt`: every page may be crawled, and the sitemap is named by its absolute URL, which is how a
    /// crawler finds it. Crawlers read the file only at a host's root, so under a sub-path (`/vclab/`) it is
    /// for the host's own `robots.txt` to copy from.
    static func robots(site: SiteConfiguration) -> String? {
        guard let sitemap = site.absoluteURL(of: SitePaths.sitemap) else { return nil }
        return "User-agent: *\nAllow: /\nSitemap: \(sitemap)\n"
    }
}

/// `404.html`, which static hosts serve for a path that does not exist.
enum NotFoundPageRenderer {
    static func render(site: SiteConfiguration, context: inout PageContext) -> String {
        context.addLink(SitePaths.index, range: nil)
        var main = "<h1>Page not found</h1>\n"
        main += "<p>There is no page at this address. The <a href=\"index.html\">list of lessons</a> has every"
        main += " page of the course, and the search field above finds words in all of them.</p>\n"
        let page = PageLayout.Page(
            title: "Page not found · \(site.title)", description: nil, kind: "not-found", lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }
}

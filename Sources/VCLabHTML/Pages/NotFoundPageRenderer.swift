/// `404.html`, which static hosts serve for a path that does not exist, at whatever depth it was asked for:
/// so every reference in it starts at the site's root (the path of `--base-url`, or `/`), and without a base
/// URL it carries its own styles rather than guess where `site.css` is.
enum NotFoundPageRenderer {
    static func render(_ lessons: [LessonSummary], site: SiteConfiguration) -> String {
        let root = site.rootPath
        var main = "<h1>Page not found</h1>\n"
        main += "<p>There is no page at this address: the link may be old, or the address mistyped. The"
        main += " <a href=\"\(HTMLText.escaped(root))\">front page</a> lists every lesson of the course.</p>\n"
        if !lessons.isEmpty {
            main += "<h2>The lessons</h2>\n<ol class=\"lesson-list lesson-list-compact\">\n"
            for lesson in lessons {
                let href = root + HTMLText.urlPath(SitePaths.page(forSlug: lesson.slug))
                main += "<li><a href=\"\(HTMLText.escaped(href))\">\(HTMLText.escaped(lesson.title))</a></li>\n"
            }
            main += "</ol>\n"
        }
        let page = PageLayout.Page(
            title: "Page not found · \(site.title)", description: nil, kind: "not-found", path: SitePaths.notFound,
            lessonSlug: nil, main: main)
        return PageLayout.renderStandalone(
            page, site: site, root: root, inlineStyle: site.baseURL == nil ? SiteResources.stylesheet : nil)
    }
}

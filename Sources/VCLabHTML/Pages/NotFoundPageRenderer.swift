/// `404.html`, which static hosts serve for a path that does not exist, at whatever depth it was asked for:
/// so every reference in it starts at the site's root (the path of `--base-url`, or `/`), and without a base
/// URL it carries its own styles rather than guess where `site.css` is.
enum NotFoundPageRenderer {
    static func render(_ lessons: [LessonSummary], site: SiteConfiguration) -> String {
        let language = site.language
        // The tree's own root: the site's, then the language's folder.
        let root = site.rootPath + site.folder
        var main = "<h1>\(SiteText.notFound[language])</h1>\n"
        main += "<p>" + SiteText.notFoundText[language].replacing("{root}", with: HTMLText.escaped(root)) + "</p>\n"
        if !lessons.isEmpty {
            main += "<h2>\(SiteText.theLessons[language])</h2>\n<ol class=\"lesson-list lesson-list-compact\">\n"
            for lesson in lessons {
                let href = root + HTMLText.urlPath(SitePaths.page(forSlug: lesson.slug))
                main += "<li><a href=\"\(HTMLText.escaped(href))\">\(HTMLText.escaped(lesson.title))</a></li>\n"
            }
            main += "</ol>\n"
        }
        let page = PageLayout.Page(
            title: "\(SiteText.notFound[language]) · \(site.title)", description: nil, kind: "not-found",
            path: site.folder + SitePaths.notFound, lessonSlug: nil, main: main)
        return PageLayout.renderStandalone(
            page, site: site, root: site.rootPath, inlineStyle: site.baseURL == nil)
    }
}

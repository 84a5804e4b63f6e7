/// The frame every page shares: head with the Content-Security-Policy, skip link, header with search and the
/// theme switch, the sidebar slot that `lessons.js` fills, and the footer.
///
/// Scripts are files only: `site.js` (in the head, so that the saved theme applies before the first paint),
/// `lessons.js` (the lesson list, one file for the whole site), and `lab-engine.js` and `lab.js` (the engine
/// and the live lab). The policy forbids inline script and
/// inline style, so no page can run or restyle anything a lesson smuggles in.
enum PageLayout {
    /// Scripts only from the site's own files, no inline script or style attribute, no plugins, no forms
    /// posting anywhere. `'wasm-unsafe-eval'` lets the engine's WebAssembly module compile; `worker-src blob:`
    /// lets `lab.js` start the worker that runs it, which a page from `file://` cannot load from a file.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src blob:; style-src 'self';"
        + " img-src 'self' data:; base-uri 'none'; form-action 'none'"

    /// Ids the layout itself uses, which lesson headings must not take.
    static let reservedIDs = [
        "main", "sidebar", "search", "search-input", "search-results", "search-status", "toc", "toc-title",
        "page-score", "shared-scenarios", "course-progress", "course-progress-title",
    ]

    struct Page {
        var title: String
        /// For the `description` meta tag.
        var description: String?
        /// `lesson`, `index` or `not-found`, as a class on `<body>`.
        var kind: String
        /// The current lesson's slug, which the sidebar marks.
        var lessonSlug: String?
        var main: String
    }

    static func render(_ page: Page, site: SiteConfiguration) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        if let description = page.description, !description.isEmpty {
            html += "<meta name=\"description\" content=\"\(HTMLText.escaped(description))\">\n"
        }
        html += "<title>\(HTMLText.escaped(page.title))</title>\n"
        html += "<link rel=\"stylesheet\" href=\"site.css\">\n"
        html += "<script src=\"site.js\"></script>\n<script src=\"lessons.js\" defer></script>\n"
        html += "<script src=\"lab-engine.js\" defer></script>\n<script src=\"lab.js\" defer></script>\n</head>\n"
        html += "<body class=\"page-\(page.kind)\""
        if let slug = page.lessonSlug { html += " data-lesson=\"\(HTMLText.escaped(slug))\"" }
        html += ">\n<a class=\"skip-link\" href=\"#main\">Skip to the content</a>\n"
        html += header(site: site)
        html += "<div class=\"layout\">\n<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"Lessons\">"
        html += "<p class=\"sidebar-fallback\"><a href=\"index.html\">All lessons</a></p></nav>\n"
        html += "<main id=\"main\" tabindex=\"-1\">\n"
        if page.kind == "lesson" { html += LabNotice.html(site) }
        html += page.main + "</main>\n</div>\n"
        html += "<footer class=\"site-footer\"><p>Built by VCLab. Every trace on these pages comes from its"
        html += " lifecycle engine, and every answer key was checked against it.</p></footer>\n"
        html += "</body>\n</html>\n"
        return html
    }

    private static func header(site: SiteConfiguration) -> String {
        var html = "<header class=\"site-header\">\n"
        html += "<button type=\"button\" class=\"sidebar-toggle\" aria-controls=\"sidebar\" aria-expanded=\"false\""
        html += " hidden>Lessons</button>\n"
        html += "<a class=\"site-title\" href=\"index.html\">\(HTMLText.escaped(site.title))</a>\n"
        html += "<a class=\"site-playground\" href=\"playground.html\">Playground</a>\n"
        html += "<form class=\"site-search\" id=\"search\" role=\"search\" hidden>"
        html += "<label for=\"search-input\">Search</label>"
        html += "<input id=\"search-input\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\""
        html += " placeholder=\"Search the lessons\" aria-controls=\"search-results\""
        html += " aria-describedby=\"search-status\">"
        html += "<p id=\"search-status\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\"></p>"
        html += "<div id=\"search-results\" class=\"search-results\" hidden></div></form>\n"
        html += "<button type=\"button\" class=\"theme-toggle\" hidden>Theme: system</button>\n"
        html += "</header>\n"
        return html
    }
}

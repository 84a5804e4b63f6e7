import VCLabSupport

/// The frame every page shares: head with the Content-Security-Policy and the preview tags, skip link,
/// header with the mark, search and the theme switch, the sidebar slot that `lessons.js` fills, and the
/// footer.
///
/// Two things are in the page itself, the stylesheet and the theme script (a few lines that apply the saved theme
/// before the first paint), because a file would cost the first paint a round trip on a slow connection; the
/// policy allows exactly those two by their SHA-256, so a lesson can smuggle in neither script nor style. The
/// other scripts are files, deferred: `site.js`, `lessons.js` (the lesson list, one file for the whole site)
/// and, on the pages that run the engine (lessons, the playground, the scenario language's reference),
/// `lab.js`, the live lab. Those pages also have `engine-worker.js`, async and first in the head, so that the
/// module downloads while the page does; its tag names the module: over HTTP its worker fetches
/// `vclab.wasm.gz` (else `vclab.wasm`) and compiles it as it streams in; from `file://` it adds
/// `lab-engine.js`, the module as base64. It adds `rule-descriptions.js` (what the engine's rules say in the
/// page's language, for live runs' evidence notes) once the engine is ready, off the page's critical path.
enum PageLayout {
    /// Scripts only from the site's own files and the theme script, style only from the site's stylesheet
    /// (inline, or the file for the 404 page of a site with a base URL), no style attribute, no plugins, no
    /// forms posting anywhere. `'wasm-unsafe-eval'` lets the engine's WebAssembly module compile;
    /// `worker-src blob:` lets `engine-worker.js` start the worker that runs it, which a page from `file://`
    /// cannot load from a file; `connect-src 'self'` lets that worker fetch the module.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' \(SHA256.policySource(of: ThemeScript.source));"
        + " worker-src blob:; connect-src 'self'; style-src 'self' \(SHA256.policySource(of: inlineStylesheet));"
        + " img-src 'self' data:; base-uri 'none'; form-action 'none'"

    /// The 404 page without a base URL cannot know where anything is (a host serves it for any path, at any
    /// depth), so it runs no script; it holds no lesson text.
    static let selfContainedPolicy =
        "default-src 'none'; script-src 'none'; style-src \(SHA256.policySource(of: inlineStylesheet));"
        + " img-src 'self' data:; base-uri 'none'; form-action 'none'"

    /// The stylesheet as a `<style>` element holds it: a `</` could end the element early, and in CSS `<\/`
    /// means the same.
    static let inlineStylesheet = SiteResources.stylesheet.replacing("</", with: "<\\/")

    /// The stylesheet and the theme script, as every page but the 404 page has them in its head.
    static let inlineStyleAndTheme =
        "<style>" + inlineStylesheet + "</style>\n<script>" + ThemeScript.source + "</script>\n"

    /// Ids the layout itself uses, which lesson headings must not take.
    static let reservedIDs = [
        "main", "sidebar", "search", "search-input", "search-results", "search-status", "toc", "toc-title",
        "page-score", "shared-scenarios", "course-progress", "course-progress-title", "review-list",
        "about", "using", "terminal", "lessons",
    ]

    /// The VCLab mark: two view controllers' screens, one presented over the other. Drawn with the text
    /// colour, so it suits both themes.
    static let mark =
        "<svg class=\"mark\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\" aria-hidden=\"true\" focusable=\"false\">"
        + "<rect x=\"2.5\" y=\"5.5\" width=\"12\" height=\"16\" rx=\"2.5\" fill=\"none\" stroke=\"currentColor\""
        + " stroke-width=\"2\"/><rect x=\"9.5\" y=\"2.5\" width=\"12\" height=\"16\" rx=\"2.5\" class=\"mark-front\"/>"
        + "</svg>"

    struct Page {
        var title: String
        /// For the `description` meta tag and the preview tags.
        var description: String?
        /// `lesson`, `index`, `review` or `not-found`, as a class on `<body>`.
        var kind: String
        /// The page's file in the site, for its canonical URL (`zh-Hans/06-navigation.html`).
        var path: String
        /// The page's file name, the same in every language's tree (`06-navigation.html`).
        var file: String { path.split(separator: "/").last.map(String.init) ?? path }
        /// The current lesson's slug, which the sidebar marks.
        var lessonSlug: String?
        var main: String
    }

    static func render(_ page: Page, site: SiteConfiguration) -> String {
        let language = site.language
        let assets = site.assetPrefix
        var html = head(page, site: site, policy: contentSecurityPolicy)
        // First in the head, before the 47 KB of style, so the module's download starts with the page's.
        if usesEngine(page.kind) { html += engineScriptTag(site) }
        html += "<link rel=\"icon\" href=\"\(assets)\(SitePaths.favicon)\" type=\"image/svg+xml\">\n"
        html += inlineStyleAndTheme
        html += SiteText.scriptBlock(language)
        html += "<script src=\"\(assets)\(SitePaths.script)\" defer></script>\n"
        html += "<script src=\"\(SitePaths.lessonList)\" defer></script>\n"
        // The scheduler's module only where it is used: the review page.
        if page.kind == "review" { html += "<script src=\"\(assets)\(SitePaths.reviewEngine)\" defer></script>\n" }
        if usesEngine(page.kind) {
            html += "<script src=\"\(assets)\(SitePaths.labScript)\" defer></script>\n"
        }
        html += "</head>\n"
        html += "<body class=\"page-\(page.kind)\""
        if let slug = page.lessonSlug { html += " data-lesson=\"\(HTMLText.escaped(slug))\"" }
        html += ">\n<a class=\"skip-link\" href=\"#main\">\(SiteText.skipLink[language])</a>\n"
        html += header(page, site: site)
        html +=
            "<div class=\"layout\">\n<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"\(SiteText.lessons[language])\">"
        html += "<p class=\"sidebar-fallback\"><a href=\"index.html\">\(SiteText.allLessons[language])</a></p></nav>\n"
        html += "<main id=\"main\" tabindex=\"-1\">\n"
        if page.kind == "lesson" { html += LabNotice.html(site) }
        html += page.main + "</main>\n</div>\n"
        html += footer(language)
        html += "</body>\n</html>\n"
        return html
    }

    /// The pages that run the engine: a lesson's labs and quizzes, the playground, the reference's examples.
    /// The others (the index, the review page, 404) load neither the module nor the live lab.
    static func usesEngine(_ kind: String) -> Bool {
        kind == "lesson" || kind == "playground" || kind == "language"
    }

    /// `engine-worker.js`, async, its tag saying where the module is and which version, or why there is none.
    private static func engineScriptTag(_ site: SiteConfiguration) -> String {
        let assets = site.assetPrefix
        var tag = "<script src=\"\(assets)\(SitePaths.engineWorker)\" async"
        tag += " data-module-script=\"\(assets)\(SitePaths.labEngine)\""
        // The tree's own, beside the page: the rules' words in its language.
        tag += " data-rule-descriptions=\"\(SitePaths.ruleDescriptions)\""
        if site.engineModule != nil {
            tag += " data-compressed-module=\"\(assets)\(SitePaths.compressedEngineModule)\""
            tag += " data-module=\"\(assets)\(SitePaths.engineModule)\""
            tag += " data-engine-version=\"\(HTMLText.escaped(VCLabVersion.string))\""
        } else {
            let reason = site.engineUnavailableReason ?? "it was built without the engine module"
            tag += " data-engine-unavailable=\"\(HTMLText.escaped(reason))\""
        }
        return tag + "></script>\n"
    }

    /// A page that works wherever a host serves it: every reference starts at `root` (the path of the base
    /// URL, or `/`), and with `inlineStyle` the stylesheet is in the page. No script, no sidebar, no search.
    static func renderStandalone(_ page: Page, site: SiteConfiguration, root: String, inlineStyle: Bool) -> String {
        let home = root + site.folder
        var html = head(page, site: site, policy: inlineStyle ? selfContainedPolicy : contentSecurityPolicy)
        html += "<link rel=\"icon\" href=\"\(HTMLText.escaped(root + SitePaths.favicon))\" type=\"image/svg+xml\">\n"
        if inlineStyle {
            html += "<style>" + inlineStylesheet + "</style>\n"
        } else {
            html += "<link rel=\"stylesheet\" href=\"\(HTMLText.escaped(root + SitePaths.stylesheet))\">\n"
        }
        html += "</head>\n<body class=\"page-\(page.kind)\">\n"
        html += "<header class=\"site-header\">\n<a class=\"site-title\" href=\"\(HTMLText.escaped(home))\">"
        html += mark + "<span>\(HTMLText.escaped(site.title))</span></a>\n</header>\n"
        html += "<div class=\"layout layout-single\">\n<main id=\"main\">\n" + page.main + "</main>\n</div>\n"
        html += footer(site.language) + "</body>\n</html>\n"
        return html
    }

    private static func head(_ page: Page, site: SiteConfiguration, policy: String) -> String {
        // The root folder of the site from this page, so that the script keys what it keeps to the whole site
        // rather than to one language's folder.
        let root = site.assetPrefix.isEmpty ? "" : " data-root=\"\(site.assetPrefix)\""
        var html = "<!DOCTYPE html>\n<html lang=\"\(site.language.tag)\"\(root)>\n<head>\n"
        html += "<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>\(HTMLText.escaped(page.title))</title>\n"
        let description = page.description.flatMap { $0.isEmpty ? nil : HTMLText.escaped($0) }
        if let description { html += "<meta name=\"description\" content=\"\(description)\">\n" }
        // Link previews (chat apps, social sites). Their URLs must be absolute, so the canonical link and
        // og:url need --base-url; a 404 page has no address of its own.
        html += "<meta property=\"og:site_name\" content=\"\(HTMLText.escaped(site.title))\">\n"
        html += "<meta property=\"og:title\" content=\"\(HTMLText.escaped(page.title))\">\n"
        if let description { html += "<meta property=\"og:description\" content=\"\(description)\">\n" }
        html += "<meta property=\"og:type\" content=\"\(page.kind == "lesson" ? "article" : "website")\">\n"
        html += "<meta name=\"twitter:card\" content=\"summary\">\n"
        if let url = site.absoluteURL(of: page.path), page.kind != "not-found" {
            html += "<link rel=\"canonical\" href=\"\(HTMLText.escaped(url))\">\n"
            html += "<meta property=\"og:url\" content=\"\(HTMLText.escaped(url))\">\n"
        }
        html += alternates(page, site: site)
        return html
    }

    /// The page in every language the site has, `x-default` being the original's: absolute with a base URL,
    /// relative without (a search engine needs the first; a reader on `file://` the second). A 404 page has no
    /// address of its own, so no alternates.
    private static func alternates(_ page: Page, site: SiteConfiguration) -> String {
        guard site.languages.count > 1, page.kind != "not-found" else { return "" }
        func href(_ language: ContentLanguage) -> String {
            let path = SiteConfiguration.path(of: page.file, in: language)
            return HTMLText.escaped(
                site.absoluteURL(of: path) ?? HTMLText.urlPath(site.link(to: page.file, in: language)))
        }
        var html = ""
        for language in site.languages {
            html += "<link rel=\"alternate\" hreflang=\"\(language.tag)\" href=\"\(href(language))\">\n"
        }
        return html + "<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(href(.original))\">\n"
    }

    /// Links to the same page in the site's other languages; `site.js` adds the section being read and
    /// remembers the choice.
    private static func languageSwitch(_ page: Page, site: SiteConfiguration) -> String {
        guard site.languages.count > 1 else { return "" }
        var html = "<nav class=\"language-switch\" aria-label=\"\(SiteText.languageSwitch[site.language])\">"
        for language in site.languages where language != site.language {
            let href = HTMLText.escaped(HTMLText.urlPath(site.link(to: page.file, in: language)))
            html += "<a href=\"\(href)\" hreflang=\"\(language.tag)\" lang=\"\(language.tag)\""
            html += " data-language=\"\(language.tag)\" title=\"\(SiteText.readIn(language))\">"
            html += "\(language.nativeName)</a>"
        }
        return html + "</nav>\n"
    }

    private static func footer(_ language: ContentLanguage) -> String {
        "<footer class=\"site-footer\"><p>\(SiteText.footer[language])</p></footer>\n"
    }

    private static func header(_ page: Page, site: SiteConfiguration) -> String {
        let language = site.language
        var html = "<header class=\"site-header\">\n"
        html += "<button type=\"button\" class=\"sidebar-toggle\" aria-controls=\"sidebar\" aria-expanded=\"false\""
        html +=
            " aria-label=\"\(SiteText.lessons[language])\" hidden><span class=\"sidebar-toggle-icon\" aria-hidden=\"true\"></span></button>\n"
        html += "<a class=\"site-title\" href=\"index.html\">" + mark
        html += "<span>\(HTMLText.escaped(site.title))</span></a>\n"
        // The playground's own header names it without linking to itself.
        let playgroundLink = page.kind == "playground" ? "aria-current=\"page\"" : "href=\"playground.html\""
        html += "<a class=\"site-playground\" \(playgroundLink)>\(SiteText.playground[language])</a>\n"
        html += "<form class=\"site-search\" id=\"search\" role=\"search\" hidden>"
        html += "<label for=\"search-input\">\(SiteText.search[language])</label>"
        html += "<input id=\"search-input\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\""
        html += " placeholder=\"\(SiteText.searchPlaceholder[language])\" aria-controls=\"search-results\""
        html += " aria-describedby=\"search-status\" aria-keyshortcuts=\"/\">"
        html += "<kbd class=\"search-key\" aria-hidden=\"true\">/</kbd>"
        html += "<p id=\"search-status\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\"></p>"
        html += "<div id=\"search-results\" class=\"search-results\" hidden></div></form>\n"
        html += "<div class=\"header-tools\"></div>\n"
        html += "<button type=\"button\" class=\"theme-toggle\" hidden><span class=\"theme-icon\" aria-hidden=\"true\">"
        html += "</span><span class=\"theme-label\">\(SiteText.theme[language])</span></button>\n"
        html += languageSwitch(page, site: site)
        html += "</header>\n"
        return html
    }
}

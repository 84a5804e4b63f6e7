/// `review.html`: the questions the learner answered wrongly, gathered from every lesson for another go.
///
/// Progress lives in the learner's browser, so the page is a frame that `site.js` fills from it and from
/// `lessons.js` (each question's lesson, anchor and prompt); each entry links to its question, where *Try
/// again* is waiting.
enum ReviewPageRenderer {
    static func render(site: SiteConfiguration, context: inout PageContext) -> String {
        context.addLink(SitePaths.index, range: nil)
        var main = "<h1>Questions to try again</h1>\n"
        main += "<p class=\"tagline\">Every question you answered wrongly, or only partly right, lesson by lesson."
        main += " Each link opens the question; answer it again there.</p>\n"
        main += "<div class=\"review\" id=\"review-list\" aria-live=\"polite\">"
        main += "<p class=\"review-fallback\">This list is drawn from the answers your browser keeps, which needs"
        main += " JavaScript. The <a href=\"index.html\">lessons</a> work without it.</p></div>\n"
        let page = PageLayout.Page(
            title: "Questions to try again · \(site.title)",
            description: "The questions you answered wrongly, gathered for another go.", kind: "review",
            path: SitePaths.review, lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }
}

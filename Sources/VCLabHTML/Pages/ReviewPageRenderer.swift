/// `review.html`: the questions the learner answered wrongly, gathered from every lesson for another go.
///
/// Progress lives in the learner's browser, so the page is a frame that `site.js` fills from it and from
/// `lessons.js` (each question's lesson, anchor and prompt); each entry links to its question, where *Try
/// again* is waiting.
enum ReviewPageRenderer {
    static func render(site: SiteConfiguration, context: inout PageContext) -> String {
        context.addLink(SitePaths.index, range: nil)
        let language = site.language
        var main = "<h1>\(SiteText.questionsToTryAgain[language])</h1>\n"
        main += "<p class=\"tagline\">\(SiteText.reviewTagline[language])</p>\n"
        main += "<div class=\"review\" id=\"review-list\" aria-live=\"polite\">"
        main += "<p class=\"review-fallback\">\(SiteText.reviewFallback[language])</p></div>\n"
        let page = PageLayout.Page(
            title: "\(SiteText.questionsToTryAgain[language]) · \(site.title)",
            description: SiteText.reviewDescription[language], kind: "review",
            path: site.folder + SitePaths.review, lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }
}

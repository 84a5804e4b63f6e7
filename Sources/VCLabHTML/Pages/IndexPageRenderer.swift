/// The course's front page: the title, every lesson in order with its summary, and the learner's progress
/// (filled in by `site.js` from what the browser saved).
enum IndexPageRenderer {
    static func render(
        _ lessons: [LessonSummary], site: SiteConfiguration, context: inout PageContext
    ) -> String {
        var main = "<h1>\(HTMLText.escaped(site.title))</h1>\n"
        main += "<p class=\"tagline\">\(HTMLText.escaped(site.tagline))</p>\n"
        let quizCount = lessons.reduce(0) { $0 + $1.quizIDs.count }
        if quizCount > 0 {
            main += "<section class=\"course-progress\" id=\"course-progress\" hidden"
            main += " aria-labelledby=\"course-progress-title\">"
            main += "<h2 id=\"course-progress-title\">Your progress</h2>"
            main += "<p class=\"course-progress-text\" aria-live=\"polite\"></p>"
            main += "<progress class=\"course-progress-bar\" max=\"\(quizCount)\" value=\"0\""
            main += " aria-labelledby=\"course-progress-title\"></progress>"
            main += "<button type=\"button\" class=\"course-progress-reset\">Forget my answers</button></section>\n"
        }
        main += "<h2 class=\"lesson-list-title\">Lessons</h2>\n<ol class=\"lesson-list\">\n"
        for lesson in lessons {
            let href = SitePaths.page(forSlug: lesson.slug)
            context.addLink(href, range: nil)
            main += "<li><a href=\"\(HTMLText.escaped(HTMLText.urlPath(href)))\">\(HTMLText.escaped(lesson.title))</a>"
            if let summary = lesson.summary {
                main += "<p class=\"lesson-list-summary\">\(HTMLText.escaped(summary))</p>"
            }
            let simulations = lesson.simulationCount
            var facts: [String] = []
            if simulations > 0 { facts.append(simulations == 1 ? "1 simulation" : "\(simulations) simulations") }
            let quizzes = lesson.quizIDs.count
            if quizzes > 0 { facts.append(quizzes == 1 ? "1 question" : "\(quizzes) questions") }
            main += "<p class=\"lesson-list-meta\">\(facts.joined(separator: " · "))"
            if quizzes > 0 {
                main += " <span class=\"lesson-progress\" data-lesson=\"\(HTMLText.escaped(lesson.slug))\"></span>"
            }
            main += "</p></li>\n"
        }
        main += "</ol>\n"
        let page = PageLayout.Page(
            title: site.title, description: site.tagline, kind: "index", lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }
}

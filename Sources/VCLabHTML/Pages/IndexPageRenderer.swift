/// The course's front door: what VCLab is, who it is for, how to use the lessons, simulations and
/// questions, how to install `vclab` for the terminal, then every lesson in order with its summary and the
/// learner's progress (filled in by `site.js` from what the browser saved).
enum IndexPageRenderer {
    static func render(
        _ lessons: [LessonSummary], site: SiteConfiguration, context: inout PageContext
    ) -> String {
        var main = "<header class=\"front\">\n<h1>" + PageLayout.mark
        main += "<span>\(HTMLText.escaped(site.title))</span></h1>\n"
        main += "<p class=\"tagline\">\(HTMLText.escaped(site.tagline))</p>\n"
        if let first = lessons.first {
            let href = HTMLText.escaped(HTMLText.urlPath(SitePaths.page(forSlug: first.slug)))
            main += "<p class=\"front-actions\"><a class=\"button-link primary\" href=\"\(href)\">Start with lesson 1:"
            main += " \(HTMLText.escaped(first.title))</a> <a class=\"button-link\" href=\"#lessons\">See every"
            main += " lesson</a></p>\n"
        }
        main += "</header>\n"
        main += about
        let quizCount = lessons.reduce(0) { $0 + $1.quizIDs.count }
        if quizCount > 0 {
            context.addLink(SitePaths.review, range: nil)
            main += "<section class=\"course-progress\" id=\"course-progress\" hidden"
            main += " aria-labelledby=\"course-progress-title\">"
            main += "<h2 id=\"course-progress-title\">Your progress</h2>"
            main += "<p class=\"course-progress-text\" aria-live=\"polite\"></p>"
            main += "<progress class=\"course-progress-bar\" max=\"\(quizCount)\" value=\"0\""
            main += " aria-labelledby=\"course-progress-title\"></progress>"
            main += "<p class=\"course-progress-note\">Kept in this browser only. Save it as a file to move it to"
            main += " another browser or keep it safe.</p>"
            main += "<div class=\"course-progress-actions\">"
            main += "<a class=\"button-link course-progress-review\" href=\"\(SitePaths.review)\">Questions to try"
            main += " again</a>"
            main += "<button type=\"button\" class=\"course-progress-export\">Save progress as a file</button>"
            main += "<label class=\"button-link course-progress-import\">Load progress from a file"
            main += "<input type=\"file\" accept=\".json,application/json\" class=\"visually-hidden\"></label>"
            main += "<button type=\"button\" class=\"course-progress-reset\">Forget my answers</button></div>"
            main += "<p class=\"course-progress-status\" role=\"status\" aria-live=\"polite\"></p></section>\n"
        }
        main += "<h2 class=\"lesson-list-title\" id=\"lessons\">Lessons</h2>\n<ol class=\"lesson-list\">\n"
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
            title: site.title, description: site.tagline, kind: "index", path: SitePaths.index, lessonSlug: nil,
            main: main)
        return PageLayout.render(page, site: site)
    }

    /// What VCLab is, for whom, and how to use it: the same for every course built with it.
    private static let about = """
        <div class="front-grid">
        <section aria-labelledby="about">
        <h2 id="about">What this is</h2>
        <p>A course on the life of a <code>UIViewController</code>: when UIKit creates it, loads its view, lays \
        it out, shows and hides it, and lets it go, on every iOS version from 3 to 26. Every trace on these pages \
        is computed by a simulation of UIKit's lifecycle, and each step carries its evidence: documented by \
        Apple, seen in logs of real apps, or inferred.</p>
        <p>It is for iOS developers who want to know, not guess, which callback runs when: someone learning UIKit, \
        someone chasing a bug in <code>viewWillAppear</code>, someone preparing for an interview.</p>
        </section>
        <section aria-labelledby="using">
        <h2 id="using">How to use it</h2>
        <ul class="front-list">
        <li><strong>Read a lesson</strong> in order; each one builds on the one before.</li>
        <li><strong>Run the simulations.</strong> Each draws the callbacks as a sequence diagram; step through \
        them one at a time, switch iOS versions, and switch between Swift and Objective-C names.</li>
        <li><strong>Answer the questions.</strong> Each is checked against the simulation. A wrong answer tells \
        you what was wrong and lets you try again before it shows the answer.</li>
        <li><strong>Predict first.</strong> Turn on <em>Predict first</em> in the header to keep each trace \
        folded until you have answered its questions.</li>
        </ul>
        </section>
        <section aria-labelledby="terminal">
        <h2 id="terminal">In the terminal</h2>
        <p>The same lessons, simulations and questions run in a terminal, with a study mode that grades your \
        answers and brings questions back when they are due. In a copy of the VCLab repository, with Swift 6 \
        on macOS or Linux:</p>
        <pre class="front-code"><code>make build                    # installs what is missing, builds vclab
        .build/release/vclab show 1   # lesson 1 as a terminal page
        .build/release/vclab study 1  # its questions, graded, with reviews when due</code></pre>
        </section>
        </div>

        """
}

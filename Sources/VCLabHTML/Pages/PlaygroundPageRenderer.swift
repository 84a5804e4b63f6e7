import VCLabSupport

/// `playground.html`: one editable simulation with the whole scenario language, an examples menu made from the
/// course's scenarios, and the scenario kept in the URL's fragment (`#s=` and base64url), which `lab.js` reads
/// and writes.
enum PlaygroundPageRenderer {
    /// The examples menu lists at most this many scenarios, the first in reading order: a menu of thousands
    /// helps nobody, and the page stays small for a course of any size.
    static let maximumExamples = 100

    static let starter = """
        # Edit the scenario; the trace follows as you type. Ctrl+Enter runs it again.
        ios 17
        storyboard A
        root nav(A)

        launch
        push B
        present C pageSheet
        swipe down
        pop

        """

    static func render(examples: [PlaygroundExample], site: SiteConfiguration, context: inout PageContext) -> String {
        context.addLink(SitePaths.index, range: nil)
        var main = "<h1>Playground</h1>\n"
        main += "<p class=\"lead\">Write any scenario in VCLab's scenario language and watch UIKit's callbacks as"
        main += " the engine computes them, on any iOS version from 3 to 26. The address of this page keeps your"
        main += " scenario, so a link to it shows exactly what you see. The <a href=\"index.html\">lessons</a>"
        main += " explain every step.</p>\n"
        main += LabNotice.html(site)
        let shown = Array(examples.prefix(maximumExamples))
        if !shown.isEmpty {
            main += "<p class=\"playground-examples\"><label for=\"playground-example\">Start from an example</label>"
            main += " <select id=\"playground-example\"><option value=\"\">Choose a scenario of the course…</option>"
            main += "</select></p>\n"
            let json = shown.map { example in
                JSONText.object([
                    ("lesson", JSONText.quoted(example.lessonTitle)), ("name", JSONText.quoted(example.name)),
                    ("source", JSONText.quoted(example.source)),
                ])
            }
            main += "<script type=\"application/json\" id=\"playground-examples\">["
            main += json.joined(separator: ",") + "]</script>\n"
        }
        main += "<figure class=\"sim sim-playground\" id=\"playground\" data-sim data-playground>\n"
        main += "<figcaption><span class=\"sim-kicker\">Playground</span> <code>playground</code></figcaption>\n"
        main += "<pre class=\"sim-source\"><code>\(HTMLText.escaped(starter))</code></pre>\n"
        main += "<noscript><p>The playground runs the engine in your browser, which needs JavaScript.</p></noscript>\n"
        main += "</figure>\n"
        let page = PageLayout.Page(
            title: "Playground · \(site.title)",
            description: "Run any view controller lifecycle scenario with VCLab's engine, in the browser.",
            kind: "playground", lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }
}

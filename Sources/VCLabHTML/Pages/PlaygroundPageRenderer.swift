import VCLabSupport

/// `playground.html`: one editable simulation with the whole scenario language, an examples menu made from the
/// course's scenarios, and the scenario kept in the URL's fragment (`#s=` and base64url), which `lab.js` reads
/// and writes.
enum PlaygroundPageRenderer {
    /// The examples menu lists at most this many scenarios, the first in reading order: a menu of thousands
    /// helps nobody, and the page stays small for a course of any size.
    static let maximumExamples = 100

    static func starter(_ language: ContentLanguage) -> String {
        SiteText.playgroundStarterComment[language] + "\n" + starterScenario
    }

    private static let starterScenario = """
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
        context.addLink(SitePaths.scenarioLanguage, range: nil)
        let language = site.language
        var main = "<h1>\(SiteText.playground[language])</h1>\n"
        main += "<p class=\"lead\">\(SiteText.playgroundLead[language])</p>\n"
        main += LabNotice.html(site)
        let shown = Array(examples.prefix(maximumExamples))
        if !shown.isEmpty {
            main += "<p class=\"playground-examples\"><label for=\"playground-example\">"
            main += "\(SiteText.startFromExample[language])</label> <select id=\"playground-example\">"
            main += "<option value=\"\">\(SiteText.chooseScenario[language])</option>"
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
        main += "<figcaption><span class=\"sim-kicker\">\(SiteText.playground[language])</span>"
        main += " <code>playground</code></figcaption>\n"
        main += "<pre class=\"sim-source\"><code>\(HTMLText.escaped(starter(language)))</code></pre>\n"
        main += "<noscript><p>\(SiteText.playgroundNoScript[language])</p></noscript>\n"
        main += "</figure>\n"
        let page = PageLayout.Page(
            title: "\(SiteText.playground[language]) · \(site.title)",
            description: SiteText.playgroundDescription[language],
            kind: "playground", path: site.folder + SitePaths.playground, lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }
}

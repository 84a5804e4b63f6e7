import VCLabSupport

/// `scenario-language.html`: the scenario language for learners, every form with what it means and a small
/// scenario that uses it, which `lab.js` runs in place on request (a *Run* button turns it into a lab).
///
/// Every editor links here, and every diagnostic of a live run links to the form its line starts with
/// (`#form-remove`); the forms are ``ScenarioLanguageForm/all``.
enum ScenarioLanguagePageRenderer {
    static func render(site: SiteConfiguration, context: inout PageContext) -> String {
        context.addLink(SitePaths.playground, range: nil)
        let language = site.language
        var main = "<h1>\(SiteText.scenarioLanguage[language])</h1>\n"
        main += "<p class=\"lead\">\(SiteText.scenarioLanguageLead[language])</p>\n"
        main += LabNotice.html(site)
        for section in ScenarioLanguageForm.Section.allCases {
            let id = context.ids.claim(sectionID(section))
            main += "<h2 id=\"\(id)\">\(sectionTitle(section)[language])</h2>\n"
            for form in ScenarioLanguageForm.all where form.section == section {
                main += render(form, language: language, context: &context)
            }
        }
        let page = PageLayout.Page(
            title: "\(SiteText.scenarioLanguage[language]) · \(site.title)",
            description: SiteText.scenarioLanguageDescription[language], kind: "language",
            path: site.folder + SitePaths.scenarioLanguage, lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }

    private static func render(_ form: ScenarioLanguageForm, language: ContentLanguage, context: inout PageContext)
        -> String
    {
        let id = context.ids.claim(form.id)
        var html = "<section class=\"language-form\" aria-labelledby=\"\(id)\">\n"
        html += "<h3 id=\"\(id)\"><code>\(HTMLText.escaped(form.form))</code></h3>\n"
        html += "<p>\(HTMLText.escaped(form.meaning[language]))</p>\n"
        // Not `.sim`: a lesson's labs start as the page loads, these only when asked, so that the page stays light.
        html += "<figure class=\"sim-example\" data-example>\n"
        html += "<figcaption class=\"visually-hidden\"><code>\(HTMLText.escaped(form.anchor))</code></figcaption>\n"
        html += "<pre class=\"sim-source\" tabindex=\"0\"><code>\(HTMLText.escaped(form.example))</code></pre>\n"
        html += "</figure>\n</section>\n"
        return html
    }

    private static func sectionID(_ section: ScenarioLanguageForm.Section) -> String {
        switch section {
        case .settings: "settings"
        case .declarations: "declarations"
        case .expressions: "expressions"
        case .steps: "steps"
        }
    }

    private static func sectionTitle(_ section: ScenarioLanguageForm.Section) -> LocalizedText {
        switch section {
        case .settings: SiteText.languageSettings
        case .declarations: SiteText.languageDeclarations
        case .expressions: SiteText.languageExpressions
        case .steps: SiteText.languageSteps
        }
    }
}

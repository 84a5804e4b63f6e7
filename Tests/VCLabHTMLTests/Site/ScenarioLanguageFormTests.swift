import Testing
import VCLabEngine
import VCLabSupport

@testable import VCLabHTML

/// The reference page's forms against the language itself: every example runs, and no step is left out.
@Suite struct ScenarioLanguageFormTests {
    @Test(arguments: ScenarioLanguageForm.all.map(\.anchor))
    func theExampleRunsWithoutADiagnostic(_ anchor: String) throws {
        let form = try #require(ScenarioLanguageForm.all.first { $0.anchor == anchor })
        let result = LifecycleEngine.run(source: form.example, path: "\(anchor).sim")
        #expect(result.trace != nil, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func everyStepKeywordHasAForm() {
        let anchors = Set(ScenarioLanguageForm.all.map(\.anchor))
        // `foreground` is shown with `background`, its pair.
        let missing = ScenarioParser.stepKeywords.filter { !anchors.contains($0) && $0 != "foreground" }
        #expect(missing.isEmpty, "steps without a form on the page: \(missing)")
    }

    @Test func anchorsAreUniqueAndEveryFormSaysItsMeaningInBothLanguages() {
        let anchors = ScenarioLanguageForm.all.map(\.anchor)
        #expect(Set(anchors).count == anchors.count)
        for form in ScenarioLanguageForm.all {
            #expect(!form.meaning.english.isEmpty && !form.meaning.chinese.isEmpty, "\(form.anchor)")
            #expect(form.meaning.english != form.meaning.chinese, "\(form.anchor)")
        }
    }

    @Test func thePageHasEveryFormUnderItsAnchorInBothLanguages() throws {
        for language in [ContentLanguage.english, .simplifiedChinese] {
            var site = SiteConfiguration()
            site.language = language
            var context = PageContext(
                sourcePath: SitePaths.scenarioLanguage, pagePath: SitePaths.scenarioLanguage,
                reservedIDs: PageLayout.reservedIDs, language: language)
            let html = ScenarioLanguagePageRenderer.render(site: site, context: &context)
            for form in ScenarioLanguageForm.all {
                #expect(html.contains("<h3 id=\"\(form.id)\">"), "\(form.id)")
                #expect(html.contains(HTMLText.escaped(form.meaning[language])), "\(form.id)")
            }
            #expect(html.contains("<h1>\(SiteText.scenarioLanguage[language])</h1>"))
        }
    }
}

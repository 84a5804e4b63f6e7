import VCLabContent
import VCLabMarkdown
import VCLabSupport

/// Renders one lesson page from the lesson model: its prose, each scenario as a figure, each quiz as a form,
/// an in-page table of contents, and links to the previous and next lessons.
enum LessonPageRenderer {
    /// A neighbouring lesson, for the previous/next links.
    struct Neighbour {
        var slug: String
        var title: String
    }

    struct Result {
        var html: String
        var context: PageContext
    }

    static func render(
        _ evaluation: LessonEvaluation, position: Int, count: Int, previous: Neighbour?, next: Neighbour?,
        site: SiteConfiguration
    ) -> Result {
        let lesson = evaluation.lesson
        let language = site.language
        var context = PageContext(
            sourcePath: lesson.path, pagePath: site.folder + SitePaths.page(forSlug: lesson.slug),
            reservedIDs: PageLayout.reservedIDs, language: language)
        context.sections[0].heading = lesson.title
        if let summary = lesson.frontMatter.summary { context.addText(summary) }

        // Figures get their ids first, so that a quiz can link to a scenario shown further down.
        let simulationIDs = lesson.simulations.map { context.ids.claim(slugOf: $0.name, prefix: "sim-") }
        var shown = Set<Int>()
        var body = ""
        var quizNumber = 0
        let tabPairs = codeTabPairs(lesson.blocks)
        var headingNumber = 0
        for (offset, block) in lesson.blocks.enumerated() {
            switch block {
            case .markdown(let markdown):
                if case .heading = markdown {
                    // A translated heading takes its original's anchor (the counterpart of the n-th heading).
                    if let originals = lesson.originalHeadings, originals.indices.contains(headingNumber) {
                        context.headingAnchorText = originals[headingNumber]
                    }
                    headingNumber += 1
                }
                if offset == 0, isTitleHeading(markdown, title: lesson.title) {
                    context.headingAnchorText = nil
                    continue
                }
                if tabPairs.contains(offset) {
                    body += "<div class=\"code-tabs\" role=\"group\" aria-label=\"\(SiteText.codeTabs[language])\">\n"
                }
                ProseRenderer.render([markdown], into: &body, context: &context)
                if tabPairs.contains(offset - 1) { body += "</div>\n" }
            case .simulation(let index):
                guard lesson.simulations.indices.contains(index) else { continue }
                shown.insert(index)
                body += simulationHTML(evaluation, index: index, id: simulationIDs[index], context: &context)
            case .quiz(let index):
                quizNumber += 1
                body += quizHTML(
                    evaluation, index: index, number: quizNumber, simulationIDs: simulationIDs,
                    isGraded: site.engineModule != nil, context: &context)
            }
        }
        let unshown = lesson.simulations.indices.filter { !shown.contains($0) }
        if !unshown.isEmpty {
            body += "<section class=\"shared-scenarios\" aria-labelledby=\"shared-scenarios\">\n"
            body += "<h2 id=\"shared-scenarios\">\(SiteText.sharedScenarios[language])</h2>\n"
            for index in unshown {
                body += simulationHTML(evaluation, index: index, id: simulationIDs[index], context: &context)
            }
            body += "</section>\n"
        }

        // A lesson not yet translated is shown in its own language inside the translation's frame, and says so.
        let isUntranslated = lesson.language != language
        var main =
            isUntranslated
            ? "<article class=\"lesson\" lang=\"\(lesson.language.tag)\">\n" : "<article class=\"lesson\">\n"
        main += "<header class=\"lesson-header\">\n"
        if isUntranslated {
            main += "<p class=\"lesson-untranslated\" lang=\"\(language.tag)\">\(SiteText.untranslated[language])</p>\n"
        }
        let numberLanguage = isUntranslated ? " lang=\"\(language.tag)\"" : ""
        main += "<p class=\"lesson-number\"\(numberLanguage)>"
        main += "\(SiteText.lessonNumber(position, of: count)[language])</p>\n"
        main += "<h1>\(HTMLText.escaped(lesson.title))</h1>\n"
        if let summary = lesson.frontMatter.summary {
            main += "<p class=\"lesson-summary\">\(HTMLText.escaped(summary))</p>\n"
        }
        main += "</header>\n"
        main += tableOfContents(context.headings, hasSharedScenarios: !unshown.isEmpty, context: &context)
        main += "<div class=\"lesson-body\">\n" + body + "</div>\n"
        if quizNumber > 0 {
            main += "<section class=\"page-score\" id=\"page-score\" hidden aria-live=\"polite\">"
            main += "<p class=\"page-score-text\"></p>"
            main +=
                "<button type=\"button\" class=\"page-score-retry\" hidden>\(SiteText.retryWrong[language])</button>"
            main += "</section>\n"
        }
        main += "</article>\n" + pager(previous: previous, next: next, context: &context)

        let page = PageLayout.Page(
            title: "\(lesson.title) · \(site.title)", description: lesson.frontMatter.summary, kind: "lesson",
            path: context.pagePath, lessonSlug: lesson.slug, main: main)
        return Result(html: PageLayout.render(page, site: site), context: context)
    }

    private static func runs(_ evaluation: LessonEvaluation, _ index: Int) -> [LessonEvaluation.SimulationRun] {
        evaluation.simulationRuns.indices.contains(index) ? evaluation.simulationRuns[index] : []
    }

    private static func quizHTML(
        _ evaluation: LessonEvaluation, index: Int, number: Int, simulationIDs: [String], isGraded: Bool,
        context: inout PageContext
    ) -> String {
        let lesson = evaluation.lesson
        guard evaluation.preparedQuizzes.indices.contains(index), let quiz = evaluation.preparedQuizzes[index] else {
            return
                "<p class=\"quiz-failed\">\(SiteText.questionNotChecked(number)[context.language])</p>\n"
        }
        let id = context.ids.claim(slugOf: quiz.id, prefix: "quiz-")
        let simulationID = lesson.simulations.firstIndex { $0.name == quiz.simulationName }.map { simulationIDs[$0] }
        let heading =
            "\(SiteText.question(number)[context.language]): \(QuizRenderer.kindLabel(quiz.kind, context.language))"
        let prompt = MarkdownDocument.plainText(of: MarkdownParser.parse(quiz.prompt).blocks)
        context.questions.append(
            LessonSummary.Question(id: quiz.id, anchor: id, prompt: LessonSummary.shortened(prompt)))
        return context.inSection(anchor: id, heading: heading) { context in
            QuizRenderer.render(
                quiz, number: number, id: id, simulationID: simulationID, isGraded: isGraded, context: &context)
        }
    }

    /// A simulation's figure, with a search entry of its own: its name and its scenario's steps.
    private static func simulationHTML(
        _ evaluation: LessonEvaluation, index: Int, id: String, context: inout PageContext
    ) -> String {
        let simulation = evaluation.lesson.simulations[index]
        return context.inSection(anchor: id, heading: SiteText.simulationSection(simulation.name)[context.language]) {
            context in
            context.addText(simulation.source)
            return SimulationRenderer.render(
                simulation, runs: runs(evaluation, index), id: id, context: &context)
        }
    }

    /// The offsets of Swift samples directly followed by an Objective-C one, or the other way round: each
    /// pair is shown as tabs that follow the site-wide Swift/Objective-C switch.
    private static func codeTabPairs(_ blocks: [LessonBlock]) -> Set<Int> {
        var pairs = Set<Int>()
        var offset = 0
        while offset + 1 < blocks.count {
            if case .markdown(let first) = blocks[offset], case .markdown(let second) = blocks[offset + 1],
                let firstLanguage = ProseRenderer.codeLanguage(of: first),
                let secondLanguage = ProseRenderer.codeLanguage(of: second), firstLanguage != secondLanguage
            {
                pairs.insert(offset)
                offset += 2
            } else {
                offset += 1
            }
        }
        return pairs
    }

    /// A first `# Title` that repeats the front matter's title: the page header already shows it.
    private static func isTitleHeading(_ block: MarkdownBlock, title: String) -> Bool {
        guard case .heading(1, let inlines, _) = block else { return false }
        return MarkdownDocument.plainText(of: inlines) == title
    }

    /// Headings of levels 2 and 3, nested.
    private static func tableOfContents(
        _ headings: [PageContext.Heading], hasSharedScenarios: Bool, context: inout PageContext
    ) -> String {
        var entries = headings.filter { $0.level == 2 || $0.level == 3 }
        if hasSharedScenarios {
            entries.append(
                PageContext.Heading(
                    level: 2, id: "shared-scenarios", text: SiteText.sharedScenarios[context.language]))
        }
        guard !entries.isEmpty else { return "" }
        var html = "<nav class=\"toc\" id=\"toc\" aria-labelledby=\"toc-title\">\n"
        html += "<h2 id=\"toc-title\">\(SiteText.onThisPage[context.language])</h2>\n<ol>"
        var isInSublist = false
        var isFirst = true
        for heading in entries {
            if heading.level == 3, !isFirst {
                if !isInSublist {
                    html += "<ol>"
                    isInSublist = true
                } else {
                    html += "</li>"
                }
            } else {
                if isInSublist {
                    html += "</li></ol>"
                    isInSublist = false
                }
                if !isFirst { html += "</li>" }
            }
            context.addLink("#" + heading.id, range: nil)
            html += "<li><a href=\"#\(HTMLText.escaped(heading.id))\">\(HTMLText.escaped(heading.text))</a>"
            isFirst = false
        }
        html += isInSublist ? "</li></ol></li></ol>\n" : "</li></ol>\n"
        return html + "</nav>\n"
    }

    private static func pager(previous: Neighbour?, next: Neighbour?, context: inout PageContext) -> String {
        guard previous != nil || next != nil else { return "" }
        let language = context.language
        var html = "<nav class=\"pager\" aria-label=\"\(SiteText.previousAndNext[language])\">\n"
        let links = [(previous, "previous", SiteText.previous[language]), (next, "next", SiteText.next[language])]
        for (neighbour, kind, label) in links {
            guard let neighbour else { continue }
            let href = SitePaths.page(forSlug: neighbour.slug)
            context.addLink(href, range: nil)
            html += "<a class=\"pager-\(kind)\" rel=\"\(kind == "previous" ? "prev" : "next")\""
            html += " href=\"\(HTMLText.escaped(HTMLText.urlPath(href)))\">"
            html += "<span class=\"pager-label\">\(label)</span> \(HTMLText.escaped(neighbour.title))</a>\n"
        }
        return html + "</nav>\n"
    }
}

import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabSupport

/// Renders a prepared quiz as an interactive form, graded in the page by `site.js` with the rules of
/// ``QuizGrader``.
///
/// The key is embedded as JSON in a `<script type="application/json">` element, which browsers never run,
/// so the page's Content-Security-Policy can forbid inline script. Markdown (prompt, hint, explanation,
/// per-choice feedback) is rendered here, at build time; the script only shows and hides it.
///
/// Without JavaScript the form stays hidden and the quiz reads as its question, its options and a
/// `<details>` element holding the answer. So does it in a site built without the engine's module (`isGraded`
/// false), which grades answers; the quiz then says so, where a learner would answer it, rather than lose its
/// form with no word.
enum QuizRenderer {
    static func render(
        _ quiz: PreparedQuiz, number: Int, id: String, simulationID: String?, isGraded: Bool = true,
        context: inout PageContext
    ) -> String {
        let anchor = HTMLText.escaped(id)
        let language = context.language
        var html = "<section class=\"quiz\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-title\""
        html += " data-quiz=\"\(HTMLText.escaped(quiz.id))\" data-kind=\"\(HTMLText.escaped(quiz.kind))\""
        // Predict-first mode folds the trace of this figure until its questions are answered.
        if let simulationID { html += " data-sim=\"\(HTMLText.escaped(simulationID))\"" }
        html += ">\n"
        html += "<h3 class=\"quiz-title\" id=\"\(anchor)-title\">\(SiteText.question(number)[language])"
        html += " <span class=\"quiz-kind\">\(kindLabel(quiz.kind, language))</span></h3>\n"
        html += "<div class=\"quiz-prompt\">" + ProseRenderer.render(markdown: quiz.prompt, context: &context)
        html += "</div>\n"
        html += about(quiz, simulationID: simulationID, context: &context)
        html += "<script type=\"application/json\" class=\"quiz-data\">\(GradingJSON.encode(quiz))</script>\n"
        if !quiz.options.isEmpty {
            html += "<ul class=\"quiz-options-static\">"
            html += quiz.options.map { "<li><code>\(HTMLText.escaped($0))</code></li>" }.joined()
            html += "</ul>\n"
        }
        if !isGraded { html += "<p class=\"quiz-off\">\(SiteText.quizOff[language])</p>\n" }
        html += form(quiz, id: id, language: language)
        for option in quiz.feedback.keys.sorted() {
            guard let markdown = quiz.feedback[option] else { continue }
            html += "<div class=\"quiz-choice-feedback\" data-option=\"\(HTMLText.escaped(option))\" hidden>"
            html += "<p class=\"quiz-choice-feedback-title\">"
            // A yes/no or true/false answer is named by its word in the page's language, as its button is.
            let name =
                switch option {
                case "yes" where quiz.kind == "happens": SiteText.yes[language]
                case "no" where quiz.kind == "happens": SiteText.no[language]
                case "true" where quiz.kind == "claim": SiteText.true[language]
                case "false" where quiz.kind == "claim": SiteText.false[language]
                default: "<code>\(HTMLText.escaped(option))</code>"
                }
            html += SiteText.about(name)[language] + "</p>"
            html += ProseRenderer.render(markdown: markdown, context: &context) + "</div>\n"
        }
        if let hint = quiz.hint {
            html += "<details class=\"quiz-hint\"><summary>\(SiteText.hint[language])</summary>"
            html += ProseRenderer.render(markdown: hint, context: &context) + "</details>\n"
        }
        html += "<details class=\"quiz-solution\"><summary>\(SiteText.answer[language])</summary>\n"
        html += "<div class=\"quiz-answer\">" + answerHTML(quiz, language: language) + "</div>\n"
        if let explain = quiz.explain {
            html += "<div class=\"quiz-explain\">" + ProseRenderer.render(markdown: explain, context: &context)
            html += "</div>\n"
        }
        if quiz.kind != "trace", !quiz.window.isEmpty {
            html += "<p class=\"quiz-window-title\">\(SiteText.windowTitle[language])</p>\n<ol class=\"quiz-window\">"
            html += quiz.window.map { "<li><code>\(HTMLText.escaped($0))</code></li>" }.joined()
            html += "</ol>\n"
        }
        html += "</details>\n</section>\n"
        return html
    }

    static func kindLabel(_ kind: String, _ language: ContentLanguage) -> String {
        SiteText.kind(kind)?[language] ?? HTMLText.escaped(kind)
    }

    /// The scenario and step the question is about, and its subject.
    private static func about(_ quiz: PreparedQuiz, simulationID: String?, context: inout PageContext) -> String {
        let language = context.language
        var html = "<p class=\"quiz-about\">\(SiteText.simulation[language]) "
        let name = "<code>\(HTMLText.escaped(quiz.simulationName))</code>"
        if let simulationID {
            context.addLink("#" + simulationID, range: nil)
            html += "<a href=\"#\(HTMLText.escaped(simulationID))\">\(name)</a>"
        } else {
            html += name
        }
        if let step = quiz.step {
            html += SiteText.stepSeparator[language] + HTMLText.escaped(step.description[language])
        }
        if let subject = quiz.subject {
            let label =
                switch quiz.kind {
                case "claim": SiteText.subjectClaim[language]
                case "frame": SiteText.subjectViewOf[language]
                case "next": SiteText.subjectAfter[language]
                default: SiteText.subjectEvent[language]
                }
            html += SiteText.clauseSeparator[language] + "\(label) <code>\(HTMLText.escaped(subject))</code>"
        }
        if quiz.kind == "trace", let filter = quiz.filter, filter != "all" {
            html += SiteText.clauseSeparator[language] + SiteText.onlyCallbacks(HTMLText.escaped(filter))[language]
        }
        return html + "</p>\n"
    }

    // MARK: - Form

    private static func form(_ quiz: PreparedQuiz, id: String, language: ContentLanguage) -> String {
        let anchor = HTMLText.escaped(id)
        var html = "<form class=\"quiz-form\" novalidate hidden>\n<fieldset><legend>"
        html += "\(SiteText.yourAnswer[language])</legend>\n"
        switch quiz.kind {
        case "order":
            html += "<p class=\"quiz-instructions\" id=\"\(anchor)-instructions\">"
            html += "\(SiteText.orderInstructions[language])</p>\n"
            html += "<ol class=\"quiz-order\" aria-describedby=\"\(anchor)-instructions\">"
            for option in quiz.options {
                let name = HTMLText.escaped(option)
                html += "<li data-value=\"\(name)\"><code>\(name)</code>"
                html += "<span class=\"quiz-order-buttons\">"
                html +=
                    "<button type=\"button\" data-move=\"up\" aria-label=\"\(SiteText.moveUp(name)[language])\">↑</button>"
                html +=
                    "<button type=\"button\" data-move=\"down\" aria-label=\"\(SiteText.moveDown(name)[language])\">↓</button>"
                html += "</span></li>"
            }
            html += "</ol>\n"
        case "first", "last", "next":
            html += choices(quiz.options, type: "radio", name: id)
        case "which", "loaded":
            html += choices(quiz.options, type: "checkbox", name: id)
        case "happens":
            html += choices(
                ["yes", "no"], type: "radio", name: id, labels: [SiteText.yes[language], SiteText.no[language]])
        case "claim":
            html += choices(
                ["true", "false"], type: "radio", name: id, labels: [SiteText.true[language], SiteText.false[language]])
        case "count":
            html += "<label for=\"\(anchor)-input\">\(SiteText.countLabel[language])</label> "
            html += "<input id=\"\(anchor)-input\" class=\"quiz-input\" type=\"number\" min=\"0\" step=\"1\""
            html += " inputmode=\"numeric\" autocomplete=\"off\">\n"
        case "frame":
            html += "<label for=\"\(anchor)-input\">\(SiteText.frameLabel[language])</label> "
            html += "<input id=\"\(anchor)-input\" class=\"quiz-input\" type=\"text\" inputmode=\"decimal\""
            html += " autocomplete=\"off\" spellcheck=\"false\" placeholder=\"0 0 320 480\">\n"
        default:
            html += "<label for=\"\(anchor)-input\">\(SiteText.traceLabel[language])</label>\n"
            html += "<textarea id=\"\(anchor)-input\" class=\"quiz-input\" rows=\"8\" spellcheck=\"false\""
            html += " autocomplete=\"off\" autocapitalize=\"off\"></textarea>\n"
        }
        html += "</fieldset>\n<div class=\"quiz-actions\"><button type=\"submit\" class=\"quiz-check\">"
        html += "\(SiteText.check[language])</button>"
        html += "<button type=\"button\" class=\"quiz-retry\" hidden>\(SiteText.tryAgain[language])</button>"
        html += "<button type=\"button\" class=\"quiz-reveal\" hidden>\(SiteText.showAnswer[language])</button></div>\n"
        html += "<div class=\"quiz-feedback\" role=\"status\" aria-live=\"polite\"></div>\n</form>\n"
        return html
    }

    private static func choices(_ values: [String], type: String, name: String, labels: [String]? = nil) -> String {
        var html = "<div class=\"quiz-choices\">"
        for (index, value) in values.enumerated() {
            let label = labels.map { HTMLText.escaped($0[index]) } ?? "<code>\(HTMLText.escaped(value))</code>"
            html += "<label class=\"quiz-choice\"><input type=\"\(type)\" name=\"\(HTMLText.escaped(name))\""
            html += " value=\"\(HTMLText.escaped(value))\"> \(label)</label>"
        }
        return html + "</div>\n"
    }

    // MARK: - Answer

    /// The right answer, as the no-script page and the page after answering show it.
    static func answerHTML(_ quiz: PreparedQuiz, language: ContentLanguage) -> String {
        func paragraph(_ text: LocalizedText) -> String { "<p>\(text[language])</p>" }
        func code(_ text: String) -> String { "<code>\(HTMLText.escaped(text))</code>" }
        func list(_ items: [String], ordered: Bool) -> String {
            let tag = ordered ? "ol" : "ul"
            return "<\(tag)>" + items.map { "<li>\(code($0))</li>" }.joined() + "</\(tag)>"
        }
        switch quiz.key {
        case .sequence(let lines):
            if quiz.kind == "trace" {
                guard !lines.isEmpty else { return paragraph(SiteText.noCallbacks) }
                return paragraph(SiteText.theTrace) + "<pre class=\"quiz-key-trace\">"
                    + HTMLText.escaped(lines.joined(separator: "\n")) + "</pre>"
            }
            return paragraph(SiteText.inOrder) + list(lines, ordered: true)
        case .single(let event):
            return "<p>\(code(event))</p>"
        case .boolean(let value):
            if quiz.kind == "claim" { return paragraph(value ? SiteText.answerTrue : SiteText.answerFalse) }
            return paragraph(value ? SiteText.answerHappens : SiteText.answerDoesNotHappen)
        case .number(let count):
            return paragraph(SiteText.times(count))
        case .set(let items):
            guard !items.isEmpty else { return paragraph(SiteText.noneOfThem) }
            return paragraph(quiz.kind == "loaded" ? SiteText.loadedViews : SiteText.theseHappen)
                + list(items, ordered: false)
        case .frame(let values):
            return "<p>\(code(values.map(JSONText.number).joined(separator: " ")))</p>"
        }
    }
}

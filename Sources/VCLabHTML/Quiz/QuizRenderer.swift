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
/// `<details>` element holding the answer.
enum QuizRenderer {
    static func render(
        _ quiz: PreparedQuiz, number: Int, id: String, simulationID: String?, context: inout PageContext
    ) -> String {
        let anchor = HTMLText.escaped(id)
        var html = "<section class=\"quiz\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-title\""
        html += " data-quiz=\"\(HTMLText.escaped(quiz.id))\" data-kind=\"\(HTMLText.escaped(quiz.kind))\">\n"
        html += "<h3 class=\"quiz-title\" id=\"\(anchor)-title\">Question \(number)"
        html += " <span class=\"quiz-kind\">\(kindLabel(quiz.kind))</span></h3>\n"
        html += "<div class=\"quiz-prompt\">" + ProseRenderer.render(markdown: quiz.prompt, context: &context)
        html += "</div>\n"
        html += about(quiz, simulationID: simulationID, context: &context)
        html += "<script type=\"application/json\" class=\"quiz-data\">\(GradingJSON.encode(quiz))</script>\n"
        if !quiz.options.isEmpty {
            html += "<ul class=\"quiz-options-static\">"
            html += quiz.options.map { "<li><code>\(HTMLText.escaped($0))</code></li>" }.joined()
            html += "</ul>\n"
        }
        html += form(quiz, id: id)
        for option in quiz.feedback.keys.sorted() {
            guard let markdown = quiz.feedback[option] else { continue }
            html += "<div class=\"quiz-choice-feedback\" data-option=\"\(HTMLText.escaped(option))\" hidden>"
            html += "<p class=\"quiz-choice-feedback-title\">About <code>\(HTMLText.escaped(option))</code></p>"
            html += ProseRenderer.render(markdown: markdown, context: &context) + "</div>\n"
        }
        if let hint = quiz.hint {
            html += "<details class=\"quiz-hint\"><summary>Hint</summary>"
            html += ProseRenderer.render(markdown: hint, context: &context) + "</details>\n"
        }
        html += "<details class=\"quiz-solution\"><summary>Answer</summary>\n"
        html += "<div class=\"quiz-answer\">" + answerHTML(quiz) + "</div>\n"
        if let explain = quiz.explain {
            html += "<div class=\"quiz-explain\">" + ProseRenderer.render(markdown: explain, context: &context)
            html += "</div>\n"
        }
        if quiz.kind != "trace", !quiz.window.isEmpty {
            html += "<p class=\"quiz-window-title\">What the trace has there:</p>\n<ol class=\"quiz-window\">"
            html += quiz.window.map { "<li><code>\(HTMLText.escaped($0))</code></li>" }.joined()
            html += "</ol>\n"
        }
        html += "</details>\n</section>\n"
        return html
    }

    private static func kindLabel(_ kind: String) -> String {
        switch kind {
        case "order": "Put in order"
        case "first": "Which comes first?"
        case "last": "Which comes last?"
        case "next": "What comes next?"
        case "happens": "Does it happen?"
        case "count": "How many times?"
        case "which": "Which happen?"
        case "loaded": "Which views are loaded?"
        case "frame": "Which frame?"
        case "claim": "True or false?"
        case "trace": "Write the trace"
        default: HTMLText.escaped(kind)
        }
    }

    /// The scenario and step the question is about, and its subject.
    private static func about(_ quiz: PreparedQuiz, simulationID: String?, context: inout PageContext) -> String {
        var html = "<p class=\"quiz-about\">Scenario "
        let name = "<code>\(HTMLText.escaped(quiz.simulationName))</code>"
        if let simulationID {
            context.addLink("#" + simulationID, range: nil)
            html += "<a href=\"#\(HTMLText.escaped(simulationID))\">\(name)</a>"
        } else {
            html += name
        }
        if let step = quiz.stepDescription { html += ", \(HTMLText.escaped(step))" }
        if let subject = quiz.subject {
            let label =
                switch quiz.kind {
                case "claim": "claim"
                case "frame": "view of"
                case "next": "after"
                default: "event"
                }
            html += "; \(label) <code>\(HTMLText.escaped(subject))</code>"
        }
        if quiz.kind == "trace", let filter = quiz.filter, filter != "all" {
            html += "; only \(HTMLText.escaped(filter)) callbacks"
        }
        return html + "</p>\n"
    }

    // MARK: - Form

    private static func form(_ quiz: PreparedQuiz, id: String) -> String {
        let anchor = HTMLText.escaped(id)
        var html = "<form class=\"quiz-form\" novalidate hidden>\n<fieldset><legend>Your answer</legend>\n"
        switch quiz.kind {
        case "order":
            html += "<p class=\"quiz-instructions\" id=\"\(anchor)-instructions\">Use the buttons (or Alt and the"
            html += " arrow keys) to move each callback up or down.</p>\n"
            html += "<ol class=\"quiz-order\" aria-describedby=\"\(anchor)-instructions\">"
            for option in quiz.options {
                let name = HTMLText.escaped(option)
                html += "<li data-value=\"\(name)\"><code>\(name)</code>"
                html += "<span class=\"quiz-order-buttons\">"
                html += "<button type=\"button\" data-move=\"up\" aria-label=\"Move \(name) up\">↑</button>"
                html += "<button type=\"button\" data-move=\"down\" aria-label=\"Move \(name) down\">↓</button>"
                html += "</span></li>"
            }
            html += "</ol>\n"
        case "first", "last", "next":
            html += choices(quiz.options, type: "radio", name: id)
        case "which", "loaded":
            html += choices(quiz.options, type: "checkbox", name: id)
        case "happens":
            html += choices(["yes", "no"], type: "radio", name: id, labels: ["Yes", "No"])
        case "claim":
            html += choices(["true", "false"], type: "radio", name: id, labels: ["True", "False"])
        case "count":
            html += "<label for=\"\(anchor)-input\">How many times?</label> "
            html += "<input id=\"\(anchor)-input\" class=\"quiz-input\" type=\"number\" min=\"0\" step=\"1\""
            html += " inputmode=\"numeric\" autocomplete=\"off\">\n"
        case "frame":
            html += "<label for=\"\(anchor)-input\">The frame, as <code>x y width height</code> in points</label> "
            html += "<input id=\"\(anchor)-input\" class=\"quiz-input\" type=\"text\" inputmode=\"decimal\""
            html += " autocomplete=\"off\" spellcheck=\"false\" placeholder=\"0 0 320 480\">\n"
        default:
            html += "<label for=\"\(anchor)-input\">The callbacks, one a line, as <code>Controller.callback</code>"
            html += " (Swift or Objective-C names)</label>\n"
            html += "<textarea id=\"\(anchor)-input\" class=\"quiz-input\" rows=\"8\" spellcheck=\"false\""
            html += " autocomplete=\"off\" autocapitalize=\"off\"></textarea>\n"
        }
        html += "</fieldset>\n<div class=\"quiz-actions\"><button type=\"submit\" class=\"quiz-check\">Check</button>"
        html += "<button type=\"button\" class=\"quiz-retry\" hidden>Try again</button></div>\n"
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
    static func answerHTML(_ quiz: PreparedQuiz) -> String {
        func code(_ text: String) -> String { "<code>\(HTMLText.escaped(text))</code>" }
        func list(_ items: [String], ordered: Bool) -> String {
            let tag = ordered ? "ol" : "ul"
            return "<\(tag)>" + items.map { "<li>\(code($0))</li>" }.joined() + "</\(tag)>"
        }
        switch quiz.key {
        case .sequence(let lines):
            if quiz.kind == "trace" {
                guard !lines.isEmpty else { return "<p>No callbacks at all.</p>" }
                return "<p>The trace:</p><pre class=\"quiz-key-trace\">"
                    + HTMLText.escaped(lines.joined(separator: "\n")) + "</pre>"
            }
            return "<p>In order:</p>" + list(lines, ordered: true)
        case .single(let event):
            return "<p>\(code(event))</p>"
        case .boolean(let value):
            if quiz.kind == "claim" { return value ? "<p>True.</p>" : "<p>False.</p>" }
            return value ? "<p>Yes, it happens.</p>" : "<p>No, it does not happen.</p>"
        case .number(let count):
            let times =
                switch count {
                case 0: "Never."
                case 1: "Once."
                case 2: "Twice."
                default: "\(count) times."
                }
            return "<p>\(times)</p>"
        case .set(let items):
            guard !items.isEmpty else { return "<p>None of them.</p>" }
            return "<p>\(quiz.kind == "loaded" ? "Loaded views:" : "These happen:")</p>" + list(items, ordered: false)
        case .frame(let values):
            return "<p>\(code(values.map(JSONText.number).joined(separator: " ")))</p>"
        }
    }
}

import VCLabEngine
import VCLabSupport

/// Draws one run of a scenario: a title, the sequence diagram, the picture of the screen at each step, the
/// step-through control and the trace as a table.
///
/// The site calls it at build time for every run of every lesson, and the WebAssembly module calls it in the
/// browser for a run the reader edited, so a live run looks exactly like a built one.
public enum RunRenderer {
    /// More callbacks than this are not drawn: a page of a million table rows freezes a browser. Lessons stay
    /// far below it; the playground says what it left out.
    public static let maximumDrawnEvents = 5_000
    /// Pictures of the screen are drawn for every step up to this many steps, then for the last step only.
    public static let maximumScreenPictures = 300

    /// - Parameters:
    ///   - trace: the run.
    ///   - name: the scenario's name, for titles and captions.
    ///   - index: the run's place among the figure's runs (`data-run`).
    ///   - idPrefix: a page-unique prefix for the ids the run's elements need.
    ///   - language: the language of the words around the trace (callback names stay as they are).
    ///   - rules: what the rules behind the events say, in the same language: the evidence marks' titles and the
    ///     notes under the table. A value rather than the engine's catalogue, so that the WebAssembly module,
    ///     which draws live runs, need not carry the catalogue's words (the site's worker hands it this value).
    public static func render(
        _ trace: Trace, name: String, index: Int, idPrefix: String, language: ContentLanguage = .english,
        rules: RuleDescriptions
    ) -> String {
        let version = versionName(trace.ios)
        let device = trace.device == .iphone ? "iPhone" : "iPad"
        let shown = drawnPart(of: trace)
        let controllers = TraceDiagramRenderer.participants(of: shown).filter { $0 != "app" }.count
        let title = RunText.diagramTitle(
            name: name, version: version, events: shown.events.count, controllers: controllers,
            steps: shown.steps.count)[language]

        var html = "<div class=\"sim-run\" data-run=\"\(index)\" data-ios=\"\(HTMLEscaping.escaped(version))\""
        html += " data-device=\"\(trace.device.rawValue)\">\n"
        html += "<p class=\"sim-run-title\">\(HTMLEscaping.escaped(RunText.runTitle(version, device)[language]))</p>\n"
        if shown.events.count < trace.events.count || shown.steps.count < trace.steps.count {
            html += "<p class=\"sim-truncated\">"
            html +=
                RunText.truncated(events: trace.events.count, steps: trace.steps.count, drawn: shown.events.count)[
                    language]
            html += "</p>\n"
        }
        html += "<div class=\"sim-views\">\n"
        html += "<div class=\"sim-diagram\" tabindex=\"0\" role=\"group\""
        html += " aria-label=\"\(RunText.diagramLabel[language])\">"
        html += TraceDiagramRenderer.render(shown, titleID: "\(idPrefix)-diagram", title: title, language: language)
        html += TraceDiagramRenderer.renderNarrow(shown, titleID: "\(idPrefix)-diagram", language: language)
        html += "</div>\n"
        html += screens(of: shown, idPrefix: idPrefix, language: language)
        html += "</div>\n"
        if shown.events.contains(where: { $0.evidence == .inferred }) {
            html += "<p class=\"sim-legend\">\(RunText.inferredLegend[language])</p>\n"
        }
        if shown.events.contains(where: { $0.evidence == .disputed }) {
            html += "<p class=\"sim-legend\">\(RunText.disputedLegend[language])</p>\n"
        }
        html += "<div class=\"sim-stepper\" hidden>"
        let previous = RunText.previousEvent[language]
        let next = RunText.nextEvent[language]
        let play = RunText.play[language]
        html += "<button type=\"button\" data-step=\"previous\" title=\"\(previous) (←)\">\(previous)</button>"
        html += "<button type=\"button\" data-step=\"next\" title=\"\(next) (→)\">\(next)</button>"
        html +=
            "<button type=\"button\" data-step=\"play\" aria-pressed=\"false\" title=\"\(play) (Space)\">\(play)</button>"
        html += "<label class=\"sim-speed\">\(RunText.speed[language]) <select data-step=\"speed\">"
        html += "<option value=\"1600\">\(RunText.slow[language])</option>"
        html += "<option value=\"900\" selected>\(RunText.normal[language])</option>"
        html += "<option value=\"350\">\(RunText.fast[language])</option></select></label>"
        html += "<span class=\"sim-status\" role=\"status\" aria-live=\"polite\"></span></div>\n"
        html += "<div class=\"sim-table\">"
        html += traceTable(
            shown, caption: RunText.tableCaption(name, version)[language], idPrefix: idPrefix, language: language,
            rules: rules)
        html += "</div>\n"
        html += evidenceNotes(shown, idPrefix: idPrefix, language: language, rules: rules)
        return html + "</div>\n"
    }

    /// The trace cut to at most ``maximumDrawnEvents`` callbacks, at a step boundary where one exists.
    static func drawnPart(of trace: Trace) -> Trace {
        guard trace.events.count > maximumDrawnEvents else { return trace }
        let lastStep = trace.events[maximumDrawnEvents - 1].step
        var cut = trace
        cut.events = Array(trace.events.prefix { $0.step <= lastStep }.prefix(maximumDrawnEvents))
        cut.steps = trace.steps.filter { $0.index <= lastStep }
        cut.states = trace.states.filter { $0.step <= lastStep }
        return cut
    }

    /// A picture of the screen after every step (the last one shown), which the stepper follows.
    private static func screens(of trace: Trace, idPrefix: String, language: ContentLanguage) -> String {
        let states = trace.states.count > maximumScreenPictures ? Array(trace.states.suffix(1)) : trace.states
        var html = "<div class=\"sim-screens\">\n"
        for (offset, state) in states.enumerated() {
            let step = trace.steps.first { $0.index == state.step }
            let after = RunText.afterStep(state.step)[language]
            let caption = step.map { "\(after) · \($0.text)" } ?? after
            html += "<figure class=\"sim-screen\" data-step=\"\(state.step)\""
            html += offset == states.count - 1 ? ">" : " hidden>"
            html += ScreenRenderer.render(
                state, titleID: "\(idPrefix)-screen-\(state.step)", caption: caption, language: language)
            html += "</figure>\n"
        }
        return html + "</div>\n"
    }

    /// The text trace: one row per callback, grouped by step, with where every controller stands after it.
    public static func traceTable(
        _ trace: Trace, caption: String, idPrefix: String, language: ContentLanguage = .english,
        rules: RuleDescriptions
    ) -> String {
        var html = "<table class=\"trace-table\">\n<caption>\(HTMLEscaping.escaped(caption))</caption>\n"
        html += "<thead><tr><th scope=\"col\">#</th><th scope=\"col\">\(RunText.callback[language])</th>"
        html += "<th scope=\"col\">\(RunText.evidence[language])</th></tr></thead>\n"
        var eventIndex = 0
        for (offset, step) in trace.steps.enumerated() {
            html += "<tbody data-step=\"\(step.index)\"><tr class=\"trace-step\"><th colspan=\"3\" scope=\"rowgroup\">"
            html += "\(step.index) · \(HTMLEscaping.escaped(step.text))</th></tr>\n"
            var printed = false
            while eventIndex < trace.events.count, trace.events[eventIndex].step == step.index {
                let event = trace.events[eventIndex]
                html += "<tr data-seq=\"\(event.sequence)\" class=\"depth-\(min(event.depth, 8))"
                html += event.evidence.isUncertain ? " inferred\">" : "\">"
                html += "<td class=\"seq\">\(event.sequence)</td><td class=\"call\">"
                html += TraceDiagramRenderer.namePair(event, tag: "span")
                if let animated = event.animated {
                    html +=
                        " <span class=\"anim\">\((animated ? RunText.animated : RunText.notAnimated)[language])</span>"
                }
                // The evidence mark links to the rule's note under the table, with its sources.
                html += "</td><td class=\"evidence evidence-\(event.evidence.rawValue)\">"
                html += "<a href=\"#\(HTMLEscaping.escaped(ruleAnchor(event.rule, idPrefix: idPrefix)))\""
                if let summary = rules[event.rule]?.summary { html += " title=\"\(HTMLEscaping.escaped(summary))\"" }
                html += ">\(event.evidence.rawValue)</a></td></tr>\n"
                eventIndex += 1
                printed = true
            }
            if !printed {
                html +=
                    "<tr class=\"trace-none\"><td></td><td colspan=\"2\">\(RunText.noCallbacks[language])</td></tr>\n"
            }
            if offset < trace.states.count {
                html += "<tr class=\"trace-after\"><td></td><td colspan=\"2\">\(RunText.after[language])"
                html += HTMLEscaping.escaped(summary(of: trace.states[offset])) + "</td></tr>\n"
            }
            html += "</tbody>\n"
        }
        return html + "</table>\n"
    }

    private static func ruleAnchor(_ rule: Rule, idPrefix: String) -> String { "\(idPrefix)-rule-\(rule.rawValue)" }

    /// The rules behind the run's events, once each in order of first use, with their sources: what the
    /// evidence marks of the table link to.
    static func evidenceNotes(
        _ trace: Trace, idPrefix: String, language: ContentLanguage = .english, rules descriptions: RuleDescriptions
    ) -> String {
        var seen: Set<Rule> = []
        let rules = trace.events.map { $0.rule }.filter { seen.insert($0).inserted }
        guard !rules.isEmpty else { return "" }
        var html = "<details class=\"sim-evidence\"><summary>\(RunText.evidenceSummary(rules.count)[language])"
        html += "</summary>\n<dl>\n"
        for rule in rules {
            html += "<dt id=\"\(HTMLEscaping.escaped(ruleAnchor(rule, idPrefix: idPrefix)))\"><code>"
            html += "\(HTMLEscaping.escaped(rule.rawValue))</code> <span class=\"evidence-\(rule.evidence.rawValue)\">"
            html += "\(rule.evidence.rawValue)</span></dt>\n<dd>"
            let description = descriptions[rule]
            if let summary = description?.summary { html += "<p>\(HTMLEscaping.escaped(summary))</p>" }
            let sources = description?.sources ?? []
            if !sources.isEmpty {
                html += "<ul>"
                for source in sources {
                    html += "<li>"
                    let address = HTMLEscaping.escaped(source.address)
                    let isLink = source.address.hasPrefix("https://") || source.address.hasPrefix("http://")
                    html +=
                        isLink ? "<a href=\"\(address)\" rel=\"noopener\">\(address)</a>" : "<code>\(address)</code>"
                    html += HTMLEscaping.escaped(" (iOS \(source.ios), \(source.device)): \(source.shows)")
                    if source.disagrees { html += " <em>\(RunText.disagrees[language])</em>" }
                    html += "</li>"
                }
                html += "</ul>"
            }
            html += "</dd>\n"
        }
        return html + "</dl></details>\n"
    }

    private static func summary(of snapshot: StepSnapshot) -> String {
        let parts = snapshot.controllers.map { controller in
            guard controller.isAlive else { return "\(controller.name) gone" }
            guard controller.isViewLoaded, let frame = controller.frame else { return "\(controller.name) no view" }
            return "\(controller.name) \(controller.appearance.rawValue) [\(frame)]"
        }
        return parts.isEmpty ? "no controllers" : parts.joined(separator: " · ")
    }

    /// `6` for 6.0, `12.4` for 12.4: versions as lessons write them.
    public static func versionName(_ version: IOSVersion) -> String {
        version.minor == 0 ? String(version.major) : version.description
    }
}

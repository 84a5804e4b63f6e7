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
        // About 1.3 KB a callback once the notes are in: one buffer, grown once or not at all.
        var html = HTMLWriter(capacity: 4_096 + 1_400 * min(trace.events.count, maximumDrawnEvents))
        let version = versionName(trace.ios)
        let device = trace.device == .iphone ? "iPhone" : "iPad"
        let shown = drawnPart(of: trace)
        let controllers = TraceDiagramRenderer.participants(of: shown).filter { $0 != "app" }.count
        let title = RunText.diagramTitle(
            name: name, version: version, events: shown.events.count, controllers: controllers,
            steps: shown.steps.count)[language]

        html.write("<div class=\"sim-run\" data-run=\"\(index)\" data-ios=\"\(escaping: version)\"")
        html.write(" data-device=\"\(html: trace.device.rawValue)\">\n")
        html.write("<p class=\"sim-run-title\">\(escaping: RunText.runTitle(version, device)[language])</p>\n")
        if shown.events.count < trace.events.count || shown.steps.count < trace.steps.count {
            let truncated = RunText.truncated(
                events: trace.events.count, steps: trace.steps.count, drawn: shown.events.count)
            html.write("<p class=\"sim-truncated\">\(html: truncated[language])</p>\n")
        }
        html.write("<div class=\"sim-views\">\n")
        html.write("<div class=\"sim-diagram\" tabindex=\"0\" role=\"group\"")
        html.write(" aria-label=\"\(html: RunText.diagramLabel[language])\">")
        TraceDiagramRenderer.write(shown, titleID: idPrefix + "-diagram", title: title, language: language, into: &html)
        TraceDiagramRenderer.writeNarrow(shown, titleID: idPrefix + "-diagram", language: language, into: &html)
        html.write("</div>\n")
        writeScreens(of: shown, idPrefix: idPrefix, language: language, into: &html)
        html.write("</div>\n")
        if shown.events.contains(where: { $0.evidence == .inferred }) {
            html.write("<p class=\"sim-legend\">\(html: RunText.inferredLegend[language])</p>\n")
        }
        if shown.events.contains(where: { $0.evidence == .disputed }) {
            html.write("<p class=\"sim-legend\">\(html: RunText.disputedLegend[language])</p>\n")
        }
        html.write("<div class=\"sim-stepper\" hidden>")
        let previous = RunText.previousEvent[language]
        let next = RunText.nextEvent[language]
        let play = RunText.play[language]
        html.write(
            "<button type=\"button\" data-step=\"previous\" title=\"\(html: previous) (←)\">\(html: previous)</button>")
        html.write("<button type=\"button\" data-step=\"next\" title=\"\(html: next) (→)\">\(html: next)</button>")
        html.write("<button type=\"button\" data-step=\"play\" aria-pressed=\"false\" title=\"\(html: play) (Space)\">")
        html.write("\(html: play)</button>")
        html.write("<label class=\"sim-speed\">\(html: RunText.speed[language]) <select data-step=\"speed\">")
        html.write("<option value=\"1600\">\(html: RunText.slow[language])</option>")
        html.write("<option value=\"900\" selected>\(html: RunText.normal[language])</option>")
        html.write("<option value=\"350\">\(html: RunText.fast[language])</option></select></label>")
        html.write("<span class=\"sim-status\" role=\"status\" aria-live=\"polite\"></span></div>\n")
        html.write("<div class=\"sim-table\">")
        writeTraceTable(
            shown, caption: RunText.tableCaption(name, version)[language], idPrefix: idPrefix, language: language,
            rules: rules, into: &html)
        html.write("</div>\n")
        writeEvidenceNotes(shown, idPrefix: idPrefix, language: language, rules: rules, into: &html)
        html.write("</div>\n")
        return html.text
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
    private static func writeScreens(
        of trace: Trace, idPrefix: String, language: ContentLanguage, into html: inout HTMLWriter
    ) {
        let states = trace.states.count > maximumScreenPictures ? Array(trace.states.suffix(1)) : trace.states
        html.write("<div class=\"sim-screens\">\n")
        for (offset, state) in states.enumerated() {
            let step = trace.steps.first { $0.index == state.step }
            let after = RunText.afterStep(state.step)[language]
            let caption = step.map { "\(after) · \($0.text)" } ?? after
            html.write("<figure class=\"sim-screen\" data-step=\"\(state.step)\"")
            html.write(offset == states.count - 1 ? ">" : " hidden>")
            ScreenRenderer.write(
                state, titleID: "\(idPrefix)-screen-\(state.step)", caption: caption, language: language, into: &html)
            html.write("</figure>\n")
        }
        html.write("</div>\n")
    }

    /// The text trace: one row per callback, grouped by step, with where every controller stands after it.
    private static func writeTraceTable(
        _ trace: Trace, caption: String, idPrefix: String, language: ContentLanguage, rules: RuleDescriptions,
        into html: inout HTMLWriter
    ) {
        html.write("<table class=\"trace-table\">\n<caption>\(escaping: caption)</caption>\n")
        html.write("<thead><tr><th scope=\"col\">#</th><th scope=\"col\">\(html: RunText.callback[language])</th>")
        html.write("<th scope=\"col\">\(html: RunText.evidence[language])</th></tr></thead>\n")
        var eventIndex = 0
        for (offset, step) in trace.steps.enumerated() {
            html.write(
                "<tbody data-step=\"\(step.index)\"><tr class=\"trace-step\"><th colspan=\"3\" scope=\"rowgroup\">")
            html.write("\(step.index) · \(escaping: step.text)</th></tr>\n")
            var printed = false
            while eventIndex < trace.events.count, trace.events[eventIndex].step == step.index {
                let event = trace.events[eventIndex]
                html.write("<tr data-seq=\"\(event.sequence)\" class=\"depth-\(min(event.depth, 8))")
                html.write(event.evidence.isUncertain ? " inferred\">" : "\">")
                html.write("<td class=\"seq\">\(event.sequence)</td><td class=\"call\">")
                TraceDiagramRenderer.writeNamePair(event, tag: "span", into: &html)
                if let animated = event.animated {
                    let words = (animated ? RunText.animated : RunText.notAnimated)[language]
                    html.write(" <span class=\"anim\">\(html: words)</span>")
                }
                // The evidence mark links to the rule's note under the table, with its sources.
                html.write("</td><td class=\"evidence evidence-\(html: event.evidence.rawValue)\">")
                html.write("<a href=\"#\(escaping: idPrefix)-rule-\(escaping: event.rule.rawValue)\"")
                if let summary = rules[event.rule]?.summary { html.write(" title=\"\(escaping: summary)\"") }
                html.write(">\(html: event.evidence.rawValue)</a></td></tr>\n")
                eventIndex += 1
                printed = true
            }
            if !printed {
                html.write("<tr class=\"trace-none\"><td></td><td colspan=\"2\">\(html: RunText.noCallbacks[language])")
                html.write("</td></tr>\n")
            }
            if offset < trace.states.count {
                html.write("<tr class=\"trace-after\"><td></td><td colspan=\"2\">\(html: RunText.after[language])")
                html.write("\(escaping: summary(of: trace.states[offset]))</td></tr>\n")
            }
            html.write("</tbody>\n")
        }
        html.write("</table>\n")
    }

    private static func ruleAnchor(_ rule: Rule, idPrefix: String) -> String { "\(idPrefix)-rule-\(rule.rawValue)" }

    /// The rules behind the run's events, once each in order of first use, with their sources: what the
    /// evidence marks of the table link to.
    private static func writeEvidenceNotes(
        _ trace: Trace, idPrefix: String, language: ContentLanguage, rules descriptions: RuleDescriptions,
        into html: inout HTMLWriter
    ) {
        var seen: Set<Rule> = []
        let rules = trace.events.map { $0.rule }.filter { seen.insert($0).inserted }
        guard !rules.isEmpty else { return }
        html.write("<details class=\"sim-evidence\"><summary>\(html: RunText.evidenceSummary(rules.count)[language])")
        html.write("</summary>\n<dl>\n")
        for rule in rules {
            html.write("<dt id=\"\(escaping: ruleAnchor(rule, idPrefix: idPrefix))\"><code>")
            html.write("\(escaping: rule.rawValue)</code> <span class=\"evidence-\(html: rule.evidence.rawValue)\">")
            html.write("\(html: rule.evidence.rawValue)</span></dt>\n<dd>")
            let description = descriptions[rule]
            if let summary = description?.summary { html.write("<p>\(escaping: summary)</p>") }
            let sources = description?.sources ?? []
            if !sources.isEmpty {
                html.write("<ul>")
                for source in sources {
                    html.write("<li>")
                    if source.address.hasPrefix("https://") || source.address.hasPrefix("http://") {
                        html.write(
                            "<a href=\"\(escaping: source.address)\" rel=\"noopener\">\(escaping: source.address)</a>")
                    } else {
                        html.write("<code>\(escaping: source.address)</code>")
                    }
                    html.write(" (iOS \(escaping: source.ios), \(escaping: source.device)): \(escaping: source.shows)")
                    if source.disagrees { html.write(" <em>\(html: RunText.disagrees[language])</em>") }
                    html.write("</li>")
                }
                html.write("</ul>")
            }
            html.write("</dd>\n")
        }
        html.write("</dl></details>\n")
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

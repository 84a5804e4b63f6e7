import VCLabContent
import VCLabEngine

/// Renders a scenario as a figure: its source, then for each iOS version it runs on a sequence diagram, a
/// step-through control and the trace as a table; with `compare:` a switch between the versions (each one
/// computed at build time), and a switch between Swift and Objective-C names.
///
/// Without JavaScript every version is shown, one after the other, with Swift names.
enum SimulationRenderer {
    static func render(
        _ simulation: LessonSimulation, runs allRuns: [LessonEvaluation.SimulationRun], id: String,
        context: inout PageContext
    ) -> String {
        let runs = displayedRuns(simulation, allRuns)
        let name = HTMLText.escaped(simulation.name)
        var html = "<figure class=\"sim\" id=\"\(HTMLText.escaped(id))\" data-sim>\n"
        html += "<figcaption><span class=\"sim-kicker\">Simulation</span> <code>\(name)</code>"
        if runs.count > 1 {
            html += " <span class=\"sim-meta\">compared on "
            html += runs.map { "iOS \(HTMLText.escaped(versionName($0.version)))" }.joined(separator: ", ")
            html += "</span>"
        }
        html += "</figcaption>\n"
        html += "<pre class=\"sim-source\"><code>\(HTMLText.escaped(simulation.source))</code></pre>\n"
        guard !runs.isEmpty else {
            return html + "<p class=\"sim-failed\">This scenario did not run; see <code>vclab check</code>.</p>\n"
                + "</figure>\n"
        }
        html += controls(runs: runs, figureID: id)
        for (index, run) in runs.enumerated() {
            html += runHTML(run, index: index, simulation: simulation, figureID: id, context: &context)
        }
        return html + "</figure>\n"
    }

    /// With `compare:` the checker runs the scenario's own version first and then each listed one; the figure
    /// shows the listed versions in their order (the own one first if it is not listed), each once.
    static func displayedRuns(
        _ simulation: LessonSimulation, _ runs: [LessonEvaluation.SimulationRun]
    ) -> [LessonEvaluation.SimulationRun] {
        guard runs.count > 1 else { return runs }
        var ordered = runs.count == simulation.comparedVersions.count + 1 ? Array(runs.dropFirst()) : runs
        if let own = runs.first, !ordered.contains(where: { $0.version == own.version }) {
            ordered.insert(own, at: 0)
        }
        var seen: Set<IOSVersion> = []
        return ordered.filter { seen.insert($0.version).inserted }
    }

    private static func controls(runs: [LessonEvaluation.SimulationRun], figureID: String) -> String {
        let figure = HTMLText.escaped(figureID)
        var html = "<div class=\"sim-controls\" hidden>\n"
        if runs.count > 1 {
            html += "<fieldset class=\"sim-versions\"><legend>iOS version</legend>"
            for (index, run) in runs.enumerated() {
                html += "<label><input type=\"radio\" name=\"\(figure)-version\" value=\"\(index)\""
                html += index == 0 ? " checked>" : ">"
                html += " iOS \(HTMLText.escaped(versionName(run.version)))</label>"
            }
            html += "</fieldset>\n"
        }
        html += "<fieldset class=\"sim-naming\"><legend>Callback names</legend>"
        html += "<label><input type=\"radio\" name=\"\(figure)-naming\" value=\"swift\" checked> Swift</label>"
        html += "<label><input type=\"radio\" name=\"\(figure)-naming\" value=\"objc\"> Objective-C</label>"
        html += "</fieldset>\n</div>\n"
        return html
    }

    private static func runHTML(
        _ run: LessonEvaluation.SimulationRun, index: Int, simulation: LessonSimulation, figureID: String,
        context: inout PageContext
    ) -> String {
        let trace = run.trace
        let version = versionName(run.version)
        let device = trace.device == .iphone ? "iPhone" : "iPad"
        let controllers = TraceDiagramRenderer.participants(of: trace).filter { $0 != "app" }.count
        var title = "Sequence diagram of \(simulation.name) on iOS \(version): \(trace.events.count) callbacks"
        title += " to \(controllers) controllers in \(trace.steps.count) steps. The table after it lists them."
        let titleID = context.ids.claim("\(figureID)-diagram-\(index + 1)")

        var html = "<div class=\"sim-run\" data-run=\"\(index)\">\n"
        html += "<p class=\"sim-run-title\">iOS \(HTMLText.escaped(version)) on \(device)</p>\n"
        html += "<div class=\"sim-diagram\" tabindex=\"0\" role=\"group\""
        html += " aria-label=\"Sequence diagram, scrolls sideways\">"
        html += TraceDiagramRenderer.render(trace, titleID: titleID, title: title)
        html += "</div>\n"
        if trace.events.contains(where: { $0.evidence == .inferred }) {
            html += "<p class=\"sim-legend\">Dashed arrows marked <em>inferred</em>: VCLab reasons this ordering"
            html += " from documented behaviour; no log of real UIKit shows it.</p>\n"
        }
        if trace.events.contains(where: { $0.evidence == .disputed }) {
            html += "<p class=\"sim-legend\">Dashed arrows marked <em>disputed</em>: published logs of real UIKit"
            html += " disagree on this ordering; VCLab follows the better-evidenced one.</p>\n"
        }
        html += "<div class=\"sim-stepper\" hidden>"
        html += "<button type=\"button\" data-step=\"previous\">Previous event</button>"
        html += "<button type=\"button\" data-step=\"next\">Next event</button>"
        html += "<button type=\"button\" data-step=\"play\" aria-pressed=\"false\">Play</button>"
        html += "<span class=\"sim-status\" role=\"status\" aria-live=\"polite\"></span></div>\n"
        html += traceTable(trace, caption: "Callbacks of \(simulation.name) on iOS \(version)")
        return html + "</div>\n"
    }

    /// The text trace: one row per callback, grouped by step, with where every controller stands after it.
    static func traceTable(_ trace: Trace, caption: String) -> String {
        var html = "<table class=\"trace-table\">\n<caption>\(HTMLText.escaped(caption))</caption>\n"
        html += "<thead><tr><th scope=\"col\">#</th><th scope=\"col\">Callback</th>"
        html += "<th scope=\"col\">Evidence</th></tr></thead>\n"
        var eventIndex = 0
        for (offset, step) in trace.steps.enumerated() {
            html += "<tbody><tr class=\"trace-step\"><th colspan=\"3\" scope=\"rowgroup\">"
            html += "\(step.index) · \(HTMLText.escaped(step.text))</th></tr>\n"
            var printed = false
            while eventIndex < trace.events.count, trace.events[eventIndex].step == step.index {
                let event = trace.events[eventIndex]
                html += "<tr data-seq=\"\(event.sequence)\" class=\"depth-\(min(event.depth, 8))"
                html += event.evidence.isUncertain ? " inferred\">" : "\">"
                html += "<td class=\"seq\">\(event.sequence)</td><td class=\"call\">"
                html += TraceDiagramRenderer.namePair(event, tag: "span")
                if let animated = event.animated {
                    html += " <span class=\"anim\">\(animated ? "animated" : "not animated")</span>"
                }
                html += "</td><td class=\"evidence evidence-\(event.evidence.rawValue)\">"
                html += "\(event.evidence.rawValue)</td></tr>\n"
                eventIndex += 1
                printed = true
            }
            if !printed { html += "<tr class=\"trace-none\"><td></td><td colspan=\"2\">no callbacks</td></tr>\n" }
            if offset < trace.states.count {
                html += "<tr class=\"trace-after\"><td></td><td colspan=\"2\">After: "
                html += HTMLText.escaped(summary(of: trace.states[offset])) + "</td></tr>\n"
            }
            html += "</tbody>\n"
        }
        return html + "</table>\n"
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
    static func versionName(_ version: IOSVersion) -> String {
        version.minor == 0 ? String(version.major) : version.description
    }
}

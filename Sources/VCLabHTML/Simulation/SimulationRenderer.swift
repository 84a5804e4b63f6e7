import VCLabContent
import VCLabEngine
import VCLabEvidence
import VCLabSimulationHTML
import VCLabSupport

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
        let language = context.language
        var html = "<figure class=\"sim\" id=\"\(HTMLText.escaped(id))\" data-sim>\n"
        html += "<figcaption><span class=\"sim-kicker\">\(SiteText.simulation[language])</span> <code>\(name)</code>"
        if runs.count > 1 {
            let versions = runs.map { "iOS \(HTMLText.escaped(versionName($0.version)))" }.joined(separator: ", ")
            html += " <span class=\"sim-meta\">\(SiteText.comparedOn(versions)[language])</span>"
        }
        html += "</figcaption>\n"
        html += "<pre class=\"sim-source\"><code>\(HTMLText.escaped(simulation.source))</code></pre>\n"
        guard !runs.isEmpty else {
            return html + "<p class=\"sim-failed\">\(SiteText.scenarioFailed[language])</p>\n"
                + "</figure>\n"
        }
        html += controls(
            runs: runs, figureID: id, initial: initialRunIndex(simulation, shown: runs, all: allRuns),
            language: language)
        html += "<div class=\"sim-runs\">\n"
        for (index, run) in runs.enumerated() {
            let prefix = context.ids.claim("\(id)-run-\(index + 1)")
            html += deferred(
                RunRenderer.render(
                    run.trace, name: simulation.name, index: index, idPrefix: prefix, language: language,
                    rules: .catalogue(language)),
                index: index, version: versionName(run.trace.ios), device: run.trace.device.rawValue)
        }
        html += "</div>\n"
        return html + "</figure>\n"
    }

    /// A built run inside `<noscript>`: with scripts on, a browser parses its content as one text node rather
    /// than its thousands of elements, and `site.js` draws it as it nears the screen (a lesson's runs were
    /// four fifths of its 15,000 nodes at load); with scripts off it is parsed and shown as it always was. The
    /// attributes are the run's own, which the version switch reads before the run is drawn. A run whose HTML
    /// could end the element early (it cannot: every text in it is escaped) is written as it is.
    static func deferred(_ run: String, index: Int, version: String, device: String) -> String {
        guard !run.contains("</noscript") else { return run }
        return "<noscript class=\"sim-deferred\" data-run=\"\(index)\" data-ios=\"\(HTMLText.escaped(version))\""
            + " data-device=\"\(HTMLText.escaped(device))\">\(run)</noscript>\n"
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

    /// The run a reader sees first: the version the scenario names (the checker's first run), or else the
    /// newest one compared.
    static func initialRunIndex(
        _ simulation: LessonSimulation, shown runs: [LessonEvaluation.SimulationRun],
        all allRuns: [LessonEvaluation.SimulationRun]
    ) -> Int {
        let namesVersion = simulation.source.split(separator: "\n").contains { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first?.lowercased() == "ios"
        }
        if namesVersion, let own = allRuns.first?.version, let index = runs.firstIndex(where: { $0.version == own }) {
            return index
        }
        return runs.indices.max { runs[$0].version < runs[$1].version } ?? 0
    }

    private static func controls(
        runs: [LessonEvaluation.SimulationRun], figureID: String, initial: Int, language: ContentLanguage
    ) -> String {
        let figure = HTMLText.escaped(figureID)
        var html = "<div class=\"sim-controls\" hidden>\n"
        if runs.count > 1 {
            html += "<fieldset class=\"sim-versions\"><legend>\(SiteText.iOSVersion[language])</legend>"
            for (index, run) in runs.enumerated() {
                html += "<label><input type=\"radio\" name=\"\(figure)-version\" value=\"\(index)\""
                html += index == initial ? " checked>" : ">"
                html += " iOS \(HTMLText.escaped(versionName(run.version)))</label>"
            }
            html += "</fieldset>\n"
        }
        html += "<fieldset class=\"sim-naming\"><legend>\(SiteText.callbackNames[language])</legend>"
        html += "<label><input type=\"radio\" name=\"\(figure)-naming\" value=\"swift\" checked> Swift</label>"
        html += "<label><input type=\"radio\" name=\"\(figure)-naming\" value=\"objc\"> Objective-C</label>"
        html += "</fieldset>\n</div>\n"
        return html
    }

    static func versionName(_ version: IOSVersion) -> String { RunRenderer.versionName(version) }
}

import VCLabContent
import VCLabEngine
import VCLabSupport

/// `vclab run` on a terminal: the engine's text trace in the same colours as the timelines of `show`
/// (each controller its own colour, the evidence in the colour of its mark, steps bold, the state line
/// muted), wrapped to the width; and `--compare`, the versions side by side.
public enum RunTraceRenderer {
    public static func text(
        _ trace: Trace, naming: CallbackNaming, explain: RuleDescriptions? = nil, style: TerminalStyle
    )
        -> String
    {
        let palette = ControllerPalette(traces: [trace])
        return TraceTextFormatter.format(trace, naming: naming, explain: explain, width: style.width) { text, part in
            let span: StyledSpan
            switch part {
            case .step: span = StyledSpan(text, Theme.strong)
            case .controller: span = StyledSpan(text, palette.style(of: Inert.text(text)))
            case .evidence(let evidence): span = StyledSpan(text, EvidenceMark.span(for: evidence).style)
            case .state: span = StyledSpan(text, Theme.muted)
            }
            return ANSIWriter.write([StyledSpan(Inert.text(span.text), span.style)], style: style)
        }
    }

    /// One column per version when they fit the width, else one timeline after another.
    public static func compare(
        name: String, runs: [LessonEvaluation.SimulationRun], style: TerminalStyle
    ) -> String {
        let simulation = LessonSimulation(
            name: name, source: "", comparedVersions: runs.map(\.version),
            location: SourceLocation(path: name, line: 1, column: 1), firstSourceLine: 1)
        let lines = TimelineRenderer.lines(for: simulation, runs: runs, width: style.width, language: style.language)
        return ANSIWriter.write(lines, style: style)
    }
}

/// What `vclab run` prints for a scenario that ran, in each of its formats.
///
/// The command line and the site's `VCLab.run` both call it, so the browser gives the same bytes as the
/// terminal.
public enum RunReport {
    public enum Format: String, Sendable, CaseIterable {
        /// Aligned text, one callback a line, grouped under its step.
        case text
        /// The JSON object of the scenario-language contract.
        case json
        /// One line: how many steps, callbacks and controllers.
        case summary
    }

    /// - Parameter explain: under each event of the text format, the rule that produced it, as these
    ///   descriptions word it, and its sources.
    public static func output(
        _ trace: Trace, format: Format, naming: CallbackNaming, explain: RuleDescriptions? = nil
    ) -> String {
        switch format {
        case .text: return TraceTextFormatter.format(trace, naming: naming, explain: explain)
        case .json: return TraceJSONFormatter.format(trace)
        case .summary:
            let controllers = trace.states.last?.controllers.count ?? 0
            return "\(trace.steps.count) steps, \(trace.events.count) callbacks, \(controllers) controllers\n"
        }
    }
}

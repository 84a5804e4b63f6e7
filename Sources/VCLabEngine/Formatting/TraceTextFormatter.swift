/// Prints a trace as aligned text, one callback a line, grouped under the step that caused it.
///
///     [2] push B                                   line 3
///          8  B.willMove(toParent:)                documented
///          9  B.loadView                           observed
///
/// Nested calls are indented under their caller; the `animated` flag follows the name. After each step a
/// line tells where every controller stands.
public enum TraceTextFormatter {
    public static func format(_ trace: Trace, naming: CallbackNaming = .swift) -> String {
        var output = "iOS \(trace.ios) on \(trace.device == .iphone ? "iPhone" : "iPad")\n"
        let sequenceWidth = String(trace.events.count).count
        let nameWidth = min(
            56,
            trace.events.reduce(0) { width, event in
                max(width, label(of: event, naming: naming).count + event.depth * 2)
            })
        var eventIndex = trace.events.startIndex
        for (offset, step) in trace.steps.enumerated() {
            output +=
                "\n" + pad("[\(step.index)] \(step.text)", to: sequenceWidth + nameWidth + 4) + "  line \(step.line)\n"
            var printed = false
            while eventIndex < trace.events.endIndex, trace.events[eventIndex].step == step.index {
                let event = trace.events[eventIndex]
                let sequence = String(event.sequence)
                let indent = String(repeating: " ", count: event.depth * 2)
                let name = pad(indent + label(of: event, naming: naming), to: nameWidth)
                output += "  " + String(repeating: " ", count: sequenceWidth - sequence.count) + sequence + "  "
                output += name + "  " + event.evidence.rawValue + "\n"
                eventIndex += 1
                printed = true
            }
            if !printed { output += "  (no callbacks)\n" }
            if offset < trace.states.count { output += "  after: " + summary(of: trace.states[offset]) + "\n" }
        }
        return output
    }

    static func label(of event: TraceEvent, naming: CallbackNaming) -> String {
        var text = event.controller + "." + naming.name(of: event.callback)
        if let animated = event.animated { text += animated ? " (animated)" : " (not animated)" }
        return text
    }

    /// Where every controller stands after a step: `A appeared [0 0 375 667], B no view, C gone`. The
    /// terminal's timelines show the same line while a learner steps through a scenario.
    public static func summary(of snapshot: StepSnapshot) -> String {
        snapshot.controllers.map { controller in
            guard controller.isAlive else { return "\(controller.name) gone" }
            guard controller.isViewLoaded, let frame = controller.frame else { return "\(controller.name) no view" }
            return "\(controller.name) \(controller.appearance.rawValue) [\(frame)]"
        }.joined(separator: ", ")
    }

    private static func pad(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }
}

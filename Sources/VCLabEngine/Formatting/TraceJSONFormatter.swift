import VCLabSupport

/// Writes a trace as the JSON object of the scenario-language contract.
///
/// Each event carries one field the contract does not list, `rule`: the id of the engine rule that produced
/// it (``Rule``), whose summary and sources `vclab run --explain` and `docs/evidence.md` print; an event of a
/// layout pass UIKit may repeat or leave out adds `"passCountVaries": true` (``Trace/passCountVaries(at:)``).
/// From iOS 11 each state with a loaded view also carries `safeArea`, the root view's insets as
/// `[top, left, bottom, right]`.
///
/// Hand-written rather than `JSONEncoder`, so that keys keep the contract's order, numbers print without a
/// fraction, and two runs give the same bytes.
public enum TraceJSONFormatter {
    public static func format(_ trace: Trace) -> String {
        var output = "{\n"
        output += "  \"ios\": \(quoted(trace.ios.description)),\n"
        output += "  \"device\": \(quoted(trace.device.rawValue)),\n"
        output += "  \"steps\": ["
        output += trace.steps.map { step in
            "\n    { \"index\": \(step.index), \"line\": \(step.line), \"text\": \(quoted(step.text)) }"
        }.joined(separator: ",")
        output += trace.steps.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"events\": ["
        for (index, event) in trace.events.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += "    { \"seq\": \(event.sequence), \"step\": \(event.step), "
            output += "\"controller\": \(quoted(event.controller)), \"callback\": \(quoted(event.callback.swiftName)), "
            output += "\"objc\": \(quoted(event.callback.objectiveCSelector)), "
            output += "\"animated\": \(event.animated.map { $0 ? "true" : "false" } ?? "null"), "
            output += "\"depth\": \(event.depth), \"evidence\": \(quoted(event.evidence.rawValue)), "
            output += "\"rule\": \(quoted(event.rule.id))"
            output += trace.passCountVaries(at: index) ? ", \"passCountVaries\": true }" : " }"
        }
        output += trace.events.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"states\": ["
        output += trace.states.map { state in
            var text = "\n    { \"step\": \(state.step), \"controllers\": {"
            text += state.controllers.map { controller in
                var entry = "\n        \(quoted(controller.name)): { \"alive\": \(controller.isAlive), "
                entry += "\"loaded\": \(controller.isViewLoaded), "
                entry += "\"appearance\": \(quoted(controller.appearance.rawValue)), \"frame\": "
                if let frame = controller.frame {
                    entry +=
                        "[" + [frame.x, frame.y, frame.width, frame.height].map(Rect.format).joined(separator: ", ")
                        + "]"
                } else {
                    entry += "null"
                }
                if let insets = controller.safeArea {
                    entry +=
                        ", \"safeArea\": ["
                        + [insets.top, insets.left, insets.bottom, insets.right].map(Rect.format).joined(
                            separator: ", ")
                        + "]"
                }
                return entry + " }"
            }.joined(separator: ",")
            text += state.controllers.isEmpty ? "} }" : "\n      } }"
            return text
        }.joined(separator: ",")
        output += trace.states.isEmpty ? "]\n" : "\n  ]\n"
        return output + "}\n"
    }

    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

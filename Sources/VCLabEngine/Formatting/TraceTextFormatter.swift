/// Prints a trace as aligned text, one callback a line, grouped under the step that caused it.
///
///     [2] push B                                   line 3
///          8  B.willMove(toParent:)                documented
///          9  B.loadView                           observed
///
/// Nested calls are indented under their caller; the `animated` flag follows the name. After each step a
/// line tells where every controller stands. With `explain`, each event is followed by the rule that
/// produced it and that rule's sources:
///
///          8  B.willMove(toParent:)                documented
///               rule navigation.push-will-move: pushViewController calls addChild at once, …
///               source https://developer.apple.com/… (iOS all, —): addChild(_:) automatically calls …
public enum TraceTextFormatter {
    /// What a piece of the text is, for a face that colours it (the terminal); the engine itself writes
    /// plain text.
    public enum Part: Hashable, Sendable {
        case step
        case controller
        case evidence(Evidence)
        case state
    }

    /// - Parameters:
    ///   - width: fit the lines to this many columns: the line that says where every controller stands is
    ///     wrapped (continuation lines indented under it), and the name column narrows so that the evidence
    ///     still fits beside a name, or goes on a line of its own under the evidence column after a name
    ///     longer than that; `nil` keeps every line whole.
    ///   - explain: follow each event with the rule that produced it, as these descriptions word it, and its
    ///     sources; `nil` prints the trace alone.
    ///   - paint: how each part is written; the default writes it as it is.
    public static func format(
        _ trace: Trace, naming: CallbackNaming = .swift, explain: RuleDescriptions? = nil, width: Int? = nil,
        paint: (String, Part) -> String = { text, _ in text }
    ) -> String {
        var output = "iOS \(trace.ios) on \(trace.device == .iphone ? "iPhone" : "iPad")\n"
        let sequenceWidth = String(trace.events.count).count
        var nameWidth = min(
            56,
            trace.events.reduce(0) { width, event in
                max(width, label(of: event, naming: naming).count + event.depth * 2)
            })
        // The evidence words are ASCII, so their byte count is their width.
        let evidenceWidth = trace.events.reduce(0) { max($0, $1.evidence.rawValue.utf8.count) }
        // Never narrower than a short name such as `A.viewDidLoad`: below that, a name a line and its evidence
        // the next would be harder to read than a line the terminal wraps.
        if let width { nameWidth = max(12, min(nameWidth, width - sequenceWidth - 6 - evidenceWidth)) }
        var eventIndex = trace.events.startIndex
        for (offset, step) in trace.steps.enumerated() {
            output +=
                "\n" + paint(pad("[\(step.index)] \(step.text)", to: sequenceWidth + nameWidth + 4), .step)
                + "  line \(step.line)\n"
            var printed = false
            while eventIndex < trace.events.endIndex, trace.events[eventIndex].step == step.index {
                let event = trace.events[eventIndex]
                let sequence = String(event.sequence)
                let indent = String(repeating: " ", count: event.depth * 2)
                let label = label(of: event, naming: naming)
                let controllerLength = event.controller.count
                let name = pad(indent + label, to: nameWidth)
                let painted =
                    indent + paint(String(label.prefix(controllerLength)), .controller)
                    + String(name.dropFirst(indent.count + controllerLength))
                output += "  " + String(repeating: " ", count: sequenceWidth - sequence.count) + sequence + "  "
                // A name wider than the terminal breaks after a dot, a colon or a space, its continuation two
                // columns in; a name longer than its column keeps its line, and the evidence goes under.
                let nameColumns = width.map { $0 - sequenceWidth - 4 - indent.count } ?? Int.max
                let pieces = broken(label, first: nameColumns, rest: nameColumns - 2)
                if pieces.count > 1 {
                    let margin = String(repeating: " ", count: sequenceWidth + 6) + indent
                    // The first piece is cut inside the controller's name only if that name alone is too wide.
                    output += indent + paint(String(pieces[0].prefix(controllerLength)), .controller)
                    output += String(pieces[0].dropFirst(controllerLength))
                    for piece in pieces.dropFirst() { output += "\n" + margin + piece }
                    output += "\n" + String(repeating: " ", count: sequenceWidth + nameWidth + 4)
                } else if indent.count + label.count > nameWidth {
                    output += painted + "\n" + String(repeating: " ", count: sequenceWidth + nameWidth + 4)
                } else {
                    output += painted
                }
                output += "  " + paint(event.evidence.rawValue, .evidence(event.evidence)) + "\n"
                if let explain {
                    output += explanation(of: event.rule, in: explain, indent: sequenceWidth + 4)
                    if trace.passCountVaries(at: eventIndex) {
                        output += String(repeating: " ", count: sequenceWidth + 4)
                        output += "pass count varies: UIKit may repeat this pass or leave it out (S4, S29)\n"
                    }
                }
                eventIndex += 1
                printed = true
            }
            if !printed { output += "  (no callbacks)\n" }
            if offset < trace.states.count {
                for line in wrapped("after: " + summary(of: trace.states[offset]), width: width.map { $0 - 2 }) {
                    output += "  " + paint(line, .state) + "\n"
                }
            }
        }
        return output
    }

    /// The rule under an event: its id and summary, then one line a source, those that disagree marked.
    static func explanation(of rule: Rule, in descriptions: RuleDescriptions, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        let description = descriptions[rule]
        var text = margin + "rule " + rule.id + (description.map { ": " + $0.summary } ?? "") + "\n"
        let sources = description?.sources ?? []
        if sources.isEmpty { text += margin + "no published source: the engine infers it\n" }
        for source in sources {
            text += margin + (source.disagrees ? "disagrees " : "source ") + source.address
            text += " (iOS " + source.ios + ", " + source.device + "): " + source.shows + "\n"
        }
        return text
    }

    static func label(of event: TraceEvent, naming: CallbackNaming) -> String {
        var text = event.controller + "." + naming.name(of: event.callback)
        if let animated = event.animated { text += animated ? " (animated)" : " (not animated)" }
        // The calls the scenario's own code makes, told apart from UIKit's.
        if event.isCalledByCode { text += " ◆ your code" }
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

    /// `text` in lines of at most `width` columns, broken after a comma where it can, continuation lines
    /// indented to sit under the text after `after: `.
    static func wrapped(_ text: String, width: Int?) -> [String] {
        guard let width, width > 20, text.count > width else { return [text] }
        let entries = text.split(separator: ",").map { $0.drop { $0 == " " } }
        var lines: [String] = []
        var current = ""
        for (index, entry) in entries.enumerated() {
            let piece = String(entry) + (index < entries.count - 1 ? "," : "")
            let candidate = current.isEmpty ? piece : current + " " + piece
            if candidate.count > width, !current.isEmpty {
                lines.append(current)
                current = "       " + piece
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }

    /// `name` in pieces of at most `first` columns, then `rest`, each ending after the last dot, colon or space
    /// that fits (`app.application:` / `didFinishLaunchingWithOptions:`), or cut at the width when none does.
    /// One piece when the name fits, or when the columns are too few to break it sensibly.
    static func broken(_ name: String, first: Int, rest: Int) -> [String] {
        guard name.count > first, rest >= 12 else { return [name] }
        var pieces: [String] = []
        var remaining = Substring(name)
        var limit = first
        while remaining.count > limit {
            let window = remaining.prefix(limit)
            let end = window.lastIndex { $0 == "." || $0 == ":" || $0 == " " }.map { window.index(after: $0) }
            let cut = end.flatMap { $0 > window.startIndex ? $0 : nil } ?? window.endIndex
            pieces.append(String(remaining[..<cut]).trimmingSuffix(" "))
            remaining = remaining[cut...].drop { $0 == " " }
            limit = rest
        }
        if !remaining.isEmpty { pieces.append(String(remaining)) }
        return pieces
    }

    private static func pad(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}

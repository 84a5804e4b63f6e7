import VCLabEngine
import VCLabSupport

/// Draws a trace as an SVG sequence diagram.
///
/// One lifeline per controller (after a `UIKit` lifeline for the system that makes the calls), one row per
/// callback in trace order, the steps as alternating bands. A callback made from inside another one is drawn
/// as an arrow from its caller's activation bar, so nesting shows as it does in a debugger's stack; events
/// whose ordering the engine marks `inferred` or `disputed` have dashed arrows and a tag that says which.
///
/// The diagram is styled by class names only (`site.css`), so it follows the page's theme. Each label holds
/// the Swift and the Objective-C name (`.n-swift`, `.n-objc`); the page shows one of them. Each row is a
/// `<g data-seq="N">`, which the step-through control highlights.
public enum TraceDiagramRenderer {
    // Geometry, in SVG user units (CSS pixels at 100 %). Labels are 12 px monospace.
    private static let rowHeight = 22
    private static let bandHeaderHeight = 24
    private static let bandGap = 6
    private static let headerTop = 8
    private static let headerHeight = 28
    private static let bodyTop = 48
    private static let gutter = 44
    private static let labelGap = 16
    private static let depthIndent = 14

    /// The width of `count` monospace characters, rounded up.
    private static func textWidth(_ count: Int) -> Int { (count * 73 + 9) / 10 }

    /// - Parameters:
    ///   - trace: the run to draw.
    ///   - titleID: a page-unique id for the diagram's `<title>`.
    ///   - title: what the diagram shows, read by screen readers.
    public static func render(
        _ trace: Trace, titleID: String, title: String, language: ContentLanguage = .english
    ) -> String {
        HTMLWriter.text { write(trace, titleID: titleID, title: title, language: language, into: &$0) }
    }

    /// ``render(_:titleID:title:language:)`` written into `html`.
    public static func write(
        _ trace: Trace, titleID: String, title: String, language: ContentLanguage = .english,
        into svg: inout HTMLWriter
    ) {
        let lifelines = ["UIKit"] + participants(of: trace)
        let column = Dictionary(uniqueKeysWithValues: lifelines.enumerated().map { ($1, $0) })
        let columnWidth = max(72, textWidth(lifelines.map { $0.count }.max() ?? 0) + 20)
        func lifelineX(_ name: String) -> Int { gutter + columnWidth * (column[name] ?? 0) + columnWidth / 2 }
        let labelX = gutter + columnWidth * lifelines.count + labelGap
        // Names are ASCII (the scenario language's identifiers, UIKit's selectors): a byte is a character.
        let labelChars =
            trace.events.map { event in
                let tag: Int = event.evidence.isUncertain ? event.evidence.rawValue.utf8.count + 1 : 0
                let name = max(event.callback.swiftName.utf8.count, event.callback.objectiveCSelector.utf8.count)
                return event.controller.utf8.count + 1 + name + event.depth * 2 + (event.animated == nil ? 0 : 13) + tag
            }.max() ?? 16
        let width = labelX + max(textWidth(labelChars) + 16, 160)

        // Layout: the top of every row, step by step.
        var rowTops: [Int] = []
        rowTops.reserveCapacity(trace.events.count)
        var bands: [(top: Int, height: Int, step: Trace.Step, isEmpty: Bool)] = []
        var y = bodyTop
        var eventIndex = 0
        for step in trace.steps {
            let top = y
            y += bandHeaderHeight
            var rows = 0
            while eventIndex < trace.events.count, trace.events[eventIndex].step == step.index {
                rowTops.append(y)
                y += rowHeight
                rows += 1
                eventIndex += 1
            }
            if rows == 0 { y += rowHeight }
            bands.append((top, y - top, step, rows == 0))
            y += bandGap
        }
        let height = y + 8

        svg.write("<svg class=\"trace-diagram\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"")
        svg.write(" aria-labelledby=\"\(escaping: titleID)\" width=\"\(width)\" height=\"\(height)\"")
        svg.write(" viewBox=\"0 0 \(width) \(height)\">\n")
        svg.write("<title id=\"\(escaping: titleID)\">\(escaping: title)</title>\n")

        for (offset, band) in bands.enumerated() {
            svg.write(
                "<rect class=\"band \(html: offset % 2 == 0 ? "band-even" : "band-odd")\" x=\"0\" y=\"\(band.top)\"")
            svg.write(" width=\"\(width)\" height=\"\(band.height)\"/>\n")
            svg.write("<text class=\"band-title\" x=\"8\" y=\"\(band.top + 16)\">")
            svg.write("\(band.step.index) · \(escaping: band.step.text)</text>\n")
            if band.isEmpty {
                svg.write("<text class=\"band-empty\" x=\"\(labelX)\" y=\"\(band.top + bandHeaderHeight + 15)\">")
                svg.write("\(html: RunText.noCallbacks[language])</text>\n")
            }
        }

        for name in lifelines {
            let x = lifelineX(name)
            let boxWidth = columnWidth - 12
            let kind = name == "UIKit" ? "lifeline lifeline-system" : "lifeline"
            svg.write("<g class=\"\(html: kind)\"><line x1=\"\(x)\" y1=\"\(headerTop + headerHeight)\" x2=\"\(x)\"")
            svg.write(" y2=\"\(height - 4)\"/><rect x=\"\(x - boxWidth / 2)\" y=\"\(headerTop)\" width=\"\(boxWidth)\"")
            svg.write(" height=\"\(headerHeight)\" rx=\"4\"/><text x=\"\(x)\" y=\"\(headerTop + 18)\">")
            svg.write("\(escaping: name)</text></g>\n")
        }

        let callers = callerIndices(of: trace.events)
        writeActivationSpans(trace.events, rowTops: rowTops, lifelineX: lifelineX, into: &svg)

        for (index, event) in trace.events.enumerated() {
            let top = rowTops[index]
            let centerY = top + rowHeight / 2
            let targetX = lifelineX(event.controller)
            let callerX = callers[index].map { lifelineX(trace.events[$0].controller) } ?? lifelineX("UIKit")
            let isInferred = event.evidence.isUncertain
            svg.write("<g class=\"ev\(html: isInferred ? " ev-inferred" : "")\" data-seq=\"\(event.sequence)\">")
            svg.write("<rect class=\"ev-bg\" x=\"0\" y=\"\(top)\" width=\"\(width)\" height=\"\(rowHeight)\"/>")
            svg.write("<text class=\"ev-seq\" x=\"\(gutter - 8)\" y=\"\(centerY + 4)\">\(event.sequence)</text>")
            writeArrow(from: callerX, to: targetX, y: centerY, depth: event.depth, into: &svg)
            svg.write(
                "<rect class=\"act\" x=\"\(targetX - 4)\" y=\"\(top + 4)\" width=\"8\" height=\"\(rowHeight - 8)\"/>")
            let textX = labelX + event.depth * depthIndent
            svg.write("<line class=\"ev-guide\" x1=\"\(targetX + 6)\" y1=\"\(centerY)\" x2=\"\(textX - 4)\"")
            svg.write(" y2=\"\(centerY)\"/>")
            svg.write("<text class=\"ev-label\" x=\"\(textX)\" y=\"\(centerY + 4)\">")
            writeNamePair(event, into: &svg)
            if let animated = event.animated {
                svg.write(
                    animated
                        ? "<tspan class=\"ev-anim\"> animated</tspan>"
                        : "<tspan class=\"ev-anim\"> not animated</tspan>")
            }
            if isInferred { svg.write("<tspan class=\"ev-tag\"> \(html: event.evidence.rawValue)</tspan>") }
            svg.write("</text></g>\n")
        }
        svg.write("</svg>")
    }

    /// The same diagram as a list, for screens too narrow for the lifelines and the labels side by side.
    ///
    /// A row per callback, grouped by step like the diagram's bands: its number, who calls whom (`UIKit → A`,
    /// the caller's lifeline to the callee's, as the arrow goes), and the whole label, which wraps instead of
    /// running off the screen; a nested call is indented under its caller, and `inferred` and `disputed`
    /// orderings say so. Each row is an `.ev` with `data-seq`, like the diagram's, so the step-through control
    /// highlights whichever of the two the page shows. The page's stylesheet shows one of them at a time.
    ///
    /// - Parameter titleID: the id of the diagram's `<title>`, which names the list too.
    public static func renderNarrow(_ trace: Trace, titleID: String, language: ContentLanguage = .english) -> String {
        HTMLWriter.text { writeNarrow(trace, titleID: titleID, language: language, into: &$0) }
    }

    /// ``renderNarrow(_:titleID:language:)`` written into `html`.
    public static func writeNarrow(
        _ trace: Trace, titleID: String, language: ContentLanguage = .english, into html: inout HTMLWriter
    ) {
        let callers = callerIndices(of: trace.events)
        html.write("<ol class=\"trace-lanes\" aria-labelledby=\"\(escaping: titleID)\">\n")
        var eventIndex = 0
        for step in trace.steps {
            html.write("<li class=\"lanes-step\"><p class=\"lanes-step-title\">")
            html.write("\(step.index) · \(escaping: step.text)</p>")
            guard eventIndex < trace.events.count, trace.events[eventIndex].step == step.index else {
                html.write("<p class=\"lanes-empty\">\(html: RunText.noCallbacks[language])</p></li>\n")
                continue
            }
            html.write("\n<ol>\n")
            while eventIndex < trace.events.count, trace.events[eventIndex].step == step.index {
                let event = trace.events[eventIndex]
                let caller = callers[eventIndex].map { trace.events[$0].controller } ?? "UIKit"
                html.write("<li class=\"ev depth-\(min(max(event.depth, 0), 6))")
                html.write(event.evidence.isUncertain ? " ev-inferred\"" : "\"")
                html.write(" data-seq=\"\(event.sequence)\"><span class=\"ev-seq\">\(event.sequence)</span>")
                html.write("<span class=\"ev-route\">\(escaping: caller) → ")
                html.write("\(escaping: event.controller)</span><span class=\"ev-label\">")
                writeNamePair(event, tag: "span", into: &html)
                if let animated = event.animated {
                    let words = (animated ? RunText.animated : RunText.notAnimated)[language]
                    html.write(" <span class=\"ev-anim\">\(html: words)</span>")
                }
                if event.evidence.isUncertain {
                    html.write(" <span class=\"ev-tag\">\(html: event.evidence.rawValue)</span>")
                }
                html.write("</span></li>\n")
                eventIndex += 1
            }
            html.write("</ol></li>\n")
        }
        html.write("</ol>")
    }

    /// Controllers in the order they first take part (the application's `app` included).
    public static func participants(of trace: Trace) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for event in trace.events where seen.insert(event.controller).inserted {
            names.append(event.controller)
        }
        return names
    }

    /// For each event, the index of the event it is nested in: the nearest earlier event of the same step one
    /// level shallower; `nil` for calls UIKit makes directly.
    public static func callerIndices(of events: [TraceEvent]) -> [Int?] {
        var callers: [Int?] = []
        callers.reserveCapacity(events.count)
        var open: [Int] = []  // open[d] is the latest event at depth d in the current step
        var step = -1
        for (index, event) in events.enumerated() {
            if event.step != step {
                open.removeAll()
                step = event.step
            }
            let depth = max(0, event.depth)
            if open.count > depth { open.removeSubrange(depth...) }
            let caller = depth > 0 ? open.last : nil
            callers.append(caller)
            while open.count < depth { open.append(caller ?? index) }  // a skipped level nests in the caller
            open.append(index)
        }
        return callers
    }

    /// Bars on the caller's lifeline from a call to the last call nested in it.
    private static func writeActivationSpans(
        _ events: [TraceEvent], rowTops: [Int], lifelineX: (String) -> Int, into svg: inout HTMLWriter
    ) {
        for (index, event) in events.enumerated() {
            var last = index
            while last + 1 < events.count, events[last + 1].step == event.step, events[last + 1].depth > event.depth {
                last += 1
            }
            guard last > index else { continue }
            let x = lifelineX(event.controller) - 4
            let top = rowTops[index] + 4
            let bottom = rowTops[last] + rowHeight - 4
            svg.write("<rect class=\"act-span\" x=\"\(x)\" y=\"\(top)\" width=\"8\" height=\"\(bottom - top)\"/>\n")
        }
    }

    private static func writeArrow(from callerX: Int, to targetX: Int, y: Int, depth: Int, into svg: inout HTMLWriter) {
        if callerX == targetX {
            // A controller calling into itself (UIKit's `super` forwarding): a loop on its own lifeline.
            let x = targetX + 4
            svg.write("<path class=\"ev-arrow\" d=\"M\(x) \(y - 6)h14v12h-10\"/>")
            svg.write("<path class=\"ev-head\" d=\"M\(x) \(y + 6)l6 -4v8z\"/>")
            return
        }
        let direction = targetX > callerX ? 1 : -1
        let startX = callerX + direction * (depth > 0 ? 4 : 0)
        let endX = targetX - direction * 5
        svg.write("<line class=\"ev-arrow\" x1=\"\(startX)\" y1=\"\(y)\" x2=\"\(endX - direction * 6)\" y2=\"\(y)\"/>")
        svg.write("<path class=\"ev-head\" d=\"M\(endX) \(y)l\(-direction * 7) -4v8z\"/>")
    }

    /// The event's name in both namings, each in an element of `tag` (`tspan` in SVG, `span` in HTML); plain
    /// text when the names are the same.
    public static func namePair(_ event: TraceEvent, tag: String = "tspan") -> String {
        HTMLWriter.text { writeNamePair(event, tag: tag, into: &$0) }
    }

    /// ``namePair(_:tag:)`` written into `html`.
    public static func writeNamePair(_ event: TraceEvent, tag: String = "tspan", into html: inout HTMLWriter) {
        let swift = event.callback.swiftName
        let objectiveC = event.callback.objectiveCSelector
        let controller = event.controller
        guard swift != objectiveC else { return html.write("\(escaping: controller).\(escaping: swift)") }
        html.write("<\(html: tag) class=\"n-swift\">\(escaping: controller).\(escaping: swift)</\(html: tag)>")
        html.write("<\(html: tag) class=\"n-objc\">\(escaping: controller).\(escaping: objectiveC)</\(html: tag)>")
    }
}

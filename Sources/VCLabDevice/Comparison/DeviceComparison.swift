import VCLabEngine
import VCLabGrading

/// What a device printed set beside the engine's trace, step by step.
///
/// Only the callbacks the log shows for a controller are compared (a person logs `viewWillAppear` and
/// `viewDidLoad`, not `awakeFromNib`): the trace's other callbacks are shown as not logged, never as missing.
/// The generated app logs every callback, so a log with its header is compared on all of them. The order is
/// the grader's: one longest common subsequence (``VCLabGrading/TraceComparison``) per step where the app
/// marked its steps, over the whole run where the log does not say.
public struct DeviceComparison: Hashable, Sendable {
    public enum Verdict: Hashable, Sendable {
        /// Every callback the log shows is where the trace has it.
        case equal
        case differ
        /// The app's header names another scenario (or another version of this one).
        case otherScenario(name: String, hash: String)
        /// No line of the log is about a controller of the scenario; the names the log uses instead.
        case nothingOfScenario(names: [String])
        /// The log holds too many callbacks to align with the trace in one piece.
        case tooLong(logCount: Int, traceCount: Int)
    }

    public enum RowKind: String, Hashable, Sendable {
        /// In the log and the trace, in the same place.
        case same
        /// In the trace; the log does not print this callback for this controller.
        case notLogged = "not-logged"
        /// A layout pass whose number UIKit does not fix: in one of the two only, and no difference.
        case countVaries = "count-varies"
        /// In the trace, among the callbacks the log prints, but not in the log.
        case missing
        /// In the log, not in the trace.
        case extra
        /// In both, but the log has it elsewhere (at ``Row/logLine``).
        case outOfOrder = "out-of-order"
        /// Where the log has a callback that is out of order; its difference is counted once, at the trace's place.
        case movedHere = "moved-here"
        /// In the same place, with another `animated` flag.
        case animated
    }

    public struct Row: Hashable, Sendable {
        public var kind: RowKind
        public var step: Int
        public var controller: String
        public var callback: Callback
        /// The trace's flag (the log's for an extra row).
        public var animated: Bool?
        /// The log's flag where it differs.
        public var loggedAnimated: Bool?
        public var logLine: Int?
        /// The engine's rule for the place: the event's own, or for an extra callback the next event's.
        public var rule: Rule?

        public var isDifference: Bool { [.missing, .extra, .outOfOrder, .animated].contains(kind) }
    }

    public struct Step: Hashable, Sendable {
        public var index: Int
        public var text: String
        public var rows: [Row]
    }

    public var verdict: Verdict
    public var steps: [Step]
    /// Log lines about objects the scenario does not have, by name, for `--name`.
    public var otherNames: [String: Int]
    /// How many callbacks of the log were compared.
    public var loggedCount: Int

    public var differences: [Row] { steps.flatMap { $0.rows.filter { $0.isDifference } } }

    /// The most cells one alignment may take (log callbacks × trace callbacks): about 200 MB of table.
    public static let maximumAlignmentCells = 25_000_000

    public init(log: DeviceLog, trace: Trace, scenarioHash: String, names: [String: String] = [:]) {
        steps = trace.steps.map { Step(index: $0.index, text: $0.text, rows: []) }
        otherNames = [:]
        loggedCount = 0
        verdict = .equal
        if let header = log.header, header.hash != scenarioHash {
            verdict = .otherScenario(name: header.scenario, hash: header.hash)
            return
        }
        let controllers = Set(trace.events.map { $0.controller })
        var entries: [DeviceLogEntry] = []
        for var entry in log.entries {
            entry.controller = names[entry.controller] ?? (entry.callback.isApplicationEvent ? "app" : entry.controller)
            if controllers.contains(entry.controller) {
                entries.append(entry)
            } else {
                otherNames[entry.controller, default: 0] += 1
            }
        }
        guard !entries.isEmpty else {
            verdict = .nothingOfScenario(names: otherNames.keys.sorted())
            return
        }
        loggedCount = entries.count
        let creation: Set<Callback> = [.initWithCoder, .initWithNibName, .awakeFromNib]
        let shown = Set(entries.map { Pair(controller: $0.controller, callback: $0.callback) })
        func isLogged(_ event: TraceEvent) -> Bool {
            if log.header != nil {
                return !(log.creationNotLogged.contains(event.controller) && creation.contains(event.callback))
            }
            return shown.contains(Pair(controller: event.controller, callback: event.callback))
        }
        // Which controllers have a layout pass of varying count in which step.
        var varyingLayout: Set<StepController> = []
        var varyingSequences: Set<Int> = []
        for index in trace.events.indices where trace.passCountVaries(at: index) {
            varyingSequences.insert(trace.events[index].sequence)
            varyingLayout.insert(
                StepController(step: trace.events[index].step, controller: trace.events[index].controller))
        }

        // The segments to align: each step where the app marked them, else the whole run.
        var segments: [(steps: ClosedRange<Int>, entries: [DeviceLogEntry])] = []
        let stepCount = max(trace.steps.count, 1)
        if log.marksSteps {
            var byStep = [[DeviceLogEntry]](repeating: [], count: stepCount + 1)
            for entry in entries { byStep[min(max(entry.step ?? 1, 1), stepCount)].append(entry) }
            segments = (1...stepCount).map { ($0...$0, byStep[$0]) }
        } else {
            segments = [(1...stepCount, entries)]
        }
        for segment in segments {
            let events = trace.events.filter { segment.steps.contains($0.step) }
            let compared = events.filter(isLogged)
            guard compared.count * segment.entries.count <= Self.maximumAlignmentCells else {
                verdict = .tooLong(logCount: entries.count, traceCount: trace.events.count)
                steps = steps.map { Step(index: $0.index, text: $0.text, rows: []) }
                return
            }
            append(
                events: events, compared: compared, entries: segment.entries, isLogged: isLogged,
                varyingLayout: varyingLayout, varyingSequences: varyingSequences)
        }
        verdict = differences.isEmpty ? .equal : .differ
    }

    private struct Pair: Hashable {
        var controller: String
        var callback: Callback
    }

    private struct StepController: Hashable {
        var step: Int
        var controller: String
    }

    private static func line(_ controller: String, _ callback: Callback) -> String {
        "\(controller) \(callback.rawValue)"
    }

    private mutating func append(
        events: [TraceEvent], compared: [TraceEvent], entries: [DeviceLogEntry], isLogged: (TraceEvent) -> Bool,
        varyingLayout: Set<StepController>, varyingSequences: Set<Int>
    ) {
        let alignment = TraceComparison(
            key: compared.map { Self.line($0.controller, $0.callback) },
            answer: entries.map { Self.line($0.controller, $0.callback) })
        // The step of each log entry: its partner's, else the one before it, else the first step.
        var entrySteps = [Int](repeating: 0, count: entries.count)
        for (index, place) in alignment.answer.enumerated() {
            switch place {
            case .inOrder(let key), .outOfOrder(let key): entrySteps[index] = compared[key].step
            case .unmatched: entrySteps[index] = index > 0 ? entrySteps[index - 1] : 0
            }
        }
        if let firstKnown = entrySteps.first(where: { $0 > 0 }) {
            for index in entrySteps.indices where entrySteps[index] == 0 { entrySteps[index] = firstKnown }
        } else {
            let fallback = events.first?.step ?? 1
            for index in entrySteps.indices { entrySteps[index] = fallback }
        }
        var comparedIndex = 0
        var nextEntry = 0
        var eventsByStep: [Int: [TraceEvent]] = [:]
        for event in events { eventsByStep[event.step, default: []].append(event) }
        let stepIndices = Set(events.map { $0.step }).union(entrySteps).sorted()
        for step in stepIndices {
            var rows: [Row] = []
            var lastRule: Rule?
            func flush(upTo limit: Int, rule: Rule?) {
                while nextEntry < entries.count, nextEntry < limit, entrySteps[nextEntry] <= step {
                    let entry = entries[nextEntry]
                    if case .inOrder = alignment.answer[nextEntry] {
                        // Shown at its partner's place in the trace.
                        nextEntry += 1
                        continue
                    }
                    let kind: RowKind
                    if case .outOfOrder = alignment.answer[nextEntry] {
                        kind = .movedHere
                    } else if entry.callback.family == .layout,
                        varyingLayout.contains(StepController(step: step, controller: entry.controller))
                    {
                        kind = .countVaries
                    } else {
                        kind = .extra
                    }
                    rows.append(
                        Row(
                            kind: kind, step: step, controller: entry.controller, callback: entry.callback,
                            animated: entry.animated, loggedAnimated: nil, logLine: entry.line, rule: rule))
                    nextEntry += 1
                }
            }
            for event in eventsByStep[step] ?? [] {
                var row = Row(
                    kind: .notLogged, step: step, controller: event.controller, callback: event.callback,
                    animated: event.animated, loggedAnimated: nil, logLine: nil, rule: event.rule)
                if isLogged(event) {
                    switch alignment.key[comparedIndex] {
                    case .inOrder(let entryIndex):
                        flush(upTo: entryIndex, rule: event.rule)
                        let entry = entries[entryIndex]
                        row.logLine = entry.line
                        if let logged = entry.animated, let expected = event.animated, logged != expected {
                            row.kind = .animated
                            row.loggedAnimated = logged
                        } else {
                            row.kind = .same
                        }
                        if nextEntry == entryIndex { nextEntry += 1 }
                    case .outOfOrder(let entryIndex):
                        row.kind = .outOfOrder
                        row.logLine = entries[entryIndex].line
                    case .unmatched:
                        row.kind = varyingSequences.contains(event.sequence) ? .countVaries : .missing
                    }
                    comparedIndex += 1
                }
                lastRule = event.rule
                rows.append(row)
            }
            flush(upTo: entries.count, rule: lastRule)
            if let position = steps.firstIndex(where: { $0.index == step }) {
                steps[position].rows.append(contentsOf: rows)
            }
        }
    }
}

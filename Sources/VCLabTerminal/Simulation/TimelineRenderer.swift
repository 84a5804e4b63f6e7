import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabSupport

/// Draws a scenario's trace as a timeline: each step, then one line per callback with its number, the
/// controller in its own colour, nesting as indentation, and the evidence mark.
///
///     ▶ sim push-pop · iOS 17.0 · iPhone
///     2 push B
///       │  9 A.viewWillDisappear (animated)   ●
///       │ 10   B.loadView                     ◐
///
/// A `compare:` scenario gets one column per iOS version when the columns fit the width, and one
/// timeline after the other when they do not.
public enum TimelineRenderer {
    /// The timeline of `simulation`.
    ///
    /// - Parameters:
    ///   - revealed: in study mode, how many callbacks of run `run` to show so far (the last one is marked
    ///     as current, and each finished step says where every controller stands); `nil` shows the whole
    ///     trace.
    ///   - run: which of `runs` (the `compare:` versions) is stepped through.
    public static func lines(
        for simulation: LessonSimulation, runs: [LessonEvaluation.SimulationRun], width: Int,
        revealed: Int? = nil, run: Int = 0, language: ContentLanguage = .english
    ) -> [StyledLine] {
        let palette = ControllerPalette(traces: runs.map(\.trace))
        let selected = runs.indices.contains(run) ? run : 0
        var lines = [
            header(
                for: simulation, runs: runs, width: width, stepping: revealed != nil, run: selected, language: language)
        ]
        guard !runs.isEmpty else {
            lines += TextWrapper.wrap(
                [StyledSpan(TerminalText.scenarioDidNotRun[language], Theme.muted)], width: width)
            return lines
        }
        if let revealed {
            lines += timeline(
                runs[selected].trace, width: width, palette: palette, revealed: revealed, showsFlags: true,
                showsStates: true, language: language)
        } else if runs.count == 1 {
            lines += timeline(runs[0].trace, width: width, palette: palette, revealed: nil, showsFlags: true)
        } else if let columns = columns(runs, width: width, palette: palette, language: language) {
            lines += columns
        } else {
            for run in runs {
                lines.append([])
                lines.append([StyledSpan("iOS \(run.version)", Theme.heading)])
                lines += timeline(run.trace, width: width, palette: palette, revealed: nil, showsFlags: true)
            }
        }
        lines += EvidenceMark.legend(width: width, language: language)
        return lines
    }

    /// The runs a timeline shows: with `compare:`, one per listed version in the order listed; otherwise the
    /// scenario's own run. Stepping uses the first.
    public static func shownRuns(_ runs: [LessonEvaluation.SimulationRun], of simulation: LessonSimulation)
        -> [LessonEvaluation.SimulationRun]
    {
        guard !simulation.comparedVersions.isEmpty else { return Array(runs.prefix(1)) }
        var seen = Set<IOSVersion>()
        let listed = simulation.comparedVersions.compactMap { version in
            seen.insert(version).inserted ? runs.first { $0.version == version } : nil
        }
        return listed.isEmpty ? Array(runs.prefix(1)) : listed
    }

    static func header(
        for simulation: LessonSimulation, runs: [LessonEvaluation.SimulationRun], width: Int, stepping: Bool,
        run: Int = 0, language: ContentLanguage = .english
    ) -> StyledLine {
        var spans = [StyledSpan("▶ sim ", Theme.accent), StyledSpan(Inert.text(simulation.name), Theme.strong)]
        if runs.count > 1 && !stepping {
            let versions = runs.map { "\($0.version)" }.joined(separator: ", ")
            spans.append(StyledSpan(TerminalText.compare[language] + versions, Theme.muted))
        } else if runs.indices.contains(run) {
            spans.append(
                StyledSpan(" · iOS \(runs[run].version)", stepping && runs.count > 1 ? Theme.strong : Theme.muted))
            if stepping && runs.count > 1 {
                spans.append(StyledSpan(TerminalText.versionPosition(run + 1, of: runs.count)[language], Theme.muted))
            }
        }
        if let device = runs.first?.trace.device {
            spans.append(StyledSpan(device == .iphone ? " · iPhone" : " · iPad", Theme.muted))
        }
        return TextWrapper.wrap(spans, width: width).first ?? []
    }

    // MARK: - One timeline

    static func timeline(
        _ trace: Trace, width: Int, palette: ControllerPalette, revealed: Int?, showsFlags: Bool,
        showsStates: Bool = false, language: ContentLanguage = .english
    ) -> [StyledLine] {
        let stepWidth = String(trace.steps.count).count
        let sequenceWidth = String(trace.events.count).count
        let rail = String(repeating: " ", count: stepWidth) + " │ "
        let railWidth = stepWidth + 3
        // The number and its space, then the label, two spaces and the evidence mark.
        let labelLimit = max(8, width - railWidth - sequenceWidth - 1 - 2 - 1)
        let labelWidth = min(
            labelLimit,
            trace.events.reduce(0) { max($0, label(of: $1, palette: palette, showsFlags: showsFlags).displayWidth) })
        let limit = revealed.map { min(max(0, $0), trace.events.count) } ?? trace.events.count
        var lines: [StyledLine] = []
        var eventIndex = 0
        for (stepOffset, step) in trace.steps.enumerated() {
            let stepEvents = trace.events(ofStep: step.index)
            if stepEvents.isEmpty {
                guard eventIndex < limit || limit == trace.events.count else { break }
            } else if eventIndex >= limit {
                break
            }
            let number = String(step.index)
            let stepLine =
                [StyledSpan(String(repeating: " ", count: stepWidth - number.count) + number + " ", Theme.accent)]
                + [StyledSpan(Inert.text(step.text), Theme.strong)]
            lines += TextWrapper.wrap(stepLine, width: width)
            if stepEvents.isEmpty {
                lines.append([
                    StyledSpan(rail, Theme.rule), StyledSpan(TerminalText.stepWithoutCallbacks[language], Theme.muted),
                ])
                continue
            }
            for event in stepEvents {
                guard eventIndex < limit else { break }
                let isCurrent = revealed != nil && eventIndex == limit - 1
                eventIndex += 1
                let sequence = String(event.sequence)
                let numberSpan = StyledSpan(
                    String(repeating: " ", count: sequenceWidth - sequence.count) + sequence + " ",
                    isCurrent ? Theme.cursor : Theme.muted)
                let railSpan =
                    isCurrent
                    ? StyledSpan(String(repeating: " ", count: stepWidth) + " ▸ ", Theme.accent)
                    : StyledSpan(rail, Theme.rule)
                let indent = StyledSpan(String(repeating: " ", count: min(event.depth * 2, labelLimit / 2)))
                let pieces = labelLines(
                    [indent] + label(of: event, palette: palette, showsFlags: showsFlags), width: labelLimit)
                for (index, piece) in pieces.enumerated() {
                    if index == 0 {
                        lines.append(
                            [railSpan, numberSpan] + piece.padded(to: labelWidth)
                                + [StyledSpan("  "), EvidenceMark.span(for: event.evidence)])
                    } else {
                        lines.append(
                            [
                                StyledSpan(rail, Theme.rule),
                                StyledSpan(String(repeating: " ", count: sequenceWidth + 1)),
                            ]
                                + [indent, StyledSpan("  ")] + piece)
                    }
                }
            }
            // Stepping teaches where each controller stands once a step is over, as `vclab run` does.
            if showsStates, trace.states.indices.contains(stepOffset),
                isStepComplete(trace, step: step.index, shown: eventIndex)
            {
                let summary =
                    TerminalText.after[language] + Inert.text(TraceTextFormatter.summary(of: trace.states[stepOffset]))
                let wrapped = TextWrapper.wrap([StyledSpan(summary, Theme.muted)], width: max(10, width - railWidth))
                lines += wrapped.map { [StyledSpan(rail, Theme.rule)] + $0 }
                // The step just finished (nothing of the next is shown yet): the screen it leaves, as the
                // site's stepper shows it.
                if revealed != nil, eventIndex == limit {
                    let picture = ScreenTextRenderer.lines(
                        trace.states[stepOffset], width: width - railWidth, language: language)
                    lines += picture.map { [StyledSpan(rail, Theme.rule), StyledSpan($0, Theme.muted)] }
                }
            }
        }
        return lines
    }

    /// Whether every callback of `step` is among the first `shown` of the trace.
    static func isStepComplete(_ trace: Trace, step: Int, shown: Int) -> Bool {
        guard let last = trace.events.lastIndex(where: { $0.step == step }) else { return true }
        return last < shown
    }

    /// A label that is too wide keeps its name whole on the first line when it can and moves the
    /// `(animated)` flag to the next; only a name wider than the column is cut.
    static func labelLines(_ label: StyledLine, width: Int) -> [StyledLine] {
        guard label.displayWidth > width else { return [label] }
        let flagIndex = label.firstIndex { $0.text.hasPrefix(" (") }
        let name = flagIndex.map { Array(label[..<$0]) } ?? label
        var lines = TextWrapper.cut(name, width: width)
        if let flagIndex {
            var flag = label[flagIndex]
            flag.text.removeFirst()
            lines.append([flag])
        }
        return lines
    }

    /// `B.viewWillAppear (animated)`, the controller in its colour.
    static func label(of event: TraceEvent, palette: ControllerPalette, showsFlags: Bool) -> StyledLine {
        var spans = [
            StyledSpan(Inert.text(event.controller), palette.style(of: event.controller)),
            StyledSpan("." + event.callback.swiftName),
        ]
        if showsFlags, let animated = event.animated {
            spans.append(StyledSpan(animated ? " (animated)" : " (not animated)", Theme.muted))
        }
        if event.isCalledByCode { spans.append(StyledSpan(" ◆ your code", Theme.accent)) }
        return spans
    }

    // MARK: - Columns

    /// One column per run, rows aligned step by step so that a callback one version makes and another
    /// does not leaves a gap, marked `+` where it appears; `nil` when a column would be too narrow.
    static func columns(
        _ runs: [LessonEvaluation.SimulationRun], width: Int, palette: ControllerPalette,
        language: ContentLanguage = .english
    ) -> [StyledLine]? {
        let reference = runs[0].trace
        let stepWidth = String(reference.steps.count).count
        let sequenceWidth = runs.map { String($0.trace.events.count).count }.max() ?? 1
        let gap = " │ "
        let leading = stepWidth + 1
        let columnWidth = (width - leading - gap.count * (runs.count - 1)) / runs.count
        let labelWidth =
            runs.flatMap { run in
                run.trace.events.map { event in
                    event.depth * 2 + label(of: event, palette: palette, showsFlags: false).displayWidth
                }
            }.max() ?? 0
        // "+" or " ", the number, a space, the label, a space, the mark.
        guard columnWidth >= 12, 2 + sequenceWidth + 1 + labelWidth + 2 <= columnWidth else { return nil }

        func cell(_ event: TraceEvent, isInEveryVersion: Bool) -> StyledLine {
            let sequence = String(event.sequence)
            let labelSpans =
                [StyledSpan(String(repeating: " ", count: event.depth * 2))]
                + label(of: event, palette: palette, showsFlags: false)
            return [
                StyledSpan(isInEveryVersion ? "  " : "+ ", Theme.partly),
                StyledSpan(String(repeating: " ", count: sequenceWidth - sequence.count) + sequence + " ", Theme.muted),
            ] + labelSpans.padded(to: labelWidth) + [StyledSpan(" "), EvidenceMark.span(for: event.evidence)]
        }

        var lines: [StyledLine] = []
        let blank = StyledSpan(String(repeating: " ", count: leading))
        var headings: StyledLine = [blank]
        for (index, run) in runs.enumerated() {
            if index > 0 { headings.append(StyledSpan(gap, Theme.rule)) }
            headings += [StyledSpan("  iOS \(run.version)", Theme.heading)].padded(to: columnWidth)
        }
        lines.append(headings)
        var hasDifferences = false
        for step in reference.steps {
            let number = String(step.index)
            lines += TextWrapper.wrap(
                [
                    StyledSpan(String(repeating: " ", count: stepWidth - number.count) + number + " ", Theme.accent),
                    StyledSpan(Inert.text(step.text), Theme.strong),
                ], width: width)
            let events = runs.map { Array($0.trace.events(ofStep: step.index)) }
            let rows = alignedRows(events.map { $0.map(\.qualifiedName) })
            if rows.isEmpty {
                var line: StyledLine = [blank]
                for index in runs.indices {
                    if index > 0 { line.append(StyledSpan(gap, Theme.rule)) }
                    line += [StyledSpan("  (no callbacks)", Theme.muted)].padded(to: columnWidth)
                }
                lines.append(line)
            }
            for row in rows {
                let isInEveryVersion = row.allSatisfy { $0 != nil }
                hasDifferences = hasDifferences || !isInEveryVersion
                var line: StyledLine = [blank]
                for (index, position) in row.enumerated() {
                    if index > 0 { line.append(StyledSpan(gap, Theme.rule)) }
                    let content = position.map { cell(events[index][$0], isInEveryVersion: isInEveryVersion) } ?? []
                    line += content.padded(to: columnWidth)
                }
                lines.append(line)
            }
        }
        if hasDifferences {
            lines.append([
                StyledSpan("+ ", Theme.partly), StyledSpan(TerminalText.notInEveryVersion[language], Theme.muted),
            ])
        }
        return lines
    }

    /// Rows of a side-by-side view: for each row, the index of the event each column shows there, or `nil`
    /// for a gap. Columns are merged one by one through a longest common subsequence, so events that several
    /// versions share sit on one row.
    static func alignedRows(_ columns: [[String]]) -> [[Int?]] {
        var merged: [String] = columns.first ?? []
        for column in columns.dropFirst() {
            let pairs = LongestCommonSubsequence.indexPairs(merged, column)
            var result: [String] = []
            var i = 0
            var j = 0
            for (mergedIndex, columnIndex) in pairs {
                result += merged[i..<mergedIndex]
                result += column[j..<columnIndex]
                result.append(merged[mergedIndex])
                i = mergedIndex + 1
                j = columnIndex + 1
            }
            result += merged[i...]
            result += column[j...]
            merged = result
        }
        var rows = [[Int?]](repeating: [Int?](repeating: nil, count: columns.count), count: merged.count)
        for (columnIndex, column) in columns.enumerated() {
            var next = 0
            for (row, name) in merged.enumerated() where next < column.count && column[next] == name {
                rows[row][columnIndex] = next
                next += 1
            }
        }
        return rows
    }
}

import VCLabEngine
import VCLabGrading
import VCLabSupport

/// `order` and `trace`: the key is a sequence of events.
extension QuizEvaluation {
    mutating func checkOrder() -> Outcome? {
        guard let field = answerField else { return nil }
        let items = QuizItem.items(of: field)
        guard items.count >= 2 else {
            report(
                QuizDiagnosticID.invalidValue, at: field.valueLocation,
                "an order quiz needs at least two events to put in order, separated by commas")
            return nil
        }
        guard let events = events(items) else { return nil }
        var positions: [Int] = []
        for (item, event) in zip(items, events) {
            let found = occurrences(of: event)
            if found.isEmpty {
                report(
                    QuizDiagnosticID.wrongKey, at: item.location,
                    "answer lists \(event), but it does not happen \(window.name)")
            } else if found.count > 1 {
                report(
                    QuizDiagnosticID.ambiguousEvent, at: item.location,
                    "\(event) happens \(Self.times(found.count)) \(window.name) (\(numbers(found))), so it has no single place in the order",
                    fixIt: quiz.step == nil
                        ? "limit the quiz to one step with 'step:'" : "ask about events that happen once in the step")
            } else {
                positions.append(found[0])
            }
        }
        guard positions.count == items.count else { return nil }
        let inTraceOrder = items.indices.sorted { positions[$0] < positions[$1] }
        guard inTraceOrder == Array(items.indices) else {
            reportFirstInversion(events: events, positions: positions, at: field.valueLocation)
            rewrite(field, with: [inTraceOrder.map { items[$0].text }.joined(separator: ", ")])
            return nil
        }
        return Outcome(
            key: .sequence(events.map(\.description)), options: events.map(\.description), subject: nil,
            orderings: [positions[0]...positions[positions.count - 1]], orderingLocation: field.keyLocation)
    }

    /// Names the first pair of the answer that the trace has the other way round, in the spec's words.
    private mutating func reportFirstInversion(
        events: [QuizEvent], positions: [Int], at location: SourceLocation
    ) {
        for first in events.indices {
            for second in (first + 1)..<events.count where positions[first] > positions[second] {
                report(
                    QuizDiagnosticID.wrongKey, at: location,
                    "answer says \(events[first]) comes before \(events[second]), but the trace has \(events[second]) at \(number(positions[second])) and \(events[first]) at \(number(positions[first]))"
                )
                return
            }
        }
    }

    mutating func checkTrace() -> Outcome? {
        let filtered = window.range.filter { quiz.filter.includes(trace.events[$0].callback) }
        guard let first = filtered.first, let last = filtered.last else {
            let what = quiz.filter == .all ? "no callbacks" : "no \(quiz.filter.rawValue) callbacks"
            report(
                QuizDiagnosticID.unanswerable, at: quiz.field("only")?.valueLocation ?? quiz.location,
                "there are \(what) \(window.name), so there is no trace to type")
            return nil
        }
        let expected = filtered.map { trace.events[$0].qualifiedName }
        guard let field = answerField else {
            write("answer", expected)
            return nil
        }
        let items = QuizItem.items(of: field)
        let events = items.map { event($0) }
        if events.allSatisfy({ $0 != nil }) {
            let written = events.map { $0!.description }
            let index = zip(written, expected).prefix { $0 == $1 }.count
            if index < written.count, index < expected.count {
                report(
                    QuizDiagnosticID.wrongKey, at: items[index].location,
                    "answer line \(index + 1) is \(written[index]), but the trace has \(expected[index]) (\(number(filtered[index]))) there"
                )
            } else if index < written.count {
                report(
                    QuizDiagnosticID.wrongKey, at: items[index].location,
                    "answer has \(written.count) lines, but the trace has \(expected.count): \(written[index]) is one too many"
                )
            } else if index < expected.count {
                report(
                    QuizDiagnosticID.wrongKey, at: field.keyLocation,
                    "answer stops after \(written.count) line\(written.count == 1 ? "" : "s"), but the trace goes on with \(expected[index]) (\(number(filtered[index])))"
                )
            }
        }
        guard !diagnostics.containsError else {
            // The trace alone decides this key, so even a misspelt answer can be rewritten.
            rewrite(field, with: expected)
            return nil
        }
        return Outcome(
            key: .sequence(expected), options: [], subject: nil, orderings: [first...last],
            orderingLocation: field.keyLocation)
    }
}

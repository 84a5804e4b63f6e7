import VCLabEngine
import VCLabGrading
import VCLabSupport

/// The state of checking one quiz: the window, the diagnostics and the edits found so far.
///
/// The checks of each kind live in the `QuizEvaluation+…` files; each returns an ``Outcome`` when the key
/// holds, and reports what is wrong (and what `--fix` would write) otherwise.
struct QuizEvaluation {
    /// What a kind's check gives when the author's key is right.
    struct Outcome {
        var key: QuizKey
        /// The options before shuffling: the answer's events for `order`, answer and choices for picks.
        var options: [String]
        var subject: String?
        /// Ranges of trace indices whose order the key rests on.
        var orderings: [ClosedRange<Int>] = []
        /// Where the `quiz.inferred-order` warning points.
        var orderingLocation: SourceLocation?
    }

    let quiz: Quiz
    let trace: Trace
    let names: ScenarioNames
    var window = QuizWindow(range: 0..<0)
    var diagnostics: [Diagnostic] = []
    var edits: [LessonEdit] = []

    init(quiz: Quiz, trace: Trace, names: ScenarioNames) {
        self.quiz = quiz
        self.trace = trace
        self.names = names
    }

    mutating func evaluate(id: String) -> QuizCheckResult {
        guard let window = resolveWindow() else { return result(nil) }
        self.window = window
        let outcome: Outcome? =
            switch quiz.kind {
            case .order: checkOrder()
            case .first: checkExtreme(isFirst: true)
            case .last: checkExtreme(isFirst: false)
            case .next(let event): checkNext(event)
            case .happens: checkHappens()
            case .count: checkCount()
            case .which: checkWhich()
            case .loaded: checkLoaded()
            case .frame: checkFrame()
            case .claim: checkClaim()
            case .trace: checkTrace()
            }
        guard let outcome, !diagnostics.containsError else { return result(nil) }
        let feedback = checkedFeedback(options: outcome.options)
        warnAboutInferredOrder(outcome)
        let options: [String] =
            switch quiz.kind {
            case .order: OptionShuffler.shuffledForOrdering(outcome.options, id: id)
            case .first, .last, .next, .which, .loaded: OptionShuffler.shuffled(outcome.options, id: id)
            case .happens, .count, .frame, .claim, .trace: []
            }
        let prepared = PreparedQuiz(
            id: id, kind: quiz.kind.keyword, prompt: quiz.prompt, options: options, key: outcome.key,
            explain: quiz.explain, hint: quiz.hint, feedback: feedback, subject: outcome.subject,
            filter: quiz.kind == .trace ? quiz.filter.rawValue : nil,
            window: trace.events[window.range].map(\.qualifiedName), simulationName: quiz.simulationName,
            step: window.step)
        return result(prepared)
    }

    private func result(_ prepared: PreparedQuiz?) -> QuizCheckResult {
        QuizCheckResult(preparedQuiz: prepared, diagnostics: diagnostics, edits: edits)
    }

    // MARK: - Window

    private mutating func resolveWindow() -> QuizWindow? {
        guard let selector = quiz.step, let field = quiz.field("step") else {
            return QuizWindow(range: trace.events.indices, state: trace.states.last, step: nil)
        }
        let step: Trace.Step
        switch selector {
        case .index(let index):
            guard trace.steps.indices.contains(index - 1) else {
                let count = trace.steps.count
                report(
                    QuizDiagnosticID.unknownStep, at: field.valueLocation,
                    "the scenario has \(count) step\(count == 1 ? "" : "s"); there is no step \(index)")
                return nil
            }
            step = trace.steps[index - 1]
        case .text(let text):
            let wanted = Self.normalizedStep(text)
            var matches = trace.steps.filter { Self.normalizedStep($0.text) == wanted }
            if matches.isEmpty {
                matches = trace.steps.filter { Self.normalizedStep($0.text).lowercased() == wanted.lowercased() }
            }
            if matches.count > 1 {
                let indices = matches.map { String($0.index) }
                report(
                    QuizDiagnosticID.ambiguousStep, at: field.valueLocation,
                    "'\(text)' is steps \(indices.joined(separator: " and ")) of the scenario, so it does not say which",
                    fixIt: "write the step's index, as in 'step: \(indices[0])'")
                return nil
            }
            guard let match = matches.first else {
                let texts = trace.steps.map(\.text)
                report(
                    QuizDiagnosticID.unknownStep, at: field.valueLocation, "the scenario has no step '\(text)'",
                    fixIt: Suggestion.closest(to: text, among: texts).map { "did you mean '\($0)'?" }
                        ?? "its steps are \(texts.map { "'\($0)'" }.joined(separator: ", "))")
                return nil
            }
            step = match
        }
        let events = trace.events(ofStep: step.index)
        return QuizWindow(
            range: events.startIndex..<events.endIndex, state: trace.states[step.index - 1],
            step: QuizStep(index: step.index, text: step.text))
    }

    private static func normalizedStep(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    // MARK: - Fields and items

    /// The `answer` field when it has a value; a missing one was reported by the parser.
    var answerField: QuizField? {
        guard let field = quiz.field("answer"), !field.value.isEmpty else { return nil }
        return field
    }

    var answerItems: [QuizItem] { answerField.map(QuizItem.items(of:)) ?? [] }

    var choiceItems: [QuizItem] { quiz.field("choices").map(QuizItem.items(of:)) ?? [] }

    /// Parses `item` as an event of a controller the scenario has, or reports why it is not one.
    mutating func event(_ item: QuizItem) -> QuizEvent? {
        let reported = diagnostics.count
        defer { spanItem(item, from: reported) }
        switch QuizEvent.parse(item.text, at: item.location) {
        case .problem(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        case .event(let event):
            return hasController(event.controller, at: item.location) ? event : nil
        }
    }

    /// Gives the diagnostics reported in `item` since index `first` the item's text as their span, so that
    /// SARIF and the editor underline the whole misspelt event, not a point.
    mutating func spanItem(_ item: QuizItem, from first: Int) {
        let end = Self.end(of: item)
        for index in diagnostics.indices.dropFirst(first)
        where Self.isWithin(diagnostics[index].location, item) && diagnostics[index].end == nil {
            diagnostics[index].end = end
        }
    }

    static func end(of item: QuizItem) -> SourceLocation {
        var end = item.location
        end.column += item.text.utf8.count
        return end
    }

    /// Whether `location` is in `item`'s text (a misspelt callback is reported at the callback, not the item).
    static func isWithin(_ location: SourceLocation, _ item: QuizItem) -> Bool {
        location.path == item.location.path && location.line == item.location.line
            && (item.location.column..<end(of: item).column).contains(location.column)
    }

    /// The events of `items`, or `nil` after reporting every item that is not a known event or repeats another.
    mutating func events(_ items: [QuizItem]) -> [QuizEvent]? {
        var events: [QuizEvent] = []
        var isBroken = Array(repeating: false, count: items.count)
        for (index, item) in items.enumerated() {
            guard let event = event(item) else {
                isBroken[index] = true
                continue
            }
            if events.contains(event) {
                report(
                    QuizDiagnosticID.duplicateOption, at: item.location,
                    "\(event) is listed twice among the answer and choices")
                isBroken[index] = true
            }
            events.append(event)
        }
        guard !isBroken.contains(true) else {
            reportUnchecked(items, isBroken: isBroken)
            return nil
        }
        return events
    }

    /// A note at every option that is an event but was not held against the trace, because another option
    /// is not one: without it, a choice that is right too hides behind a misspelt one, and nobody is told.
    /// Linear in the options: a hostile answer has tens of thousands.
    mutating func reportUnchecked(_ items: [QuizItem], isBroken: [Bool]) {
        guard let first = isBroken.firstIndex(of: true) else { return }
        let cause = items[first].text
        for (index, item) in items.enumerated() where !isBroken[index] {
            report(
                QuizDiagnosticID.unchecked, severity: .note, at: item.location,
                "'\(item.text)' is not checked against the trace: the quiz stops at '\(cause)', which is in error, so a wrong key or a choice that is right too would go unnoticed here",
                fixIt: "fix '\(cause)' and check again")
            diagnostics[diagnostics.count - 1].end = Self.end(of: item)
        }
    }

    /// Whether the scenario has a controller `name`, reporting it (with a did-you-mean) when not.
    mutating func hasController(_ name: String, at location: SourceLocation, allowingApplication: Bool = true)
        -> Bool
    {
        if name == "app", !allowingApplication {
            report(
                QuizDiagnosticID.unknownController, at: location, "'app' is the application, which has no view",
                fixIt: "name a view controller")
            return false
        }
        guard !names.controllers.contains(name) else { return true }
        let candidates = names.sortedControllers.filter { allowingApplication || $0 != "app" }
        report(
            QuizDiagnosticID.unknownController, at: location, "the scenario has no controller '\(name)'",
            fixIt: Suggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
                ?? "it has \(candidates.joined(separator: ", "))")
        return false
    }

    // MARK: - The trace

    /// The indices of the window's events that are `event`.
    func occurrences(of event: QuizEvent) -> [Int] {
        window.range.filter { event.matches(trace.events[$0]) }
    }

    /// `#7`: how the trace numbers the event at `index`.
    func number(_ index: Int) -> String { "#\(trace.events[index].sequence)" }

    func numbers(_ indices: [Int]) -> String { indices.map(number).joined(separator: ", ") }

    static func times(_ count: Int) -> String {
        switch count {
        case 0: "never"
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    // MARK: - Edits

    private var layout: QuizBlockLayout {
        quiz.layout ?? QuizBlockLayout(lines: 1...1, bodyStart: 0, bodyEnd: 0, indentation: "", lineEnding: "\n")
    }

    /// Replaces `field`'s value with `lines` (one line, or continuation lines indented by two spaces).
    ///
    /// The diagnostic just reported about the field (a wrong key) carries the same edit, when the value is one
    /// line: the JSON and SARIF reports and the language server's code actions offer it.
    mutating func rewrite(_ field: QuizField, with lines: [String]) {
        guard quiz.layout != nil else { return }
        let separator = layout.lineEnding + layout.indentation + "  "
        let replacement = lines.joined(separator: separator)
        edits.append(LessonEdit(range: field.valueByteRange, replacement: replacement))
        if let last = diagnostics.indices.last, diagnostics[last].location == field.valueLocation,
            field.valueLineLocations.count <= 1, lines.count == 1, !field.valueByteRange.isEmpty
        {
            diagnostics[last].edit = .onOneLine(
                at: field.valueLocation, byteRange: field.valueByteRange, replacement: replacement)
        }
    }

    /// Writes `key: value` before the closing fence where the field is missing, or rewrites it where it is.
    mutating func write(_ key: String, _ lines: [String]) {
        if let field = quiz.field(key) {
            rewrite(field, with: lines)
            return
        }
        guard quiz.layout != nil else { return }
        let layout = layout
        var text = layout.indentation + key + ":"
        if lines.count == 1 {
            text += " " + lines[0] + layout.lineEnding
        } else {
            text += layout.lineEnding
            for line in lines { text += layout.indentation + "  " + line + layout.lineEnding }
        }
        edits.append(.insert(text, at: layout.bodyEnd))
    }

    // MARK: - Feedback and evidence

    /// The author's feedback keyed by option as the learner sees it, warning about feedback for no option.
    private mutating func checkedFeedback(options: [String]) -> [String: String] {
        var allowed = Set(options)
        switch quiz.kind {
        case .happens: allowed.formUnion(["yes", "no"])
        case .claim: allowed.formUnion(["true", "false"])
        default: break
        }
        var feedback: [String: String] = [:]
        for field in quiz.fields where field.key.hasPrefix("feedback ") {
            let target = String(field.key.dropFirst("feedback ".count))
            var option = QuizEvent(parsing: target)?.description ?? target
            if !allowed.contains(option), allowed.contains(option.lowercased()) { option = option.lowercased() }
            guard allowed.contains(option) else {
                // Kinds without options got a warning from the parser already.
                if !allowed.isEmpty {
                    report(
                        QuizDiagnosticID.unusedField, severity: .warning, at: field.keyLocation,
                        "feedback for '\(target)', which is not one of the quiz's options",
                        fixIt: "the options are \(allowed.sorted().joined(separator: ", "))")
                }
                continue
            }
            feedback[option] = field.value
        }
        return feedback
    }

    /// Warns when an ordering the key rests on involves an event the engine marks `inferred` or `disputed`.
    private mutating func warnAboutInferredOrder(_ outcome: Outcome) {
        guard !quiz.isInferredOrderAcknowledged else { return }
        var indices = Set<Int>()
        for ordering in outcome.orderings {
            for index in ordering where trace.events[index].evidence.isUncertain { indices.insert(index) }
        }
        guard !indices.isEmpty else { return }
        let sorted = indices.sorted()
        var named = sorted.prefix(6).map { "\(trace.events[$0].qualifiedName) (\(number($0)))" }
        if sorted.count > 6 { named.append("and \(sorted.count - 6) more") }
        let levels = Set(sorted.map { trace.events[$0].evidence })
        let marks = levels.count > 1 ? "inferred or disputed" : levels.first?.rawValue ?? "inferred"
        report(
            QuizDiagnosticID.inferredOrder, severity: .warning, at: outcome.orderingLocation ?? quiz.location,
            "the key rests on an ordering the engine marks \(marks): \(named.joined(separator: ", "))",
            fixIt: "check it against the ground truth, or add 'inferred: yes' to acknowledge it")
    }

    mutating func report(
        _ id: String, severity: DiagnosticSeverity = .error, at location: SourceLocation, _ message: String,
        fixIt: String? = nil, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(
            Diagnostic(id: id, severity: severity, location: location, message: message, fixIt: fixIt, notes: notes))
    }
}

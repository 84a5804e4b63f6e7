import VCLabEngine
import VCLabGrading
import VCLabSupport

/// `first`, `last`, `next`, `which` and `loaded`: the learner picks among the answer and the choices.
extension QuizEvaluation {
    mutating func checkExtreme(isFirst: Bool) -> Outcome? {
        let word = isFirst ? "first" : "last"
        guard let field = answerField else { return nil }
        let answers = QuizItem.items(of: field)
        guard answers.count == 1 else {
            report(
                QuizDiagnosticID.invalidValue, at: field.valueLocation,
                "a \(word) quiz's answer is one event; the others go in 'choices'")
            return nil
        }
        let choices = choiceItems
        guard let events = events(answers + choices) else { return nil }
        let positions = events.map { event -> Int? in
            let found = occurrences(of: event)
            return isFirst ? found.first : found.last
        }
        let occurring = events.indices.filter { positions[$0] != nil }
        let winner =
            isFirst
            ? occurring.min { positions[$0]! < positions[$1]! } : occurring.max { positions[$0]! < positions[$1]! }
        guard let winner else {
            report(
                QuizDiagnosticID.unanswerable, at: field.keyLocation,
                "none of the answer and choices happens \(window.name)")
            return nil
        }
        guard winner == 0 else {
            let right = events[winner]
            let rightAt = number(positions[winner]!)
            let message =
                if let answerPosition = positions[0] {
                    "answer says \(events[0]) happens \(word), but the trace has \(right) at \(rightAt), \(isFirst ? "before" : "after") \(events[0]) at \(number(answerPosition))"
                } else {
                    "answer says \(events[0]) happens \(word), but it does not happen \(window.name); \(right) does, at \(rightAt)"
                }
            report(
                QuizDiagnosticID.wrongKey, at: field.valueLocation, message,
                fixIt: "\(right) is among the choices: swap it with the answer")
            swap(answerText: answers[0].text, withChoice: winner - 1, choices: choices)
            return nil
        }
        let others = occurring.filter { $0 != 0 }.map { positions[$0]! }
        let answerPosition = positions[0]!
        var orderings: [ClosedRange<Int>] = []
        if let farthest = isFirst ? others.max() : others.min() {
            orderings.append(isFirst ? answerPosition...farthest : farthest...answerPosition)
        }
        return Outcome(
            key: .single(events[0].description), options: events.map(\.description), subject: nil,
            orderings: orderings, orderingLocation: field.keyLocation)
    }

    mutating func checkNext(_ subject: QuizEvent) -> Outcome? {
        guard let askField = quiz.field("ask") else { return nil }
        // `next` and the blanks after it come before the event.
        let value = Array(askField.value.utf8)
        let wordEnd = value.firstIndex(where: TextBytes.isBlank) ?? value.count
        let subjectOffset = value[wordEnd...].firstIndex { !TextBytes.isBlank($0) } ?? 0
        guard hasController(subject.controller, at: askField.location(ofValueOffset: subjectOffset)) else {
            return nil
        }
        let found = occurrences(of: subject)
        let followers = found.map { $0 + 1 }.filter { $0 < window.range.upperBound }
        guard !found.isEmpty, let follower = followers.first else {
            report(
                QuizDiagnosticID.unanswerable, at: askField.valueLocation,
                found.isEmpty
                    ? "\(subject) does not happen \(window.name), so nothing comes right after it"
                    : "\(subject) is the last event \(window.name), so nothing comes right after it")
            return nil
        }
        guard let field = answerField else {
            write("answer", [trace.events[follower].qualifiedName])
            return nil
        }
        let answers = QuizItem.items(of: field)
        guard answers.count == 1 else {
            report(
                QuizDiagnosticID.invalidValue, at: field.valueLocation,
                "a next quiz's answer is one event; the others go in 'choices'")
            return nil
        }
        let choices = choiceItems
        guard let events = events(answers + choices) else { return nil }
        func places(of event: QuizEvent) -> [Int] { followers.filter { event.matches(trace.events[$0]) } }
        var swappedChoice: Int?
        if places(of: events[0]).isEmpty {
            let right = trace.events[follower]
            report(
                QuizDiagnosticID.wrongKey, at: field.valueLocation,
                "answer says \(events[0]) comes right after \(subject), but the trace has \(right.qualifiedName) right after it (\(number(follower - 1)), then \(number(follower)))"
            )
            if let choice = events.dropFirst().firstIndex(where: { $0.matches(right) }) {
                swappedChoice = choice - 1
                swap(answerText: answers[0].text, withChoice: choice - 1, choices: choices)
            } else {
                rewrite(field, with: [right.qualifiedName])
            }
        }
        for (offset, event) in events.dropFirst().enumerated() where offset != swappedChoice {
            guard let place = places(of: event).first else { continue }
            report(
                QuizDiagnosticID.trueDistractor, at: choices[offset].location,
                "choice \(event) also comes right after \(subject) (\(number(place - 1)), then \(number(place))), so it is a right answer too",
                fixIt: "replace it with an event that does not follow \(subject)")
        }
        guard !diagnostics.containsError else { return nil }
        return Outcome(
            key: .single(events[0].description), options: events.map(\.description), subject: subject.description,
            orderings: places(of: events[0]).map { ($0 - 1)...$0 }, orderingLocation: field.keyLocation)
    }

    mutating func checkWhich() -> Outcome? {
        guard let field = answerField else { return nil }
        let answers = QuizItem.items(of: field)
        let choices = choiceItems
        guard let events = events(answers + choices) else { return nil }
        let found = events.map { occurrences(of: $0) }
        for (index, item) in answers.enumerated() where found[index].isEmpty {
            report(
                QuizDiagnosticID.wrongKey, at: item.location,
                "answer says \(events[index]) happens \(window.name), but it does not")
        }
        for (offset, item) in choices.enumerated() where !found[answers.count + offset].isEmpty {
            let index = answers.count + offset
            report(
                QuizDiagnosticID.trueDistractor, at: item.location,
                "choice \(events[index]) happens \(window.name) (\(numbers(found[index]))), so it is a right answer too"
            )
        }
        if diagnostics.containsError {
            regroup(answers + choices, isRight: events.indices.map { !found[$0].isEmpty })
            return nil
        }
        let key = events.indices.filter { !found[$0].isEmpty }.map { events[$0].description }.sorted()
        return Outcome(key: .set(key), options: events.map(\.description), subject: nil)
    }

    mutating func checkLoaded() -> Outcome? {
        guard let state = window.state else { return nil }
        let loaded = state.controllers.filter { $0.isAlive && $0.isViewLoaded }.map(\.name)
        let loadedSet = Set(loaded)
        let answers = answerItems
        let choices = choiceItems
        let items = answers + choices
        let named = Set(items.map(\.text))
        // Containers count only when the quiz names them: a learner thinks of A and B, not of nav1.
        let expected = loaded.filter { !names.containers.contains($0) || named.contains($0) }
        guard let field = answerField else {
            if !expected.isEmpty { write("answer", [expected.joined(separator: ", ")]) }
            return nil
        }
        var isBroken = Array(repeating: false, count: items.count)
        var seen: Set<String> = []
        for (index, item) in items.enumerated() {
            if !hasController(item.text, at: item.location, allowingApplication: false) {
                isBroken[index] = true
            } else if !seen.insert(item.text).inserted {
                report(
                    QuizDiagnosticID.duplicateOption, at: item.location,
                    "\(item.text) is listed twice among the answer and choices")
                isBroken[index] = true
            }
        }
        guard !isBroken.contains(true) else {
            reportUnchecked(items, isBroken: isBroken)
            return nil
        }
        for item in answers where !loadedSet.contains(item.text) {
            let isGone = state.controller(named: item.text).map { !$0.isAlive } ?? false
            report(
                QuizDiagnosticID.wrongKey, at: item.location,
                isGone
                    ? "answer says \(item.text)'s view is loaded \(window.end), but \(item.text) has been deallocated"
                    : "answer says \(item.text)'s view is loaded \(window.end), but it is not")
        }
        let missing = expected.filter { !named.contains($0) }
        if !missing.isEmpty {
            report(
                QuizDiagnosticID.wrongKey, at: field.valueLocation,
                "answer leaves out \(missing.joined(separator: ", ")), whose view\(missing.count == 1 ? " is" : "s are") loaded \(window.end)"
            )
        }
        for item in choices where loadedSet.contains(item.text) {
            report(
                QuizDiagnosticID.trueDistractor, at: item.location,
                "choice \(item.text)'s view is loaded \(window.end), so it is a right answer too")
        }
        if diagnostics.containsError {
            regroup(items, isRight: items.map { loadedSet.contains($0.text) }, adding: missing)
            return nil
        }
        return Outcome(key: .set(expected.sorted()), options: items.map(\.text), subject: nil)
    }

    // MARK: - Fixes

    /// Makes the choice at `choiceIndex` the answer, and the answer that choice.
    private mutating func swap(answerText: String, withChoice choiceIndex: Int, choices: [QuizItem]) {
        guard let answer = quiz.field("answer"), let choicesField = quiz.field("choices") else { return }
        var texts = choices.map(\.text)
        let right = texts[choiceIndex]
        texts[choiceIndex] = answerText
        rewrite(answer, with: [right])
        rewrite(choicesField, with: [texts.joined(separator: ", ")])
    }

    /// Moves every right option into the answer and every wrong one into the choices, keeping their order.
    private mutating func regroup(_ items: [QuizItem], isRight: [Bool], adding extra: [String] = []) {
        let right = items.indices.filter { isRight[$0] }.map { items[$0].text } + extra
        let wrong = items.indices.filter { !isRight[$0] }.map { items[$0].text }
        guard !right.isEmpty else { return }
        write("answer", [right.joined(separator: ", ")])
        if !wrong.isEmpty || quiz.field("choices") != nil { write("choices", [wrong.joined(separator: ", ")]) }
    }
}

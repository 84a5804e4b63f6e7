import VCLabEngine
import VCLabGrading
import VCLabSupport

/// `happens`, `count`, `frame` and `claim`: the learner states one fact about the window.
extension QuizEvaluation {
    mutating func checkHappens() -> Outcome? {
        guard let (event, found) = subjectEvent() else { return nil }
        let happens = !found.isEmpty
        guard let field = answerField else {
            write("answer", [happens ? "yes" : "no"])
            return nil
        }
        guard let said = Self.yesNo(field.value) else {
            report(QuizDiagnosticID.invalidValue, at: field.valueLocation, "a happens quiz's answer is 'yes' or 'no'")
            return nil
        }
        if said != happens {
            report(
                QuizDiagnosticID.wrongKey, at: field.valueLocation,
                happens
                    ? "answer says \(event) does not happen \(window.name), but the trace has it at \(numbers(found))"
                    : "answer says \(event) happens \(window.name), but it does not")
            rewrite(field, with: [happens ? "yes" : "no"])
            return nil
        }
        return Outcome(key: .boolean(happens), options: [], subject: event.description)
    }

    mutating func checkCount() -> Outcome? {
        guard let (event, found) = subjectEvent() else { return nil }
        guard let field = answerField else {
            write("answer", [String(found.count)])
            return nil
        }
        guard field.value.utf8.count <= 9, field.value.utf8.allSatisfy(TextBytes.isDigit), let said = Int(field.value)
        else {
            report(
                QuizDiagnosticID.invalidValue, at: field.valueLocation,
                "a count quiz's answer is a whole number, as in '2'")
            return nil
        }
        if said != found.count {
            let places = found.isEmpty ? "" : " (\(numbers(found)))"
            report(
                QuizDiagnosticID.wrongKey, at: field.valueLocation,
                "answer says \(event) happens \(Self.times(said)) \(window.name), but the trace has it \(Self.times(found.count))\(places)"
            )
            rewrite(field, with: [String(found.count)])
            return nil
        }
        // The count holds in this trace, but UIKit fixes no number of layout passes for a cause (issue 23).
        let varying = found.filter { trace.passCountVaries(at: $0) }
        if !varying.isEmpty {
            report(
                QuizDiagnosticID.varyingPassCount, severity: .warning, at: field.keyLocation,
                "the key counts layout passes UIKit may repeat or leave out (\(numbers(varying))): how many a view hears depends on its contents and the app's constraints",
                fixIt:
                    "ask what causes a pass (a 'happens' or 'which' quiz), or count passes the scenario asks for ('layout A')"
            )
        }
        return Outcome(key: .number(found.count), options: [], subject: event.description)
    }

    mutating func checkFrame() -> Outcome? {
        guard let name = quiz.frameOf, !name.isEmpty, let ofField = quiz.field("of"),
            hasController(name, at: ofField.valueLocation, allowingApplication: false)
        else { return nil }
        let snapshot = window.state?.controller(named: name)
        guard let snapshot, snapshot.isAlive, let frame = snapshot.frame else {
            let reason =
                if let snapshot {
                    snapshot.isAlive
                        ? "\(name)'s view is not loaded \(window.end)" : "\(name) has been deallocated \(window.end)"
                } else {
                    "\(name) does not exist \(window.end)"
                }
            report(QuizDiagnosticID.unanswerable, at: ofField.valueLocation, "\(reason), so it has no frame")
            return nil
        }
        let expected = [frame.x, frame.y, frame.width, frame.height]
        guard let field = answerField else {
            write("answer", [frame.description])
            return nil
        }
        let words = field.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
        let numbers = words.compactMap { Double($0) }.filter(\.isFinite)
        guard words.count == 4, numbers.count == 4 else {
            report(
                QuizDiagnosticID.invalidValue, at: field.valueLocation,
                "a frame is four numbers, x y width height, as in '0 64 320 416'")
            return nil
        }
        if zip(numbers, expected).contains(where: { abs($0 - $1) > 1e-9 }) {
            report(
                QuizDiagnosticID.wrongKey, at: field.valueLocation,
                "answer says \(name)'s frame is \(field.value) \(window.end), but the engine has \(frame)")
            rewrite(field, with: [frame.description])
            return nil
        }
        return Outcome(key: .frame(expected), options: [], subject: name)
    }

    mutating func checkClaim() -> Outcome? {
        guard let claimField = quiz.field("claim"), !claimField.value.isEmpty else { return nil }
        guard let claim = QuizClaim(claimField) else {
            report(
                QuizDiagnosticID.invalidValue, at: claimField.valueLocation,
                "a claim is 'X before Y', 'X after Y', 'X never', 'X once' or 'X twice', with events for X and Y")
            return nil
        }
        let subject = event(claim.subject)
        let other = claim.other.flatMap { event($0) }
        guard let subject, claim.other == nil || other != nil else { return nil }
        let found = occurrences(of: subject)
        let isTrue: Bool
        var orderings: [ClosedRange<Int>] = []
        var reason: String
        if let other {
            let otherFound = occurrences(of: other)
            if let mine = found.first, let theirs = otherFound.first {
                isTrue = claim.relation == .before ? mine < theirs : mine > theirs
                orderings = [min(mine, theirs)...max(mine, theirs)]
                reason = "the trace has \(subject) at \(number(mine)) and \(other) at \(number(theirs))"
            } else {
                isTrue = false
                reason = "\(found.isEmpty ? subject : other) does not happen \(window.name)"
            }
        } else {
            let wanted = claim.relation == .never ? 0 : claim.relation == .once ? 1 : 2
            isTrue = found.count == wanted
            reason = "the trace has \(subject) \(Self.times(found.count))"
            if !found.isEmpty { reason += " (\(numbers(found)))" }
        }
        guard let field = answerField else {
            write("answer", [isTrue ? "true" : "false"])
            return nil
        }
        guard let said = Self.trueFalse(field.value) else {
            report(QuizDiagnosticID.invalidValue, at: field.valueLocation, "a claim quiz's answer is 'true' or 'false'")
            return nil
        }
        let statement = ([subject.description, claim.relation.rawValue] + (other.map { [$0.description] } ?? []))
            .joined(separator: " ")
        if said != isTrue {
            report(
                QuizDiagnosticID.wrongKey, at: field.valueLocation,
                "answer says '\(statement)' is \(said) \(window.name), but it is \(isTrue): \(reason)")
            rewrite(field, with: [isTrue ? "true" : "false"])
            return nil
        }
        return Outcome(
            key: .boolean(isTrue), options: [], subject: statement, orderings: orderings,
            orderingLocation: claimField.keyLocation)
    }

    // MARK: - Helpers

    /// The `event:` of `happens` and `count`, checked against the scenario, and where it happens.
    private mutating func subjectEvent() -> (QuizEvent, [Int])? {
        guard let event = quiz.event, let field = quiz.field("event"),
            hasController(event.controller, at: field.valueLocation)
        else { return nil }
        return (event, occurrences(of: event))
    }

    static func yesNo(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes": true
        case "no": false
        default: nil
        }
    }

    static func trueFalse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }
}

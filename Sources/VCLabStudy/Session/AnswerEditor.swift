import VCLabGrading

/// The answer being typed (or, for yes/no and true/false, chosen) at the bottom of the screen, while the
/// page above it can still be scrolled. The loop owns it, so a resize redraws it with nothing lost.
public struct AnswerEditor: Hashable, Sendable {
    /// Earlier lines of a `trace` answer.
    public var lines: [String] = []
    public var current: String
    /// Non-empty for a choice between two answers; `choice` is the one highlighted, none at first: an
    /// answer the learner did not pick is never given for them (Enter, Enter on a yes/no quiz answers nothing).
    public var choices: [String]
    public var choice: Int?
    /// A `trace` answer takes several lines, ended by an empty one.
    public var isMultiline: Bool

    /// What an editing key did.
    public enum Outcome: Hashable, Sendable {
        case editing
        case cancelled
        case submitted(String)
        /// Enter on a choice with nothing chosen yet: nothing is answered.
        case unchosen
    }

    public init(text: String, choices: [String], isMultiline: Bool) {
        let typed = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.isMultiline = isMultiline
        self.choices = choices
        if isMultiline, typed.count > 1 {
            lines = Array(typed.dropLast())
            current = typed.last ?? ""
        } else {
            current = text
        }
        if let index = choices.firstIndex(of: text) { choice = index }
    }

    public mutating func handle(_ key: String) -> Outcome {
        switch key {
        case StudyKeys.escape:
            return .cancelled
        case StudyKeys.enter:
            if !choices.isEmpty { return choice.map { .submitted(choices[$0]) } ?? .unchosen }
            if isMultiline, !current.trimmed.isEmpty {
                lines.append(current)
                current = ""
                return .editing
            }
            let answer = isMultiline ? lines.joined(separator: "\n") : current
            return answer.trimmed.isEmpty ? .cancelled : .submitted(answer)
        case StudyKeys.left, StudyKeys.up:
            // The arrows stop at the ends, so that a held key cannot land on the other answer unseen.
            if !choices.isEmpty { choice = max(0, (choice ?? 1) - 1) }
        case StudyKeys.right, StudyKeys.down, StudyKeys.tab:
            if !choices.isEmpty { choice = min(choices.count - 1, choice.map { $0 + 1 } ?? 0) }
        case StudyKeys.backspace:
            if !current.isEmpty {
                current.removeLast()
            } else if isMultiline, let last = lines.popLast() {
                current = last
            }
        case StudyKeys.eraseLine:
            current = ""
        case StudyKeys.eraseWord:
            while current.last == " " { current.removeLast() }
            while let last = current.last, last != " " { current.removeLast() }
        default:
            guard choices.isEmpty else {
                // A letter moves the choice to the answer it starts (y, n, t, f); only Enter answers. The
                // choices are the first answer, then the second, so the same letters work in Chinese (是/否).
                if let index = choices.firstIndex(where: { $0.first.map(String.init) == key.lowercased() }) {
                    choice = index
                } else if ["y", "t"].contains(key.lowercased()) {
                    choice = 0
                } else if ["n", "f"].contains(key.lowercased()), choices.count > 1 {
                    choice = 1
                }
                return .editing
            }
            guard key.count == 1, let scalar = key.unicodeScalars.first, scalar.value >= 0x20 else { return .editing }
            current += key
        }
        return .editing
    }
}

import VCLabGrading

/// The keys of study mode: what each one does in each phase, and the bar that lists them.
///
/// Outside a quiz one key is one command (`n`, `b`, `q`, `s`, `p`, `r`, `?`, Enter, space, the arrows).
/// While a quiz is asked the learner types a line, so commands there are lines that no answer can be:
/// `?` for the hint, `<` to go back, `>` or an empty line to skip; Ctrl-C or Ctrl-D quits anywhere.
public enum StudyKeys {
    /// A key and what it does, for the bar at the bottom of the screen.
    public struct Binding: Hashable, Sendable {
        public var key: String
        public var label: String

        public init(_ key: String, _ label: String) {
            self.key = key
            self.label = label
        }
    }

    /// Key names the readers use for keys that are not characters.
    public static let enter = "enter"
    public static let left = "left"
    public static let right = "right"
    public static let interrupt = "ctrl-c"
    public static let endOfInput = "ctrl-d"

    /// The command for one key outside a quiz, or `nil` for a key that does nothing.
    public static func command(forKey key: String, in phase: StudySession.Phase, page: StudyPage?) -> StudyAction? {
        let hasSimulation: Bool
        if case .simulation = page?.stop { hasSimulation = true } else { hasSimulation = false }
        switch key {
        case interrupt, endOfInput, "q", "Q": return .quit
        case "b", "B", left, "<": return .back
        case "n", "N", right, ">": return .next
        case "?", "h": return .hint
        case "s", "S": return hasSimulation ? .step : nil
        case "p", "P": return hasSimulation ? .play : nil
        case "r", "R":
            if case .answered = phase { return .retry }
            return hasSimulation ? .restart : nil
        case enter, " ", "":
            if case .stepping = phase { return .step }
            return .next
        default: return nil
        }
    }

    /// The command for a line typed while a quiz is asked: a command line, or the answer itself.
    public static func command(forAnswerLine line: String) -> StudyAction {
        switch line.trimmed {
        case "?": .hint
        case "<": .back
        case ">", "": .next
        case interrupt, endOfInput: .quit
        default: .answer(line)
        }
    }

    /// What the bar at the bottom of the screen lists in this phase.
    public static func bindings(for phase: StudySession.Phase, page: StudyPage?, isLastPage: Bool) -> [Binding] {
        let next = Binding("n", isLastPage ? "finish" : "next")
        let back = Binding("b", "back")
        let quit = Binding("q", "quit")
        switch phase {
        case .reading:
            if case .simulation = page?.stop {
                return [Binding("s", "step through"), Binding("p", "play"), next, back, quit]
            }
            return [Binding("Enter", isLastPage ? "finish" : "next"), back, quit]
        case .stepping:
            return [
                Binding("s", "next callback"), Binding("p", "play the rest"), Binding("r", "restart"), next, back, quit,
            ]
        case .asking:
            var bindings = [Binding("Enter", "answer")]
            if page?.quiz?.hint != nil { bindings.append(Binding("?", "hint")) }
            bindings += [Binding(">", "skip"), Binding("<", "back"), Binding("Ctrl-C", "quit")]
            return bindings
        case .answered:
            return [Binding("r", "retry"), next, back, quit]
        case .finished:
            return []
        }
    }
}

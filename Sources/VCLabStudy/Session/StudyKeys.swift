import VCLabGrading

/// The keys of study mode: what each one does in each phase, and the bar that lists them.
///
/// One key is one command everywhere, quiz pages included: `n`, `b` and `q` mean next, back and quit on
/// every page and are never taken as an answer. Answering is an explicit act: `a` (or Enter) on a quiz page
/// opens the answer line, or for yes/no and true/false a choice of the two; only what is typed or chosen
/// there is an answer. Scrolling keys (arrows, PgUp/PgDn, Space, Home/End) move the page as in `less`.
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

    /// How a key moves a page taller than the window.
    public enum Scroll: Hashable, Sendable {
        case lineUp, lineDown, pageUp, pageDown, top, bottom
    }

    /// Key names the readers use for keys that are not characters.
    public static let enter = "enter"
    public static let left = "left"
    public static let right = "right"
    public static let up = "up"
    public static let down = "down"
    public static let pageUp = "page-up"
    public static let pageDown = "page-down"
    public static let home = "home"
    public static let end = "end"
    public static let tab = "tab"
    public static let escape = "escape"
    public static let backspace = "backspace"
    public static let eraseLine = "ctrl-u"
    public static let eraseWord = "ctrl-w"
    public static let interrupt = "ctrl-c"
    public static let endOfInput = "ctrl-d"
    /// Not a key: the terminal changed size.
    public static let resize = "resize"

    /// The scrolling a key asks for, in any phase but while an answer is typed.
    public static func scroll(forKey key: String) -> Scroll? {
        switch key {
        case up, "k": .lineUp
        case down, "j": .lineDown
        case pageUp, "u": .pageUp
        case pageDown, " ", "d": .pageDown
        case home, "g": .top
        case end, "G": .bottom
        default: nil
        }
    }

    /// The command for one key, or `nil` for a key that does nothing here.
    public static func command(forKey key: String, in phase: StudySession.Phase, page: StudyPage?) -> StudyAction? {
        let hasSimulation = (page?.runCount ?? 0) > 0
        switch key {
        case interrupt, endOfInput, "q", "Q": return .quit
        case "b", "B", left, "<": return .back
        case "n", "N", right, ">": return .next
        default: break
        }
        switch phase {
        case .asking:
            switch key {
            case "?", "h": return page?.quiz?.hint != nil ? .hint : nil
            case "a", "A", enter: return .openAnswer
            default: return nil
            }
        case .answered(let attempt):
            switch key {
            case "r", "R": return .retry
            case "e", "E": return attempt.showsSolution ? nil : .explain
            case enter: return .next
            default: return nil
            }
        case .reading, .stepping:
            switch key {
            case "s", "S": return hasSimulation ? .step : nil
            case "p", "P": return hasSimulation ? .play : nil
            case "v", "V": return (page?.runCount ?? 0) > 1 ? .switchVersion : nil
            case "r", "R": return hasSimulation ? .restart : nil
            case enter:
                if case .stepping = phase { return .step }
                return .next
            default: return nil
            }
        case .finished:
            return nil
        }
    }

    /// The command for a line a script typed while an answer is open: an empty line closes it unanswered.
    public static func command(forAnswerLine line: String) -> StudyAction? {
        switch line.trimmed {
        case "": nil
        case interrupt, endOfInput: .quit
        default: .answer(line)
        }
    }

    /// What the bar at the bottom of the screen lists in this phase.
    public static func bindings(for phase: StudySession.Phase, page: StudyPage?, isLastPage: Bool) -> [Binding] {
        let next = Binding("n", isLastPage ? "finish" : "next")
        let back = Binding("b", "back")
        let quit = Binding("q", "quit")
        let versions = (page?.runCount ?? 0) > 1 ? [Binding("v", "next iOS version")] : []
        switch phase {
        case .reading:
            if (page?.runCount ?? 0) > 0 {
                return [Binding("s", "step through"), Binding("p", "play")] + versions + [next, back, quit]
            }
            return [Binding("Enter", isLastPage ? "finish" : "next"), back, quit]
        case .stepping:
            return [Binding("s", "next callback"), Binding("p", "play the rest")] + versions + [
                Binding("r", "restart"), next, back, quit,
            ]
        case .asking:
            var bindings = [Binding("a", "answer")]
            if page?.quiz?.hint != nil { bindings.append(Binding("?", "hint")) }
            bindings += [Binding("n", "skip"), back, quit]
            return bindings
        case .answered(let attempt):
            var bindings = [Binding("r", attempt.grade.score >= 1 ? "again" : "try again")]
            if !attempt.showsSolution { bindings.append(Binding("e", "show the answer")) }
            return bindings + [next, back, quit]
        case .finished:
            return []
        }
    }

    /// The bar while an answer is open.
    public static func answerBindings(choosing: Bool, multiline: Bool) -> [Binding] {
        if choosing { return [Binding("←→", "choose"), Binding("Enter", "answer"), Binding("Esc", "cancel")] }
        let enter = multiline ? Binding("Enter", "next line; on an empty line, answer") : Binding("Enter", "answer")
        return [enter, Binding("Esc", "cancel"), Binding("Ctrl-C", "quit")]
    }
}

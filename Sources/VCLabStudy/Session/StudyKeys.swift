import VCLabGrading
import VCLabSupport
import VCLabTerminal

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

    /// On a quiz page being asked, a key that starts the answer: one of the option letters shown (so `b`
    /// chooses option b rather than going back, and `d` rather than scrolling), or a digit of a `count` or
    /// `frame` answer. These come before every other meaning of the key.
    public static func answerStart(forKey key: String, in phase: StudySession.Phase, quiz: PreparedQuiz?)
        -> StudyAction?
    {
        guard case .asking = phase, let quiz, key.count == 1 else { return nil }
        if !quiz.options.isEmpty, optionLetters(quiz).contains(key) { return .startAnswer(key) }
        if ["count", "frame"].contains(quiz.kind), key.allSatisfy(\.isASCII), key.allSatisfy(\.isNumber) {
            return .startAnswer(key)
        }
        return nil
    }

    /// `a`, `b`, … one letter for each option (a quiz has far fewer than 26).
    static func optionLetters(_ quiz: PreparedQuiz) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
        return Array(letters.prefix(quiz.options.count))
    }

    /// The command for one key, or `nil` for a key that does nothing here.
    public static func command(
        forKey key: String, in phase: StudySession.Phase, page: StudyPage?, quiz: PreparedQuiz? = nil
    ) -> StudyAction? {
        if let start = answerStart(forKey: key, in: phase, quiz: quiz ?? page?.quiz) { return start }
        let hasSimulation = (page?.runCount ?? 0) > 0
        // While stepping, the arrows move one callback either way; `n` and `b` still turn the page.
        if case .stepping = phase, key == left || key == right { return key == left ? .stepBack : .step }
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
    public static func bindings(
        for phase: StudySession.Phase, page: StudyPage?, isLastPage: Bool, language: ContentLanguage = .english
    ) -> [Binding] {
        func binding(_ key: String, _ label: LocalizedText) -> Binding { Binding(key, label[language]) }
        let next = binding("n", isLastPage ? TerminalText.finish : TerminalText.next)
        let back = binding("b", TerminalText.back)
        let quit = binding("q", TerminalText.quit)
        let versions = (page?.runCount ?? 0) > 1 ? [binding("v", TerminalText.nextVersion)] : []
        switch phase {
        case .reading:
            if (page?.runCount ?? 0) > 0 {
                return [binding("s", TerminalText.stepThrough), binding("p", TerminalText.play)] + versions + [
                    next, back, quit,
                ]
            }
            return [binding("Enter", isLastPage ? TerminalText.finish : TerminalText.next), back, quit]
        case .stepping:
            return [
                binding("s →", TerminalText.nextCallback), binding("←", TerminalText.previousCallback),
                binding("p", TerminalText.playTheRest),
            ] + versions + [
                binding("r", TerminalText.restart), next, back, quit,
            ]
        case .asking:
            // With options, their letters start the answer: `a–d answer`.
            let letters = page?.quiz.map(optionLetters) ?? []
            let key = letters.count > 1 ? "\(letters[0])–\(letters[letters.count - 1])" : "a"
            var bindings = [binding(key, TerminalText.answer)]
            if page?.quiz?.hint != nil { bindings.append(binding("?", TerminalText.hintKey)) }
            bindings += [binding("n", TerminalText.skip), back, quit]
            return bindings
        case .answered(let attempt):
            var bindings = [binding("r", attempt.grade.score >= 1 ? TerminalText.again : TerminalText.tryAgain)]
            if !attempt.showsSolution { bindings.append(binding("e", TerminalText.showTheAnswer)) }
            return bindings + [next, back, quit]
        case .finished:
            return []
        }
    }

    /// The bar while an answer is open.
    public static func answerBindings(choosing: Bool, multiline: Bool, language: ContentLanguage = .english)
        -> [Binding]
    {
        func binding(_ key: String, _ label: LocalizedText) -> Binding { Binding(key, label[language]) }
        if choosing {
            return [
                binding("←→", TerminalText.choose), binding("Enter", TerminalText.answer),
                binding("Esc", TerminalText.cancel),
            ]
        }
        let enter = binding("Enter", multiline ? TerminalText.nextLineOrAnswer : TerminalText.answer)
        return [enter, binding("Esc", TerminalText.cancel), binding("Ctrl-C", TerminalText.quit)]
    }
}

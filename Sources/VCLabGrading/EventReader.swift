import VCLabEngine
import VCLabSupport

/// Reads an event the way programmers write one, against the events a quiz is about (`candidates`):
/// `B.viewDidLoad`, `b.viewdidload`, `B.viewDidLoad()`, `B.viewWillAppear(animated)`, `viewDidLoad:`,
/// `-[B viewDidLoad]`, `B.initWithCoder:`, `B.dealloc`, or the callback alone (`loadView`) when only one
/// controller among the candidates has it. A misspelled callback (`B.viewDidLod`) is not guessed at: it
/// comes back as ``Reading/misspelled(_:)`` with the closest known event, for the learner to confirm.
public enum EventReader {
    public enum Reading: Hashable, Sendable {
        /// The event, written canonically (`B.viewDidLoad`).
        case event(String)
        /// The callback alone, which several candidates have: the candidates, for the learner to choose.
        case ambiguous([String])
        /// No callback of that name; the closest known event, if one is close.
        case misspelled(suggestion: String?)
    }

    public static func read(_ text: String, among candidates: [String]) -> Reading {
        var written = text.trimmed
        for prefix in ["override ", "func ", "super."] where written.hasPrefix(prefix) {
            written = String(written.dropFirst(prefix.count)).trimmed
        }
        // `-[B viewDidLoad]`, `[B viewWillAppear:YES]`: Objective-C message syntax.
        if written.hasPrefix("-[") || written.hasPrefix("[") {
            written = String(written.drop { $0 == "-" || $0 == "[" })
            if written.hasSuffix("]") { written.removeLast() }
            if let space = written.firstIndex(of: " ") {
                written = String(written[..<space]) + "." + String(written[written.index(after: space)...]).trimmed
            }
        }
        while let last = written.last, last == ";" || last == " " { written.removeLast() }
        let controller: String?
        let callbackText: String
        if let dot = written.firstIndex(of: "."), written[..<dot].allSatisfy(isNameCharacter) {
            controller = String(written[..<dot])
            callbackText = String(written[written.index(after: dot)...]).trimmed
        } else {
            controller = nil
            callbackText = written
        }
        let events = candidates.compactMap { QuizEvent(parsing: $0) }
        let callbacks = Self.callbacks(named: callbackText)
        guard !callbacks.isEmpty else {
            return .misspelled(suggestion: suggestion(for: controller, callbackText, events: events))
        }
        guard let controller, !controller.isEmpty else {
            let matches = unique(events.filter { callbacks.contains($0.callback) }.map { $0.description })
            if matches.count == 1 { return .event(matches[0]) }
            if matches.count > 1 { return .ambiguous(matches) }
            let controllers = unique(events.map { $0.controller })
            if controllers.count == 1 { return .event("\(controllers[0]).\(callbacks[0].swiftName)") }
            return .ambiguous(controllers.map { "\($0).\(callbacks[0].swiftName)" })
        }
        // A controller name in another case (`b.loadView`) is the candidate's when only one matches.
        var name = controller
        if !events.contains(where: { $0.controller == controller }) {
            let folded = unique(
                events.map { $0.controller }.filter { $0.lowercasedASCII == controller.lowercasedASCII })
            if folded.count == 1 { name = folded[0] }
        }
        // `init` names two callbacks: the one the candidates have for this controller.
        let callback =
            callbacks.first { callback in events.contains { $0.controller == name && $0.callback == callback } }
            ?? callbacks[0]
        return .event("\(name).\(callback.swiftName)")
    }

    /// The callbacks a name may mean: the exact Swift or Objective-C name, else the same letters in any case
    /// and without punctuation (`viewdidload`, `viewDidLoad()`, `viewDidLoad:`), else the name before its
    /// parenthesis (`viewWillAppear(true)`, `init()`).
    static func callbacks(named name: String) -> [Callback] {
        if let callback = Callback(named: name) { return [callback] }
        let loose = looseForm(name)
        guard !loose.isEmpty else { return [] }
        let byLetters = Callback.allCases.filter { callback in
            looseForm(callback.swiftName) == loose || looseForm(callback.objectiveCSelector) == loose
                || (callback == .deinitialize && loose == "dealloc")
        }
        if !byLetters.isEmpty { return byLetters }
        let base = baseForm(name)
        guard !base.isEmpty else { return [] }
        return Callback.allCases.filter { baseForm($0.swiftName) == base || looseForm($0.objectiveCSelector) == base }
    }

    /// The closest event among the candidates (or, failing that, among every callback of the controller).
    static func suggestion(for controller: String?, _ callbackText: String, events: [QuizEvent]) -> String? {
        let typed = baseForm(callbackText)
        guard !typed.isEmpty else { return nil }
        let pool = events.filter { controller == nil || $0.controller.lowercasedASCII == controller!.lowercasedASCII }
        var names: [String: String] = [:]
        for event in pool { names[baseForm(event.callback.swiftName)] = event.description }
        if let close = Suggestion.closest(to: typed, among: names.keys.sorted()), let event = names[close] {
            return event
        }
        guard let controller else { return nil }
        var all: [String: Callback] = [:]
        for callback in Callback.allCases { all[baseForm(callback.swiftName)] = callback }
        guard let close = Suggestion.closest(to: typed, among: all.keys.sorted()), let callback = all[close] else {
            return nil
        }
        return "\(controller).\(callback.swiftName)"
    }

    /// Lower-case letters and digits only: `viewWillAppear(_:)` → `viewwillappear`.
    static func looseForm(_ name: String) -> String {
        var result = ""
        for character in name.lowercasedASCII where character.isAnswerLetter || character.isAnswerDigit {
            result.append(character)
        }
        if result.hasSuffix("animated") && result.count > 8 { result.removeLast(8) }
        return result
    }

    /// The loose form of the name before its parenthesis: `init(coder:)` → `init`.
    static func baseForm(_ name: String) -> String {
        looseForm(String(name.prefix { $0 != "(" && $0 != ":" }))
    }

    static func isNameCharacter(_ character: Character) -> Bool {
        character.isAnswerLetter || character.isAnswerDigit || character == "_"
    }

    static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

import VCLabEngine
import VCLabGrading
import VCLabSupport

/// Finds weak quizzes whose key holds: questions a learner can answer without the trace, and text that
/// contradicts the key. Every finding is a warning with an id of its own (docs/authoring.md, "Quiz quality").
///
/// It runs after ``QuizChecker`` on quizzes that checked without an error, so the key it reads is the
/// engine's. Texts are compared as written, and with events in their Swift spelling, since a prompt may
/// write `B.viewDidLoad` where the key was written `B.viewDidLoad:`.
enum QuizQualityLinter {
    static func lint(_ quiz: Quiz, prepared: PreparedQuiz) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func warn(_ id: String, at location: SourceLocation, _ message: String, fixIt: String) {
            diagnostics.append(
                Diagnostic(id: id, severity: .warning, location: location, message: message, fixIt: fixIt))
        }
        let answerLocation = quiz.field("answer")?.valueLocation ?? quiz.location
        let choices = quiz.field("choices").map(QuizItem.items) ?? []

        if choices.isEmpty, ["first", "last", "next"].contains(prepared.kind) {
            warn(
                QuizDiagnosticID.noDistractor, at: answerLocation,
                "the quiz offers only its answer, so there is nothing to choose",
                fixIt: "add wrong options in 'choices:' (events that happen later, earlier, or not at all)")
        } else if choices.isEmpty, ["which", "loaded"].contains(prepared.kind) {
            warn(
                QuizDiagnosticID.everyOptionRight, at: answerLocation,
                "every option is right, so ticking all of them wins without reading the trace",
                fixIt: "add options that are wrong in 'choices:'")
        }

        if prepared.kind == "claim", let field = quiz.field("claim"), let claim = QuizClaim(field),
            let other = claim.other
        {
            let subject = QuizEvent(parsing: claim.subject.text)
            let second = QuizEvent(parsing: other.text)
            if claim.subject.text == other.text || (subject != nil && subject == second) {
                warn(
                    QuizDiagnosticID.trivialClaim, at: field.valueLocation,
                    "the claim compares \(claim.subject.text) with itself",
                    fixIt: "compare two different events")
            } else if prepared.key == .boolean(true), let subject, let second,
                isOrderedByConstruction(
                    claim.relation == .before ? subject : second, claim.relation == .before ? second : subject)
            {
                warn(
                    QuizDiagnosticID.trivialClaim, at: field.valueLocation,
                    "'\(field.value)' holds for every view controller, so the scenario does not decide it",
                    fixIt: "ask about an ordering between different controllers, or one the scenario changes")
            }
        }

        if let field = quiz.field("prompt"), let found = givenAway(in: field.value, prepared: prepared) {
            warn(
                QuizDiagnosticID.promptGivesAnswer, at: field.location(ofValueOffset: found.offset),
                "the prompt contains its own answer, \(found.text)",
                fixIt: "ask without naming the answer, or name every option")
        }

        for key in ["explain", "prompt"] {
            guard let field = quiz.field(key), let found = otherKey(in: field.value, prepared: prepared) else {
                continue
            }
            warn(
                QuizDiagnosticID.textNamesOtherKey, at: field.location(ofValueOffset: found.offset),
                "'\(key)' names \(found.text), but the key is \(found.key)",
                fixIt: "make the text agree with the key (did --fix change it?)")
        }
        return diagnostics
    }

    // MARK: - Claims

    /// Whether `first` comes before `second` for every controller that makes both: they are the same
    /// controller's and the lifecycle orders them (birth before anything, anything before `deinit`, will
    /// before did).
    static func isOrderedByConstruction(_ first: QuizEvent, _ second: QuizEvent) -> Bool {
        guard first.controller == second.controller, first.callback != second.callback else { return false }
        let births: [Callback] = [.initWithCoder, .initWithNibName, .awakeFromNib, .loadView, .viewDidLoad]
        if let a = births.firstIndex(of: first.callback), let b = births.firstIndex(of: second.callback) {
            return a < b
        }
        if [.initWithCoder, .initWithNibName].contains(first.callback) { return true }
        if second.callback == .deinitialize { return true }
        return (first.callback, second.callback) == (.viewWillAppear, .viewDidAppear)
            || (first.callback, second.callback) == (.viewWillDisappear, .viewDidDisappear)
    }

    // MARK: - Texts

    /// The answer's text in `prompt`, where it gives the answer away: a single answer named without every
    /// other option, an order's events in their order, a frame's numbers.
    static func givenAway(in prompt: String, prepared: PreparedQuiz) -> (text: String, offset: Int)? {
        switch prepared.key {
        case .single(let answer):
            guard let offset = offset(of: answer, in: prompt) else { return nil }
            let others = prepared.options.filter { $0 != answer }
            guard others.contains(where: { self.offset(of: $0, in: prompt) == nil }) else { return nil }
            return (answer, offset)
        case .sequence(let events) where prepared.kind == "order" && events.count > 1:
            var offsets: [Int] = []
            for event in events {
                guard let found = offset(of: event, in: prompt), found > (offsets.last ?? -1) else { return nil }
                offsets.append(found)
            }
            // Every option named, in the key's order, and no option out of it.
            return (events.joined(separator: ", "), offsets[0])
        case .frame(let values):
            let text = values.map(QuizGrader.formatNumber).joined(separator: " ")
            return offset(of: text, in: prompt).map { (text, $0) }
        default:
            return nil
        }
    }

    /// A wrong option named in `text` while the key is not, or a count other than the key's.
    static func otherKey(in text: String, prepared: PreparedQuiz) -> (text: String, key: String, offset: Int)? {
        switch prepared.key {
        case .single(let answer):
            guard offset(of: answer, in: text) == nil else { return nil }
            for option in prepared.options where option != answer {
                if let found = offset(of: option, in: text) { return (option, answer, found) }
            }
            return nil
        case .number(let count):
            let words = countWords(in: text)
            guard !words.isEmpty, !words.contains(where: { $0.value == count }), let first = words.first else {
                return nil
            }
            return (first.text, "\(count)", first.offset)
        default:
            return nil
        }
    }

    /// "twice" and "N times" in `text`, with their values and offsets: the ways of stating a total.
    /// "Once" and "never" are left out: an explanation counts occurrences one by one ("once at launch, and
    /// once more…") and says what never happens, so they are no total.
    static func countWords(in text: String) -> [(text: String, value: Int, offset: Int)] {
        let words = ["twice": 2]
        var found: [(String, Int, Int)] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]), index == 0 || !isWordByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            if let value = words[word.lowercased()] {
                found.append((word, value, index))
            } else if let value = Int(word), word.utf8.count < 4 {
                let rest = String(decoding: bytes[end...].prefix(6), as: UTF8.self)
                if rest == " times" { found.append(("\(word) times", value, index)) }
            }
            index = end
        }
        return found
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The byte offset of `needle` in `text` where it stands as a whole token (not inside a longer name:
    /// `A.viewDidLoad` is not found in `AB.viewDidLoad`), or `nil`.
    static func offset(of needle: String, in text: String) -> Int? {
        let haystack = Array(text.utf8)
        let target = Array(needle.utf8)
        guard !target.isEmpty, haystack.count >= target.count else { return nil }
        func isNameByte(_ byte: UInt8) -> Bool { isWordByte(byte) || byte == UInt8(ascii: "_") }
        for start in 0...(haystack.count - target.count)
        where haystack[start] == target[0] && haystack[start..<(start + target.count)].elementsEqual(target) {
            let before = start == 0 ? nil : haystack[start - 1]
            let after = start + target.count < haystack.count ? haystack[start + target.count] : nil
            if before.map(isNameByte) != true, after.map(isNameByte) != true { return start }
        }
        return nil
    }
}

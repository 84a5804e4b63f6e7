import VCLabEngine
import VCLabSupport

/// Turns what a learner typed into a ``QuizResponse`` of the shape the quiz's key has.
///
/// Options are named by their letters (`c a d b`, `acd`, `a, c`, in either case) or written out exactly
/// (`B.viewDidLoad`, or `A` for a controller, which wins over the letter `a` only in upper case); booleans
/// take yes/no or true/false (and y/n, t/f); a count takes digits or `never`, `once`, `twice`; a frame
/// takes four numbers in any punctuation (`0 64 320 416`, `(0, 64, 320, 416)`); a trace takes one event a
/// line, numbered or bulleted or not. A response that cannot be read says why, so the learner can try
/// again; it is never graded as wrong.
public enum AnswerParser {
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
    }

    public static func parse(_ text: String, for quiz: PreparedQuiz) -> Result<QuizResponse, Problem> {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { return .failure(Problem(message: "type an answer first")) }
        switch quiz.key {
        case .sequence where quiz.kind == "trace":
            return .success(.sequence(traceLines(trimmed)))
        case .sequence:
            return options(trimmed, quiz: quiz).map { .sequence($0) }
        case .single:
            return options(trimmed, quiz: quiz).flatMap { picked in
                picked.count == 1
                    ? .success(.single(picked[0])) : .failure(Problem(message: "pick one letter, not \(picked.count)"))
            }
        case .set:
            return options(trimmed, quiz: quiz).map { picked in
                var seen = Set<String>()
                return .set(picked.filter { seen.insert($0).inserted }.sorted())
            }
        case .boolean:
            switch trimmed.lowercased() {
            case "yes", "y", "true", "t": return .success(.boolean(true))
            case "no", "n", "false", "f": return .success(.boolean(false))
            default:
                return .failure(Problem(message: quiz.kind == "claim" ? "answer true or false" : "answer yes or no"))
            }
        case .number:
            let words = ["never": 0, "none": 0, "zero": 0, "once": 1, "one": 1, "twice": 2, "two": 2, "three": 3]
            if let number = Int(trimmed), number >= 0 { return .success(.number(number)) }
            if let number = words[trimmed.lowercased()] { return .success(.number(number)) }
            return .failure(Problem(message: "type a whole number, like 2"))
        case .frame:
            let separators = Set(" ,;()[]{}\t")
            let numbers = trimmed.split { separators.contains($0) }.map { DecimalNumber.parse($0) }
            guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else {
                return .failure(Problem(message: "type four numbers: x y width height"))
            }
            return .success(.frame(numbers.map { $0! }))
        }
    }

    /// The options a learner named, in the order named: by letters, or by their text.
    static func options(_ text: String, quiz: PreparedQuiz) -> Result<[String], Problem> {
        let options = quiz.options
        let letters = options.indices.map(letter)
        // An option written out exactly wins over letters: a `loaded` quiz offers controllers `A`, `B`…
        if let index = options.firstIndex(of: text) { return .success([options[index]]) }
        let words = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == ";" }.map(String.init)
        var picked: [String] = []
        for word in words {
            let lowered = word.lowercased().trimmingSuffix(")").trimmingSuffix(".")
            if let index = options.firstIndex(of: word) {
                picked.append(options[index])
            } else if let index = letters.firstIndex(of: lowered) {
                picked.append(options[index])
            } else if words.count == 1, options.count <= 26, lowered.allSatisfy({ letters.contains(String($0)) }) {
                // `cadb`: letters run together.
                picked += lowered.map { options[letters.firstIndex(of: String($0))!] }
            } else {
                let range = options.isEmpty ? "" : " (a–\(letters[letters.count - 1]))"
                return .failure(Problem(message: "'\(word)' is not one of the letters\(range)"))
            }
        }
        return .success(picked)
    }

    /// A trace answer's lines, without numbering or bullets, with callbacks written the canonical way
    /// (`B.viewWillAppear:` → `B.viewWillAppear`, `B.dealloc` → `B.deinit`).
    static func traceLines(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { raw -> String? in
            var line = String(raw).trimmed
            while let first = line.first,
                first.isNumber || first == "." || first == ")" || first == "-"
                    || first == "*" || first == "•"
            {
                line.removeFirst()
            }
            line = line.trimmed
            guard !line.isEmpty else { return nil }
            if let event = QuizEvent(parsing: line) { return event.description }
            // `B.viewWillAppear (animated)`, as `vclab run` prints it.
            if let open = line.firstIndex(of: "("), let event = QuizEvent(parsing: String(line[..<open]).trimmed) {
                return event.description
            }
            return line
        }
    }

    /// The letter of option `index`, as the question shows it: `a`…`z`, then `aa`, `ab`…
    static func letter(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
    }
}

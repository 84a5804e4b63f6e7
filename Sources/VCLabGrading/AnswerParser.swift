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
    /// Why a response cannot be graded yet.
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
        /// The whole response rewritten with a misspelled event corrected (`B.viewDidLod` → `B.loadView`),
        /// for the face to offer ("did you mean …?"); `nil` when there is nothing to suggest.
        public var suggestion: String?

        public init(message: String, suggestion: String? = nil) {
            self.message = message
            self.suggestion = suggestion
        }
    }

    /// - Parameter language: the language of the problem's message; what is accepted is the same in every
    ///   language (yes/no and true/false are also read in Chinese: 是/否, 对/错).
    public static func parse(_ text: String, for quiz: PreparedQuiz, language: ContentLanguage = .english)
        -> Result<QuizResponse, Problem>
    {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { return .failure(Problem(message: GradingText.typeAnAnswer[language])) }
        switch quiz.key {
        case .sequence where quiz.kind == "trace":
            return traceEvents(trimmed, quiz: quiz, language: language).map { .sequence($0) }
        case .sequence:
            return options(trimmed, quiz: quiz, language: language).map { .sequence($0) }
        case .single:
            return options(trimmed, quiz: quiz, language: language).flatMap { picked in
                picked.count == 1
                    ? .success(.single(picked[0]))
                    : .failure(Problem(message: GradingText.pickOneLetter(not: picked.count)[language]))
            }
        case .set:
            return options(trimmed, quiz: quiz, language: language).map { picked in
                var seen = Set<String>()
                return .set(picked.filter { seen.insert($0).inserted }.sorted())
            }
        case .boolean:
            switch trimmed.lowercasedASCII {
            case "yes", "y", "true", "t", "是", "对", "正确": return .success(.boolean(true))
            case "no", "n", "false", "f", "否", "不是", "错", "错误": return .success(.boolean(false))
            default:
                let problem = quiz.kind == "claim" ? GradingText.answerTrueOrFalse : GradingText.answerYesOrNo
                return .failure(Problem(message: problem[language]))
            }
        case .number:
            let words = [
                "never": 0, "none": 0, "zero": 0, "once": 1, "one": 1, "twice": 2, "two": 2, "three": 3,
                "从不": 0, "零次": 0, "一次": 1, "两次": 2, "三次": 3,
            ]
            if let number = Int(trimmed), number >= 0 { return .success(.number(number)) }
            if let number = words[trimmed.lowercasedASCII] { return .success(.number(number)) }
            return .failure(Problem(message: GradingText.typeAWholeNumber[language]))
        case .frame:
            guard let numbers = frameNumbers(trimmed) else {
                return .failure(Problem(message: GradingText.typeFourNumbers[language]))
            }
            return .success(.frame(numbers))
        }
    }

    /// The options a learner named, in the order named: by letters, or by their text.
    static func options(_ text: String, quiz: PreparedQuiz, language: ContentLanguage = .english)
        -> Result<[String], Problem>
    {
        let options = quiz.options
        let letters = options.indices.map(letter)
        // An option written out exactly wins over letters: a `loaded` quiz offers controllers `A`, `B`…
        if let index = options.firstIndex(of: text) { return .success([options[index]]) }
        // One event written out whole, spaces and all: `-[B viewDidLoad]`, `override func viewDidLoad()`.
        if text.contains(" "), case .event(let event) = EventReader.read(text, among: options), options.contains(event)
        {
            return .success([event])
        }
        let words = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == ";" }.map(String.init)
        var picked: [String] = []
        for word in words {
            let lowered = word.lowercasedASCII.trimmingSuffix(")").trimmingSuffix(".")
            if let index = options.firstIndex(of: word) {
                picked.append(options[index])
            } else if word.contains(".") || (word.count >= 6 && !lowered.allSatisfy({ letters.contains(String($0)) })),
                !letters.contains(lowered)
            {
                // An event written out, as a programmer writes it: `b.loadview`, `B.viewDidLoad()`, or a bare
                // callback (`viewDidLoad`) that names the one option with it (callbacks are 6 letters or more,
                // so a run of option letters such as `cadb` is not taken for one).
                switch EventReader.read(word, among: options) {
                case .event(let event) where options.contains(event):
                    picked.append(event)
                case .event(let event):
                    return .failure(Problem(message: GradingText.notOneOfTheOptions(event)[language]))
                case .ambiguous(let events):
                    return .failure(Problem(message: GradingText.whichOne(events)[language]))
                case .misspelled(let suggestion):
                    return .failure(misspelling(word, suggestion: suggestion, in: text, language: language))
                }
            } else if let index = letters.firstIndex(of: lowered) {
                picked.append(options[index])
            } else if words.count == 1, options.count <= 26, lowered.allSatisfy({ letters.contains(String($0)) }) {
                // `cadb`: letters run together.
                picked += lowered.map { options[letters.firstIndex(of: String($0))!] }
            } else {
                let last = options.isEmpty ? nil : letters[letters.count - 1]
                return .failure(Problem(message: GradingText.notOneOfTheLetters(word, last: last)[language]))
            }
        }
        return .success(picked)
    }

    /// A trace answer's events, one a line, without numbering or bullets, each read by ``EventReader``
    /// against the events of the quiz's window: `B.viewWillAppear:`, `b.viewwillappear (animated)`,
    /// `B.dealloc`, and `loadView` alone when one controller has it all give canonical events.
    static func traceEvents(_ text: String, quiz: PreparedQuiz, language: ContentLanguage = .english)
        -> Result<[String], Problem>
    {
        var candidates = quiz.window
        if case .sequence(let key) = quiz.key { candidates += key }
        var events: [String] = []
        var corrected: [String] = []
        var firstProblem: Problem?
        for line in traceLines(text) {
            switch EventReader.read(line, among: candidates) {
            case .event(let event):
                events.append(event)
                corrected.append(event)
            case .ambiguous(let choices):
                corrected.append(line)
                if firstProblem == nil {
                    firstProblem = Problem(message: GradingText.lineWhichOne(line, choices)[language])
                }
            case .misspelled(let suggestion):
                corrected.append(suggestion ?? line)
                if firstProblem == nil {
                    firstProblem = misspelling(line, suggestion: suggestion, in: nil, language: language)
                }
            }
        }
        guard var problem = firstProblem else { return .success(events) }
        if problem.suggestion != nil { problem.suggestion = corrected.joined(separator: "\n") }
        return .failure(problem)
    }

    /// "did you mean B.loadView?", with the response rewritten to use it.
    static func misspelling(
        _ word: String, suggestion: String?, in text: String?, language: ContentLanguage = .english
    ) -> Problem {
        guard let suggestion else {
            return Problem(message: GradingText.unknownCallback(word)[language])
        }
        let rewritten = text.map { replacing(word, with: suggestion, in: $0) } ?? suggestion
        return Problem(message: GradingText.didYouMean(word, suggestion)[language], suggestion: rewritten)
    }

    /// `text` with the first occurrence of `word` replaced; Foundation's `replacingOccurrences` is not
    /// available to the WebAssembly build.
    static func replacing(_ word: String, with replacement: String, in text: String) -> String {
        let characters = Array(text)
        let target = Array(word)
        guard !target.isEmpty, characters.count >= target.count else { return text }
        for start in 0...(characters.count - target.count)
        where Array(characters[start..<start + target.count]) == target {
            return String(characters[..<start]) + replacement + String(characters[(start + target.count)...])
        }
        return text
    }

    /// A trace answer's lines, without numbering or bullets.
    static func traceLines(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { raw -> String? in
            var line = String(raw).trimmed
            while let first = line.first,
                first.isAnswerDigit || first == "." || first == ")" || first == "-" && !line.hasPrefix("-[")
                    || first == "*" || first == "•"
            {
                line.removeFirst()
            }
            line = line.trimmed
            return line.isEmpty ? nil : line
        }
    }

    /// Four numbers, however a programmer writes a rectangle: `0 20 320 460`, `(0, 20, 320, 460)`,
    /// `{{0, 20}, {320, 460}}`, `CGRect(x: 0, y: 20, width: 320, height: 460)`, `0,20 320x460`, `20pt`.
    static func frameNumbers(_ text: String) -> [Double]? {
        var numbers: [Double] = []
        var current = ""
        func flush() -> Bool {
            defer { current = "" }
            guard !current.isEmpty else { return true }
            guard let number = DecimalNumber.parse(Substring(current)) else { return false }
            numbers.append(number)
            return true
        }
        var word = ""
        for character in text {
            if character.isAnswerDigit || character == "." || (character == "-" && current.isEmpty) {
                if !word.isEmpty {
                    guard Self.frameWords.contains(word.lowercasedASCII) else { return nil }
                    word = ""
                }
                current.append(character)
            } else if character.isAnswerLetter {
                guard flush() else { return nil }
                word.append(character)
            } else {
                guard flush() else { return nil }
                if !word.isEmpty {
                    guard Self.frameWords.contains(word.lowercasedASCII) else { return nil }
                    word = ""
                }
            }
        }
        guard flush(), word.isEmpty || Self.frameWords.contains(word.lowercasedASCII) else { return nil }
        return numbers.count == 4 ? numbers : nil
    }

    /// The words a rectangle may be written with around its numbers.
    public static let frameWords: Set<String> = [
        "cgrect", "cgrectmake", "nsrect", "nsmakerect", "rect", "frame", "x", "y", "w", "h", "width", "height",
        "origin", "size", "pt", "px",
    ]

    /// The letter of option `index`, as the question shows it: `a`…`z`, then `aa`, `ab`…
    static func letter(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
    }
}

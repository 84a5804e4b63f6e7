import VCLabContent
import VCLabGrading

/// Writes quizzes in Moodle XML (Question bank > Import > Moodle XML format), which carries more of a quiz than
/// GIFT: a question category per lesson (`$course$/top/VCLab/<lesson title>`), tags, the explanation as general
/// feedback and every per-answer feedback, the question's id as its Moodle id number.
///
/// Grading is VCLab's, all or nothing:
/// - `order` and `trace` are Moodle's Ordering questions (core since Moodle 4.4; the qtype_ordering plugin
///   before it), graded all or nothing, the items listed in the key's order (Moodle shuffles them when it
///   shows them). A trace with a repeated line is left out and reported: Ordering cannot tell two equal items
///   apart.
/// - `which` and `loaded` are All-or-Nothing Multiple Choice (`multichoiceset`, the plugin of that name):
///   Moodle's core multiple choice adds up the options ticked, so some of the right ones would earn part of
///   the mark. A `which` with no right option (nothing to tick) has no equivalent and is reported.
/// - `first`, `last`, `next` and `happens` (yes or no) are single-answer multiple choice; `claim` is a
///   true/false question; each answer carries its feedback, and a true/false answer without one says which
///   answer is right.
/// - `count` is numerical, exact; `frame` a short answer accepting the usual ways of writing a rectangle.
///
/// Text is HTML rendered from Markdown by the site's renderer, escaped as XML; answers are plain text.
public enum MoodleXMLExporter {
    public struct Output: Sendable {
        public var text: String
        /// How many questions were written.
        public var count: Int
        /// One sentence per quiz left out, for the command line to print.
        public var notices: [String]
    }

    public static func export(_ quizzes: [ExportedQuiz]) -> Output {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<!-- VCLab quizzes, exported with their engine-checked keys. -->\n<quiz>\n"
        var notices: [String] = []
        var count = 0
        var lesson: String?
        for item in quizzes {
            guard let body = body(for: item.quiz) else {
                notices.append(leftOutReason(item.quiz))
                continue
            }
            if lesson != item.lessonSlug {
                lesson = item.lessonSlug
                text += "  <question type=\"category\">\n"
                text += "    <category><text>\(xml(categoryPath(item.lessonTitle)))</text></category>\n"
                text += "  </question>\n"
            }
            text += question(item, type: body.type, answers: body.answers)
            count += 1
        }
        return Output(text: text + "</quiz>\n", count: count, notices: notices)
    }

    /// Where the lesson's questions go: Moodle splits a category path at `/` and reads `//` as a literal one.
    static func categoryPath(_ lessonTitle: String) -> String {
        "$course$/top/VCLab/" + GIFTExporter.category(lessonTitle)
    }

    /// The tags every question carries: `vclab`, its kind and its lesson's slug, then the quiz's own `tags:`.
    static func tags(_ item: ExportedQuiz) -> [String] {
        var tags = ["vclab", item.quiz.kind, item.lessonSlug]
        for tag in item.tags where !tags.contains(tag) { tags.append(tag) }
        // A tag is what Moodle's question bank filters by; a word with a prefix cannot meet an author's own tag.
        if let difficulty = item.difficulty { tags.append("difficulty-" + difficulty.rawValue) }
        return tags
    }

    private static func leftOutReason(_ quiz: PreparedQuiz) -> String {
        switch quiz.key {
        case .set: "left out '\(quiz.id)': a \(quiz.kind) quiz with no right option has no Moodle equivalent"
        default: "left out '\(quiz.id)': a \(quiz.kind) quiz with a repeated line cannot be a Moodle ordering"
        }
    }

    private static func question(_ item: ExportedQuiz, type: String, answers: String) -> String {
        let quiz = item.quiz
        var text = "  <question type=\"\(type)\">\n"
        text += "    <name><text>\(xml(quiz.id))</text></name>\n"
        text += "    <questiontext format=\"html\"><text>\(xml(html(prompt(of: item))))</text></questiontext>\n"
        text += "    <generalfeedback format=\"html\"><text>\(xml(quiz.explain.map(html) ?? ""))</text>"
        text += "</generalfeedback>\n"
        text += "    <defaultgrade>1</defaultgrade>\n    <penalty>0</penalty>\n    <hidden>0</hidden>\n"
        text += "    <idnumber>\(xml(quiz.id))</idnumber>\n"
        text += answers
        text += "    <tags>" + tags(item).map { "<tag><text>\(xml($0))</text></tag>" }.joined() + "</tags>\n"
        return text + "  </question>\n"
    }

    /// The prompt with the scenario; a `trace` quiz, typed in VCLab, is an ordering here, and says so.
    private static func prompt(of item: ExportedQuiz) -> String {
        var text = item.promptWithScenario
        if item.quiz.kind == "trace" { text += "\n\n(Put the lines in the order UIKit makes them.)" }
        return text
    }

    /// The question's type and its elements after the common ones; `nil` when Moodle has no equivalent.
    private static func body(for quiz: PreparedQuiz) -> (type: String, answers: String)? {
        switch quiz.key {
        case .single(let right):
            let answers = quiz.options.map { answer($0, fraction: $0 == right ? 100 : 0, feedback: quiz.feedback[$0]) }
            return ("multichoice", choiceSettings(single: true) + answers.joined())
        case .set(let right):
            guard !right.isEmpty else { return nil }
            let rightSet = Set(right)
            let answers = quiz.options.map {
                answer($0, fraction: rightSet.contains($0) ? 100 : 0, feedback: quiz.feedback[$0])
            }
            return ("multichoiceset", choiceSettings(single: false) + answers.joined())
        case .boolean(let value) where quiz.kind == "claim":
            var answers = ""
            for (word, truth) in [("true", true), ("false", false)] {
                let fallback = truth == value ? "Right: it is \(value)." : "Not quite: it is \(value)."
                answers += answer(word, fraction: truth == value ? 100 : 0, feedback: quiz.feedback[word] ?? fallback)
            }
            return ("truefalse", answers)
        case .boolean(let value):
            let answers = [("yes", true), ("no", false)].map { word, truth in
                answer(word, fraction: truth == value ? 100 : 0, feedback: quiz.feedback[word])
            }
            return ("multichoice", choiceSettings(single: true) + answers.joined())
        case .number(let value):
            var answers = "    <answer fraction=\"100\" format=\"plain_text\"><text>\(value)</text>"
            answers += "<tolerance>0</tolerance></answer>\n"
            answers += "    <unitgradingtype>0</unitgradingtype>\n    <unitpenalty>0</unitpenalty>\n"
            answers += "    <showunits>3</showunits>\n    <unitsleft>0</unitsleft>\n"
            return ("numerical", answers)
        case .frame(let values):
            var answers = "    <usecase>0</usecase>\n"
            for form in GIFTExporter.frameAnswers(values) {
                answers += "    <answer fraction=\"100\" format=\"plain_text\"><text>\(xml(form))</text></answer>\n"
            }
            return ("shortanswer", answers)
        case .sequence(let items):
            guard Set(items).count == items.count, items.count >= 2 else { return nil }
            var answers = "    <layouttype>VERTICAL</layouttype>\n    <selecttype>ALL</selecttype>\n"
            answers += "    <selectcount>0</selectcount>\n    <gradingtype>ALL_OR_NOTHING</gradingtype>\n"
            answers += "    <showgrading>SHOW</showgrading>\n    <numberingstyle>none</numberingstyle>\n"
            // Ordering reads the right order from the answers' order, numbered by their fractions.
            for (position, item) in items.enumerated() {
                answers += "    <answer fraction=\"\(position + 1)\" format=\"plain_text\"><text>\(xml(item))</text>"
                answers += "</answer>\n"
            }
            return ("ordering", answers)
        }
    }

    private static func choiceSettings(single: Bool) -> String {
        "    <single>\(single)</single>\n    <shuffleanswers>0</shuffleanswers>\n"
            + "    <answernumbering>none</answernumbering>\n    <showstandardinstruction>0</showstandardinstruction>\n"
    }

    private static func answer(_ text: String, fraction: Int, feedback: String?) -> String {
        var line = "    <answer fraction=\"\(fraction)\" format=\"plain_text\"><text>\(xml(text))</text>"
        if let feedback { line += "<feedback format=\"html\"><text>\(xml(html(feedback)))</text></feedback>" }
        return line + "</answer>\n"
    }

    private static func html(_ markdown: String) -> String { ExportMarkup.html(markdown) }

    private static func xml(_ text: String) -> String { ExportMarkup.xml(text) }
}

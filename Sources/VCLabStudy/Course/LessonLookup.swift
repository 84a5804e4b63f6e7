import VCLabContent
import VCLabSupport
import VCLabTerminal

/// Finds the lesson a learner means on the command line: `vclab show 2`, `vclab show 06-navigation`,
/// `vclab show navigation`. (A path is the command line's business: it reads that file.)
public enum LessonLookup {
    public enum Outcome: Hashable, Sendable {
        case found(Int)
        /// Nothing matched; the message names the closest slug when there is a plausible one.
        case notFound(String)
    }

    /// The index in `lessons` (in reading order) of the lesson `argument` names: its 1-based number in
    /// that order, its slug, or its slug without the leading number (`navigation` for `06-navigation`).
    ///
    /// - Parameter language: the language of the message when nothing matches.
    public static func find(_ argument: String, in lessons: [Lesson], language: ContentLanguage = .english)
        -> Outcome
    {
        if let number = Int(argument) {
            if lessons.indices.contains(number - 1) { return .found(number - 1) }
            return .notFound(TerminalText.noLessonNumbered(number, count: lessons.count)[language])
        }
        if let index = lessons.firstIndex(where: { $0.slug == argument }) { return .found(index) }
        let stripped = lessons.indices.filter { strippedSlug(lessons[$0].slug) == argument.lowercased() }
        if stripped.count == 1 { return .found(stripped[0]) }
        let matches = titleMatches(argument, in: lessons)
        if !matches.isEmpty {
            if matches.count == 1 { return .found(matches[0]) }
            if matches.count > 1 {
                let names = matches.map { "\($0 + 1) \(lessons[$0].slug)" }.joined(separator: ", ")
                return .notFound(
                    TerminalText.inSeveralLessons(TerminalSafeText.inert(argument), matches.count, names)[language])
            }
        }
        let candidates = lessons.map(\.slug) + lessons.map { strippedSlug($0.slug) }
        var guessed: String?
        if let guess = Suggestion.closest(to: argument, among: candidates),
            let lesson = lessons.first(where: { $0.slug == guess || strippedSlug($0.slug) == guess })
        {
            guessed = lesson.slug
        }
        return .notFound(TerminalText.noLessonNamed(TerminalSafeText.inert(argument), didYouMean: guessed)[language])
    }

    /// Words: `memory`, `segues`, `view loading` find the lessons whose slug or title holds them all; in
    /// Chinese two characters make a word (`导航`). Empty when a word is too short to look for.
    public static func titleMatches(_ argument: String, in lessons: [Lesson]) -> [Int] {
        let words = argument.lowercased().split { $0 == " " || $0 == "-" }.map { stem(String($0)) }
        guard !words.isEmpty, words.allSatisfy({ $0.count >= 3 || ($0.count >= 2 && !$0.allSatisfy(\.isASCII)) })
        else { return [] }
        return lessons.indices.filter { index in
            let haystack = (lessons[index].slug + " " + lessons[index].title).lowercased()
            return words.allSatisfy { haystack.contains($0) }
        }
    }

    /// A word without a plural `s`, so that `segues` finds "Segues and modal presentation" and `segue` too.
    static func stem(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    /// `06-navigation` → `navigation`.
    static func strippedSlug(_ slug: String) -> String {
        let withoutNumber = slug.drop { $0.isNumber }
        guard withoutNumber.count < slug.count, let first = withoutNumber.first, first == "-" || first == "_" else {
            return slug.lowercased()
        }
        return String(withoutNumber.dropFirst()).lowercased()
    }

    /// The numbered list of lessons that follows a lookup that found nothing.
    public static func listing(_ lessons: [Lesson], language: ContentLanguage = .english) -> String {
        guard !lessons.isEmpty else { return TerminalText.noLessonsYet[language] + "\n" }
        let numberWidth = String(lessons.count).count
        let slugWidth = lessons.map(\.slug.count).max() ?? 0
        var text = TerminalText.lessonsHeading[language] + "\n"
        for (index, lesson) in lessons.enumerated() {
            let number = String(index + 1)
            text += "  " + String(repeating: " ", count: numberWidth - number.count) + number + "  "
            text += lesson.slug + String(repeating: " ", count: slugWidth - lesson.slug.count) + "  "
            text += TerminalSafeText.inert(lesson.title) + "\n"
        }
        return text
    }
}

/// What the index and the sidebar show of a lesson; kept for every lesson while the pages are written.
struct LessonSummary: Sendable {
    /// A question of the lesson, as the review page lists it.
    struct Question: Sendable {
        var id: String
        /// Its anchor on the lesson's page.
        var anchor: String
        /// The start of its prompt, as plain text.
        var prompt: String
    }

    var slug: String
    var title: String
    var summary: String?
    var simulationCount: Int
    /// The quizzes the page shows, in order.
    var questions: [Question]

    var quizIDs: [String] { questions.map(\.id) }

    /// `text` cut at a word boundary to at most about 160 characters, with `…` when cut. Chinese has no spaces
    /// between words, so a run of it is cut between any two characters.
    static func shortened(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        var result = ""
        for word in words {
            if result.count + word.count > 160 {
                let room = 160 - result.count - (result.isEmpty ? 0 : 1)
                guard room > 0, word.unicodeScalars.contains(where: { $0.value >= 0x3000 }) else { return result + "…" }
                return result + (result.isEmpty ? "" : " ") + word.prefix(room) + "…"
            }
            result += result.isEmpty ? String(word) : " " + word
        }
        return result
    }
}

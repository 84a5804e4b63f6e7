/// What the index and the sidebar show of a lesson; kept for every lesson while the pages are written.
struct LessonSummary: Sendable {
    var slug: String
    var title: String
    var summary: String?
    var simulationCount: Int
    /// The ids of the quizzes the page shows, in order.
    var quizIDs: [String]
}

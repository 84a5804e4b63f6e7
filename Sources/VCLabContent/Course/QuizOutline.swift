import VCLabSupport

/// What the course-wide quiz ids depend on: a quiz's own id, its kind and place, and where `--fix` would write
/// an id it lacks. Kept for every quiz of a course while its lessons are checked one batch at a time.
struct QuizOutline: Hashable, Sendable {
    /// The author's id; `nil` when there is none or it is not valid.
    var id: String?
    /// Where the `id:` value is, when the quiz has an `id:` line at all (valid or not).
    var idLocation: SourceLocation?
    var keyword: String
    var simulationName: String
    var location: SourceLocation
    var layout: QuizBlockLayout?

    init(_ quiz: Quiz) {
        id = quiz.id
        idLocation = quiz.field("id").map { $0.valueLocation }
        keyword = quiz.kind.keyword
        simulationName = quiz.simulationName
        location = quiz.location
        layout = quiz.layout
    }
}

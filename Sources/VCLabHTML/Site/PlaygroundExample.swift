/// A scenario of the course that the playground offers in its examples menu.
struct PlaygroundExample: Hashable, Sendable {
    var lessonTitle: String
    var name: String
    var source: String
}

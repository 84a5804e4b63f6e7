/// What checking one lesson gives: the evaluation the renderers draw, and the edits `--fix` would make.
public struct LessonCheck: Hashable, Sendable {
    public var evaluation: LessonEvaluation
    public var edits: [LessonEdit]

    public init(evaluation: LessonEvaluation, edits: [LessonEdit]) {
        self.evaluation = evaluation
        self.edits = edits
    }
}

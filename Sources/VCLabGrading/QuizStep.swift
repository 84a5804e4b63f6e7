import VCLabSupport

/// The step of its scenario a quiz is about: its 1-based index and its text as the scenario writes it.
public struct QuizStep: Hashable, Sendable {
    public var index: Int
    public var text: String

    public init(index: Int, text: String) {
        self.index = index
        self.text = text
    }

    /// `step 2 (push B)`, `第 2 步（push B）`: the words around the step are the reader's language, the step's
    /// own text stays as the scenario writes it. Every face names a quiz's step with these words.
    public var description: LocalizedText { GradingText.step(index: index, text: text) }
}

// Embedded Swift, which compiles the grader for the site, has no Codable; the native exports use it.
#if !hasFeature(Embedded)
extension QuizStep: Codable {}
#endif

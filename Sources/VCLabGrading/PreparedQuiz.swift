import VCLabSupport

/// A quiz whose key the engine computed and checked: what the site embeds as data, what the terminal asks,
/// and what ``QuizGrader`` grades. It holds no reference to the engine, so it can be encoded as JSON.
public struct PreparedQuiz: Hashable, Sendable {
    public var id: String
    /// The `ask:` keyword (`order`, `next`, …).
    public var kind: String
    /// Markdown.
    public var prompt: String
    /// What the learner picks among, ticks or orders, in a fixed shuffled order derived from the id;
    /// empty for kinds that are typed or answered yes/no.
    public var options: [String]
    public var key: QuizKey
    /// Markdown, shown after answering.
    public var explain: String?
    /// Markdown, shown on request.
    public var hint: String?
    /// Markdown shown when the learner picks an option, keyed by the option.
    public var feedback: [String: String]
    /// What the question is about: the event of `happens`/`count`/`next`, the controller of `frame`, the
    /// claim of `claim`; `nil` otherwise.
    public var subject: String?
    /// `only:` of a `trace` quiz.
    public var filter: String?
    /// The window's real events (`A.viewWillAppear`), shown after answering.
    public var window: [String]
    /// The scenario and step the quiz is about, for display ("push-pop, step 3 (push B)").
    public var simulationName: String
    /// `nil` when the quiz is about the whole trace.
    public var step: QuizStep?

    public init(
        id: String, kind: String, prompt: String, options: [String], key: QuizKey, explain: String?,
        hint: String?, feedback: [String: String], subject: String?, filter: String?, window: [String],
        simulationName: String, step: QuizStep?
    ) {
        self.id = id
        self.kind = kind
        self.prompt = prompt
        self.options = options
        self.key = key
        self.explain = explain
        self.hint = hint
        self.feedback = feedback
        self.subject = subject
        self.filter = filter
        self.window = window
        self.simulationName = simulationName
        self.step = step
    }

    /// `step 3 (push B)`, in English: how instructors' exports and the editor name the step.
    public var stepDescription: String? { step?.description.english }
}

// Embedded Swift, which compiles the grader for the site, has no Codable; the native exports use it.
#if !hasFeature(Embedded)
extension PreparedQuiz: Codable {}
#endif

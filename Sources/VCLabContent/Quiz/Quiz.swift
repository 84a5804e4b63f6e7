import VCLabGrading
import VCLabSupport

/// A ```` ```quiz ```` block, parsed into typed values but not yet checked against the engine.
///
/// ``QuizChecker`` runs the scenario, checks the author's key and distractors, and produces a
/// ``PreparedQuiz``, which is what renderers show and graders grade.
public struct Quiz: Hashable, Sendable {
    /// Stable, unique across the content; progress is keyed by it. `nil` until `vclab check --fix` adds one.
    public var id: String?
    /// The scenario the quiz is about (a name in the lesson, or a shared `shared/…` path).
    public var simulationName: String
    /// `step:` — the step's text (`push B`) or its 1-based index; `nil` means the whole trace.
    public var step: StepSelector?
    public var kind: QuizKind
    /// Markdown source of the question.
    public var prompt: String
    /// The author's key, as written.
    public var answer: String
    /// The distractors, as written (comma-separated in the file).
    public var choices: [String]
    /// Markdown shown after answering.
    public var explain: String?
    /// Markdown shown on request before answering.
    public var hint: String?
    /// `feedback X: …` — Markdown shown when the learner picks X (keyed by X as written).
    public var feedback: [String: String]
    /// `event:` for `happens` and `count`.
    public var event: QuizEvent?
    /// `of:` for `frame`.
    public var frameOf: String?
    /// `claim:` for `claim`, as written (`A.viewDidLoad before B.viewDidLoad`).
    public var claim: String?
    /// `only:` for `trace`.
    public var filter: TraceFilter
    /// Where the block's opening fence is.
    public var location: SourceLocation
    /// Every line of the block, in order, for diagnostics and for `--fix`.
    public var fields: [QuizField]
    /// `inferred: yes` (a VCLab extension): the author knows the key rests on an ordering the engine marks
    /// `inferred`, so `vclab check` does not warn about it.
    public var isInferredOrderAcknowledged: Bool
    /// Where the block's lines are in the file, for `--fix` to insert an `id:` or `answer:` line; `nil` for a
    /// quiz that was not parsed from a file.
    public var layout: QuizBlockLayout?
    /// `tags:` (a VCLab extension), for question banks: every export carries them.
    public var tags: [String]
    /// `difficulty:` (a VCLab extension), for question banks: the exports that can carry it do.
    public var difficulty: QuizDifficulty?

    public enum StepSelector: Hashable, Sendable {
        case text(String)
        case index(Int)
    }

    public init(
        id: String?, simulationName: String, step: StepSelector?, kind: QuizKind, prompt: String, answer: String,
        choices: [String] = [], explain: String? = nil, hint: String? = nil, feedback: [String: String] = [:],
        event: QuizEvent? = nil, frameOf: String? = nil, claim: String? = nil, filter: TraceFilter = .all,
        location: SourceLocation, fields: [QuizField] = [], isInferredOrderAcknowledged: Bool = false,
        layout: QuizBlockLayout? = nil, tags: [String] = [], difficulty: QuizDifficulty? = nil
    ) {
        self.id = id
        self.simulationName = simulationName
        self.step = step
        self.kind = kind
        self.prompt = prompt
        self.answer = answer
        self.choices = choices
        self.explain = explain
        self.hint = hint
        self.feedback = feedback
        self.event = event
        self.frameOf = frameOf
        self.claim = claim
        self.filter = filter
        self.location = location
        self.fields = fields
        self.isInferredOrderAcknowledged = isInferredOrderAcknowledged
        self.layout = layout
        self.tags = tags
        self.difficulty = difficulty
    }

    public func field(_ key: String) -> QuizField? { fields.first { $0.key == key } }
}

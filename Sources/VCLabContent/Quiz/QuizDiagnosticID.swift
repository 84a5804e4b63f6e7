/// The stable identifiers of the diagnostics that ``LessonParser`` (for quiz blocks), ``QuizChecker`` and
/// ``CourseChecker`` report about quizzes. `docs/authoring.md` explains each one and how to fix it.
public enum QuizDiagnosticID {
    // MARK: - Syntax

    /// A line of a quiz block that is neither `key: value` nor an indented continuation.
    public static let malformedLine = "quiz.malformed-line"
    /// A key VCLab does not know, with a did-you-mean.
    public static let unknownField = "quiz.unknown-field"
    /// The same key twice in one quiz.
    public static let duplicateField = "quiz.duplicate-field"
    /// A required key is missing or empty: `sim`, `ask`, `prompt`, `answer`, and `event`, `of` or `claim`
    /// for the kinds that need them.
    public static let missingField = "quiz.missing-field"
    /// A key that the quiz's kind does not use, or feedback for no option (a warning).
    public static let unusedField = "quiz.unused-field"
    /// `ask:` names no known kind, with a did-you-mean.
    public static let unknownKind = "quiz.unknown-kind"
    /// A value of the wrong shape: `answer: maybe` for `happens`, `only: apperance`, an id with spaces, …
    public static let invalidValue = "quiz.invalid-value"

    // MARK: - Against the scenario

    /// `sim:` names no scenario of the lesson and no shared one.
    public static let unknownSimulation = "quiz.unknown-simulation"
    /// The shared scenario a quiz uses does not run, so the quiz cannot be checked.
    public static let simulationFailed = "quiz.simulation-failed"
    /// `step:` matches no step of the scenario.
    public static let unknownStep = "quiz.unknown-step"
    /// `step:` text matches several steps; the index picks one.
    public static let ambiguousStep = "quiz.ambiguous-step"
    /// An event that is not `Controller.callback`, or whose callback does not exist.
    public static let unknownEvent = "quiz.unknown-event"
    /// An event or `of:` names a controller the scenario does not have.
    public static let unknownController = "quiz.unknown-controller"
    /// The same event or controller twice among answer and choices.
    public static let duplicateOption = "quiz.duplicate-option"
    /// An `order` event that happens more than once in the window, so its place is not one place.
    public static let ambiguousEvent = "quiz.ambiguous-event"
    /// The trace cannot answer the question: `next X` where X never happens, the frame of a view that is not
    /// loaded, a `trace` of a window with nothing in it, a `first` where no option happens.
    public static let unanswerable = "quiz.unanswerable"
    /// The answer is not what the trace says.
    public static let wrongKey = "quiz.wrong-key"
    /// A choice is a right answer too.
    public static let trueDistractor = "quiz.true-distractor"
    /// The key rests on an ordering the engine marks `inferred`, and the quiz does not say `inferred: yes`
    /// (a warning).
    public static let inferredOrder = "quiz.inferred-order"
    /// A `count` quiz whose key counts layout passes UIKit may repeat or leave out (``Rule/passCountVaries``), a
    /// warning: the number holds in the trace but not on every device.
    public static let varyingPassCount = "quiz.varying-pass-count"

    /// A note: a quiz, or one of its options, that could not be held against the trace, and why (its scenario
    /// does not run; another option of the quiz is in error).
    public static let unchecked = "quiz.unchecked"

    // MARK: - Quality (warnings, from ``QuizQualityLinter``, on quizzes whose key holds)

    /// A `first`, `last` or `next` quiz with no distractor: the only option is the answer.
    public static let noDistractor = "quiz.no-distractor"
    /// A `which` or `loaded` quiz whose every option is right: ticking everything wins.
    public static let everyOptionRight = "quiz.every-option-right"
    /// A claim that compares an event with itself, or whose truth follows from the lifecycle alone
    /// (`A.viewWillAppear before A.viewDidAppear`), so the scenario does not decide it.
    public static let trivialClaim = "quiz.trivial-claim"
    /// The prompt contains its own answer: the right option and not the others, the events in order, the frame.
    public static let promptGivesAnswer = "quiz.prompt-gives-answer"
    /// The explanation or prompt names a wrong option and not the key (as after `--fix` changed the key), or
    /// a count other than the key.
    public static let textNamesOtherKey = "quiz.text-names-other-key"

    // MARK: - Across the course

    /// Two quizzes have the same id.
    public static let duplicateID = "quiz.duplicate-id"
    /// A quiz has no id (a warning); `vclab check --fix` writes one.
    public static let missingID = "quiz.missing-id"
}

/// The stable identifiers of what ``LessonParser/parse(path:bytes:translating:)`` and
/// ``TranslationComparison`` report about a translated lesson. `docs/authoring.md` explains each one.
public enum TranslationDiagnosticID {
    /// A file in a translation's folder with no lesson of the same name in the original course.
    public static let noOriginal = "translation.no-original"
    /// A translated quiz without an `id:`, which is how it names the original's quiz.
    public static let quizWithoutID = "translation.quiz-without-id"
    /// A translated quiz restates a key, a scenario or another setting that differs from the original's: a
    /// translation can never change what is right.
    public static let changedSetting = "translation.changed-setting"
    /// A ```` ```sim ```` block of a translation that holds a scenario: scenarios are shared with the
    /// original, never copied.
    public static let copiedSimulation = "translation.copied-simulation"
    /// A ```` ```sim ```` block of a translation that names no scenario of the original.
    public static let unknownSimulation = "translation.unknown-simulation"
    /// A translated quiz without its `prompt` or `explain` in the translation's language (a warning).
    public static let untranslatedText = "translation.untranslated-text"
    /// The front matter's `order` differs from the original's.
    public static let changedOrder = "translation.changed-order"
    /// The translation lacks one of the original's quizzes (a warning).
    public static let missingQuiz = "translation.missing-quiz"
    /// The translation has a quiz whose id the original lacks (a warning).
    public static let extraQuiz = "translation.extra-quiz"
    /// The translation lacks one of the original's sections (a warning).
    public static let missingSection = "translation.missing-section"
    /// The translation has a section the original lacks (a warning).
    public static let extraSection = "translation.extra-section"
    /// The original's lesson has no translation in a language other lessons are translated into (a warning).
    public static let missingLesson = "translation.missing-lesson"
}

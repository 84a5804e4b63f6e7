/// The stable identifiers of the diagnostics that ``LessonParser`` reports about a lesson file and its front
/// matter. `docs/authoring.md` explains each one and how to fix it.
public enum LessonDiagnosticID {
    /// The file is larger than ``LessonParser/maximumFileSize``.
    public static let tooLarge = "lesson.too-large"
    /// The file is not UTF-8, or holds a NUL byte.
    public static let invalidEncoding = "lesson.invalid-encoding"
    /// A fenced code block has no closing fence, so it swallows the rest of the lesson.
    public static let unterminatedFence = "lesson.unterminated-fence"
    /// ```` ```sim ```` without a name, or with a name that is not one word.
    public static let invalidSimulationName = "lesson.invalid-simulation-name"
    /// Two ```` ```sim ```` blocks of one lesson have the same name.
    public static let duplicateSimulation = "lesson.duplicate-simulation"
    /// The `compare:` line of a ```` ```sim ```` block lists something that is not a supported iOS version.
    public static let invalidCompare = "lesson.invalid-compare"
    /// A ```` ```sim ```` or ```` ```quiz ```` block inside a list or block quote, where it stays plain code
    /// (a warning).
    public static let nestedBlock = "lesson.nested-block"
    /// Words after ```` ```quiz ````, which mean nothing (a warning).
    public static let ignoredFenceInfo = "lesson.ignored-fence-info"
    /// A word after ```` ```swift ```` or ```` ```objc ```` that names no kind of code sample (a warning).
    public static let unknownSampleWord = "lesson.unknown-sample-word"
    /// A scenario of the lesson makes more callbacks than a page can show
    /// (``SimulationRunner/maximumCallbacks``).
    public static let simulationTooLong = "lesson.simulation-too-long"
    /// Text of the `vclab new lesson` template (``LessonTemplate/placeholders``) left in the lesson (a warning).
    public static let templateText = "lesson.template-text"
    /// A lesson named by number in prose ("lesson 3", "第3课") that is not a link to it (a warning).
    public static let unlinkedReference = "lesson.unlinked-reference"

    /// The lesson has no front matter, or its front matter has no `title`, or an empty one.
    public static let missingTitle = "front-matter.missing-title"
    /// The first line is `---` but no later line closes the front matter.
    public static let unterminatedFrontMatter = "front-matter.unterminated"
    /// A front matter line that is not `key: value`.
    public static let malformedFrontMatter = "front-matter.malformed-line"
    /// A front matter key VCLab does not know (a warning, with a did-you-mean).
    public static let unknownFrontMatterKey = "front-matter.unknown-key"
    /// A front matter key given twice; the last one wins (a warning).
    public static let duplicateFrontMatterKey = "front-matter.duplicate-key"
    /// `order` that is not a whole number.
    public static let invalidOrder = "front-matter.invalid-order"
}

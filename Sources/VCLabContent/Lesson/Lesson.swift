import VCLabMarkdown
import VCLabSupport

/// A lesson: one Markdown file under `Content/`, with its front matter, prose, scenarios and quizzes.
///
/// Both renderers (HTML and terminal) walk ``blocks``; quizzes and scenarios are resolved into
/// ``simulations`` and ``quizzes`` so that a renderer never parses anything.
public struct Lesson: Hashable, Sendable {
    /// The file's path as discovered (`Content/06-navigation.md`).
    public var path: String
    /// The file name without `.md`, used in URLs and on the command line (`06-navigation`).
    public var slug: String
    public var frontMatter: FrontMatter
    public var blocks: [LessonBlock]
    /// The lesson's own ```` ```sim ```` blocks in order, then the shared scenarios its quizzes use.
    public var simulations: [LessonSimulation]
    public var quizzes: [Quiz]
    /// The quiz blocks that could not be read into a ``Quiz``; they are shown as code, never as quizzes.
    public var incompleteQuizzes: [IncompleteQuiz]
    /// The language the lesson is written in; a translation has its original's slug, scenarios and keys.
    public var language: ContentLanguage = .original
    /// For a translation, one entry per heading of its own, in order: the plain text of the original's heading
    /// it translates, or `nil` for a section the original lacks (``TranslationComparison``). A translated
    /// heading takes the anchor its original has, so that a link to a section, and the language switch, land
    /// on the same section in both languages. `nil` for an original.
    public var originalHeadings: [String?]?
    /// Lessons its prose names by number without a link (``LessonMention``), which the check warns about.
    public var lessonMentions: [LessonMention] = []

    public init(
        path: String, slug: String, frontMatter: FrontMatter, blocks: [LessonBlock],
        simulations: [LessonSimulation], quizzes: [Quiz], incompleteQuizzes: [IncompleteQuiz] = []
    ) {
        self.path = path
        self.slug = slug
        self.frontMatter = frontMatter
        self.blocks = blocks
        self.simulations = simulations
        self.quizzes = quizzes
        self.incompleteQuizzes = incompleteQuizzes
    }

    /// Every quiz block of the lesson, complete or not: what a summary counts.
    public var quizBlockCount: Int { quizzes.count + incompleteQuizzes.count }

    public var title: String { frontMatter.title }

    /// Whether the lesson translates another (``language`` is not the original's).
    public var isTranslation: Bool { language != .original }

    /// The plain text of the lesson's headings, in order.
    public var headings: [String] {
        blocks.compactMap { block in
            guard case .markdown(let markdown) = block, case .heading(_, let inlines, _) = markdown else { return nil }
            return MarkdownDocument.plainText(of: inlines)
        }
    }

    public func simulation(named name: String) -> LessonSimulation? { simulations.first { $0.name == name } }
}

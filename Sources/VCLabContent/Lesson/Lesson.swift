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

    public func simulation(named name: String) -> LessonSimulation? { simulations.first { $0.name == name } }
}

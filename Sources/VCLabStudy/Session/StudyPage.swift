import VCLabContent
import VCLabGrading
import VCLabMarkdown

/// One screen of study mode: some of a lesson's blocks, ending at most at one scenario or quiz.
public struct StudyPage: Hashable, Sendable {
    /// What the learner can do at the end of the page.
    public enum Stop: Hashable, Sendable {
        /// Prose only.
        case prose
        /// A scenario to step through or play: its index in ``Lesson/simulations`` and how many callbacks
        /// its (first) run has.
        case simulation(index: Int, callbackCount: Int)
        /// A quiz to answer: its index in ``Lesson/quizzes``; `quiz` is `nil` when it failed its check.
        case quiz(index: Int, quiz: PreparedQuiz?)
    }

    /// Which lesson of the session the page belongs to.
    public var lessonIndex: Int
    /// The blocks of ``Lesson/blocks`` the page shows.
    public var blocks: Range<Int>
    /// The heading the page sits under, for the page's header line.
    public var section: String
    public var stop: Stop

    public init(lessonIndex: Int, blocks: Range<Int>, section: String, stop: Stop) {
        self.lessonIndex = lessonIndex
        self.blocks = blocks
        self.section = section
        self.stop = stop
    }

    /// The quiz to ask on this page, if it has one that passed its check.
    public var quiz: PreparedQuiz? {
        if case .quiz(_, let quiz) = stop { return quiz }
        return nil
    }

    /// Splits a lesson into pages: a new page starts at every heading of level 1 or 2, and after every
    /// scenario and quiz, so that each interactive block ends its page and the prose that leads to it sits
    /// above it.
    ///
    /// - Parameters:
    ///   - callbackCounts: parallel to ``Lesson/simulations``: the callbacks of each scenario's first run.
    ///   - quizzes: parallel to ``Lesson/quizzes``, as ``LessonEvaluation/preparedQuizzes``.
    public static func pages(
        of lesson: Lesson, lessonIndex: Int = 0, callbackCounts: [Int], quizzes: [PreparedQuiz?]
    ) -> [StudyPage] {
        var pages: [StudyPage] = []
        var start = 0
        var section = lesson.title
        var pageSection = section

        func close(at end: Int, stop: Stop) {
            guard end > start || stop != .prose else { return }
            pages.append(StudyPage(lessonIndex: lessonIndex, blocks: start..<end, section: pageSection, stop: stop))
            start = end
            pageSection = section
        }

        for (index, block) in lesson.blocks.enumerated() {
            switch block {
            case .markdown(.heading(let level, let inlines, _)) where level <= 2:
                close(at: index, stop: .prose)
                section = MarkdownDocument.plainText(of: inlines)
                pageSection = section
            case .markdown:
                break
            case .simulation(let simulation):
                let count = callbackCounts.indices.contains(simulation) ? callbackCounts[simulation] : 0
                close(at: index + 1, stop: .simulation(index: simulation, callbackCount: count))
            case .quiz(let quiz):
                let prepared = quizzes.indices.contains(quiz) ? quizzes[quiz] : nil
                close(at: index + 1, stop: .quiz(index: quiz, quiz: prepared))
            }
        }
        close(at: lesson.blocks.count, stop: .prose)
        if pages.isEmpty {
            pages.append(StudyPage(lessonIndex: lessonIndex, blocks: 0..<0, section: lesson.title, stop: .prose))
        }
        return pages
    }
}

import VCLabContent
import VCLabGrading
import VCLabMarkdown

/// One screen of study mode: some of a lesson's blocks, ending at most at one scenario or quiz.
public struct StudyPage: Hashable, Sendable {
    /// What the learner can do at the end of the page.
    public enum Stop: Hashable, Sendable {
        /// Prose only.
        case prose
        /// A scenario to step through or play: its index in ``Lesson/simulations``, how many callbacks each
        /// run shown has (one per `compare:` version, in the order listed), and which of those runs the
        /// lesson's quizzes are graded on (the scenario's own version), where stepping starts.
        case simulation(index: Int, callbackCounts: [Int], quizRun: Int)
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

    /// How many callbacks run `run` of the page's scenario has; 0 without a scenario.
    public func callbackCount(run: Int) -> Int {
        guard case .simulation(_, let counts, _) = stop, counts.indices.contains(run) else { return 0 }
        return counts[run]
    }

    /// How many versions the page's scenario can be stepped through on.
    public var runCount: Int {
        if case .simulation(_, let counts, _) = stop { return counts.count }
        return 0
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
    ///   - callbackCounts: parallel to ``Lesson/simulations``: the callbacks of each run shown.
    ///   - quizRuns: parallel to ``Lesson/simulations``: the run shown that quizzes are graded on.
    ///   - quizzes: parallel to ``Lesson/quizzes``, as ``LessonEvaluation/preparedQuizzes``.
    public static func pages(
        of lesson: Lesson, lessonIndex: Int = 0, callbackCounts: [[Int]], quizRuns: [Int] = [],
        quizzes: [PreparedQuiz?]
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
                let counts = callbackCounts.indices.contains(simulation) ? callbackCounts[simulation] : []
                let quizRun = quizRuns.indices.contains(simulation) ? quizRuns[simulation] : 0
                close(
                    at: index + 1,
                    stop: .simulation(
                        index: simulation, callbackCounts: counts.isEmpty ? [0] : counts,
                        quizRun: counts.indices.contains(quizRun) ? quizRun : 0))
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

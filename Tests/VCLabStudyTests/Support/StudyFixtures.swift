import VCLabContent
import VCLabGrading
import VCLabMarkdown
import VCLabSupport
import VCLabTestSupport

/// Quizzes and a lesson built by hand, one quiz of each shape of key.
enum StudyFixtures {
    /// `# heading`, prose, a sim, prose, a quiz, `## next`, prose, a quiz that failed its check.
    static func lesson() -> (Lesson, [PreparedQuiz?]) {
        let prose = MarkdownParser.parse("Intro.\n\n## Second\n\nMore.\n\n### Minor\n\nText.\n").blocks
        let blocks: [LessonBlock] = [
            .markdown(prose[0]), .simulation(0), .markdown(prose[0]), .quiz(0), .markdown(prose[1]),
            .markdown(prose[2]), .markdown(prose[3]), .markdown(prose[4]), .quiz(1), .markdown(prose[2]),
        ]
        let simulation = LessonSimulation(
            name: "s", source: "root A\nlaunch\n", location: SourceLocation(path: "l.md", line: 1, column: 1),
            firstSourceLine: 1)
        let lesson = Lesson(
            path: "Content/02-lesson.md", slug: "02-lesson", frontMatter: FrontMatter(title: "The lesson"),
            blocks: blocks, simulations: [simulation], quizzes: [])
        return (lesson, [QuizFixtures.order, nil])
    }

    static func lessonNamed(_ slug: String, title: String = "T") -> Lesson {
        Lesson(
            path: "Content/\(slug).md", slug: slug, frontMatter: FrontMatter(title: title), blocks: [],
            simulations: [], quizzes: [])
    }
}

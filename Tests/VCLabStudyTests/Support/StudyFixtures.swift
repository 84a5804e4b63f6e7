import VCLabContent
import VCLabMarkdown
import VCLabSupport

/// Quizzes and a lesson built by hand, one quiz of each shape of key.
enum StudyFixtures {
    static func quiz(
        _ id: String, kind: String, key: QuizKey, options: [String] = [], hint: String? = nil,
        feedback: [String: String] = [:]
    ) -> PreparedQuiz {
        PreparedQuiz(
            id: id, kind: kind, prompt: "?", options: options, key: key, explain: nil, hint: hint, feedback: feedback,
            subject: nil, filter: nil, window: [], simulationName: "s", stepDescription: nil)
    }

    static let order = quiz(
        "order", kind: "order",
        key: .sequence(["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]),
        options: ["B.viewDidAppear", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear"],
        hint: "Think of the animation.")
    static let first = quiz(
        "first", kind: "first", key: .single("B.viewDidLoad"), options: ["A.viewDidAppear", "B.viewDidLoad"],
        feedback: ["A.viewDidAppear": "It waits."])
    static let which = quiz(
        "which", kind: "which", key: .set(["A.viewDidLoad", "B.viewDidLoad"]),
        options: ["B.viewDidLoad", "C.viewDidLoad", "A.viewDidLoad"])
    static let loaded = quiz("loaded", kind: "loaded", key: .set(["A", "C"]), options: ["C", "B", "A"])
    static let happens = quiz("happens", kind: "happens", key: .boolean(false))
    static let claim = quiz("claim", kind: "claim", key: .boolean(true))
    static let count = quiz("count", kind: "count", key: .number(2))
    static let frame = quiz("frame", kind: "frame", key: .frame([0, 64, 320, 416]))
    static let trace = quiz(
        "trace", kind: "trace", key: .sequence(["B.viewWillDisappear", "A.viewWillAppear", "B.deinit"]))

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
        return (lesson, [order, nil])
    }

    static func lessonNamed(_ slug: String, title: String = "T") -> Lesson {
        Lesson(
            path: "Content/\(slug).md", slug: slug, frontMatter: FrontMatter(title: title), blocks: [],
            simulations: [], quizzes: [])
    }
}

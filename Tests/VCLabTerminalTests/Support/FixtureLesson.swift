import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

/// A lesson built by hand from Markdown, scenarios run by the engine and quizzes prepared by hand, so the
/// renderer is tested without the lesson parser.
enum FixtureLesson {
    static let markdown = """
        Every controller hears its **own** callbacks; *when* it hears them is the lesson. Call `super` first.
        See [Apple's guide](https://developer.apple.com/documentation/uikit/uiviewcontroller) and
        <https://example.com/vclab>.

        ## 画面の表示

        ビューコントローラはビューを必要になったときに読み込みます。これは遅延読み込みと呼ばれます。

        > A block quote with a list:
        >
        > - one `loadView` per controller
        > - nested:
        >   1. first
        >   2. second

        ```swift
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)  // always call super
            let title = "Hello"; count += 1
        }
        ```

        ```objc
        #import <UIKit/UIKit.h>
        - (void)viewDidLoad {
            [super viewDidLoad]; // first
            self.title = @"Hi";
        }
        ```

        ```sim push-pop
        ```

        ---

        Hostile text: \u{1B}]0;pwned\u{07} and \u{1B}[2J stays visible. A [bad link](https://evil.example/\u{1B}x).

        ![A diagram](diagram.png)

        ```sim rotation
        ```

        ```quiz
        ```

        ```quiz
        ```

        ```quiz
        ```
        """

    static let pushPop = """
        root nav(A)
        launch
        push B
        pop
        """

    static let rotation = """
        root A
        launch
        present B fullScreen
        """

    static func evaluation() -> LessonEvaluation {
        let document = MarkdownParser.parse(markdown)
        var blocks: [LessonBlock] = []
        var simulations: [LessonSimulation] = []
        var runs: [[LessonEvaluation.SimulationRun]] = []
        var quizCount = 0
        let location = SourceLocation(path: "Content/01-fixture.md", line: 1, column: 1)
        for block in document.blocks {
            guard case .codeBlock(let info, _, _, _) = block, info.hasPrefix("sim") || info == "quiz" else {
                blocks.append(.markdown(block))
                continue
            }
            if info == "quiz" {
                blocks.append(.quiz(quizCount))
                quizCount += 1
                continue
            }
            let name = String(info.dropFirst(4))
            let source = name == "push-pop" ? pushPop : rotation
            let versions = name == "push-pop" ? [IOSVersion(17)] : [IOSVersion(5), IOSVersion(13), IOSVersion(17)]
            blocks.append(.simulation(simulations.count))
            simulations.append(
                LessonSimulation(
                    name: name, source: source, comparedVersions: versions.count > 1 ? versions : [],
                    location: location, firstSourceLine: 1))
            runs.append(
                versions.map { version in
                    let run = LifecycleEngine.run(source: "ios \(version)\n" + source, path: "fixture.sim")
                    return LessonEvaluation.SimulationRun(version: version, trace: run.trace!)
                })
        }
        let lesson = Lesson(
            path: "Content/01-fixture.md", slug: "01-fixture",
            frontMatter: FrontMatter(title: "The fixture lesson", order: 1, summary: "Everything a page can hold."),
            blocks: blocks, simulations: simulations, quizzes: [])
        return LessonEvaluation(
            lesson: lesson, simulationRuns: runs, preparedQuizzes: [orderQuiz, traceQuiz, nil], diagnostics: [])
    }

    static let orderQuiz = PreparedQuiz(
        id: "fixture-order", kind: "order",
        prompt: "Put these in the order UIKit makes them when *B* is pushed.",
        options: ["B.viewDidAppear", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear"],
        key: .sequence(["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]),
        explain: "Both *will* callbacks come before the animation.", hint: "Think of the animation.",
        feedback: ["A.viewDidDisappear": "That one waits for the animation."], subject: nil, filter: nil,
        window: [
            "B.init(nibName:bundle:)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "A.viewDidDisappear", "B.viewDidAppear",
        ], simulationName: "push-pop", step: QuizStep(index: 2, text: "push B"))

    static let traceQuiz = PreparedQuiz(
        id: "fixture-trace", kind: "trace", prompt: "Type the appearance callbacks of the pop.",
        options: [],
        key: .sequence(["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"]),
        explain: nil, hint: nil, feedback: [:], subject: nil, filter: "appearance",
        window: ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear", "B.deinit"],
        simulationName: "push-pop", step: QuizStep(index: 3, text: "pop"))
}

import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabMarkdown
import VCLabSupport

/// Lessons built by hand from the model (no lesson parser involved), with keys computed from the engine's
/// traces, so the site's tests depend only on the types the renderers take.
enum FixtureCourse {
    static let pushPop = "root nav(A)\nlaunch\npush B\npop\n"

    /// Two lessons: the first has prose, code, a compared scenario and one quiz of every kind; the second is
    /// short and links back.
    static func evaluations() -> [LessonEvaluation] {
        [firstLesson(), secondLesson()]
    }

    static func run(_ source: String, ios: Int? = nil) -> Trace {
        let text = ios.map { "ios \($0)\n" + source } ?? source
        guard let trace = LifecycleEngine.run(source: text, path: "fixture.sim").trace else {
            fatalError("fixture scenario does not run: \(source)")
        }
        return trace
    }

    static func markdown(_ text: String) -> [LessonBlock] {
        MarkdownParser.parse(text).blocks.map(LessonBlock.markdown)
    }

    static let location = SourceLocation(path: "Content/01-push.md", line: 1, column: 1)

    static func firstLesson() -> LessonEvaluation {
        let simulation = LessonSimulation(
            name: "push-pop", source: pushPop, comparedVersions: [IOSVersion(6), IOSVersion(17)],
            location: SourceLocation(path: "Content/01-push.md", line: 20, column: 1), firstSourceLine: 21)
        let runs = [
            LessonEvaluation.SimulationRun(version: IOSVersion(17), trace: run(pushPop, ios: 17)),
            LessonEvaluation.SimulationRun(version: IOSVersion(6), trace: run(pushPop, ios: 6)),
            LessonEvaluation.SimulationRun(version: IOSVersion(17), trace: run(pushPop, ios: 17)),
        ]
        let trace = runs[0].trace
        let quizzes = allKinds(trace: trace)
        var blocks = markdown(
            """
            # Pushing and popping

            A navigation controller keeps a *stack*. See [the other lesson](02-other.md#details) and
            [its summary](02-other.md), or jump to [the quizzes](#questions).

            ## Pushing a controller

            ```swift
            // Push B and watch the callbacks.
            let b = B(nibName: nil, bundle: nil)
            navigationController?.pushViewController(b, animated: true)
            ```

            ```objc
            #import <UIKit/UIKit.h>
            [self.navigationController pushViewController:b animated:YES]; // @"push"
            ```

            - one item
            - two items

            """)
        blocks.append(.simulation(0))
        blocks += markdown("## Questions\n\nEvery kind of question, in the order of the spec.\n")
        blocks += quizzes.indices.map(LessonBlock.quiz)
        let lesson = Lesson(
            path: "Content/01-push.md", slug: "01-push",
            frontMatter: FrontMatter(
                title: "Pushing and popping", order: 1, summary: "What A and B hear when B is pushed and popped."),
            blocks: blocks, simulations: [simulation], quizzes: quizzes.map(\.quiz))
        return LessonEvaluation(
            lesson: lesson, simulationRuns: [runs], preparedQuizzes: quizzes.map(\.prepared), diagnostics: [])
    }

    static func secondLesson() -> LessonEvaluation {
        let lesson = Lesson(
            path: "Content/02-other.md", slug: "02-other",
            frontMatter: FrontMatter(title: "The other lesson", order: 2, summary: "Short, with a link back."),
            blocks: markdown(
                "Back to [pushing](01-push.md#pushing-a-controller).\n\n## Details\n\n> A quote.\n\n1. one\n2. two\n"),
            simulations: [], quizzes: [])
        return LessonEvaluation(lesson: lesson, simulationRuns: [], preparedQuizzes: [], diagnostics: [])
    }

    // MARK: - Quizzes

    struct Pair {
        var quiz: Quiz
        var prepared: PreparedQuiz
    }

    /// One quiz of each kind about step 2 (`push B`) of `trace`, keys computed from the trace.
    static func allKinds(trace: Trace) -> [Pair] {
        let window = trace.events(ofStep: 2).map(\.qualifiedName)
        let appearance = trace.events(ofStep: 2).filter { $0.callback.family == .appearance }.map(\.qualifiedName)
        let state = trace.states[1]
        let loaded = state.controllers.filter(\.isViewLoaded).map(\.name).sorted()
        let frame = state.controller(named: "B")?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let order = Array(appearance.prefix(4))
        let absent = "A.viewDidUnload"
        let after = window[window.firstIndex(of: "B.viewDidLoad")! + 1]

        func make(
            _ id: String, _ kind: String, _ prompt: String, options: [String] = [], key: QuizKey,
            subject: String? = nil, feedback: [String: String] = [:], hint: String? = nil, filter: String? = nil
        ) -> Pair {
            let prepared = PreparedQuiz(
                id: id, kind: kind, prompt: prompt, options: options, key: key,
                explain: "Because the *engine* says so.", hint: hint, feedback: feedback, subject: subject,
                filter: filter, window: window, simulationName: "push-pop", step: QuizStep(index: 2, text: "push B"))
            let quiz = Quiz(
                id: id, simulationName: "push-pop", step: .text("push B"), kind: quizKind(kind), prompt: prompt,
                answer: "", location: location)
            return Pair(quiz: quiz, prepared: prepared)
        }

        return [
            make(
                "fx-order", "order", "Put these in the order UIKit makes them.", options: order.reversed(),
                key: .sequence(order), hint: "The *will* callbacks come first."),
            make(
                "fx-first", "first", "Which comes first?", options: [order[2], order[0], order[1]],
                key: .single(order[0]), feedback: [order[2]: "That one waits for the animation."]),
            make(
                "fx-last", "last", "Which comes last?", options: [order[0], order[3], order[1]],
                key: .single(order[3])),
            make(
                "fx-next", "next", "What comes right after `B.viewDidLoad`?",
                options: ["A.viewWillDisappear", after], key: .single(after), subject: "B.viewDidLoad"),
            make(
                "fx-happens", "happens", "Does A get `viewWillDisappear`?", key: .boolean(true),
                subject: "A.viewWillDisappear"),
            make("fx-count", "count", "How often does B load its view?", key: .number(1), subject: "B.viewDidLoad"),
            make(
                "fx-which", "which", "Which of these happen?",
                options: [absent, "B.viewDidLoad", "A.viewWillDisappear"],
                key: .set(["A.viewWillDisappear", "B.viewDidLoad"]), feedback: [absent: "Only memory warnings unload."]),
            make(
                "fx-loaded", "loaded", "Whose view is loaded after the push?", options: ["A", "B", "nav1"],
                key: .set(loaded)),
            make(
                "fx-frame", "frame", "What is B's frame after the push?",
                key: .frame([frame.x, frame.y, frame.width, frame.height]), subject: "B"),
            make(
                "fx-claim", "claim", "True or false: A.viewDidLoad before B.viewDidLoad.", key: .boolean(true),
                subject: "A.viewDidLoad before B.viewDidLoad"),
            make(
                "fx-trace", "trace", "Write the appearance callbacks of the push.", key: .sequence(appearance),
                filter: "appearance"),
        ]
    }

    static func quizKind(_ keyword: String) -> QuizKind {
        switch keyword {
        case "order": .order
        case "first": .first
        case "last": .last
        case "next": .next(QuizEvent(controller: "B", callback: .viewDidLoad))
        case "happens": .happens
        case "count": .count
        case "which": .which
        case "loaded": .loaded
        case "frame": .frame
        case "claim": .claim
        default: .trace
        }
    }
}

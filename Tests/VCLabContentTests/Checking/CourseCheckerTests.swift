import Testing
import VCLabContent
import VCLabEngine
import VCLabSupport
import VCLabTestSupport

@Suite struct CourseCheckerTests {
    @Test func goodFixtureChecksCleanAndPreparesEveryQuiz() throws {
        let report = CourseChecker.check(files: try Fixtures.course("good"))
        #expect(report.diagnostics == [], "\(report.diagnostics.map(\.description))")
        #expect(report.lessonCount == 2)
        #expect(report.quizCount == 12)
        #expect(report.edits.isEmpty)
        for evaluation in report.evaluations {
            #expect(evaluation.preparedQuizzes.count == evaluation.lesson.quizzes.count)
            #expect(evaluation.preparedQuizzes.allSatisfy { $0 != nil })
            #expect(evaluation.simulationRuns.count == evaluation.lesson.simulations.count)
        }
        let kinds = report.evaluations.flatMap { $0.preparedQuizzes.compactMap { $0?.kind } }
        #expect(Set(kinds) == Set(QuizKind.keywords))
    }

    @Test func brokenFixtureReportsEveryProblemAtItsLine() throws {
        let report = CourseChecker.check(files: try Fixtures.course("broken"))
        try expectGolden(report.diagnostics.map(\.description).joined(separator: "\n") + "\n", named: "broken.txt")
        #expect(report.evaluations.first?.preparedQuizzes.allSatisfy { $0 == nil } == true)
    }

    @Test func compareRunsTheOwnVersionFirstThenEachListedOne() throws {
        let text = """
            ---
            title: T
            ---

            ```sim modal
            compare: 6, 17, 13
            ios 12
            root A
            launch
            present B
            ```
            """
        let report = LessonSource.check(text)
        #expect(report.diagnostics == [])
        let runs = try #require(report.evaluations.first?.simulationRuns.first)
        #expect(runs.map(\.version) == [IOSVersion(12), IOSVersion(6), IOSVersion(17), IOSVersion(13)])
        #expect(runs.map(\.trace.ios) == runs.map(\.version))
        // A page sheet on iOS 13 and later leaves A on screen; a full-screen modal before that does not.
        let disappears = runs.map { $0.trace.events.contains { $0.qualifiedName == "A.viewDidDisappear" } }
        #expect(disappears == [true, true, false, false])
    }

    @Test func compareFailuresBelongToTheirVersion() {
        let marked = MarkedText(
            """
            ---
            title: T
            ---

            ```sim sheet
            compare: 6
            root A
            launch
            present B pageSheet
            1️⃣swipe down
            ```
            """)
        let report = LessonSource.check(marked.text)
        let position = marked.position(of: "1️⃣")
        let diagnostic = report.diagnostics.first { $0.location.line == position.line }
        #expect(diagnostic?.message.hasPrefix("on iOS 6.0 (compare): ") == true, "\(report.diagnostics)")
        #expect(diagnostic?.notes.first?.location.line == 6)
    }

    @Test func selectionChecksOnlyTheNamedLessonsButComparesIDsWithAll() {
        let quiz = "```quiz\nid: same\nsim: nav\nask: happens\nevent: B.deinit\nprompt: p\nanswer: yes\n```"
        let first = LessonSource.file(LessonSource.lesson(quiz), path: "a.md")
        let second = LessonSource.file(LessonSource.lesson(quiz), path: "b.md")
        let broken = LessonSource.file("no front matter\n", path: "c.md")
        let report = CourseChecker.check(files: [first, second, broken], selecting: ["b.md"])
        #expect(report.evaluations.map(\.lesson.path) == ["b.md"])
        #expect(report.lessonCount == 1)
        #expect(report.diagnostics.map(\.id) == ["quiz.duplicate-id"])
        #expect(report.evaluations[0].preparedQuizzes == [nil])
    }

    @Test func resultsDoNotDependOnScheduling() {
        let files = (1...40).map { number in
            LessonSource.file(
                LessonSource.lesson(
                    "```quiz\nid: q\(number)\nsim: nav\nask: count\nevent: A.viewWillAppear\nprompt: p\nanswer: \(number % 3)\n```"
                ), path: "l\(number).md")
        }
        let first = CourseChecker.check(files: files)
        #expect(first == CourseChecker.check(files: files))
        #expect(first.errorCount == 27)
        #expect(first.evaluations.map(\.lesson.path) == files.map(\.path).sorted())
    }

    @Test func evaluationDiagnosticsBelongToTheirLesson() throws {
        let report = CourseChecker.check(files: try Fixtures.course("broken") + Fixtures.course("good"))
        for evaluation in report.evaluations {
            #expect(evaluation.diagnostics.allSatisfy { $0.location.path == evaluation.lesson.path })
        }
    }
}

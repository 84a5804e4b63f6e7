import Testing
import VCLabContent
import VCLabSupport

@Suite struct CourseLoaderTests {
    static func file(_ relative: String, _ text: String) -> SourceFile {
        SourceFile(path: "Content/" + relative, relativePath: relative, bytes: Array(text.utf8))
    }

    @Test func ordersLessonsByOrderThenFileName() {
        let course = CourseLoader.load([
            Self.file("b.md", "---\ntitle: B\n---\n"),
            Self.file("z.md", "---\ntitle: Z\norder: 1\n---\n"),
            Self.file("part/a.md", "---\ntitle: A\n---\n"),
            Self.file("y.md", "---\ntitle: Y\norder: 2\n---\n"),
            Self.file("README.md", "# Not a lesson\n"),
        ])
        #expect(course.lessons.map(\.title) == ["Z", "Y", "A", "B"])
        #expect(course.diagnostics == [])
    }

    @Test func sharedScenariosJoinTheLessonsThatUseThem() throws {
        let course = CourseLoader.load([
            Self.file("shared/memory-warning.sim", "root nav(A)\nlaunch\nmemory warning\n"),
            Self.file("shared/unused.sim", "root A\nlaunch\n"),
            Self.file(
                "01-memory.md",
                "---\ntitle: M\n---\n\n```quiz\nid: q\nsim: shared/memory-warning\nask: count\nevent: A.didReceiveMemoryWarning\nprompt: p\nanswer: 1\n```\n"
            ),
        ])
        #expect(course.sharedSimulations.map(\.name) == ["shared/memory-warning", "shared/unused"])
        let lesson = try #require(course.lessons.first)
        #expect(lesson.simulations.map(\.name) == ["shared/memory-warning"])
        #expect(lesson.simulations.first?.isShared == true)
        #expect(
            lesson.simulations.first?.location
                == SourceLocation(path: "Content/shared/memory-warning.sim", line: 1, column: 1))
        let report = CourseChecker.check(course)
        #expect(report.diagnostics == [])
        #expect(report.evaluations.first?.simulationRuns.first?.first?.trace.steps.count == 2)
    }

    @Test func pathsUnderContentNameSharedScenarios() {
        let file = SourceFile(path: "Content/shared/x.sim", bytes: [])
        #expect(file.relativePath == "shared/x.sim")
        #expect(SourceFile(path: "lessons/a.md", bytes: []).relativePath == "lessons/a.md")
    }

    @Test func duplicateSlugs() {
        let course = CourseLoader.load([
            Self.file("a/intro.md", "---\ntitle: A\n---\n"),
            Self.file("b/intro.md", "---\ntitle: B\n---\n"),
        ])
        #expect(course.diagnostics.map(\.id) == ["course.duplicate-slug"])
        #expect(course.diagnostics.first?.location.path == "Content/b/intro.md")
    }

    @Test func unreadableLessonsAreCountedAndReported() {
        let course = CourseLoader.load([SourceFile(path: "x.md", relativePath: "x.md", bytes: [0xFF])])
        #expect(course.lessons.isEmpty)
        #expect(course.unreadableLessonPaths == ["x.md"])
        let report = CourseChecker.check(course)
        #expect(report.lessonCount == 1)
        #expect(report.diagnostics.map(\.id) == ["lesson.invalid-encoding"])
    }

    @Test func sharedScenarioBytesThatAreNotUTF8() {
        let course = CourseLoader.load([
            SourceFile(path: "Content/shared/x.sim", relativePath: "shared/x.sim", bytes: [0x72, 0xFF])
        ])
        #expect(course.sharedSimulations.isEmpty)
        #expect(course.diagnostics.map(\.id) == ["scenario.invalid-encoding"])
        #expect(CourseChecker.check(course).diagnostics.map(\.id) == ["scenario.invalid-encoding"])
    }
}

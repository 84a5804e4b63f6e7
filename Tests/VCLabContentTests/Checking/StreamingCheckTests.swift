import Synchronization
import Testing
import VCLabContent
import VCLabSupport

/// `vclab build` checks a course a batch of lessons at a time from outlines; it must find exactly what the
/// whole-course check finds.
@Suite struct StreamingCheckTests {
    /// A course with something of everything: quizzes without ids (ids made across lessons), a shared
    /// scenario, a lesson with errors, one that is not text, two lessons with the same slug, lessons without
    /// an order.
    static let files: [SourceFile] = [
        lesson(
            "Content/01-push.md", order: 1,
            body: """
                ```sim push
                root nav(A)
                launch
                push B
                ```

                ```quiz
                sim: push
                ask: first
                prompt: Which comes first?
                choices: A.viewWillDisappear
                answer: B.viewDidLoad
                ```

                ```quiz
                sim: shared/memory
                ask: count
                event: A.didReceiveMemoryWarning
                prompt: How often?
                answer: 1
                ```
                """),
        lesson(
            "Content/02-broken.md", order: 2,
            body: """
                ```quiz
                sim: nowhere
                ask: count
                event: A.viewDidLoad
                prompt: How often?
                answer: 1
                ```
                """),
        lesson("Content/intro.md", order: nil, body: "Just prose with &amp; an entity."),
        lesson("Content/more/intro.md", order: nil, body: "The same slug in another folder."),
        SourceFile(path: "Content/03-binary.md", relativePath: "03-binary.md", bytes: [0x2D, 0x00, 0xFF]),
        SourceFile(
            path: "Content/shared/memory.sim", relativePath: "shared/memory.sim",
            bytes: Array("root A\nlaunch\nmemory warning\n".utf8)),
    ]

    static func lesson(_ path: String, order: Int?, body: String) -> SourceFile {
        let orderLine = order.map { "order: \($0)\n" } ?? ""
        let text = "---\ntitle: \(path)\n\(orderLine)---\n\n" + body + "\n"
        return SourceFile(path: path, relativePath: String(path.dropFirst("Content/".count)), bytes: Array(text.utf8))
    }

    static func outline(_ files: [SourceFile]) -> CourseOutline {
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        return CourseOutline(
            lessonPaths: files.filter(\.isLesson).map(\.path), sharedFiles: files.filter(\.isScenario),
            reading: { contents[$0] })
    }

    static func streamed(
        _ files: [SourceFile], batchSize: Int, changing reread: [String: [UInt8]] = [:]
    ) -> (evaluations: [LessonEvaluation], diagnostics: [Diagnostic]) {
        var contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        let outline = outline(files)
        contents.merge(reread) { $1 }
        let reading = contents
        var evaluations: [LessonEvaluation] = []
        var indices: [Int] = []
        let diagnostics = CourseChecker.check(
            outline, batchSize: batchSize, reading: { reading[$0] }, transform: { ($0, $1) },
            consume: { index, output in
                indices.append(index)
                evaluations.append(output.1)
                #expect(output.0 == index)
            })
        #expect(indices == indices.sorted(), "lessons must be handed over in reading order")
        return (evaluations, diagnostics)
    }

    /// The lessons are, in reading order: 01-push (clean), 02-broken (errors), intro (clean), more/intro (an
    /// error: its slug is taken).
    @Test(arguments: [
        (1, ["Content/01-push.md"]), (2, ["Content/01-push.md"]), (64, ["Content/01-push.md", "Content/intro.md"]),
    ])
    func findsWhatTheWholeCourseCheckFinds(batchSize: Int, handedOver: [String]) {
        let whole = CourseChecker.check(files: Self.files)
        let streamed = Self.streamed(Self.files, batchSize: batchSize)
        #expect(streamed.diagnostics == whole.diagnostics)
        #expect(Set(whole.diagnostics.map(\.id)).isSuperset(of: ["course.duplicate-slug", "lesson.invalid-encoding"]))
        // Only lessons without errors are handed over, none after the batch with the first error.
        #expect(streamed.evaluations.map(\.lesson.path) == handedOver)
        #expect(streamed.evaluations == whole.evaluations.filter { handedOver.contains($0.lesson.path) })
        #expect(whole.evaluations.first?.preparedQuizzes.map { $0?.id } == ["01-push-first-1", "01-push-count-1"])
    }

    @Test func aCleanCourseHandsOverEveryLessonAsTheWholeCheckEvaluatesIt() {
        let clean = [Self.files[0], Self.files[2], Self.files[5]]
        let whole = CourseChecker.check(files: clean)
        let streamed = Self.streamed(clean, batchSize: 1)
        #expect(streamed.diagnostics == whole.diagnostics)
        #expect(streamed.evaluations == whole.evaluations)
        #expect(streamed.evaluations.map(\.lesson.path) == ["Content/01-push.md", "Content/intro.md"])
    }

    @Test func theOutlineKeepsReadingOrderAndNoText() {
        let outline = Self.outline(Self.files)
        #expect(
            outline.lessons.map(\.path) == [
                "Content/01-push.md", "Content/02-broken.md", "Content/intro.md", "Content/more/intro.md",
            ])
        #expect(outline.sharedSimulations.map(\.name) == ["shared/memory"])
        #expect(outline.diagnostics.map(\.id).sorted() == ["course.duplicate-slug", "lesson.invalid-encoding"])
    }

    @Test func aLessonThatChangesBetweenTheTwoReadsIsAnError() {
        let text = String(decoding: Self.files[0].bytes, as: UTF8.self)
        let retitled = Array(text.replacing("title: Content/01-push.md", with: "title: Renamed").utf8)
        let streamed = Self.streamed(
            [Self.files[0], Self.files[5]], batchSize: 4, changing: ["Content/01-push.md": retitled])
        #expect(streamed.evaluations.isEmpty)
        #expect(streamed.diagnostics.map(\.id) == ["course.changed-during-build"])
        #expect(streamed.diagnostics.first?.location.path == "Content/01-push.md")
    }

    @Test func aLessonThatCannotBeReadTheSecondTimeIsReported() {
        let outline = Self.outline([Self.files[0], Self.files[5]])
        let reads = Mutex(0)
        let diagnostics = CourseChecker.check(
            outline,
            reading: { _ in
                reads.withLock { $0 += 1 }
                return nil
            }, transform: { $1 }, consume: { _, _ in Issue.record("nothing can be handed over") })
        #expect(diagnostics.map(\.id) == ["course.unreadable-file"])
        #expect(reads.withLock { $0 } == 1)
    }
}

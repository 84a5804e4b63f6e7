import VCLabEngine
import VCLabSupport

/// Builds a ``Course`` from the files of a content directory.
///
/// The loader is pure: the command line walks the directory and reads the files. Every `.md` file is a
/// lesson (a `README.md` is not), every `.sim` file a shared scenario named by its path under the content
/// directory without the extension (`shared/memory-warning`). A lesson whose quizzes use a shared scenario
/// gets it appended to ``Lesson/simulations`` with `isShared` set, in the order of first use.
public enum CourseLoader {
    public static func load(_ files: [SourceFile]) -> Course {
        var diagnostics: [Diagnostic] = []
        var shared: [LessonSimulation] = []
        for file in files where file.isScenario {
            guard let source = String(validating: file.bytes, as: UTF8.self) else {
                // The engine explains what is wrong with the bytes, with a location.
                diagnostics += LifecycleEngine.run(bytes: file.bytes, path: file.path).diagnostics
                continue
            }
            shared.append(
                LessonSimulation(
                    name: String(file.relativePath.dropLast(".sim".count)), source: source,
                    location: SourceLocation(path: file.path, line: 1, column: 1), firstSourceLine: 1, isShared: true))
        }
        let lessonFiles = files.filter(\.isLesson)
        let parsed = lessonFiles.parallelMap { LessonParser.parse(path: $0.path, bytes: $0.bytes) }
        var lessons: [Lesson] = []
        var unreadable: [String] = []
        for (file, result) in zip(lessonFiles, parsed) {
            diagnostics += result.diagnostics
            if let lesson = result.lesson { lessons.append(lesson) } else { unreadable.append(file.path) }
        }
        lessons.sort(by: readingOrder)
        diagnostics += duplicateSlugs(in: lessons)
        let sharedByName = Dictionary(shared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for index in lessons.indices {
            for quiz in lessons[index].quizzes where lessons[index].simulation(named: quiz.simulationName) == nil {
                if let simulation = sharedByName[quiz.simulationName] { lessons[index].simulations.append(simulation) }
            }
        }
        return Course(
            lessons: lessons, sharedSimulations: shared.sorted { $0.name < $1.name }, diagnostics: diagnostics,
            unreadableLessonPaths: unreadable)
    }

    /// By `order`, lessons without one last, then by file name, then by path.
    static func readingOrder(_ first: Lesson, _ second: Lesson) -> Bool {
        let firstKey = (first.frontMatter.order == nil ? 1 : 0, first.frontMatter.order ?? 0, fileName(first.path))
        let secondKey = (second.frontMatter.order == nil ? 1 : 0, second.frontMatter.order ?? 0, fileName(second.path))
        if firstKey != secondKey { return firstKey < secondKey }
        return first.path < second.path
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func duplicateSlugs(in lessons: [Lesson]) -> [Diagnostic] {
        var first: [String: Lesson] = [:]
        var diagnostics: [Diagnostic] = []
        for lesson in lessons {
            guard let previous = first[lesson.slug] else {
                first[lesson.slug] = lesson
                continue
            }
            diagnostics.append(
                Diagnostic(
                    id: CourseDiagnosticID.duplicateSlug,
                    location: SourceLocation(path: lesson.path, line: 1, column: 1),
                    message: "another lesson is also called '\(lesson.slug)', and lessons are addressed by file name",
                    fixIt: "rename one of the files",
                    notes: [
                        Diagnostic.Note(
                            location: SourceLocation(path: previous.path, line: 1, column: 1),
                            message: "the other lesson")
                    ]))
        }
        return diagnostics
    }
}

import VCLabEngine
import VCLabSupport

/// Every lesson of a course as an outline, in reading order, with the shared scenarios: everything checking
/// one lesson needs from the rest of the course.
///
/// ``CourseLoader`` builds a whole ``Course`` on it; `vclab build` keeps only this while it checks and renders
/// the lessons a batch at a time, so its memory does not grow with the size of the lessons.
public struct CourseOutline: Hashable, Sendable {
    /// In reading order (``LessonOutline/readingOrder(_:_:)``).
    public var lessons: [LessonOutline]
    /// Every `.sim` file that is text, named by its path under the content directory without the extension,
    /// sorted by name.
    public var sharedSimulations: [LessonSimulation]
    /// Problems of the course as a whole: lessons that share a slug, scenario files that are not text.
    public var diagnostics: [Diagnostic]

    public init(lessons: [LessonOutline], sharedFiles: [SourceFile]) {
        var diagnostics: [Diagnostic] = []
        var shared: [LessonSimulation] = []
        for file in sharedFiles where file.isScenario {
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
        self.lessons = lessons.sorted(by: LessonOutline.readingOrder)
        sharedSimulations = shared.sorted { $0.name < $1.name }
        self.diagnostics = diagnostics + Self.duplicateSlugs(in: self.lessons)
    }

    /// Reads and outlines the lessons at `lessonPaths` in parallel, keeping none of their text.
    ///
    /// - Parameter read: the bytes of a file, or `nil` when it cannot be read; the caller does the I/O.
    public init(
        lessonPaths: [String], sharedFiles: [SourceFile], reading read: @escaping @Sendable (String) -> [UInt8]?
    ) {
        let outlines = lessonPaths.parallelMap { path -> (LessonOutline?, [Diagnostic]) in
            guard let bytes = read(path) else { return (nil, [Self.unreadableFile(path)]) }
            if let outline = LessonParser.outline(path: path, bytes: bytes) { return (outline, []) }
            // Not text: the parser stops at the first check and says why.
            return (nil, LessonParser.parse(path: path, bytes: bytes).diagnostics)
        }
        self.init(lessons: outlines.compactMap(\.0), sharedFiles: sharedFiles)
        diagnostics += outlines.flatMap(\.1)
    }

    /// `course.unreadable-file` for the file at `path`.
    public static func unreadableFile(_ path: String) -> Diagnostic {
        Diagnostic(
            id: CourseDiagnosticID.unreadableFile, location: SourceLocation(path: path, line: 1, column: 1),
            message: "the file cannot be read")
    }

    /// Appends to `lesson.simulations` the shared scenarios its quizzes use that it does not define, in the
    /// order of first use; a lesson that has them already is left as it is.
    public func attachSharedSimulations(to lesson: inout Lesson) {
        for quiz in lesson.quizzes where lesson.simulation(named: quiz.simulationName) == nil {
            if let simulation = sharedSimulation(named: quiz.simulationName) { lesson.simulations.append(simulation) }
        }
    }

    public func sharedSimulation(named name: String) -> LessonSimulation? {
        sharedSimulations.first { $0.name == name }
    }

    private static func duplicateSlugs(in lessons: [LessonOutline]) -> [Diagnostic] {
        var first: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for lesson in lessons {
            guard let previous = first[lesson.slug] else {
                first[lesson.slug] = lesson.path
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
                            location: SourceLocation(path: previous, line: 1, column: 1), message: "the other lesson")
                    ]))
        }
        return diagnostics
    }
}

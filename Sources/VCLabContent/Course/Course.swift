import VCLabSupport

/// Every lesson of a content directory in reading order, with the shared scenarios they can use.
///
/// Build one with ``CourseLoader``; check it with ``CourseChecker``.
public struct Course: Hashable, Sendable {
    /// Sorted by `order`, then by file name; lessons without an order come last.
    public var lessons: [Lesson]
    /// Every `.sim` file, named by its path under the content directory without the extension.
    public var sharedSimulations: [LessonSimulation]
    /// What loading found: parse errors of lessons and scenario files, duplicate slugs.
    public var diagnostics: [Diagnostic]
    /// Lesson files that could not be read as text at all (their diagnostics say why).
    public var unreadableLessonPaths: [String]

    public init(
        lessons: [Lesson], sharedSimulations: [LessonSimulation] = [], diagnostics: [Diagnostic] = [],
        unreadableLessonPaths: [String] = []
    ) {
        self.lessons = lessons
        self.sharedSimulations = sharedSimulations
        self.diagnostics = diagnostics
        self.unreadableLessonPaths = unreadableLessonPaths
    }

    public func sharedSimulation(named name: String) -> LessonSimulation? {
        sharedSimulations.first { $0.name == name }
    }
}

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
    /// Per language, the translated lessons, in their originals' reading order.
    public var translations: [ContentLanguage: [Lesson]] = [:]

    public init(
        lessons: [Lesson], sharedSimulations: [LessonSimulation] = [], diagnostics: [Diagnostic] = [],
        unreadableLessonPaths: [String] = []
    ) {
        self.lessons = lessons
        self.sharedSimulations = sharedSimulations
        self.diagnostics = diagnostics
        self.unreadableLessonPaths = unreadableLessonPaths
    }

    /// The course as a reader of `language` meets it: each lesson in its translation, or in the original where
    /// it has none yet.
    public func lessons(in language: ContentLanguage) -> [Lesson] {
        guard language != .original, let translated = translations[language] else { return lessons }
        let bySlug = Dictionary(translated.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        return lessons.map { bySlug[$0.slug] ?? $0 }
    }

    public func sharedSimulation(named name: String) -> LessonSimulation? {
        sharedSimulations.first { $0.name == name }
    }
}

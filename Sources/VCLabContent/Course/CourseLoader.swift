import VCLabSupport

/// Builds a ``Course`` from the files of a content directory.
///
/// The loader is pure: the command line walks the directory and reads the files. Every `.md` file is a
/// lesson (a `README.md` is not), every `.sim` file a shared scenario named by its path under the content
/// directory without the extension (`shared/memory-warning`). A lesson whose quizzes use a shared scenario
/// gets it appended to ``Lesson/simulations`` with `isShared` set, in the order of first use.
public enum CourseLoader {
    public static func load(_ files: [SourceFile]) -> Course {
        let lessonFiles = files.filter(\.isLesson)
        let parsed = lessonFiles.parallelMap { LessonParser.parse(path: $0.path, bytes: $0.bytes) }
        var diagnostics: [Diagnostic] = []
        var lessons: [Lesson] = []
        var unreadable: [String] = []
        for (file, result) in zip(lessonFiles, parsed) {
            diagnostics += result.diagnostics
            if let lesson = result.lesson { lessons.append(lesson) } else { unreadable.append(file.path) }
        }
        let outline = CourseOutline(lessons: lessons.map(LessonOutline.init), sharedFiles: files)
        lessons.sort { LessonOutline.readingOrder($0.path, $0.frontMatter.order, $1.path, $1.frontMatter.order) }
        for index in lessons.indices { outline.attachSharedSimulations(to: &lessons[index]) }
        var originals: [String: Lesson] = [:]
        for (file, result) in zip(lessonFiles, parsed) { originals[file.relativePath] = result.lesson }
        let translated = loadTranslations(files.filter(\.isTranslation), originals: originals, outline: outline)
        var course = Course(
            lessons: lessons, sharedSimulations: outline.sharedSimulations,
            diagnostics: diagnostics + outline.diagnostics + translated.diagnostics,
            unreadableLessonPaths: unreadable)
        let readingOrder = Dictionary(lessons.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: min)
        for (language, translations) in translated.lessons {
            course.translations[language] = translations.sorted {
                (readingOrder[$0.slug] ?? 0, $0.path) < (readingOrder[$1.slug] ?? 0, $1.path)
            }
            let translatedSlugs = Set(translations.map(\.slug))
            for lesson in lessons where !translatedSlugs.contains(lesson.slug) {
                course.diagnostics.append(missingTranslation(of: lesson.path, slug: lesson.slug, into: language))
            }
        }
        return course
    }

    /// Parses every translation against its original (`zh-Hans/06-navigation.md` against `06-navigation.md`).
    public static func loadTranslations(
        _ files: [SourceFile], originals: [String: Lesson], outline: CourseOutline
    ) -> (lessons: [ContentLanguage: [Lesson]], diagnostics: [Diagnostic]) {
        let parsed = files.parallelMap { file -> (Lesson?, [Diagnostic]) in
            guard let original = originals[file.originalRelativePath] else {
                return (nil, [noOriginal(file)])
            }
            let (lesson, diagnostics) = LessonParser.parse(
                path: file.path, bytes: file.bytes, translating: original, into: file.language)
            guard var lesson else { return (nil, diagnostics) }
            outline.attachSharedSimulations(to: &lesson)
            return (lesson, diagnostics)
        }
        var lessons: [ContentLanguage: [Lesson]] = [:]
        for (lesson, _) in parsed { if let lesson { lessons[lesson.language, default: []].append(lesson) } }
        return (lessons, parsed.flatMap(\.1))
    }

    static func noOriginal(_ file: SourceFile) -> Diagnostic {
        Diagnostic(
            id: TranslationDiagnosticID.noOriginal, location: SourceLocation(path: file.path, line: 1, column: 1),
            message: "there is no lesson '\(file.originalRelativePath)' for this file to translate",
            fixIt: "name a translation as its original is named, in the language's folder")
    }

    static func missingTranslation(of path: String, slug: String, into language: ContentLanguage) -> Diagnostic {
        Diagnostic(
            id: TranslationDiagnosticID.missingLesson, severity: .warning,
            location: SourceLocation(path: path, line: 1, column: 1),
            message: "the lesson has no \(language.nativeName) translation, so readers of it are shown this one",
            fixIt: "start one with 'vclab new lesson --lang \(language.optionName) \(slug)'")
    }
}

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
        return Course(
            lessons: lessons, sharedSimulations: outline.sharedSimulations,
            diagnostics: diagnostics + outline.diagnostics,
            unreadableLessonPaths: unreadable)
    }
}

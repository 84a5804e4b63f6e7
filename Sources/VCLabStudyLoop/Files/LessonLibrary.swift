import Foundation
import VCLabContent
import VCLabHost
import VCLabMarkdown
import VCLabStudy
import VCLabSupport
import VCLabTerminal

/// The lessons `show`, `study`, `list` and `progress` work with: the course under the content directory (with
/// its translations, under `zh-Hans/`), and any single lesson file named by its path.
///
/// Lessons are given in `language`: a lesson's translation where it has one, else the original. A
/// translation shares its original's quiz ids, so progress is the same in every language.
package struct LessonLibrary {
    package struct Failure: Error {
        package var message: String
        /// The lesson listing that helps with a name that matched nothing.
        package var listing: String?
        package var exitCode: Int32

        package init(message: String, listing: String?, exitCode: Int32) {
            self.message = message
            self.listing = listing
            self.exitCode = exitCode
        }
    }

    package static let defaultContentDirectory = "Content"

    package var contentDirectory: String
    package var language: ContentLanguage
    /// The files of the content directory, read but not parsed.
    private var files: [SourceFile]
    /// Every lesson parsed, in reading order: built on first use, since showing one lesson by its slug
    /// needs only that lesson.
    private var loadedCourse: Course?

    /// Reads the content directory; a missing one gives an empty course.
    package init(contentDirectory: String, language: ContentLanguage = .original) {
        self.contentDirectory = contentDirectory
        self.language = language
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: contentDirectory, isDirectory: &isDirectory), isDirectory.boolValue,
            let directory = try? ContentDirectory(root: contentDirectory)
        {
            files = directory.read().files
        } else {
            files = []
        }
    }

    package var course: Course {
        mutating get {
            if let loadedCourse { return loadedCourse }
            let course = CourseLoader.load(files)
            loadedCourse = course
            return course
        }
    }

    /// The evaluated lesson that `argument` names: a path to a `.md` file, a number, or a slug.
    ///
    /// - Parameter alone: check a lesson named by its exact slug on its own (with the shared scenarios)
    ///   instead of within the whole course. Faster, for `show`; ids a quiz lacks are then made unique
    ///   within the lesson only, so study mode, which keys progress by id, checks the whole course.
    package mutating func evaluation(for argument: String, alone: Bool = false) throws(Failure) -> LessonEvaluation {
        if argument.hasSuffix(".md") || argument.contains("/") {
            return try evaluation(ofFile: argument)
        }
        if alone, let file = files.first(where: { $0.isLesson && LessonParser.slug(forPath: $0.path) == argument }) {
            // The lesson's translation comes along (and nothing else of its language), for a reader of it.
            let translations = files.filter { $0.language == language && $0.originalRelativePath == file.relativePath }
            let report = CourseChecker.check(
                files: [file] + translations.filter(\.isTranslation) + files.filter(\.isScenario),
                selecting: [file.path])
            if let evaluation = report.evaluations(in: language).first { return evaluation }
        }
        // Titles are looked up in the reader's language and in the original's.
        let found =
            switch LessonLookup.find(argument, in: course.lessons(in: language), language: language) {
            case .found(let index): LessonLookup.Outcome.found(index)
            case .notFound: LessonLookup.find(argument, in: course.lessons, language: language)
            }
        switch found {
        case .found(let index):
            return check(selecting: course.lessons[index].path)
        case .notFound(let message):
            var listing = LessonLookup.listing(course.lessons(in: language), language: language)
            if course.lessons.isEmpty, files.isEmpty {
                listing = TerminalText.noContentDirectory(contentDirectory)[language] + "\n"
            }
            throw Failure(message: message, listing: listing, exitCode: ExitCode.usage)
        }
    }

    /// The lesson `argument` names, as ``evaluation(for:alone:)`` finds it; else the lesson with a section
    /// holding the words of `argument` (``SectionLookup``: a heading, a callback, in the reader's language or
    /// the original's), with the index in its blocks of the section's heading, to open there.
    package mutating func place(for argument: String, alone: Bool = false) throws(Failure) -> (
        evaluation: LessonEvaluation, section: Int?, heading: String?
    ) {
        let failure: Failure
        do {
            return (try evaluation(for: argument, alone: alone), nil, nil)
        } catch {
            failure = error
        }
        // Words in several lessons' titles name lessons: the list of them says which to pick.
        guard !argument.hasSuffix(".md"), !argument.contains("/"),
            LessonLookup.titleMatches(argument, in: course.lessons(in: language)).count < 2,
            let match = SectionLookup.find(argument, in: course.lessons(in: language)).first
                ?? SectionLookup.find(argument, in: course.lessons).first
        else { throw failure }
        let evaluation = check(selecting: course.lessons[match.lesson].path)
        // The heading as the reader's lesson has it: a translation may have more or fewer blocks.
        let block =
            evaluation.lesson.blocks.indices.first { index in
                guard case .markdown(.heading(_, let inlines, _)) = evaluation.lesson.blocks[index] else {
                    return false
                }
                return MarkdownDocument.plainText(of: inlines) == match.heading
            } ?? min(match.block, max(0, evaluation.lesson.blocks.count - 1))
        return (evaluation, block, match.heading)
    }

    /// Every lesson of the course, evaluated, for `--review` and `progress`.
    package mutating func evaluations() -> [LessonEvaluation] {
        CourseChecker.check(course).evaluations(in: language)
    }

    private mutating func check(selecting path: String) -> LessonEvaluation {
        CourseChecker.check(course, selecting: [path]).evaluations(in: language)[0]
    }

    private mutating func evaluation(ofFile path: String) throws(Failure) -> LessonEvaluation {
        let resolved = Self.resolve(path)
        if let resolved, let lesson = course.lessons.first(where: { Self.resolve($0.path) == resolved }) {
            return check(selecting: lesson.path)
        }
        // A translation named by its path is shown in its own language, whatever the reader's.
        for (language, translations) in course.translations where resolved != nil {
            guard let translation = translations.first(where: { Self.resolve($0.path) == resolved }),
                let original = course.lessons.first(where: { $0.slug == translation.slug })
            else { continue }
            return CourseChecker.check(course, selecting: [original.path]).evaluations(in: language)[0]
        }
        let bytes: [UInt8]
        do {
            bytes = try FileInput.readBytes(path)
        } catch {
            throw Failure(message: error.message, listing: nil, exitCode: ExitCode.inputOutput)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let lessonFile = SourceFile(path: path, relativePath: name, bytes: bytes)
        // The lesson may use the course's shared scenarios, so they come along.
        let report = CourseChecker.check(files: [lessonFile] + files.filter(\.isScenario), selecting: [path])
        guard let evaluation = report.evaluations.first else {
            let reason = report.diagnostics.first.map { DiagnosticFormatter.compact($0) } ?? "it is not a lesson"
            throw Failure(
                message: TerminalText.cannotReadLesson(path, reason)[language], listing: nil,
                exitCode: ExitCode.contentError)
        }
        return evaluation
    }

    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

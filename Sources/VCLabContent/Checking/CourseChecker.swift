import VCLabEngine
import VCLabSupport

/// Runs every scenario of a course and checks every quiz against its trace: what `vclab check` does.
///
/// Lessons are checked in parallel; the result does not depend on the order in which they finish. Quiz ids
/// are checked across the whole course, and a quiz without one is prepared with the id `--fix` would write:
/// the lesson's slug, the kind and an ordinal (`06-navigation-order-2`), made unique.
///
///     let report = CourseChecker.check(CourseLoader.load(files))
///     report.errorCount  // 0
///     report.evaluations[0].preparedQuizzes  // what the site and the terminal show
public enum CourseChecker {
    /// Checks `course`.
    ///
    /// - Parameter selection: the paths of the lessons (and shared scenarios) to check; `nil` checks every
    ///   lesson and every shared scenario. Ids are compared across every lesson of the course either way.
    public static func check(_ course: Course, selecting selection: Set<String>? = nil) -> CourseReport {
        let selected = course.lessons.filter { selection?.contains($0.path) ?? true }
        let usedShared = Set(selected.flatMap { $0.simulations.filter(\.isShared).map(\.name) })
        let sharedToRun = course.sharedSimulations.filter {
            selection?.contains($0.location.path) ?? true || usedShared.contains($0.name)
        }
        let checker = LessonChecker(
            lessons: course.lessons.map(LessonOutline.init), sharedSimulations: course.sharedSimulations,
            running: sharedToRun)
        let loadDiagnostics = Dictionary(grouping: course.diagnostics, by: \.location.path)
        let checked = selected.parallelMap { checker.check($0, loadDiagnostics: loadDiagnostics[$0.path] ?? []) }

        var diagnostics = checked.flatMap(\.evaluation.diagnostics)
        diagnostics += checker.sharedDiagnostics
        // Load problems of files that are not lessons: shared scenarios, unreadable lessons.
        let lessonPaths = Set(course.lessons.map(\.path))
        let reportedPaths = Set(sharedToRun.map(\.location.path)).union(selection ?? [])
        diagnostics += course.diagnostics.filter {
            !lessonPaths.contains($0.location.path) && (selection == nil || reportedPaths.contains($0.location.path))
        }
        var edits: [String: [LessonEdit]] = [:]
        for lesson in checked where !lesson.edits.isEmpty { edits[lesson.evaluation.lesson.path] = lesson.edits }
        let unreadable = course.unreadableLessonPaths.filter { selection?.contains($0) ?? true }
        var report = CourseReport(
            evaluations: checked.map(\.evaluation), diagnostics: sorted(diagnostics), edits: edits,
            lessonCount: selected.count + unreadable.count, quizCount: selected.reduce(0) { $0 + $1.quizBlockCount })
        let selectedSlugs = Set(selected.map(\.slug))
        for (language, lessons) in course.translations {
            let chosen = lessons.filter { selectedSlugs.contains($0.slug) || selection?.contains($0.path) ?? true }
            report.translations[language] = chosen.parallelMap { translation($0, checkedBy: checker) }
            // A translation's prose names lessons as its original's does, and its links need the course's files.
            report.diagnostics += chosen.flatMap { checker.unlinkedReferences(in: $0) }
        }
        report.diagnostics = sorted(report.diagnostics)
        return report
    }

    /// The evaluation of a translated lesson, for the renderers. Its settings are its original's, and the
    /// original's check reports on them; a translation's own problems are found when it is loaded.
    public static func translation(_ lesson: Lesson, checkedBy checker: LessonChecker) -> LessonEvaluation {
        var evaluation = checker.check(lesson, loadDiagnostics: []).evaluation
        evaluation.diagnostics = []
        return evaluation
    }

    /// Loads `files` with ``CourseLoader`` and checks the course.
    public static func check(files: [SourceFile], selecting selection: Set<String>? = nil) -> CourseReport {
        check(CourseLoader.load(files), selecting: selection)
    }

    /// Checks the lessons of `outline` a batch at a time, so that only a batch of lessons is ever in memory,
    /// and hands what `transform` makes of each to `consume`, in reading order.
    ///
    /// Each lesson is read and parsed again (the outline keeps none of its text) and must still match its
    /// outline; one that changed in between is an error. The lessons of a batch are checked and transformed in
    /// parallel. `transform` is only given lessons without errors, and no lesson after the batch in which the
    /// first error was found: from then on the caller's output is going to be thrown away, and the rest is
    /// checked only to report everything.
    ///
    /// - Parameters:
    ///   - read: the bytes of a lesson file, or `nil` when it cannot be read; the caller does the I/O.
    /// - Returns: every diagnostic, sorted by path, line and column.
    public static func check<Output: Sendable>(
        _ outline: CourseOutline, batchSize: Int = 64, reading read: @escaping @Sendable (String) -> [UInt8]?,
        transform: @escaping @Sendable (_ index: Int, _ evaluation: LessonEvaluation) -> Output,
        consume: (_ index: Int, _ output: Output) throws -> Void
    ) rethrows -> [Diagnostic] {
        try check(
            outline, translations: [], batchSize: batchSize, reading: read,
            transform: { index, evaluation, _ in transform(index, evaluation) }, consume: consume)
    }

    /// Checks the lessons of `outline` a batch at a time, as above, and with each lesson its translations among
    /// `translations` (files of translation folders, ``SourceFile/isTranslation``): each is parsed against the
    /// lesson it translates, just read, so a translation needs only its own original, and `transform` gets
    /// the evaluations of a lesson's translations by language.
    ///
    /// Reports what ``CourseLoader`` reports of translations: a translation's own problems, one whose original
    /// does not exist, and, for each language with a translation, the lessons that lack one.
    public static func check<Output: Sendable>(
        _ outline: CourseOutline, translations: [SourceFile], batchSize: Int = 64,
        reading read: @escaping @Sendable (String) -> [UInt8]?,
        transform:
            @escaping @Sendable (
                _ index: Int, _ evaluation: LessonEvaluation, _ translations: [ContentLanguage: LessonEvaluation]
            ) -> Output,
        consume: (_ index: Int, _ output: Output) throws -> Void
    ) rethrows -> [Diagnostic] {
        let checker = LessonChecker(outline: outline)
        // A translation's original is the lesson at the same place under the content directory, outside the
        // language's folder.
        var translationsByOriginal: [String: [SourceFile]] = [:]
        let lessonPaths = Set(outline.lessons.map(\.path))
        var diagnostics: [Diagnostic] = []
        for file in translations where file.isTranslation {
            let originalPath = String(file.path.dropLast(file.relativePath.count)) + file.originalRelativePath
            if lessonPaths.contains(originalPath) {
                translationsByOriginal[originalPath, default: []].append(file)
            } else {
                diagnostics.append(CourseLoader.noOriginal(file))
            }
        }
        let translatedLanguages = Set(translationsByOriginal.values.flatMap { $0.map(\.language) })
        for lesson in outline.lessons {
            let languages = Set((translationsByOriginal[lesson.path] ?? []).map(\.language))
            for language in ContentLanguage.allCases where translatedLanguages.contains(language) {
                if !languages.contains(language) {
                    diagnostics.append(
                        CourseLoader.missingTranslation(of: lesson.path, slug: lesson.slug, into: language))
                }
            }
        }
        let filesByOriginal = translationsByOriginal
        var courseDiagnostics: [String: [Diagnostic]] = [:]
        diagnostics += checker.sharedDiagnostics
        for diagnostic in outline.diagnostics {
            if lessonPaths.contains(diagnostic.location.path) {
                courseDiagnostics[diagnostic.location.path, default: []].append(diagnostic)
            } else {
                diagnostics.append(diagnostic)
            }
        }
        var isTransforming = true
        let courseDiagnosticsByPath = courseDiagnostics
        for start in stride(from: 0, to: outline.lessons.count, by: max(1, batchSize)) {
            let batch = Array(start..<min(start + max(1, batchSize), outline.lessons.count))
            let transforms = isTransforming
            let results = batch.parallelMap { index -> (diagnostics: [Diagnostic], output: Output?) in
                let expected = outline.lessons[index]
                guard let bytes = read(expected.path) else {
                    return ([CourseOutline.unreadableFile(expected.path)], nil)
                }
                let parsed = LessonParser.parse(path: expected.path, bytes: bytes)
                guard let original = parsed.lesson, LessonOutline(original) == expected else {
                    return (parsed.diagnostics + [changed(expected.path)], nil)
                }
                var lesson = original
                outline.attachSharedSimulations(to: &lesson)
                let evaluation = checker.check(
                    lesson, loadDiagnostics: parsed.diagnostics + (courseDiagnosticsByPath[lesson.path] ?? [])
                ).evaluation
                var diagnostics = evaluation.diagnostics
                var translated: [ContentLanguage: LessonEvaluation] = [:]
                for file in filesByOriginal[expected.path] ?? [] {
                    let result = LessonParser.parse(
                        path: file.path, bytes: file.bytes, translating: original, into: file.language)
                    diagnostics += result.diagnostics
                    guard var translation = result.lesson else { continue }
                    outline.attachSharedSimulations(to: &translation)
                    translated[file.language] = Self.translation(translation, checkedBy: checker)
                }
                guard transforms, !diagnostics.containsError else { return (diagnostics, nil) }
                return (diagnostics, transform(index, evaluation, translated))
            }
            for (index, result) in zip(batch, results) {
                diagnostics += result.diagnostics
                if result.diagnostics.containsError { isTransforming = false }
                if let output = result.output { try consume(index, output) }
            }
        }
        return sorted(diagnostics)
    }

    private static func changed(_ path: String) -> Diagnostic {
        Diagnostic(
            id: CourseDiagnosticID.changedDuringBuild, location: SourceLocation(path: path, line: 1, column: 1),
            message: "the lesson changed while the course was being read, so it was not checked",
            fixIt: "run the command again once the file is saved")
    }

    /// By path, line and column; diagnostics at the same place keep the order they were found in.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

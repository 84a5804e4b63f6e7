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
        let sharedOutcomes = Dictionary(
            uniqueKeysWithValues: zip(sharedToRun.map(\.name), sharedToRun.parallelMap(SimulationRunner.run)))
        let context = LessonContext(
            sharedNames: course.sharedSimulations.map(\.name), sharedOutcomes: sharedOutcomes,
            identities: QuizIdentities(course: course), loadDiagnostics: course.diagnostics)
        let checked = selected.parallelMap { context.check($0) }

        var diagnostics = checked.flatMap(\.evaluation.diagnostics)
        diagnostics += sharedToRun.flatMap { sharedOutcomes[$0.name]?.diagnostics ?? [] }
        // Load problems of files that are not lessons: shared scenarios, unreadable lessons.
        let lessonPaths = Set(course.lessons.map(\.path))
        let reportedPaths = Set(sharedToRun.map(\.location.path)).union(selection ?? [])
        diagnostics += course.diagnostics.filter {
            !lessonPaths.contains($0.location.path) && (selection == nil || reportedPaths.contains($0.location.path))
        }
        var edits: [String: [LessonEdit]] = [:]
        for lesson in checked where !lesson.edits.isEmpty { edits[lesson.evaluation.lesson.path] = lesson.edits }
        let unreadable = course.unreadableLessonPaths.filter { selection?.contains($0) ?? true }
        return CourseReport(
            evaluations: checked.map(\.evaluation), diagnostics: sorted(diagnostics), edits: edits,
            lessonCount: selected.count + unreadable.count, quizCount: selected.reduce(0) { $0 + $1.quizzes.count })
    }

    /// Loads `files` with ``CourseLoader`` and checks the course.
    public static func check(files: [SourceFile], selecting selection: Set<String>? = nil) -> CourseReport {
        check(CourseLoader.load(files), selecting: selection)
    }

    /// By path, line and column; diagnostics at the same place keep the order they were found in.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

// MARK: - One lesson

/// What every lesson's check shares: the shared scenarios' runs and the course-wide ids.
private struct LessonContext: Sendable {
    var sharedNames: [String]
    var sharedOutcomes: [String: SimulationRunner.Outcome]
    var identities: QuizIdentities
    var loadDiagnostics: [Diagnostic]

    struct Checked: Sendable {
        var evaluation: LessonEvaluation
        var edits: [LessonEdit]
    }

    func check(_ lesson: Lesson) -> Checked {
        var diagnostics = loadDiagnostics.filter { $0.location.path == lesson.path }
        let parseErrorLines = diagnostics.filter { $0.severity == .error }.map(\.location.line)
        var outcomes: [SimulationRunner.Outcome] = []
        for simulation in lesson.simulations {
            if simulation.isShared {
                outcomes.append(sharedOutcomes[simulation.name] ?? SimulationRunner.run(simulation))
            } else {
                let outcome = SimulationRunner.run(simulation)
                diagnostics += outcome.diagnostics
                outcomes.append(outcome)
            }
        }
        var edits: [LessonEdit] = []
        var prepared: [PreparedQuiz?] = []
        for (index, quiz) in lesson.quizzes.enumerated() {
            let identity = identities.identity(lesson: lesson.path, quiz: index)
            diagnostics += identity.diagnostics
            edits += identity.edits
            guard let result = check(quiz, in: lesson, outcomes: outcomes, id: identity.id, into: &diagnostics) else {
                prepared.append(nil)
                continue
            }
            diagnostics += result.diagnostics
            edits += result.edits
            // A quiz with a syntax error (an unknown key, say) is not shown, even when its key holds.
            let hasParseError = quiz.layout.map { layout in parseErrorLines.contains { layout.lines.contains($0) } }
            let isUsable = !identity.diagnostics.containsError && hasParseError != true
            prepared.append(isUsable ? result.preparedQuiz : nil)
        }
        let evaluation = LessonEvaluation(
            lesson: lesson, simulationRuns: outcomes.map(\.runs), preparedQuizzes: prepared,
            diagnostics: CourseChecker.sorted(diagnostics))
        return Checked(evaluation: evaluation, edits: edits)
    }

    /// Finds the quiz's scenario and checks the quiz against its trace; `nil` when there is nothing to check.
    private func check(
        _ quiz: Quiz, in lesson: Lesson, outcomes: [SimulationRunner.Outcome], id: String,
        into diagnostics: inout [Diagnostic]
    ) -> QuizCheckResult? {
        let location = quiz.field("sim")?.valueLocation ?? quiz.location
        guard let index = lesson.simulations.firstIndex(where: { $0.name == quiz.simulationName }) else {
            let candidates = lesson.simulations.filter { !$0.isShared }.map(\.name) + sharedNames
            let fixIt =
                Suggestion.closest(to: quiz.simulationName, among: candidates).map { "did you mean '\($0)'?" }
                ?? (candidates.isEmpty
                    ? "add a '```sim \(quiz.simulationName)' block"
                    : "the scenarios are \(candidates.map { "'\($0)'" }.joined(separator: ", "))")
            diagnostics.append(
                Diagnostic(
                    id: QuizDiagnosticID.unknownSimulation, location: location,
                    message: "there is no scenario '\(quiz.simulationName)' in the lesson or the content directory",
                    fixIt: fixIt))
            return nil
        }
        let outcome = outcomes[index]
        guard let run = outcome.runs.first, let scenario = outcome.scenario else {
            // A lesson's own scenario reports its errors in the lesson; a shared one's are in its file.
            if lesson.simulations[index].isShared {
                diagnostics.append(
                    Diagnostic(
                        id: QuizDiagnosticID.simulationFailed, location: location,
                        message:
                            "the shared scenario '\(quiz.simulationName)' does not run, so this quiz cannot be checked",
                        notes: [Diagnostic.Note(location: lesson.simulations[index].location, message: "it is here")]))
            }
            return nil
        }
        return QuizChecker.check(quiz, trace: run.trace, scenario: scenario, id: id)
    }
}

import VCLabEngine
import VCLabGrading
import VCLabSupport

/// Checks one lesson of a course against the engine, with what it needs of the rest of the course: the
/// shared scenarios' runs and the course-wide quiz ids.
///
/// ``CourseChecker`` checks a loaded ``Course`` with one; `vclab build` uses one directly to check a large
/// course a batch of lessons at a time.
///
///     let checker = LessonChecker(outline: outline)
///     let check = checker.check(lesson, loadDiagnostics: parseDiagnostics)
///     check.evaluation.preparedQuizzes  // what the site shows
public struct LessonChecker: Sendable {
    private var sharedNames: [String]
    private var sharedOutcomes: [String: SimulationRunner.Outcome]
    private var identities: QuizIdentities
    /// The course's lesson files by the number their names start with (`03-loading-the-view.md` is 3), which
    /// a cross-reference in prose links to.
    private var lessonFiles: [Int: String]
    /// What running the shared scenarios found, which belongs to their own files.
    public let sharedDiagnostics: [Diagnostic]

    /// A checker for the lessons of `outline`, with every shared scenario run once.
    public init(outline: CourseOutline) {
        self.init(
            lessons: outline.lessons, sharedSimulations: outline.sharedSimulations,
            running: outline.sharedSimulations)
    }

    /// A checker for a few lessons of `outline` whose shared scenarios have been run and reported on before
    /// (`vclab serve`, rewriting the page of a saved lesson): a lesson runs the shared scenarios it uses itself,
    /// rather than every one of the course being run for it.
    public init(lessonsOf outline: CourseOutline) {
        self.init(lessons: outline.lessons, sharedSimulations: outline.sharedSimulations, running: [])
    }

    /// - Parameters:
    ///   - lessons: every lesson of the course in reading order, for the quiz ids.
    ///   - running: the shared scenarios to run now; a lesson that uses another runs it itself.
    init(lessons: [LessonOutline], sharedSimulations: [LessonSimulation], running: [LessonSimulation]) {
        let outcomes = running.parallelMap(SimulationRunner.run)
        sharedNames = sharedSimulations.map(\.name)
        sharedOutcomes = Dictionary(zip(running.map(\.name), outcomes), uniquingKeysWith: { first, _ in first })
        identities = QuizIdentities(lessons: lessons)
        var files: [Int: String] = [:]
        for lesson in lessons {
            let name = lesson.path.split(separator: "/").last.map(String.init) ?? lesson.path
            if let number = Int(name.prefix { $0.isASCII && $0.isNumber }), files[number] == nil {
                files[number] = name
            }
        }
        lessonFiles = files
        sharedDiagnostics = outcomes.flatMap(\.diagnostics)
    }

    /// Runs the lesson's scenarios and checks its quizzes.
    ///
    /// - Parameter loadDiagnostics: what reading the lesson found (``LessonParser``) and what the course says
    ///   of it (a slug it shares); they decide which quizzes are fit to show, and are part of the evaluation.
    public func check(_ lesson: Lesson, loadDiagnostics: [Diagnostic]) -> LessonCheck {
        var diagnostics = loadDiagnostics
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
        diagnostics += unlinkedReferences(in: lesson)
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
            if let preparedQuiz = result.preparedQuiz, !result.diagnostics.containsError {
                diagnostics += QuizQualityLinter.lint(quiz, prepared: preparedQuiz)
            }
            // A quiz with a syntax error (an unknown key, say) is not shown, even when its key holds.
            let hasParseError = quiz.layout.map { layout in parseErrorLines.contains { layout.lines.contains($0) } }
            let isUsable = !identity.diagnostics.containsError && hasParseError != true
            prepared.append(isUsable ? result.preparedQuiz : nil)
        }
        for quiz in lesson.incompleteQuizzes {
            guard let field = quiz.simulation else { continue }
            _ = simulationIndex(named: field.value, at: field.valueLocation, in: lesson, into: &diagnostics)
        }
        let evaluation = LessonEvaluation(
            lesson: lesson, simulationRuns: outcomes.map(\.runs), preparedQuizzes: prepared,
            diagnostics: CourseChecker.sorted(diagnostics))
        return LessonCheck(evaluation: evaluation, edits: edits)
    }

    /// A warning for each lesson the prose names by number without linking it, with the link as an edit.
    func unlinkedReferences(in lesson: Lesson) -> [Diagnostic] {
        lesson.lessonMentions.compactMap { mention in
            guard let file = lessonFiles[mention.number] else { return nil }
            let link = "[\(mention.text)](\(file))"
            var diagnostic = Diagnostic(
                id: LessonDiagnosticID.unlinkedReference, severity: .warning, location: mention.location,
                message: "'\(mention.text)' names a lesson but is not a link to it", fixIt: "link it: \(link)")
            diagnostic.edit = .onOneLine(at: mention.location, byteRange: mention.byteRange, replacement: link)
            return diagnostic
        }
    }

    /// Finds the quiz's scenario and checks the quiz against its trace; `nil` when there is nothing to check.
    private func check(
        _ quiz: Quiz, in lesson: Lesson, outcomes: [SimulationRunner.Outcome], id: String,
        into diagnostics: inout [Diagnostic]
    ) -> QuizCheckResult? {
        let location = quiz.field("sim")?.valueLocation ?? quiz.location
        guard let index = simulationIndex(named: quiz.simulationName, at: location, in: lesson, into: &diagnostics)
        else { return nil }
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
            } else {
                // The scenario's errors are reported at its lines; the quiz would otherwise say nothing, and a
                // wrong key in it would pass unseen until the scenario is fixed.
                let cause = outcome.diagnostics.first { $0.severity == .error }
                diagnostics.append(
                    Diagnostic(
                        id: QuizDiagnosticID.unchecked, severity: .note, location: location,
                        message:
                            "this quiz is not checked: its scenario '\(quiz.simulationName)' does not run"
                            + (cause.map { " (\($0.message) at line \($0.location.line))" } ?? ""),
                        fixIt: "fix the scenario and check again",
                        notes: cause.map { [Diagnostic.Note(location: $0.location, message: "the scenario's error")] }
                            ?? [],
                        end: quiz.field("sim").map { field in
                            var end = field.valueLocation
                            end.column += field.value.utf8.count
                            return end
                        }))
            }
            return nil
        }
        return QuizChecker.check(quiz, trace: run.trace, scenario: scenario, id: id)
    }

    /// The index of the scenario `name` among the lesson's, or `nil` after reporting that there is none.
    private func simulationIndex(
        named name: String, at location: SourceLocation, in lesson: Lesson, into diagnostics: inout [Diagnostic]
    ) -> Int? {
        if let index = lesson.simulations.firstIndex(where: { $0.name == name }) { return index }
        // A shared scenario that no complete quiz uses is not attached to the lesson, but it exists.
        if sharedNames.contains(name) { return nil }
        let candidates = lesson.simulations.filter { !$0.isShared }.map(\.name) + sharedNames
        let fixIt =
            Suggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
            ?? (candidates.isEmpty
                ? "add a '```sim \(name)' block"
                : "the scenarios are \(candidates.map { "'\($0)'" }.joined(separator: ", "))")
        diagnostics.append(
            Diagnostic(
                id: QuizDiagnosticID.unknownSimulation, location: location,
                message: "there is no scenario '\(name)' in the lesson or the content directory", fixIt: fixIt))
        return nil
    }
}

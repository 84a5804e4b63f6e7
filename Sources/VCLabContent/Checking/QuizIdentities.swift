import VCLabSupport

/// The id of every quiz of a course: the author's, checked for uniqueness, or the one `--fix` would write.
struct QuizIdentities: Sendable {
    struct Identity: Sendable {
        var id: String
        var diagnostics: [Diagnostic] = []
        var edits: [LessonEdit] = []
    }

    private var identities: [String: [Identity]] = [:]

    /// - Parameter lessons: every lesson of the course, in reading order.
    init(lessons: [LessonOutline]) {
        var firstUse: [String: SourceLocation] = [:]
        var taken = Set(lessons.flatMap { $0.quizzes.compactMap(\.id) })
        for lesson in lessons {
            var ordinals: [String: Int] = [:]
            var lessonIdentities: [Identity] = []
            for quiz in lesson.quizzes {
                let keyword = quiz.keyword
                ordinals[keyword, default: 0] += 1
                if let id = quiz.id {
                    var identity = Identity(id: id)
                    let location = quiz.idLocation ?? quiz.location
                    if let first = firstUse[id] {
                        identity.diagnostics.append(
                            Diagnostic(
                                id: QuizDiagnosticID.duplicateID, location: location,
                                message: "another quiz already has the id '\(id)', and progress is keyed by it",
                                fixIt: "give this quiz an id of its own",
                                notes: [Diagnostic.Note(location: first, message: "the other quiz's id")]))
                    } else {
                        firstUse[id] = location
                    }
                    lessonIdentities.append(identity)
                    continue
                }
                if quiz.idLocation != nil {
                    // An id that is not valid; the parser said so, and guessing another would hide it.
                    lessonIdentities.append(Identity(id: ""))
                    continue
                }
                // Stable: the same lesson gives the same ids, and --fix writes them into the file for good.
                var ordinal = ordinals[keyword]!
                var id = "\(lesson.slug)-\(keyword)-\(ordinal)"
                while taken.contains(id) {
                    ordinal += 1
                    id = "\(lesson.slug)-\(keyword)-\(ordinal)"
                }
                taken.insert(id)
                var identity = Identity(id: id)
                identity.diagnostics.append(
                    Diagnostic(
                        id: QuizDiagnosticID.missingID, severity: .warning, location: quiz.location,
                        message: "the quiz has no id, so progress on it cannot be kept",
                        fixIt: "add 'id: \(id)', or run 'vclab check --fix' to add it"))
                if let layout = quiz.layout {
                    identity.edits.append(
                        .insert(layout.indentation + "id: " + id + layout.lineEnding, at: layout.bodyStart))
                }
                lessonIdentities.append(identity)
            }
            identities[lesson.path] = lessonIdentities
        }
    }

    func identity(lesson path: String, quiz index: Int) -> Identity {
        identities[path]?[index] ?? Identity(id: "")
    }
}

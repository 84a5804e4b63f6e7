import VCLabSupport

/// Makes a translated quiz from the fields of a ```` ```quiz ```` block in a translation and the original's
/// quiz with the same `id`.
///
/// A translation holds words, never settings: its `prompt`, `explain`, `hint` and `feedback X` replace the
/// original's, and everything else (the scenario, the step, the kind, the key, the choices) comes from the
/// original. A translator may restate a setting, but only as the original has it, so a translation can never
/// change what is right; one that differs is an error.
enum QuizTranslation {
    /// The keys whose values are words for the learner.
    static let textKeys: Set<String> = ["prompt", "explain", "hint"]

    static func translate(fields: [QuizField], fence: SourceLocation, original: Lesson) -> (Quiz?, [Diagnostic]) {
        guard let idField = fields.first(where: { $0.key == "id" }), !idField.value.isEmpty else {
            let diagnostic = Diagnostic(
                id: TranslationDiagnosticID.quizWithoutID, location: fence,
                message: "a translated quiz needs the id of the original's quiz it translates",
                fixIt: "add a line 'id: …' with the original quiz's id")
            return (nil, [diagnostic])
        }
        guard var quiz = original.quizzes.first(where: { $0.id == idField.value }) else {
            let diagnostic = Diagnostic(
                id: TranslationDiagnosticID.extraQuiz, severity: .warning, location: idField.valueLocation,
                message: "the original lesson has no quiz '\(idField.value)', so this block is shown as code",
                fixIt: Suggestion.closest(to: idField.value, among: original.quizzes.compactMap(\.id))
                    .map { "did you mean '\($0)'?" })
            return (nil, [diagnostic])
        }
        var diagnostics: [Diagnostic] = []
        var translated: Set<String> = []
        for field in fields where field.key != "id" {
            if textKeys.contains(field.key) {
                translated.insert(field.key)
                switch field.key {
                case "prompt": quiz.prompt = field.value
                case "explain": quiz.explain = field.value
                default: quiz.hint = field.value
                }
            } else if field.key.hasPrefix("feedback ") {
                let option = String(field.key.dropFirst("feedback ".count))
                if quiz.feedback[option] == nil {
                    diagnostics.append(
                        Diagnostic(
                            id: TranslationDiagnosticID.changedSetting, location: field.keyLocation,
                            message: "the original quiz has no feedback for '\(option)'",
                            fixIt: Suggestion.closest(to: option, among: quiz.feedback.keys.sorted())
                                .map { "did you mean '\($0)'?" } ?? "translate only the original's feedback"))
                } else {
                    quiz.feedback[option] = field.value
                    // The checker prepares feedback from the quiz's fields (it reports them at their place), so the
                    // translation's words go there too, or a reader would get the original's.
                    for index in quiz.fields.indices where quiz.fields[index].key == field.key {
                        quiz.fields[index].value = field.value
                    }
                }
            } else if let difference = difference(field, from: quiz) {
                diagnostics.append(difference)
            }
        }
        for key in ["prompt", "explain"] where !translated.contains(key) && quiz.field(key) != nil {
            diagnostics.append(
                Diagnostic(
                    id: TranslationDiagnosticID.untranslatedText, severity: .warning, location: fence,
                    message: "the quiz's '\(key)' is not translated, so the original's is shown",
                    fixIt: "add a line '\(key): …' in the translation's language"))
        }
        quiz.location = fence
        // The settings, and so every position `--fix` could write to, are in the original's file.
        quiz.layout = nil
        return (quiz, diagnostics)
    }

    /// An error when `field` restates a setting other than the original quiz has it.
    private static func difference(_ field: QuizField, from quiz: Quiz) -> Diagnostic? {
        let originalValue = quiz.field(field.key)?.value
        guard normalized(field.value) != originalValue.map(normalized) else { return nil }
        let says = originalValue.map { "'\(field.key): \(TerminalSafeText.inert($0))'" } ?? "no '\(field.key):'"
        return Diagnostic(
            id: TranslationDiagnosticID.changedSetting, location: field.valueLocation,
            message: "the original quiz '\(quiz.id ?? "")' has \(says); a translation takes its settings from "
                + "the original and cannot change them",
            fixIt: "delete the line: the translation uses the original's",
            notes: [
                Diagnostic.Note(location: quiz.field(field.key)?.keyLocation ?? quiz.location, message: "the original")
            ])
    }

    /// Runs of blanks and line breaks as one space, so that rewrapping a restated value is not a change.
    private static func normalized(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}

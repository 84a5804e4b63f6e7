import VCLabSupport

/// `vclab check --format json`: the findings of one run, in the schema docs/authoring.md documents.
///
/// The schema is versioned: ``version`` changes only when a field is removed or changes meaning; new fields
/// may be added within a version. Diagnostics come sorted by path, line and column, as the text output lists
/// them.
public enum CheckJSONRenderer {
    public static let version = 1

    public static func render(_ diagnostics: [Diagnostic], summary: CheckSummary, toolVersion: String) -> String {
        var summaryMembers: [(String, JSONValue)] = [
            ("lessons", .integer(summary.lessons)), ("quizzes", .integer(summary.quizzes)),
            ("errors", .integer(summary.errors)), ("warnings", .integer(summary.warnings)),
        ]
        if let fixes = summary.fixes {
            summaryMembers.append(("fixedFiles", .integer(fixes.files)))
            summaryMembers.append(("fixedPlaces", .integer(fixes.places)))
        }
        return JSONValue.object([
            ("version", .integer(version)),
            ("tool", .object([("name", .string("vclab")), ("version", .string(toolVersion))])),
            ("summary", .object(summaryMembers)),
            ("diagnostics", .array(diagnostics.map(value))),
        ]).rendered()
    }

    /// A fix-it as an edit: the replaced text's start and end (1-based, UTF-8 byte columns, the end exclusive)
    /// and what replaces it.
    static func editValue(_ edit: Diagnostic.Edit) -> JSONValue {
        .object([
            ("line", .integer(edit.start.line)), ("column", .integer(edit.start.column)),
            ("endLine", .integer(edit.end.line)), ("endColumn", .integer(edit.end.column)),
            ("replacement", .string(edit.replacement)),
        ])
    }

    static func value(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("id", .string(diagnostic.id)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("path", .string(diagnostic.location.path)),
            ("line", .integer(diagnostic.location.line)),
            ("column", .integer(diagnostic.location.column)),
            ("message", .string(diagnostic.message)),
            ("fixIt", .optional(diagnostic.fixIt)),
            ("edit", diagnostic.edit.map(editValue) ?? .null),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([
                            ("path", .string(note.location.path)), ("line", .integer(note.location.line)),
                            ("column", .integer(note.location.column)), ("message", .string(note.message)),
                        ])
                    })
            ),
        ])
    }
}

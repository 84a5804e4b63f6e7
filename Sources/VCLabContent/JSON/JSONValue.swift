import VCLabSupport

/// Writing ``JSONValue`` (which VCLabSupport reads): pretty-printed with a fixed key order, so that the same
/// values always give the same bytes and the field names are the ones documented (no `Codable` synthesis, no
/// `_0`). Strings go through ``JSONText``, the one JSON string writer.
///
///     JSONValue.object([("version", .number(1)), ("quizzes", .array([]))]).rendered()
///     // {\n  "version": 1,\n  "quizzes": []\n}\n
extension JSONValue {
    /// A whole number.
    public static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// A string, or `null` when there is none.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two spaces, ending with a newline.
    public func rendered() -> String {
        var text = ""
        append(to: &text, indentation: "")
        return text + "\n"
    }

    private func append(to text: inout String, indentation: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value):
            if !value.isFinite {
                text += "null"
            } else if value == value.rounded(), abs(value) < 1e15 {
                text += String(Int(value))
            } else {
                text += String(value)
            }
        case .string(let value): text += JSONText.quoted(value)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            let inner = indentation + "  "
            text += "["
            for (index, element) in elements.enumerated() {
                text += (index == 0 ? "\n" : ",\n") + inner
                element.append(to: &text, indentation: inner)
            }
            text += "\n" + indentation + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            let inner = indentation + "  "
            text += "{"
            for (index, member) in members.enumerated() {
                text += (index == 0 ? "\n" : ",\n") + inner + JSONText.quoted(member.0) + ": "
                member.1.append(to: &text, indentation: inner)
            }
            text += "\n" + indentation + "}"
        }
    }
}

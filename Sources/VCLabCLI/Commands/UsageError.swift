import VCLabSupport

/// A command line that cannot be run as written; printed with the command's usage, exit 64.
///
/// The commands that speak Chinese (`show`, `study`, `list`, `progress`) word theirs in both languages;
/// the others' are English in both.
struct UsageError: Error {
    var text: LocalizedText

    init(_ message: String) { text = LocalizedText(english: message, chinese: message) }

    init(_ text: LocalizedText) { self.text = text }

    var message: String { text.english }

    func message(in language: ContentLanguage) -> String { text[language] }
}

import Foundation

/// Writes quizzes as JSON: every field of a prepared quiz, with its lesson, in reading order. Keys are sorted
/// so that the same course gives the same bytes.
public enum QuizJSONExporter {
    public static func export(_ quizzes: [ExportedQuiz]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(quizzes) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

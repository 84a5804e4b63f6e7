import Testing
import VCLabContent
import VCLabEngine
import VCLabGrading
import VCLabSupport
import VCLabTestSupport

/// Builds small lessons around quiz blocks and checks them, for tests that point at one line.
enum LessonSource {
    static let path = "lesson.md"

    /// A lesson titled "Test" whose scenario `nav` runs `root nav(A)`, `launch`, `push B`, `pop` on `ios`,
    /// followed by `body`. The scenario is on lines 6 to 10; `body` starts on line 13.
    static func lesson(_ body: String, ios: Int = 12) -> String {
        """
        ---
        title: Test
        ---

        ```sim nav
        ios \(ios)
        root nav(A)
        launch
        push B
        pop
        ```

        \(body)
        """
    }

    /// Checks `text` as the lesson `lesson.md` of a course (with `others`).
    static func check(_ text: String, others: [SourceFile] = []) -> CourseReport {
        CourseChecker.check(files: [file(text)] + others)
    }

    static func file(_ text: String, path: String = path) -> SourceFile {
        SourceFile(path: path, relativePath: path, bytes: Array(text.utf8))
    }

    /// Expects the diagnostic `id` at the `1️⃣` marker of `marked`, checked as a whole course.
    @discardableResult
    static func expectDiagnostic(
        _ id: String, in marked: String, severity: DiagnosticSeverity = .error, message: String? = nil,
        fixIt: String? = nil, others: [SourceFile] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let text = MarkedText(marked)
        let report = check(text.text, others: others)
        let position = text.position(of: "1️⃣")
        let atMarker = report.diagnostics.first {
            $0.id == id && $0.location.line == position.line && $0.location.column == position.column
        }
        guard let diagnostic = atMarker else {
            let found = report.diagnostics.map(\.description).joined(separator: "\n")
            Issue.record("no \(id) at \(position) among:\n\(found)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(diagnostic.location.path == path, sourceLocation: sourceLocation)
        #expect(diagnostic.severity == severity, "\(diagnostic)", sourceLocation: sourceLocation)
        if let message { #expect(diagnostic.message == message, sourceLocation: sourceLocation) }
        if let fixIt { #expect(diagnostic.fixIt == fixIt, sourceLocation: sourceLocation) }
        return diagnostic
    }

    /// The quality warnings about a quiz's options: tests of the key often ask with every option right.
    static let optionQualityWarnings: Set<String> = [QuizDiagnosticID.noDistractor, QuizDiagnosticID.everyOptionRight]

    /// The prepared quiz of a lesson with one quiz, after expecting that the check found nothing at all but
    /// the quality warnings about its options.
    static func preparedQuiz(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> PreparedQuiz
    {
        let report = check(text)
        let diagnostics = report.diagnostics.filter { !optionQualityWarnings.contains($0.id) }
        #expect(diagnostics == [], "\(diagnostics)", sourceLocation: sourceLocation)
        let evaluation = try #require(report.evaluations.first, sourceLocation: sourceLocation)
        return try #require(evaluation.preparedQuizzes.first ?? nil, sourceLocation: sourceLocation)
    }
}

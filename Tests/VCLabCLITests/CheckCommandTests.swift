import Foundation
import Testing
import VCLabContent

@testable import VCLabCLI

@Suite struct CheckCommandTests {
    @Test func parsesPathsAndOptions() throws {
        let command = try CheckCommand(arguments: ["Content/", "--fix", "--warnings-as-errors", "--content", "Other"])
        #expect(command.paths == ["Content/"])
        #expect(command.isFixing)
        #expect(command.treatsWarningsAsErrors)
        #expect(command.contentRoot == "Other")
        let defaults = try CheckCommand(arguments: [])
        #expect(defaults.paths == [] && !defaults.isFixing && defaults.contentRoot == "Content")
    }

    @Test func rejectsBadCommandLines() {
        #expect(throws: UsageError.self) { try CheckCommand(arguments: ["--fxi"]) }
        #expect(throws: UsageError.self) { try CheckCommand(arguments: ["--content"]) }
        #expect(throws: UsageError.self) { try CheckCommand(arguments: ["Package.swift"]) }
    }

    @Test func newLessonNeedsATitle() throws {
        #expect(try NewLessonCommand(arguments: ["lesson", "Pushing and popping"]).title == "Pushing and popping")
        #expect(throws: UsageError.self) { try NewLessonCommand(arguments: ["lesson"]) }
        #expect(throws: UsageError.self) { try NewLessonCommand(arguments: ["quiz", "x"]) }
        #expect(throws: UsageError.self) { try NewLessonCommand(arguments: ["lesson", "a", "b"]) }
        #expect(NewLessonCommand.slug(for: "Views: appearing & disappearing!") == "views-appearing-disappearing")
        #expect(NewLessonCommand.slug(for: "¿¿??") == "lesson")
        // Accented Latin letters keep their letter: a French title gets a readable ASCII slug.
        #expect(NewLessonCommand.slug(for: "Écrans et vues") == "ecrans-et-vues")
        #expect(NewLessonCommand.slug(for: "Straße, Æon, naïve") == "strasse-aeon-naive")
    }

    /// What `vclab new lesson` writes passes `vclab check` with no error, whatever the title, and warns only
    /// about its two placeholders, where they are.
    @Test(arguments: ["Pushing and popping", "Quotes \"and\" colons: fine"])
    func lessonTemplateChecksClean(title: String) throws {
        let slug = "07-" + NewLessonCommand.slug(for: title)
        let text = LessonTemplate.text(title: title, order: 7, slug: slug)
        let report = CourseChecker.check(
            files: [SourceFile(path: slug + ".md", relativePath: slug + ".md", bytes: Array(text.utf8))])
        #expect(
            report.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.id)" } == [
                "4:10 lesson.template-text", "9:1 lesson.template-text",
            ], "\(report.diagnostics.map(\.description))")
        #expect(report.quizCount == 6)
        let kinds = report.evaluations.first?.preparedQuizzes.compactMap { $0?.kind }
        #expect(kinds == ["order", "first", "happens", "count", "which", "claim"])
        #expect(report.evaluations.first?.lesson.title == title)
    }
}

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

    @Test func createRefusesToOverwrite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/lesson.md"
        try FileOutput.create(Array("one".utf8), at: path)
        #expect(throws: FileOutput.WriteError.self) { try FileOutput.create(Array("two".utf8), at: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one")
        try FileOutput.writeAtomically(Array("three".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "three")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["lesson.md"], "no temporary file is left behind")
    }

    @Test func contentDirectorySkipsHiddenFilesAndLinksThatLeave() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try directory.write("01-a.md", "---\ntitle: A\n---\n")
        try directory.write("shared/x.sim", "root A\nlaunch\n")
        try directory.write(".hidden/02-b.md", "---\ntitle: B\n---\n")
        try directory.write("notes.txt", "not content")
        try outside.write("secret.md", "---\ntitle: S\n---\n")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/leak.md", withDestinationPath: outside.path + "/secret.md")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/alias.md", withDestinationPath: directory.path + "/01-a.md")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/loop", withDestinationPath: directory.path)
        let listing = try ContentDirectory(root: directory.path).read()
        #expect(listing.files.map(\.relativePath) == ["01-a.md", "alias.md", "shared/x.sim"])
        #expect(listing.diagnostics.map(\.id) == ["course.outside-root"])
        #expect(listing.diagnostics.first?.location.path == directory.path + "/leak.md")
    }
}

/// A fresh directory under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("vclab-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent(relative)))
    }
}

import Testing
import VCLabContent
import VCLabSupport

/// Issue 27, 7: a lesson named by its number in prose and not linked is a warning whose fix-it is the link.
@Suite struct LessonMentionTests {
    static func check(_ body: String, path: String = "Content/02-second.md") -> [Diagnostic] {
        let first = SourceFile(path: "Content/01-first.md", bytes: Array("---\ntitle: First\n---\n\nText.\n".utf8))
        let third = SourceFile(path: "Content/03-third.md", bytes: Array("---\ntitle: Third\n---\n\nText.\n".utf8))
        let lesson = SourceFile(path: path, bytes: Array("---\ntitle: Second\n---\n\n\(body)".utf8))
        return CourseChecker.check(files: [first, lesson, third]).diagnostics.filter {
            $0.id == LessonDiagnosticID.unlinkedReference
        }
    }

    @Test func anUnlinkedLessonIsAWarningAtItsPlaceWithTheLinkAsItsFix() throws {
        let diagnostics = Self.check("As lesson 3 shows, and Lesson 1 said.\n")
        #expect(
            diagnostics.map(\.description) == [
                "Content/02-second.md:5:4: warning: 'lesson 3' names a lesson but is not a link to it; "
                    + "link it: [lesson 3](03-third.md) [lesson.unlinked-reference]",
                "Content/02-second.md:5:24: warning: 'Lesson 1' names a lesson but is not a link to it; "
                    + "link it: [Lesson 1](01-first.md) [lesson.unlinked-reference]",
            ])
        #expect(diagnostics.map(\.fixIt) == ["link it: [lesson 3](03-third.md)", "link it: [Lesson 1](01-first.md)"])
        let edit = try #require(diagnostics.first?.edit)
        #expect(edit.replacement == "[lesson 3](03-third.md)")
        let bytes = Array("---\ntitle: Second\n---\n\nAs lesson 3 shows, and Lesson 1 said.\n".utf8)
        #expect(String(decoding: bytes[edit.byteRange], as: UTF8.self) == "lesson 3")
    }

    @Test func eachNumberOfAListAndTheChineseFormAreChecked() {
        #expect(
            Self.check("Then lessons 1 and 3 return, and lessons 1, 3 or 9.\n").map(\.fixIt) == [
                "link it: [1](01-first.md)", "link it: [3](03-third.md)", "link it: [1](01-first.md)",
                "link it: [3](03-third.md)",
            ])
        #expect(
            Self.check("然后第1课和第 3 课再回到容器。\n").map(\.fixIt) == [
                "link it: [第1课](01-first.md)", "link it: [第 3 课](03-third.md)",
            ])
    }

    @Test func linksCodeAndOtherNumbersAreLeftAlone() {
        #expect(
            Self.check(
                """
                See [lesson 3](03-third.md), lessons [1](01-first.md) and [3](03-third.md), [第3课](03-third.md),
                `lesson 3` in code, lesson 9 (no such file), lessons learned, 3D lesson 30x, a lessons3 word.

                ```swift
                let lesson = 3 // lesson 3
                ```

                > A quote naming [lesson 1](01-first.md).
                """
            ) == [])
    }

    @Test func quotesAndListsAreProseToo() {
        #expect(Self.check("> See lesson 1.\n\n- and lesson 3\n").count == 2)
    }
}

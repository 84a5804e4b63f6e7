import Foundation
import Testing
import VCLabTestSupport

/// `vclab check` and `vclab new lesson` as an author or CI runs them: the built binary, its output and status.
@Suite struct CheckExecutableTests {
    func vclab(_ arguments: [String]) throws -> ExecutableTests.Result { try ExecutableTests.vclab(arguments) }

    static let goodLesson = """
        ---
        title: Push
        order: 1
        ---

        ```sim nav
        ios 12
        root nav(A)
        launch
        push B
        ```

        ```quiz
        id: push-order
        sim: nav
        step: push B
        ask: order
        prompt: Order them.
        answer: A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear
        ```
        """

    @Test func exitsZeroOnCleanContentAndOneOnErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.goodLesson)
        let clean = try vclab(["check", directory.path])
        #expect(clean.status == 0)
        #expect(clean.standardError.isEmpty)
        #expect(clean.standardOutput == "checked 1 lesson, 1 quiz: 0 errors, 0 warnings\n")

        try directory.write(
            "01-push.md",
            Self.goodLesson.replacing(
                "answer: A.viewWillDisappear, B.viewWillAppear", with: "answer: B.viewWillAppear, A.viewWillDisappear"))
        let broken = try vclab(["check", directory.path])
        #expect(broken.status == 1)
        #expect(
            broken.standardError
                == "\(directory.path)/01-push.md:19:9: error: answer says B.viewWillAppear comes before A.viewWillDisappear, but the trace has A.viewWillDisappear at #27 and B.viewWillAppear at #28 [quiz.wrong-key]\n"
        )
        #expect(broken.standardOutput == "checked 1 lesson, 1 quiz: 1 error, 0 warnings\n")
    }

    @Test func warningsFailOnlyWithWarningsAsErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.goodLesson.replacing("id: push-order\n", with: ""))
        let lenient = try vclab(["check", directory.path])
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("[quiz.missing-id]"))
        let strict = try vclab(["check", directory.path, "--warnings-as-errors"])
        #expect(strict.status == 1)
    }

    @Test func fixRewritesTheKeyOnceAndThenChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let wrong = Self.goodLesson
            .replacing("id: push-order\n", with: "")
            .replacing(
                "answer: A.viewWillDisappear, B.viewWillAppear", with: "answer: B.viewWillAppear, A.viewWillDisappear")
        try directory.write("01-push.md", wrong)
        let fixed = try vclab(["check", directory.path, "--fix"])
        #expect(fixed.status == 0, "\(fixed.standardError)")
        #expect(
            fixed.standardOutput.hasSuffix("fixed 2 places in 1 file\nchecked 1 lesson, 1 quiz: 0 errors, 0 warnings\n")
        )
        let expected = Self.goodLesson.replacing("id: push-order\n", with: "id: 01-push-order-1\n")
        #expect(try directory.read("01-push.md") == Array(expected.utf8))
        let again = try vclab(["check", directory.path, "--fix"])
        #expect(again.standardOutput.hasPrefix("nothing to fix\n"))
        #expect(try directory.read("01-push.md") == Array(expected.utf8))
    }

    @Test func aLessonFileIsCheckedWithinItsContentDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("shared/launch.sim", "root A\nlaunch\n")
        try directory.write(
            "01-a.md",
            "---\ntitle: A\n---\n\n```quiz\nid: a\nsim: shared/launch\nask: happens\nevent: A.viewDidLoad\nprompt: p\nanswer: yes\n```\n"
        )
        try directory.write("02-b.md", "no front matter\n")
        let result = try vclab(["check", directory.path + "/01-a.md", "--content", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "checked 1 lesson, 1 quiz: 0 errors, 0 warnings\n")
    }

    @Test func newLessonPassesCheckAsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("03-earlier.md", "---\ntitle: Earlier\norder: 3\n---\n")
        let created = try vclab(["new", "lesson", "Views: appearing", "--content", directory.path])
        #expect(created.status == 0, "\(created.standardError)")
        let path = "\(directory.path)/04-views-appearing.md"
        #expect(
            created.standardOutput
                == "created \(path)\nedit it, then run 'vclab check \(path) --content \(directory.path)'\n")
        let check = try vclab(["check", directory.path])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput == "checked 2 lessons, 6 quizzes: 0 errors, 2 warnings\n")
        #expect(check.standardError.components(separatedBy: "[lesson.template-text]").count == 3)

        // The hint is a command that works: run as printed, it checks the new lesson in its course.
        let hinted = try vclab(["check", path, "--content", directory.path])
        #expect(hinted.status == 0, "\(hinted.standardError)")
        #expect(hinted.standardOutput == "checked 1 lesson, 6 quizzes: 0 errors, 2 warnings\n")

        // Once the placeholders are replaced, the lesson is clean even with warnings as errors.
        let written = try String(decoding: directory.read("04-views-appearing.md"), as: UTF8.self)
            .replacing("One sentence for the index and search.", with: "What appears when.")
            .replacing("Write the lesson here.", with: "Views appear.")
        try directory.write("04-views-appearing.md", written)
        let clean = try vclab(["check", directory.path, "--warnings-as-errors"])
        #expect(clean.status == 0, "\(clean.standardError)")
    }

    @Test func newLessonRefusesATitleOrSlugTheCourseHas() throws {
        let directory = try TemporaryDirectory()
        let first = try vclab(["new", "lesson", "Écrans et vues", "--content", directory.path])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.hasPrefix("created \(directory.path)/01-ecrans-et-vues.md\n"))
        let sameTitle = try vclab(["new", "lesson", "écrans ET vues", "--content", directory.path])
        #expect(sameTitle.status == 1)
        #expect(
            sameTitle.standardError
                == "vclab new: error: \(directory.path)/01-ecrans-et-vues.md already has the title; choose another title, or edit that lesson\n"
        )
        let sameSlug = try vclab(["new", "lesson", "Ecrans, et vues!", "--content", directory.path])
        #expect(sameSlug.status == 1)
        #expect(sameSlug.standardError.contains("already has the slug 'ecrans-et-vues'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["01-ecrans-et-vues.md"])
    }

    @Test func aContentDirectoryThatDoesNotExistIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.goodLesson)
        let result = try vclab(["check", directory.path + "/01-push.md", "--content", directory.path + "/nowhere"])
        #expect(result.status == 74)
        #expect(
            result.standardError
                == "vclab check: error: no content directory '\(directory.path)/nowhere' (given with --content)\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func everyQuizIsCountedAndEveryScenarioReferenceChecked() throws {
        let directory = try TemporaryDirectory()
        // The second quiz's kind is misspelt, so it cannot become a quiz; its scenario name is wrong too, and
        // the third quiz names an unknown controller. All three are reported, and all three quizzes counted.
        let lesson =
            Self.goodLesson + """


                ```quiz
                id: q2
                sim: navv
                ask: ordr
                prompt: p
                answer: A.viewDidLoad, B.viewDidLoad
                ```

                ```quiz
                id: q3
                sim: nav
                ask: happens
                event: Z.viewDidLoad
                prompt: p
                answer: yes
                ```
                """
        try directory.write("01-push.md", lesson)
        let result = try vclab(["check", directory.path])
        #expect(result.status == 1)
        let file = "\(directory.path)/01-push.md"
        #expect(
            result.standardError == """
                \(file):24:6: error: there is no scenario 'navv' in the lesson or the content directory; did you mean 'nav'? [quiz.unknown-simulation]
                \(file):25:6: error: unknown kind of question 'ordr'; did you mean 'order'? [quiz.unknown-kind]
                \(file):34:8: error: the scenario has no controller 'Z'; it has A, B, app, nav1 [quiz.unknown-controller]

                """)
        #expect(result.standardOutput == "checked 1 lesson, 3 quizzes: 3 errors, 0 warnings\n")
    }

    @Test func unreadablePathsAndBadOptions() throws {
        let missing = try vclab(["check", "no/such/dir"])
        #expect(missing.status == 74)
        #expect(missing.standardError.contains("no such file or directory 'no/such/dir'"))
        let usage = try vclab(["check", "--frobnicate"])
        #expect(usage.status == 64)
        #expect(usage.standardError.contains("USAGE: vclab check"))
        let noContent = try vclab(["new", "lesson", "X", "--content", "no/such/dir"])
        #expect(noContent.status == 74)
    }

    @Test func linksOutOfTheContentDirectoryAreRejected() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try outside.write("secret.md", Self.goodLesson)
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/leak.md", withDestinationPath: outside.path + "/secret.md")
        let result = try vclab(["check", directory.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("[course.outside-root]"))
        #expect(result.standardOutput == "checked 0 lessons, 0 quizzes: 1 error, 0 warnings\n")
    }
}

import Foundation
import Testing
import VCLabTestSupport

/// `vclab check --format json|sarif` and `--fix` with its diff and `--dry-run`, through the built binary.
@Suite struct CheckFormatExecutableTests {
    func vclab(_ arguments: [String], in directory: String? = nil) throws -> ExecutableTests.Result {
        try ExecutableTests.vclab(arguments, in: directory)
    }

    /// A lesson with one error whose line holds a two-byte character before the column (for SARIF's UTF-16
    /// columns), one warning with a note-free fix-it, and one duplicate id with a note.
    static let lesson = """
        ---
        title: Push
        ---

        ```sim nav
        ios 12
        root nav(A)
        launch
        push B
        ```

        ```quiz
        id: which-é
        sim: nav
        step: push B
        ask: which
        prompt: Which happen?
        answer: B.viewDidLoad
        choices: A.viewDidLoad, Zé.viewDidLoad
        ```

        ```quiz
        sim: nav
        ask: happens
        event: B.viewDidLoad
        prompt: Does B load?
        answer: yes
        ```

        """

    func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func jsonFollowsVersionOneOfTheDocumentedSchema() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.lesson)
        let result = try vclab(["check", "01-push.md", "--content", ".", "--format", "json"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.standardError.isEmpty)
        let document = try json(result.standardOutput)
        #expect(Set(document.keys) == ["version", "tool", "summary", "diagnostics"])
        #expect(document["version"] as? Int == 1)
        let tool = try #require(document["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "vclab")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["lessons": 1, "quizzes": 2, "errors": 2, "warnings": 1])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        // The two notes are the quiz.unchecked of the options that the unknown controller left unchecked.
        #expect(diagnostics.map { $0["severity"] as? String } == ["error", "note", "note", "error", "warning"])
        let first = diagnostics[0]
        #expect(Set(first.keys) == ["id", "severity", "path", "line", "column", "message", "fixIt", "edit", "notes"])
        #expect(first["id"] as? String == "quiz.invalid-value")
        #expect(first["severity"] as? String == "error")
        #expect(first["path"] as? String == "01-push.md")
        #expect(first["line"] as? Int == 13)
        #expect(first["column"] as? Int == 5)
        let unknown = diagnostics[3]
        #expect(unknown["id"] as? String == "quiz.unknown-controller")
        #expect(diagnostics[1]["id"] as? String == "quiz.unchecked")
        #expect(unknown["line"] as? Int == 19)
        #expect(unknown["column"] as? Int == 25)
        #expect(unknown["fixIt"] as? String == "it has A, B, app, nav1")
        #expect(diagnostics[4]["fixIt"] is String)
        // Byte-identical on a second run: keys in a fixed order.
        let again = try vclab(["check", "01-push.md", "--content", ".", "--format", "json"], in: directory.path)
        #expect(again.standardOutput == result.standardOutput)

        // The bundled course is clean even with warnings as errors: no quality lint fires on it.
        let clean = try vclab(["check", "--format", "json", "--content", "Content", "--warnings-as-errors"])
        #expect(clean.status == 0)
        let cleanDocument = try json(clean.standardOutput)
        #expect((cleanDocument["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func sarifIsAVersion2Point1Log() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.lesson)
        let result = try vclab(["check", "01-push.md", "--content", ".", "--format", "sarif"], in: directory.path)
        #expect(result.status == 1)
        let log = try json(result.standardOutput)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "vclab")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.compactMap { $0["id"] as? String } == [
                "quiz.invalid-value", "quiz.missing-id", "quiz.unchecked", "quiz.unknown-controller",
            ])
        #expect(runs[0]["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "note", "note", "error", "warning"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 2, 2, 3, 1])
        let unknown = results[3]
        #expect(unknown["ruleId"] as? String == "quiz.unknown-controller")
        let message = try #require((unknown["message"] as? [String: Any])?["text"] as? String)
        #expect(message == "the scenario has no controller 'Zé'; it has A, B, app, nav1")
        let physical = try #require(
            ((unknown["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "01-push.md")
        let region = try #require(physical["region"] as? [String: Int])
        // 'choices: A.viewDidLoad, Zé…': 'Z' is byte 25 and UTF-16 unit 25; the 'é' on line 13 is before
        // nothing, so the first result's column is the same in both. The id's error is at 'which-é' (col 5).
        // The finding spans the item 'Zé.viewDidLoad': 14 UTF-16 units (15 bytes), so it ends at unit 39.
        #expect(region == ["startLine": 19, "startColumn": 25, "endLine": 19, "endColumn": 39])
        try Self.expectSARIFShape(log)
    }

    /// The shape SARIF 2.1.0 asks of what VCLab writes: every rule an id with a short and a full description
    /// (a `text`, and the same words in `markdown`) and a level SARIF knows; every region's end, when given,
    /// both `endLine` and `endColumn`, after the start; every result's rule index pointing at its rule.
    static func expectSARIFShape(_ log: [String: Any]) throws {
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let levels: Set<String> = ["none", "note", "warning", "error"]
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            for key in ["shortDescription", "fullDescription"] {
                let description = try #require(rule[key] as? [String: String], "\(id) has no \(key)")
                #expect(Set(description.keys) == ["text", "markdown"])
                #expect(description["text"]?.isEmpty == false)
                #expect(description["text"]?.contains("`") == false, "\(id)'s \(key) text holds Markdown")
            }
            let short = (rule["shortDescription"] as? [String: String])?["text"] ?? ""
            let full = (rule["fullDescription"] as? [String: String])?["text"] ?? ""
            #expect(full.hasPrefix(short) && full != short)
            if let configuration = rule["defaultConfiguration"] as? [String: String] {
                #expect(levels.contains(configuration["level"] ?? ""))
            }
        }
        for result in try #require(run["results"] as? [[String: Any]]) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(levels.contains(result["level"] as? String ?? ""))
            let locations = try #require(result["locations"] as? [[String: Any]])
            for location in locations {
                let region = try #require(
                    (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
                let start = try #require(region["startLine"])
                #expect(try #require(region["startColumn"]) >= 1)
                #expect((region["endLine"] == nil) == (region["endColumn"] == nil))
                if let endLine = region["endLine"], let endColumn = region["endColumn"] {
                    #expect(endLine > start || (endLine == start && endColumn > region["startColumn"] ?? 0))
                }
            }
        }
    }

    @Test func sarifRulesDescribeTheirDiagnostics() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.lesson)
        let result = try vclab(["check", "01-push.md", "--content", ".", "--format", "sarif"], in: directory.path)
        let log = try json(result.standardOutput)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let unknown = try #require(rules.first { $0["id"] as? String == "quiz.unknown-controller" })
        let short = try #require(unknown["shortDescription"] as? [String: String])
        #expect(short["text"]?.hasPrefix("An event, of: or loaded option names a controller the scenario") == true)
        #expect(short["markdown"]?.hasPrefix("An event, `of:` or `loaded` option names") == true)
        let full = try #require((unknown["fullDescription"] as? [String: String])?["text"])
        #expect(full.hasSuffix("Fix: fix the name."))
        #expect((unknown["defaultConfiguration"] as? [String: String])?["level"] == "error")
        let missing = try #require(rules.first { $0["id"] as? String == "quiz.missing-id" })
        #expect((missing["defaultConfiguration"] as? [String: String])?["level"] == "warning")
    }

    @Test func sarifColumnsCountUTF16UnitsAfterWideCharacters() throws {
        let directory = try TemporaryDirectory()
        // The unknown controller comes after 'É.viewDidLoad, ' on its line: 'É' is two UTF-8 bytes but one
        // UTF-16 unit, so the byte column 27 is the UTF-16 column 26.
        try directory.write(
            "01-push.md", Self.lesson.replacing("choices: A.viewDidLoad, Zé", with: "choices: É.viewDidLoad, Zé"))
        let text = try vclab(["check", "01-push.md", "--content", "."], in: directory.path)
        #expect(text.standardError.contains("01-push.md:19:26: error: the scenario has no controller 'Zé'"))
        let result = try vclab(["check", "01-push.md", "--content", ".", "--format", "sarif"], in: directory.path)
        let runs = try #require(try json(result.standardOutput)["runs"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let columns = results.compactMap { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first
            let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
            return region?["startLine"] == 19 ? region?["startColumn"] : nil
        }
        #expect(columns == [10, 25])
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try vclab(["check", "--format", "xml"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix("vclab check: error: --format takes 'text', 'json' or 'sarif', not 'xml'"))
        let dryRun = try vclab(["check", "--dry-run"])
        #expect(dryRun.status == 64)
    }

    static let wrongLesson = """
        ---
        title: Push
        ---

        ```sim nav
        ios 12
        root nav(A)
        launch
        push B
        ```

        Some prose that the fix must not touch.

        ```quiz
        sim: nav
        ask: happens
        event: B.viewDidLoad
        prompt: Does B load?
        answer: no
        ```

        """

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.wrongLesson)
        let before = try directory.read("01-push.md")
        let dryRun = try vclab(["check", "01-push.md", "--content", ".", "--fix", "--dry-run"], in: directory.path)
        #expect(dryRun.status == 1)
        #expect(try directory.read("01-push.md") == before)
        let diff = """
            --- a/01-push.md
            +++ b/01-push.md
            @@ -12,9 +12,10 @@
             Some prose that the fix must not touch.
             
             ```quiz
            +id: 01-push-happens-1
             sim: nav
             ask: happens
             event: B.viewDidLoad
             prompt: Does B load?
            -answer: no
            +answer: yes
             ```

            """
        #expect(
            dryRun.standardOutput == diff
                + "would fix 2 places in 1 file\nchecked 1 lesson, 1 quiz: 1 error, 1 warning\n")
        // The findings are those of the file as it is on disk.
        #expect(dryRun.standardError.contains("01-push.md:19:9: error: answer says B.viewDidLoad does not happen"))

        // The diff applies with patch(1) to exactly what --fix writes.
        let copy = try TemporaryDirectory()
        try copy.write("01-push.md", Self.wrongLesson)
        try copy.write("fix.diff", diff)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        patch.arguments = ["-s", "-p1", "-i", "fix.diff"]
        patch.currentDirectoryURL = URL(fileURLWithPath: copy.path)
        try patch.run()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)

        let fixed = try vclab(["check", "01-push.md", "--content", ".", "--fix"], in: directory.path)
        #expect(fixed.status == 0, "\(fixed.standardError)")
        #expect(
            fixed.standardOutput == diff + "fixed 2 places in 1 file\nchecked 1 lesson, 1 quiz: 0 errors, 0 warnings\n")
        #expect(try directory.read("01-push.md") == copy.read("01-push.md"))
        let again = try vclab(["check", "01-push.md", "--content", ".", "--fix", "--dry-run"], in: directory.path)
        #expect(again.standardOutput == "nothing to fix\nchecked 1 lesson, 1 quiz: 0 errors, 0 warnings\n")
    }
}

import Foundation
import Testing
import VCLabTestSupport

/// Fix-its that are edits (a range and its replacement): `--fix` applies them, and JSON and SARIF carry them.
@Suite struct FixItEditTests {
    /// A misspelt kind, a misspelt key and a wrong key, each with one unambiguous fix.
    static let lesson = """
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
        id: push-happens
        sim: nav
        step: push B
        ask: happen
        event: B.viewDidLoad
        promt: Does B load?
        prompt: Does B load?
        answer: yes
        ```

        ```quiz
        id: push-count
        sim: nav
        step: push B
        ask: count
        event: B.viewDidLoad
        prompt: How many times?
        answer: 3
        ```
        """

    @Test func fixAppliesDidYouMeansAndWrongKeys() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.lesson)
        let fixed = try ExecutableTests.vclab(["check", "--fix", directory.path])
        let text = String(decoding: try directory.read("01-push.md"), as: UTF8.self)
        #expect(text.contains("\nask: happens\n"), "the misspelt kind is corrected")
        #expect(text.contains("\nprompt: Does B load?\nprompt: Does B load?\n"), "the misspelt key is corrected")
        #expect(text.contains("\nanswer: 1\n"), "the wrong count is the engine's")
        #expect(fixed.standardOutput.contains("fixed 3 places in 1 file"), "\(fixed.standardOutput)")
    }

    @Test func jsonAndSARIFCarryTheEdits() throws {
        let directory = try TemporaryDirectory()
        try directory.write("01-push.md", Self.lesson)
        let json = try ExecutableTests.vclab(["check", "--format", "json", directory.path])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let edits = diagnostics.compactMap { $0["edit"] as? [String: Any] }
        let kind = try #require(edits.first { $0["replacement"] as? String == "happens" })
        #expect(kind["line"] as? Int == 17 && kind["column"] as? Int == 6 && kind["endColumn"] as? Int == 12)
        #expect(edits.contains { $0["replacement"] as? String == "prompt" && $0["column"] as? Int == 1 })
        let count = try #require(edits.first { $0["replacement"] as? String == "1" })
        #expect(count["line"] as? Int == 31 && count["column"] as? Int == 9 && count["endColumn"] as? Int == 10)
        #expect(diagnostics.allSatisfy { $0.keys.contains("edit") }, "every diagnostic has an edit, or null")

        let sarif = try ExecutableTests.vclab(["check", "--format", "sarif", directory.path])
        #expect(sarif.standardOutput.contains("\"deletedRegion\""))
        #expect(sarif.standardOutput.contains("\"insertedContent\": {\n"))
        #expect(sarif.standardOutput.contains("\"text\": \"happens\""))
    }
}

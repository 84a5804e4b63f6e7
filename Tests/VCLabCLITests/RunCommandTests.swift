import Testing

@testable import VCLabCLI

@Suite struct RunCommandTests {
    @Test func parsesFormatAndNaming() throws {
        let command = try RunCommand(arguments: ["a.sim", "--format", "json", "--objc"])
        #expect(command.path == "a.sim")
        #expect(command.format == .json)
        #expect(command.naming == .objectiveC)
        #expect(try RunCommand(arguments: ["--format=json", "-"]).path == "-")
    }

    @Test func rejectsBadCommandLines() {
        #expect(throws: UsageError.self) { try RunCommand(arguments: []) }
        #expect(throws: UsageError.self) { try RunCommand(arguments: ["a.sim", "--format", "xml"]) }
        #expect(throws: UsageError.self) { try RunCommand(arguments: ["a.sim", "b.sim"]) }
        #expect(throws: UsageError.self) { try RunCommand(arguments: ["a.sim", "--colour"]) }
    }
}

import Testing
import VCLabEngine

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
        #expect(throws: UsageError.self) { try RunCommand(arguments: ["a.sim", "--ios", "2"]) }
        #expect(throws: UsageError.self) { try RunCommand(arguments: ["a.sim", "--ios", "banana"]) }
        #expect(throws: UsageError.self) { try RunCommand(arguments: ["a.sim", "--device", "watch"]) }
        #expect(throws: UsageError.self) { try RunCommand(arguments: ["a.sim", "--compare", "6"]) }
        #expect(throws: UsageError.self) {
            try RunCommand(arguments: ["a.sim", "--compare", "6,12", "--format", "json"])
        }
    }

    @Test func parsesVersionDeviceAndCompare() throws {
        let command = try RunCommand(arguments: ["a.sim", "--ios", "12.4", "--device=ipad", "--color", "never"])
        #expect(command.ios == IOSVersion(12, 4))
        #expect(command.device == .ipad)
        #expect(
            try RunCommand(arguments: ["a.sim", "--compare", "6, 12,17"]).compared == [
                IOSVersion(6), IOSVersion(12), IOSVersion(17),
            ])
    }
}

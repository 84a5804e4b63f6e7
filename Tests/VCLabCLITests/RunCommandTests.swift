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
        // Apple went from iOS 18 to iOS 26: the versions between never existed.
        do throws(UsageError) {
            _ = try RunCommand(arguments: ["a.sim", "--ios", "22"])
            Issue.record("--ios 22 was accepted")
        } catch {
            #expect(
                error.message
                    == "--ios: iOS 22 was never released: Apple went from iOS 18 to iOS 26 (did you mean 18 or 26?)")
        }
        #expect((try? RunCommand(arguments: ["a.sim", "--ios", "18.6"])) != nil)
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

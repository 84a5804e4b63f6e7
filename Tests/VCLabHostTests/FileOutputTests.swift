import Foundation
import Testing
import VCLabTestSupport

@testable import VCLabHost

@Suite struct FileOutputTests {
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
}

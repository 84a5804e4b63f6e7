import Foundation
import Testing
import VCLabTestSupport

@testable import VCLabHost

@Suite struct ContentDirectoryTests {
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

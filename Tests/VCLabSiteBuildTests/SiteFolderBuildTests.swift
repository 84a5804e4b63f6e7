import Foundation
import Testing
import VCLabHost
import VCLabSupport
import VCLabTestSupport

@testable import VCLabSiteBuild

/// What a build hands back to its caller (`vclab serve` keeps the updater and shows the diagnostics), in process:
/// the command's printed lines are the CLI's tests.
@Suite struct SiteFolderBuildTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/Fixture").path

    @Test(arguments: [true, false])
    func aBuildThatSucceedsKeepsItsPagesOnlyWhenAsked(retainsPages: Bool) throws {
        let directory = try TemporaryDirectory()
        let out = directory.path + "/site"
        let outcome = SiteFolderBuild(contentRoot: Self.fixture, output: out, retainsPages: retainsPages)
            .run(console: Console())
        #expect(outcome.status == ExitCode.success)
        #expect(!outcome.diagnostics.contains { $0.severity == .error })
        #expect((outcome.updater != nil) == retainsPages)
        #expect(FileManager.default.fileExists(atPath: out + "/01-pushing.html"))
    }

    @Test func aContentErrorComesBackAsADiagnosticWithNoUpdaterAndNoSite() throws {
        let directory = try TemporaryDirectory()
        let content = directory.path + "/content"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: content)
        try directory.write(
            "content/03-extra.md", "---\ntitle: Broken\n---\n\n```sim bad\nroot A\nlaunch\npuhs B\n```\n")
        let out = directory.path + "/site"
        let outcome = SiteFolderBuild(contentRoot: content, output: out, retainsPages: true).run(console: Console())
        #expect(outcome.status == ExitCode.contentError)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location.path) == [content + "/03-extra.md"])
        #expect(errors.first?.location.line == 8)
        #expect(outcome.updater == nil)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

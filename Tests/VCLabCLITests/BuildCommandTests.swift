import Foundation
import Testing

/// `vclab build` end to end: the check comes first, the site is swapped into place only when everything
/// succeeded, and a failed build leaves the previous site as it was.
@Suite struct BuildCommandTests {
    static let fixture = ExecutableTests.packageRoot.appendingPathComponent("Tests/Browser/Fixture").path

    /// A fresh folder for one test; the test removes it.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vclab-build-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Every file under `directory` with its bytes, by relative path.
    static func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        for path in paths {
            var isDirectory: ObjCBool = false
            let full = directory.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    /// A copy of the fixture content with `extra` added as another lesson.
    static func content(in directory: URL, adding extra: String? = nil) throws -> String {
        let content = directory.appendingPathComponent("content")
        try FileManager.default.copyItem(atPath: fixture, toPath: content.path)
        if let extra {
            try extra.write(to: content.appendingPathComponent("03-extra.md"), atomically: true, encoding: .utf8)
        }
        return content.path
    }

    @Test func buildsTheSiteAndSaysWhatItWrote() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site").path
        let engine = try Self.tinyEngineModule(in: directory)
        let result = try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out, "--engine", engine])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("built 2 lessons with 11 questions into \(out)/: 20 files, "))
        #expect(result.standardOutput.contains("\nno sitemap.xml: a sitemap needs absolute URLs; pass --base-url URL"))
        let files = try Self.snapshot(URL(fileURLWithPath: out))
        #expect(
            Set(files.keys) == [
                ".vclab-site", "index.html", "01-pushing.html", "02-second.html", "404.html", "review.html",
                "favicon.svg", "site.css", "site.js", "lessons.js", "search-index.js", "lab.js", "lab-engine.js",
                "playground.html", "rule-descriptions.js", "review-engine.js", "scenario-language.html", "vclab.wasm",
                "vclab.wasm.gz", "engine-worker.js", "device-engine.js",
            ])
        // The module goes into the site as base64 in a script, with the version of the engine.
        let engineScript = String(decoding: files["lab-engine.js"] ?? Data(), as: UTF8.self)
        #expect(engineScript.contains("\"module\": \"AGFzbQEAAAA=\""))
        let page = String(decoding: files["01-pushing.html"] ?? Data(), as: UTF8.self)
        // engine-worker.js is async and names the base64 copy, which it loads only where the module beside it
        // cannot be fetched (file://); the page does not load lab-engine.js itself.
        #expect(page.contains("<script src=\"engine-worker.js\" async data-module-script=\"lab-engine.js\""))
        #expect(!page.contains("<script src=\"lab-engine.js\"") && !page.contains("class=\"lab-off\""))
        #expect(files["vclab.wasm"] == (try Data(contentsOf: URL(fileURLWithPath: engine))))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers.sorted() == ["engine.wasm", "site"], "no staging folder is left behind")
    }

    /// The smallest WebAssembly module: the magic number and version 1.
    static func tinyEngineModule(in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("engine.wasm")
        try Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]).write(to: url)
        return url.path
    }

    @Test func anEngineThatCannotBeReadOrIsNotWebAssemblyIsAnError() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site").path
        let missing = try ExecutableTests.vclab(
            [
                "build", "--content", Self.fixture, "--out", out, "--engine",
                directory.appendingPathComponent("no.wasm").path,
            ])
        #expect(missing.status == 74)
        #expect(missing.standardError.contains("no such file"))
        let text = directory.appendingPathComponent("engine.txt")
        try Data("not a module".utf8).write(to: text)
        let wrong = try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out, "--engine", text.path])
        #expect(wrong.status == 74)
        #expect(wrong.standardError.contains("is not a WebAssembly module"))
        #expect(!FileManager.default.fileExists(atPath: out), "no site is written")
    }

    @Test func aBaseURLAddsTheSitemapAndABadOneIsAUsageError() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site")
        let result = try ExecutableTests.vclab([
            "build", "--content", Self.fixture, "--out", out.path, "--base-url", "https://learn.example/vclab",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("sitemap"))
        let sitemap = try String(contentsOf: out.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://learn.example/vclab/01-pushing.html</loc>"))
        let bad = try ExecutableTests.vclab([
            "build", "--content", Self.fixture, "--out", out.path, "--base-url", "site/",
        ])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("the base URL must start with https:// or http:// (got 'site/')"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first")
        let second = directory.appendingPathComponent("second")
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", first.path]).status == 0)
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", second.path]).status == 0)
        #expect(try Self.snapshot(first) == Self.snapshot(second))
    }

    @Test func aContentErrorPrintsLikeCheckAndLeavesThePreviousSite() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site")
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        let before = try Self.snapshot(out)
        let broken = "---\ntitle: Broken\n---\n\n```sim bad\nroot A\nlaunch\npuhs B\n```\n"
        let content = try Self.content(in: directory, adding: broken)
        let result = try ExecutableTests.vclab(["build", "--content", content, "--out", out.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("03-extra.md:8:1: error: "))
        #expect(result.standardError.contains("the site was not built"))
        #expect(result.standardOutput.isEmpty)
        #expect(try Self.snapshot(out) == before)
    }

    @Test func aBrokenLinkFailsTheBuildAndLeavesThePreviousSite() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site")
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        let before = try Self.snapshot(out)
        let content = try Self.content(
            in: directory, adding: "---\ntitle: Links\n---\n\nSee [it](01-pushing.md#nowhere).\n")
        let result = try ExecutableTests.vclab(["build", "--content", content, "--out", out.path])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("03-extra.md:5:5: error: link '01-pushing.html#nowhere' names no anchor"))
        #expect(result.standardError.contains("[site.broken-link]"))
        #expect(try Self.snapshot(out) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(leftovers == ["content", "site"], "the staging folder is removed")
    }

    @Test func aNewBuildReplacesTheOldSiteWhole() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site")
        let content = try Self.content(in: directory, adding: "---\ntitle: Extra\norder: 3\n---\n\nMore.\n")
        #expect(try ExecutableTests.vclab(["build", "--content", content, "--out", out.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("03-extra.html").path))
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("03-extra.html").path))
    }

    @Test func aRebuildWritesOverTheSiteBeforeLastAndDropsWhatItNoLongerHas() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site")
        let kept = directory.appendingPathComponent(".site.previous")
        let content = try Self.content(in: directory, adding: "---\ntitle: Extra\norder: 3\n---\n\nMore.\n")
        func inode(_ url: URL) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        }
        #expect(try ExecutableTests.vclab(["build", "--content", content, "--out", out.path]).status == 0)
        let firstInode = try inode(out.appendingPathComponent("01-pushing.html"))
        #expect(!FileManager.default.fileExists(atPath: kept.path), "there was no site to keep")
        #expect(try ExecutableTests.vclab(["build", "--content", content, "--out", out.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("03-extra.html").path))

        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        #expect(try inode(out.appendingPathComponent("01-pushing.html")) == firstInode, "the page was written over")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("03-extra.html").path))
        let fresh = directory.appendingPathComponent("fresh")
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", fresh.path]).status == 0)
        #expect(try Self.snapshot(out) == Self.snapshot(fresh))
    }

    @Test func aLinkPlantedInTheKeptSiteIsReplacedNotWrittenThrough() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site")
        let kept = directory.appendingPathComponent(".site.previous")
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        let outside = directory.appendingPathComponent("outside.txt")
        try "keep me".write(to: outside, atomically: true, encoding: .utf8)
        for name in ["index.html", "search-index.js", ".vclab-site"] {
            try FileManager.default.removeItem(at: kept.appendingPathComponent(name))
            try FileManager.default.createSymbolicLink(
                at: kept.appendingPathComponent(name), withDestinationURL: outside)
        }
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "keep me")
        for name in ["index.html", "search-index.js", ".vclab-site"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(name)")
        }
    }

    @Test func aFolderThatOnlyHasTheNameOfAKeptSiteIsLeftAlone() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let kept = directory.appendingPathComponent(".site.previous")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try "keep me".write(to: kept.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("site")
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        #expect(try Self.snapshot(kept) == ["notes.txt": Data("keep me".utf8)])
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("notes.txt").path))
    }

    @Test func refusesToReplaceAFolderItDidNotBuild() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "keep me".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path])
        #expect(result.status == 74)
        #expect(result.standardError.contains("is not a site built by vclab"))
        #expect(try Self.snapshot(out) == ["notes.txt": Data("keep me".utf8)])
    }

    @Test func removesWhatAKilledBuildLeftBehind() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A process id far above any the kernel hands out: the build that used it is surely gone.
        let abandoned = directory.appendingPathComponent(".site.building-2147483000")
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
        let out = directory.appendingPathComponent("site")
        #expect(try ExecutableTests.vclab(["build", "--content", Self.fixture, "--out", out.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
    }

    @Test(arguments: [["extra"], ["--out"], ["--colour"], ["--content="]])
    func rejectsAWrongCommandLine(_ arguments: [String]) throws {
        let result = try ExecutableTests.vclab(["build"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains("USAGE: vclab build"))
    }
}

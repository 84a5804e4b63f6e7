import Foundation
import Testing

/// `vclab build` of a course with a translation: the batch build checks each translation with its original
/// and writes the Chinese tree; a translation with an error stops the build like any lesson.
@Suite struct TranslatedBuildTests {
    static let bilingual = ExecutableTests.packageRoot.appendingPathComponent("Tests/Browser/Bilingual").path

    @Test func buildsTheChineseTreeBesideTheEnglishOne() throws {
        let directory = try BuildCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("site").path
        let engine = try BuildCommandTests.tinyEngineModule(in: directory)
        let result = try ExecutableTests.vclab(
            [
                "build", "--content", Self.bilingual, "--out", out, "--engine", engine, "--base-url",
                "https://x.example/",
            ])
        #expect(result.status == 0, "\(result.standardError)")
        // The lesson without a translation is reported as `vclab check` reports it.
        #expect(result.standardError.contains("02-more.md:1:1: warning: the lesson has no 简体中文 translation"))
        #expect(result.standardOutput.hasPrefix("built 2 lessons with 2 questions into \(out)/: 31 files, "))
        let files = try BuildCommandTests.snapshot(URL(fileURLWithPath: out))
        // robots.txt, with --base-url, once at the top: crawlers read it only at a host's root.
        #expect(files["robots.txt"] != nil && files["zh-Hans/robots.txt"] == nil)
        let chinese = Set(files.keys.filter { $0.hasPrefix("zh-Hans/") })
        #expect(
            chinese == [
                "zh-Hans/01-lifecycle.html", "zh-Hans/02-more.html", "zh-Hans/index.html", "zh-Hans/404.html",
                "zh-Hans/review.html", "zh-Hans/playground.html", "zh-Hans/lessons.js", "zh-Hans/search-index.js",
                "zh-Hans/rule-descriptions.js", "zh-Hans/scenario-language.html",
            ])
        // Each tree's rule descriptions are in its language: the live lab hands them to the module.
        let rules = String(decoding: files["zh-Hans/rule-descriptions.js"] ?? Data(), as: UTF8.self)
        #expect(
            rules.hasPrefix("// What each rule of the VCLab engine says")
                && rules.contains("self.VCLabRuleDescriptions = {\"rules\":{"))
        #expect(rules.contains("推入：旧视图控制器 will-disappear"))
        let englishRules = String(decoding: files["rule-descriptions.js"] ?? Data(), as: UTF8.self)
        #expect(englishRules.contains("A push: old will-disappear") && !englishRules.contains("推入"))
        let page = String(decoding: files["zh-Hans/01-lifecycle.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<h1>视图控制器的一生</h1>") && page.contains("<h2 id=\"memory-warnings\">内存警告"))
        let next = String(decoding: files["zh-Hans/02-more.html"] ?? Data(), as: UTF8.self)
        #expect(next.contains("<span class=\"pager-label\">上一课</span> 视图控制器的一生</a>"))
        let sitemap = String(decoding: files["sitemap.xml"] ?? Data(), as: UTF8.self)
        #expect(sitemap.contains("<loc>https://x.example/zh-Hans/02-more.html</loc>"))
    }

    @Test func aTranslationThatChangesASettingStopsTheBuildAndKeepsThePreviousSite() throws {
        let directory = try BuildCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let content = directory.appendingPathComponent("content")
        try FileManager.default.copyItem(atPath: Self.bilingual, toPath: content.path)
        let out = directory.appendingPathComponent("site").path
        let engine = try BuildCommandTests.tinyEngineModule(in: directory)
        let arguments = ["build", "--content", content.path, "--out", out, "--engine", engine]
        #expect(try ExecutableTests.vclab(arguments).status == 0)
        let before = try BuildCommandTests.snapshot(URL(fileURLWithPath: out))
        let translation = content.appendingPathComponent("zh-Hans/01-lifecycle.md")
        let text = try String(contentsOf: translation, encoding: .utf8)
        try text.replacingOccurrences(of: "id: bi-count\n", with: "id: bi-count\nanswer: 2\n")
            .write(to: translation, atomically: true, encoding: .utf8)
        let result = try ExecutableTests.vclab(arguments)
        #expect(result.status == 1)
        #expect(result.standardError.contains("zh-Hans/01-lifecycle.md:"))
        #expect(result.standardError.contains("[translation.changed-setting]"))
        #expect(try BuildCommandTests.snapshot(URL(fileURLWithPath: out)) == before)
    }

    @Test func aTranslationWithoutAnOriginalIsAnError() throws {
        let directory = try BuildCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let content = directory.appendingPathComponent("content")
        try FileManager.default.copyItem(atPath: Self.bilingual, toPath: content.path)
        try "---\ntitle: 无\n---\n\n正文。\n".write(
            to: content.appendingPathComponent("zh-Hans/09-nothing.md"), atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("site").path
        let engine = try BuildCommandTests.tinyEngineModule(in: directory)
        let result = try ExecutableTests.vclab(["build", "--content", content.path, "--out", out, "--engine", engine])
        #expect(result.standardError.contains("zh-Hans/09-nothing.md:1:1: error: there is no lesson '09-nothing.md'"))
        #expect(result.status == 1)
    }
}

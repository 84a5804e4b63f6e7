import Foundation
import Testing
import VCLabTestSupport

/// Issue 16: `show`, `study`, `list` and `progress` in Chinese, chosen by `--lang` or by the locale, with the
/// lesson's translation where it has one; progress shared across languages; `check` and `new lesson --lang`
/// for translators. The fixture course is `Tests/Terminal/Fixtures` (its lesson and `zh-Hans/` translation).
@Suite struct TerminalLanguageTests {
    static let content = "Tests/Terminal/Fixtures"

    static func vclab(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> (
        status: Int32, output: String, error: String
    ) {
        try TerminalCommandTests.vclab(arguments, input: input, environment: environment)
    }

    static func temporaryDirectory(_ name: String) -> String {
        NSTemporaryDirectory() + "vclab-\(name)-" + UUID().uuidString
    }

    @Test func langShowsTheTranslationWithAChineseInterface() throws {
        let result = try Self.vclab(["show", "1", "--content", Self.content, "--lang", "zh", "--width", "80"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("  # 学习模式测试课\n"))
        for words in ["? 第 1 题 · 排序", "按从先到后的顺序输入字母", "在学习模式中作答：vclab study", "● 有文档", "链接"] {
            #expect(result.output.contains(words), "\(words)")
        }
        #expect(!result.output.contains("Quiz 1") && !result.output.contains("Study fixture"))
        let english = try Self.vclab(["show", "1", "--content", Self.content, "--lang=en", "--width", "80"])
        #expect(english.output.hasPrefix("  # Study fixture\n") && english.output.contains("? Quiz 1 · order"))
    }

    @Test func theLocaleDecidesWithoutLangAndLangWins() throws {
        func title(_ environment: [String: String], _ extra: [String] = []) throws -> String {
            let result = try Self.vclab(
                ["show", "1", "--content", Self.content, "--width", "60"] + extra, environment: environment)
            return String(result.output.split(separator: "\n").first ?? "")
        }
        #expect(try title([:]) == "  # Study fixture")
        #expect(try title(["LANG": "zh_CN.UTF-8"]) == "  # 学习模式测试课")
        #expect(try title(["LANG": "zh_TW.UTF-8"]) == "  # 学习模式测试课")
        #expect(try title(["LANG": "de_DE.UTF-8"]) == "  # Study fixture")
        #expect(try title(["LANG": "C.UTF-8"]) == "  # Study fixture")
        // POSIX order: LC_ALL, then LC_MESSAGES, then LANG; an empty one is skipped.
        #expect(try title(["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == "  # 学习模式测试课")
        #expect(try title(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == "  # Study fixture")
        #expect(try title(["LC_ALL": "", "LANG": "zh_CN.UTF-8"]) == "  # 学习模式测试课")
        #expect(try title(["LANG": "zh_CN.UTF-8"], ["--lang", "en"]) == "  # Study fixture")
        #expect(try title([:], ["--lang", "zh-Hans"]) == "  # 学习模式测试课")
    }

    @Test func lessonsAreFoundByChineseWordsAndMissesAreExplainedInChinese() throws {
        let found = try Self.vclab(["show", "测试", "--content", Self.content, "--lang", "zh", "--width", "60"])
        #expect(found.status == 0 && found.output.hasPrefix("  # 学习模式测试课\n"))
        let missing = try Self.vclab(["show", "99", "--lang", "zh"])
        #expect(missing.status == 64)
        #expect(missing.error.contains("vclab show: error: 没有第 99 课；课程编号是 1 到 15"))
        #expect(missing.error.contains("课程：\n"))
        let misspelt = try Self.vclab(["show", "navigatoin", "--lang", "zh"])
        #expect(misspelt.error.contains("没有课程“navigatoin”（你是指 06-navigation 吗？）"))
    }

    @Test func aWrongLangIsAUsageError() throws {
        for command in ["show", "study", "list", "progress"] {
            let arguments = [command] + (["show", "study"].contains(command) ? ["1"] : []) + ["--lang", "fr"]
            let result = try Self.vclab(arguments + ["--content", Self.content])
            #expect(result.status == 64, "\(command)")
            #expect(result.error.contains("--lang takes 'en' or 'zh'"), "\(command): \(result.error)")
        }
        #expect(try Self.vclab(["show", "1", "--lang"]).status == 64)
    }

    /// A lesson without a translation is shown in English, with the Chinese interface around it. (A course of
    /// its own: the repository's lessons are all translated.)
    @Test func aLessonWithoutATranslationKeepsItsWordsAndGetsTheInterface() throws {
        let root = Self.temporaryDirectory("lang-untranslated")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.content + "/study-fixture.md", toPath: root + "/study-fixture.md")
        let result = try Self.vclab(["show", "1", "--content", root, "--lang", "zh", "--width", "80"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("  # Study fixture\n"))
        #expect(result.output.contains("? 第 1 题"))
    }

    /// Progress is keyed by quiz ids, which a translation shares: answered in Chinese, it is there in English.
    @Test func progressIsSharedAcrossLanguages() throws {
        let directory = Self.temporaryDirectory("lang-progress")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let study = try Self.vclab(
            ["study", "1", "--content", Self.content, "--data-dir", directory, "--lang", "zh"],
            input: "n\na\nb c d a\nn\na\nb\nq\n")
        #expect(study.status == 0, "\(study.error)")
        #expect(study.output.contains("学习模式测试课") && study.output.contains("✗ 不正确。"))
        // The options are shuffled for each attempt, so which pair is named varies; the words do not.
        #expect(study.output.contains("  ✗ 你把 ") && study.output.contains(" 放在了 "))
        #expect(study.output.contains("✓ 正确。"))
        #expect(study.output.contains("答了 2 道测验，最后答对 1 道（共尝试 2 次）。"))
        let english = try Self.vclab(["progress", "--content", Self.content, "--data-dir", directory, "--lang", "en"])
        #expect(english.status == 0)
        #expect(english.output.contains("Study fixture") && english.output.contains("2/11"))
        let chinese = try Self.vclab(["list", "--content", Self.content, "--data-dir", directory, "--lang", "zh"])
        #expect(chinese.output.contains("学习模式测试课") && chinese.output.contains("2/11"))
        #expect(chinese.output.contains("标题") && chinese.output.contains("打开一课"))
        // Answered in English, the same quiz counts once, in both languages.
        _ = try Self.vclab(
            ["study", "1", "--content", Self.content, "--data-dir", directory, "--lang", "en"],
            input: "n\na\nc a d b\nq\n")
        let again = try Self.vclab(["progress", "--content", Self.content, "--data-dir", directory, "--lang", "zh"])
        #expect(again.output.contains("2/11"))
    }

    /// What `study`, `progress` and `show` tell a learner when something is wrong speaks the learner's
    /// language too: a missing home directory, a damaged progress log, a file that is not a lesson.
    @Test func learnersErrorsAndNotesAreInChinese() throws {
        for command in ["study", "progress"] {
            let result = try Self.vclab(
                [command, "--content", Self.content, "--lang", "zh"], environment: ["HOME": "", "XDG_DATA_HOME": ""])
            #expect(result.status == 64)
            #expect(result.error == "vclab \(command): error: 找不到主目录；请用 --data-dir DIR 指定数据目录\n", "\(result.error)")
            let english = try Self.vclab(
                [command, "--content", Self.content, "--lang", "en"], environment: ["HOME": "", "XDG_DATA_HOME": ""])
            #expect(english.error == "vclab \(command): error: no home directory; pass --data-dir DIR\n")
        }
        // A log that cannot be read at all (a directory in its place, which even root cannot read as a file).
        let unreadable = Self.temporaryDirectory("lang-unreadable")
        defer { try? FileManager.default.removeItem(atPath: unreadable) }
        try FileManager.default.createDirectory(
            atPath: unreadable + "/progress.jsonl", withIntermediateDirectories: true)
        for command in ["study", "progress", "list"] {
            let result = try Self.vclab([command, "--content", Self.content, "--data-dir", unreadable, "--lang", "zh"])
            #expect(result.status == 74)
            #expect(result.error == "vclab \(command): error: 无法读取 \(unreadable)/progress.jsonl：Is a directory\n")
        }
        let directory = Self.temporaryDirectory("lang-errors")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "not a record\n".write(toFile: directory + "/progress.jsonl", atomically: true, encoding: .utf8)
        let progress = try Self.vclab(["progress", "--content", Self.content, "--data-dir", directory, "--lang", "zh"])
        #expect(progress.status == 0)
        #expect(
            progress.error == "vclab progress: note: 学习记录 \(directory)/progress.jsonl：第 1 行无法读取，已跳过。\n",
            "\(progress.error)")
        let notALesson = directory + "/notes.txt"
        try "root A\n".write(toFile: notALesson, atomically: true, encoding: .utf8)
        let show = try Self.vclab(["show", notALesson, "--content", Self.content, "--lang", "zh"])
        #expect(show.status != 0)
        #expect(show.error.hasPrefix("vclab show: error: 无法把“\(notALesson)”当作课程读取："), "\(show.error)")
    }

    @Test func yesNoIsAnsweredInChinese() throws {
        let directory = Self.temporaryDirectory("lang-yes-no")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Page 6 holds the happens quiz (B.deinit: yes); "否" is no.
        let study = try Self.vclab(
            ["study", "1", "--content", Self.content, "--data-dir", directory, "--lang", "zh"],
            input: "n\nn\nn\nn\nn\na\n否\ne\nr\na\n是\nq\n")
        #expect(study.status == 0, "\(study.error)")
        // Held back after the first wrong answer (any word of a yes/no clue is the answer); e shows it.
        #expect(study.output.contains("答案是“是”，不是“否”"), "\(study.output)")
        #expect(study.output.contains("✓ 正确。"))
    }

    @Test func checkReadsOneTranslationFileWithItsOriginal() throws {
        let root = Self.temporaryDirectory("lang-check")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/zh-Hans", withIntermediateDirectories: true)
        let original = try String(contentsOfFile: Self.content + "/study-fixture.md", encoding: .utf8)
        var translation = try String(contentsOfFile: Self.content + "/zh-Hans/study-fixture.md", encoding: .utf8)
        try original.write(toFile: root + "/study-fixture.md", atomically: true, encoding: .utf8)
        let clean = try Self.vclab(["check", Self.content + "/zh-Hans/study-fixture.md"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("checked 1 lesson, 11 quizzes: 0 errors, 0 warnings"))
        // Rename the last quiz's id: the check names the translation's own lines.
        translation = translation.replacingOccurrences(of: "id: fixture-frame", with: "id: fixture-frames")
        try translation.write(toFile: root + "/zh-Hans/study-fixture.md", atomically: true, encoding: .utf8)
        let path = root + "/zh-Hans/study-fixture.md"
        let lines = translation.components(separatedBy: "\n")
        let idLine = try #require(lines.firstIndex(of: "id: fixture-frames")) + 1
        let result = try Self.vclab(["check", path, "--warnings-as-errors"])
        #expect(result.status == 1)
        #expect(result.error.contains("\(path):\(idLine):5: warning: the original lesson has no quiz 'fixture-frames'"))
        #expect(result.error.contains("[translation.missing-quiz]"))
        #expect(result.error.contains("\(root)/study-fixture.md:"), "the note points at the original's quiz")
    }

    @Test func newLessonLangStartsATranslationThatCheckShowsUntranslated() throws {
        let root = Self.temporaryDirectory("lang-new")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let original = try String(contentsOfFile: Self.content + "/study-fixture.md", encoding: .utf8)
        try original.write(toFile: root + "/study-fixture.md", atomically: true, encoding: .utf8)
        let created = try Self.vclab(["new", "lesson", "--lang", "zh", "study-fixture", "--content", root])
        #expect(created.status == 0, "\(created.error)")
        let path = root + "/zh-Hans/study-fixture.md"
        #expect(created.output.contains("created \(path)"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: 【待译】 Study fixture\nsummary: 【待译】 One quiz of every kind"))
        #expect(text.contains("\n# 【待译】 Study fixture\n") && text.contains("\n## 【待译】 Popping\n"))
        #expect(text.contains("```sim push-pop\n```") && text.contains("```sim tabs\n```"))
        #expect(text.contains("id: fixture-first\nprompt: 【待译】 Which of these comes first when B is pushed?\n"))
        #expect(text.contains("feedback A.viewWillDisappear: 【待译】 A hears about the push"))
        #expect(!text.contains("answer:") && !text.contains("root nav(A)"), "settings stay the original's")
        let check = try Self.vclab(["check", path])
        #expect(check.status == 0, "\(check.output)")
        let warnings = check.error.components(separatedBy: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == text.components(separatedBy: "【待译】").count - 1)
        #expect(warnings.allSatisfy { $0.hasPrefix(path + ":") && $0.hasSuffix("[lesson.template-text]") })
        // A second run never overwrites the translation.
        let again = try Self.vclab(["new", "lesson", "--lang", "zh", "1", "--content", root])
        #expect(again.status == 74 && again.error.contains("already exists"))
        let unknown = try Self.vclab(["new", "lesson", "--lang", "zh", "nothing-like-it", "--content", root])
        #expect(unknown.status == 64)
    }
}

extension TerminalLanguageTests {
    /// The help and the usage errors of the commands that speak Chinese follow `--lang` and the locale; a
    /// command that speaks only English keeps its English help.
    @Test func helpAndUsageErrorsFollowTheLanguage() throws {
        for command in ["show", "study", "list", "progress"] {
            let chinese = try Self.vclab([command, "--help", "--lang", "zh"])
            #expect(chinese.status == 0 && chinese.output.hasPrefix("用法：vclab \(command)"), "\(command)")
            #expect(chinese.output.contains("显示本帮助") && !chinese.output.contains("show this help"))
            let fromLocale = try Self.vclab([command, "-h"], environment: ["LANG": "zh_CN.UTF-8"])
            #expect(fromLocale.output == chinese.output)
            let english = try Self.vclab([command, "--help", "--lang=en"], environment: ["LANG": "zh_CN.UTF-8"])
            #expect(english.output.hasPrefix("USAGE: vclab \(command)"), "\(command)")
            // Every line of the Chinese help fits 100 columns, as the English one does.
            for line in chinese.output.split(separator: "\n") {
                let columns = line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) }
                #expect(columns <= 100, "\(command): \(line)")
            }
        }
        let wrongOption = try Self.vclab(["list", "--bogus"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(wrongOption.status == 64)
        #expect(wrongOption.error.hasPrefix("vclab list: error: 未知参数 '--bogus'\n\n用法：vclab list"))
        let wrongWidth = try Self.vclab(["show", "1", "--width", "5", "--lang", "zh"])
        #expect(wrongWidth.status == 64 && wrongWidth.error.contains("--width 接受 20 到 1000 之间的列数"))
        let englishOnly = try Self.vclab(["check", "--help"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(englishOnly.output.hasPrefix("USAGE: vclab check"))
    }
}

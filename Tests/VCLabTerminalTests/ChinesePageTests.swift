import Testing
import VCLabContent
import VCLabGrading
import VCLabSupport
import VCLabTestSupport

@testable import VCLabTerminal

/// Issue 16: a translated lesson as a terminal page, with VCLab's own words in Chinese too, at 40 and 80
/// columns (golden files), never wider than the page.
@Suite struct ChinesePageTests {
    static let evaluation = ChineseFixtureCourse.evaluation(in: .simplifiedChinese)

    @Test func theFixtureTranslationLoadsWithoutDiagnostics() {
        let report = CourseChecker.check(files: ChineseFixtureCourse.files())
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(Self.evaluation.lesson.isTranslation && Self.evaluation.lesson.title == "导航")
    }

    @Test(arguments: [40, 80])
    func chinesePageMatchesGoldenFile(width: Int) throws {
        let style = TerminalStyle.plain(width: width, language: .simplifiedChinese)
        let page = TerminalRenderer.render(Self.evaluation, style: style)
        try expectGolden(page, named: "show.zh.\(width).plain.txt")
        for line in page.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= width, "\(width) columns: '\(line)' is \(DisplayWidth.of(line))")
        }
    }

    @Test func chinesePageInColourMatchesGoldenFile() throws {
        let style = TerminalStyle(usesColor: true, usesHyperlinks: false, width: 80, language: .simplifiedChinese)
        try expectGolden(TerminalRenderer.render(Self.evaluation, style: style), named: "show.zh.80.color.txt")
    }

    @Test func theInterfaceIsInTheReadersLanguageAndTheLessonInItsOwn() {
        let chinese = TerminalRenderer.render(Self.evaluation, style: .plain(width: 80, language: .simplifiedChinese))
        for words in ["? 第 1 题", "按从先到后的顺序输入字母", "在学习模式中作答", "本课有 2 道题", "● 有文档", "场景 push-pop，iOS 17.0"] {
            #expect(chinese.contains(words), "\(words)")
        }
        for words in ["? Quiz", "Type the letters", "Answer it in study mode", "quizzes in this lesson", "documented"] {
            #expect(!chinese.contains(words), "\(words)")
        }
        // The same translated lesson with the English interface: the lesson's words stay Chinese.
        let mixed = TerminalRenderer.render(Self.evaluation, style: .plain(width: 80))
        #expect(mixed.contains("? Quiz 1") && mixed.contains("把推入开始时的回调按顺序排好。"))
    }

    @Test func feedbackAndTheGradersWordsAreInChinese() throws {
        let quiz = try #require(Self.evaluation.preparedQuizzes[0])
        let response = QuizResponse.sequence(["A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear"])
        let grade = QuizGrader.grade(quiz, response: response, language: .simplifiedChinese)
        #expect(grade.mistakes == ["你把 A.viewWillDisappear 放在了 B.viewDidLoad 之前"])
        let text = StudyScreenRenderer.feedback(
            quiz: quiz, response: response, grade: grade, style: .plain(width: 40, language: .simplifiedChinese))
        #expect(text.contains("✗ 不正确。") && text.contains("原因") && text.contains("实际发生了什么"))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test(arguments: [40, 80, 120])
    func studyHeaderAndKeyBarFitTheWidth(width: Int) {
        let style = TerminalStyle.plain(width: width, language: .simplifiedChinese)
        let header = StudyScreenRenderer.header(
            lesson: "导航控制器：推入、弹出与交互式返回手势", section: "推入（push）时的外观回调", page: 3, of: 12, style: style)
        let lines = header.split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix("第 3/12 页"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        let bar = StudyScreenRenderer.keyBar(
            [("s", "单步执行"), ("p", "播放"), ("n", "下一页"), ("b", "上一页"), ("q", "退出")], style: style)
        #expect(bar.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width })
    }

    /// `vclab list` and `progress` with Chinese titles (as `ProgressCommand.table` lays them out: no slug under
    /// 70 columns): every column starts at the same column on every row, at 40, 80 and 120.
    @Test(arguments: [40, 80, 120])
    func tablesLineUpWithChineseTitles(width: Int) {
        let style = TerminalStyle.plain(width: width, language: .simplifiedChinese)
        let narrow = width < 70
        let rows = [
            ["1", "01-what-a-view-controller-is", "什么是视图控制器", "3/5", "2", "1"],
            ["6", "06-navigation", "导航：推入、弹出，以及交互式返回手势", "10/12", "9", "0"],
            ["11", "12-memory-warnings", "内存警告", "0/4", "0", "0"],
        ].map { narrow ? [$0[0]] + $0[2...] : $0 }
        let header = ["#"] + (narrow ? [] : ["课程"]) + ["标题", "已答", "答对", "待复习"]
        let text = TableRenderer.render(
            header: header, rows: rows,
            alignments: [.right] + (narrow ? [] : [.left]) + [.left, .right, .right, .right],
            flexibleColumn: narrow ? 1 : 2, style: style)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        #expect(lines.count > 4 || width > 80, "the long title wraps at \(width) columns: \(lines)")
        // Right-aligned numbers end at the same column on every line that has them.
        let ends = lines.filter { $0.last?.isNumber == true || $0.hasSuffix("待复习") }.map { DisplayWidth.of($0) }
        #expect(Set(ends).count == 1, "\(lines)")
        // The title column starts where the header's title does, on every line, continuation lines included.
        let titleColumn = DisplayWidth.of(lines[0].prefix { $0 != "标" })
        for line in lines.dropFirst() {
            guard let index = line.firstIndex(where: { DisplayWidth.of($0) == 2 }) else { continue }
            #expect(DisplayWidth.of(line[..<index]) == titleColumn, "\(lines)")
        }
    }
}

import Testing

@testable import VCLabTerminal

/// Issue 16: Chinese wraps between characters, two columns each, by the rules of Chinese typesetting for
/// punctuation at the start and end of a line; Latin words and identifiers are never broken.
@Suite struct ChineseWrappingTests {
    func wrap(_ text: String, _ width: Int) -> [String] {
        TextWrapper.wrap([StyledSpan(text)], width: width).map(\.plainText)
    }

    @Test func aWideCharacterEndingExactlyAtTheLastColumnStaysOnTheLine() {
        // Five ideographs are ten columns: at width 10 they fit, at 9 the fifth goes to the next line.
        #expect(wrap("视图控制器", 10) == ["视图控制器"])
        #expect(wrap("视图控制器", 9) == ["视图控制", "器"])
        // After one narrow character the fifth ideograph would need columns 10 and 11.
        #expect(wrap("A视图控制器", 11) == ["A视图控制器"])
        #expect(wrap("A视图控制器", 10) == ["A视图控制", "器"])
        #expect(wrap("视图控制器", 10).allSatisfy { DisplayWidth.of($0) <= 10 })
    }

    @Test func closingPunctuationNeverStartsALine() {
        // "，" would be the first thing on the second line; it goes back with the ideograph before it.
        #expect(wrap("视图控制器，生命周期", 10) == ["视图控制", "器，生命周", "期"])
        #expect(wrap("加载视图。然后出现", 8) == ["加载视", "图。然后", "出现"])
        for mark in ["，", "。", "、", "；", "：", "？", "！", "）", "》", "」", "』"] {
            let lines = wrap("一二三四\(mark)五六", 8)
            #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix(mark) }, "\(mark): \(lines)")
            #expect(lines.joined() == "一二三四\(mark)五六")
        }
    }

    @Test func closingQuotesAndEllipsesStayBehindTheirText() {
        // “ and ” are one column in terminals (East Asian Width: ambiguous); they follow the same rules.
        let lines = wrap("他说：“视图已加载。”然后", 14)
        #expect(lines == ["他说：“视图已", "加载。”然后"])
        #expect(wrap("一二三四……五", 8) == ["一二三", "四……五"])
    }

    @Test func openingPunctuationNeverEndsALine() {
        #expect(wrap("一二三（四五）", 8) == ["一二三", "（四五）"])
        #expect(wrap("参见《视图控制器编程指南》", 10) == ["参见《视图", "控制器编程", "指南》"])
        // Across a space too: "（ " does not end a line, " ）" does not start one.
        #expect(wrap("一二三四 （ viewDidLoad ）", 18) == ["一二三四", "（ viewDidLoad ）"])
        for mark in ["（", "《", "「", "『", "“", "【"] {
            let lines = wrap("一二三\(mark)四五", 8)
            #expect(lines.allSatisfy { !$0.hasSuffix(mark) }, "\(mark): \(lines)")
        }
    }

    @Test func latinIdentifiersAndCodeAreNeverBroken() {
        let spans = [
            StyledSpan("先调用"), StyledSpan("viewDidLoad()", TextStyle(foreground: .yellow)), StyledSpan("，再调用"),
            StyledSpan("B.viewWillAppear", TextStyle(foreground: .yellow)), StyledSpan("。"),
        ]
        // "，" and "。" stay with the code before them, even across a change of style.
        #expect(
            TextWrapper.wrap(spans, width: 20).map(\.plainText) == ["先调用", "viewDidLoad()，再调", "用B.viewWillAppear。"])
        // 18 columns: "B.viewWillAppear。" fills the third line exactly.
        #expect(
            TextWrapper.wrap(spans, width: 18).map(\.plainText) == [
                "先调用", "viewDidLoad()，再", "调用", "B.viewWillAppear。",
            ])
        // When an identifier and its mark are wider than the line, the identifier stays whole and the mark
        // goes on: the one place a line may start with one.
        #expect(
            TextWrapper.wrap(spans, width: 16).map(\.plainText) == [
                "先调用", "viewDidLoad()，", "再调用", "B.viewWillAppear", "。",
            ])
    }

    /// Found in lesson 9 at 40 columns: a bracketed identifier with its marks is wider than the line. The
    /// opening bracket stays with the identifier, and only what does not fit goes on.
    @Test func aGluedRunWiderThanTheLineKeepsWhatFitsTogether() {
        #expect(wrap("看（viewWillAppear）。", 16) == ["看", "（viewWillAppear", "）。"])
        #expect(wrap("看（viewWillAppear）。", 20) == ["看", "（viewWillAppear）。"])
        #expect(wrap("看（viewWillAppear）。", 22) == ["看（viewWillAppear）。"])
    }

    @Test func englishWithSpacesAroundChineseBreaksAtTheSpaces() {
        #expect(wrap("在 iOS 13 以后，模态呈现默认是 pageSheet", 16) == ["在 iOS 13 以后，", "模态呈现默认是", "pageSheet"])
    }

    /// Any mix of ideographs, punctuation and Latin words, at any width: no line wider than the width (but
    /// for a word that alone is wider), no line starting with closing or ending with opening punctuation,
    /// and nothing lost.
    @Test func randomChineseParagraphsKeepEveryRule() {
        let pieces = [
            "视图", "控制器", "生命周期", "，", "。", "、", "：", "；", "？", "！", "（", "）", "《", "》", "“", "”",
            "「", "」", " viewDidLoad ", " B.loadView() ", " ", "加载", "导航控制器", " iOS 13 ", "……",
        ]
        var generator = SeededGenerator(seed: 16)
        var checked = 0
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 4...30, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let width = Int.random(in: 6...40, using: &generator)
            let lines = wrap(text, width)
            // A run that cannot be broken and is wider than the line is cut anywhere; the rules hold elsewhere.
            let widest = TextWrapper.tokens(of: [StyledSpan(text)]).map { $0.wordLine?.displayWidth ?? 0 }.max() ?? 0
            if widest <= width {
                checked += 1
                for (index, line) in lines.enumerated() {
                    #expect(DisplayWidth.of(line) <= width, "\(width): \(lines)")
                    if index > 0, let first = line.first {
                        #expect(!TextWrapper.noLineStart.contains(first), "\(width): \(lines)")
                    }
                    if index < lines.count - 1, let last = line.last {
                        #expect(!TextWrapper.noLineEnd.contains(last), "\(width): \(lines)")
                    }
                }
            }
            let kept = lines.joined().filter { $0 != " " }
            #expect(kept == text.filter { $0 != " " }, "\(text) → \(lines)")
        }
        #expect(checked > 300, "most samples have no run wider than the line")
    }
}

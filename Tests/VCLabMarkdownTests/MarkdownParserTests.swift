import Testing
import VCLabMarkdown
import VCLabTestSupport

@Suite struct MarkdownParserTests {
    static let lesson = """
        ---
        title: Pushing and popping
        order: 6
        ---

        # Pushing *and* popping

        A navigation controller keeps a **stack**; see [UIKit](https://developer.apple.com/uikit "Apple & co").
        Ünïcode *first*, then `code` and a hard\("  ")
        break.

        1. push
        2. pop

        - tight
          - nested

        > A quote with <b>html</b> &amp; &copy;.

        ```sim push-pop
        root nav(A)
        push B
        ```

        ```quiz
        id: push-order
        ask: order
        ```

            indented code

        <div>raw</div>

        ![the *stack*](img/stack.png "The stack")

        ***

        """

    // MARK: - Tree and positions

    @Test func outlineMatchesGolden() throws {
        try expectGolden(MarkdownParser.parse(Self.lesson).outline, named: "lesson.outline.txt")
    }

    @Test func columnsCountUTF8Bytes() throws {
        let inlines = MarkdownParser.parse("Ü *x*").blocks[0].inlines
        let emphasis = try #require(inlines.last)
        guard case .emphasis = emphasis else {
            Issue.record("expected emphasis, got \(emphasis)")
            return
        }
        #expect(emphasis.range.start == MarkdownPosition(line: 1, column: 4))
        #expect(emphasis.range.end == MarkdownPosition(line: 1, column: 6))

        let later = MarkdownParser.parse("Ünïcode *first*").blocks[0].inlines
        #expect(later.last?.range.start.column == 11)
    }

    @Test func rangesCoverBlocksAndConvertToDiagnosticLocations() throws {
        let document = MarkdownParser.parse("# Title\n\nSecond *paragraph*\nline two\n")
        #expect(document.blocks.map(\.range.description) == ["1:1-1:7", "3:1-4:8"])
        let location = document.blocks[1].range.startLocation(inFile: "Content/a.md")
        #expect(location.description == "Content/a.md:3:1")
    }

    @Test func blocksCarryTheirDetails() throws {
        let document = MarkdownParser.parse("## Two\n\n3) a\n4) b\n\n- x\n\n- y\n")
        guard case .heading(let level, _, _) = document.blocks[0] else {
            Issue.record("no heading")
            return
        }
        #expect(level == 2)
        guard case .list(let kind, let start, let isTight, let items, _) = document.blocks[1] else {
            Issue.record("no list")
            return
        }
        #expect(kind == .ordered && start == 3 && isTight && items.count == 2)
        guard case .list(.bullet, 0, false, let looseItems, _) = document.blocks[2] else {
            Issue.record("no loose bullet list")
            return
        }
        guard case .item(let children, _) = looseItems[0] else {
            Issue.record("no item")
            return
        }
        #expect(children.count == 1)
    }

    @Test func inlinesCarryLiteralsURLsAndTitles() throws {
        let inlines = MarkdownParser.parse("[*a*](/u?x=1&y \"T\") ![i `c`](p.png) `k` <b>").blocks[0].inlines
        guard case .link(let url, let title, let children, _) = inlines[0] else {
            Issue.record("no link")
            return
        }
        #expect(url == "/u?x=1&y" && title == "T")
        guard case .link(_, "", _, _) = MarkdownParser.parse("[a](u \"\")").blocks[0].inlines[0] else {
            Issue.record("an explicit empty title must differ from no title")
            return
        }
        #expect(children.count == 1)
        guard case .image(let source, nil, let alt, _) = inlines[2] else {
            Issue.record("no image")
            return
        }
        #expect(source == "p.png" && MarkdownDocument.plainText(of: alt) == "i c")
        #expect(inlines[4] == .code("k", range: inlines[4].range))
        guard case .html("<b>", _) = inlines[6] else {
            Issue.record("no inline html")
            return
        }
    }

    // MARK: - Code blocks

    @Test func fencedCodeBlockKeepsWholeInfoAndContentLine() throws {
        let document = MarkdownParser.parse("Intro\n\n```sim push-pop\nroot nav(A)\npush B\n```\n")
        guard case .codeBlock(let info, let literal, let contentLine, let range) = document.blocks[1] else {
            Issue.record("no code block")
            return
        }
        #expect(info == "sim push-pop")
        #expect(literal == "root nav(A)\npush B\n")
        #expect(range.start.line == 3)
        #expect(contentLine == 4)
    }

    @Test(arguments: [
        ("```\nx\n```\n", 1, 2),
        ("~~~~\n```\n~~~~\n", 1, 2),
        ("```   \n```   \n```\n", 1, 2),
        ("> quote\n>\n> ```quiz\n> id: q\n> ```\n", 3, 4),
        ("- item\n\n  ```\n  code\n  ```\n", 3, 4),
        ("para\n\n    indented\n    code\n", 3, 3),
        ("para\n\n    ```\n    not a fence\n", 3, 3),
        ("para\n\n\t~~~\n", 3, 3),
        ("para\r\n\r\n    ```\r\n    x\r\n", 3, 3),
        ("- a\n\n      ```\n", 3, 3),
    ])
    func codeBlockContentLine(markdown: String, fenceLine: Int, contentLine: Int) throws {
        var pending = Array(MarkdownParser.parse(markdown).blocks.reversed())
        while let block = pending.popLast() {
            if case .codeBlock(_, _, let line, let range) = block {
                #expect(range.start.line == fenceLine)
                #expect(line == contentLine)
                return
            }
            pending += block.children.reversed()
        }
        Issue.record("no code block in \(markdown)")
    }

    // MARK: - Options and safety

    @Test func smartPunctuationIsOff() {
        let text = MarkdownParser.parse("\"quotes\" -- and... 'single'").plainText
        #expect(text == "\"quotes\" -- and... 'single'")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let document = MarkdownParser.parse([0x61, 0xFF, 0x62, 0x00, 0x63, 0xE2, 0x82, 0x0A, 0xC3])
        #expect(document.plainText == "a\u{FFFD}b\u{FFFD}c\u{FFFD} \u{FFFD}")
    }

    @Test func bytesAndStringParseAlike() {
        #expect(MarkdownParser.parse(Array(Self.lesson.utf8)) == MarkdownParser.parse(Self.lesson))
        #expect(MarkdownParser.parse([UInt8]()) == MarkdownDocument(blocks: []))
        #expect(MarkdownParser.parse("").blocks.isEmpty)
    }

    @Test func randomBytesNeverCrash() {
        var state: UInt64 = 42
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 20)
        for _ in 0..<(1 << 20) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        let document = MarkdownParser.parse(bytes)
        _ = MarkdownHTMLRenderer.render(document.blocks)
        #expect(!document.plainText.isEmpty)
    }

    @Test func cmarkOracleIsSafeMode() {
        let html = MarkdownParser.cmarkHTML(Self.lesson)
        #expect(html.contains("<!-- raw HTML omitted -->"))
        #expect(!html.contains("<div>"))
        #expect(MarkdownParser.cmarkHTML("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
        #expect(MarkdownHTMLRenderer.render(MarkdownParser.parse(Self.lesson).blocks) == html)
    }

    // MARK: - Plain text

    @Test func plainTextJoinsVisibleText() {
        let document = MarkdownParser.parse("# A *b*\n\n- c\n- `d` [e](u) ![f](g)\n\n<div>x</div>\n\n```\ncode\n```\n")
        #expect(document.plainText == "A b\nc\nd e f\ncode")
        #expect(MarkdownDocument.plainText(of: document.blocks[0].inlines) == "A b")
        #expect(MarkdownParser.parse("a\nb  \nc<br>").plainText == "a b\nc")
    }

    // MARK: - Hostile input

    @Test(arguments: HostileDocument.allCases)
    func deepNestingIsFlattenedWithoutCrashing(hostile: HostileDocument) {
        let markdown = hostile.markdown
        let clock = ContinuousClock()
        let start = clock.now
        let document = MarkdownParser.parse(markdown)
        let copy = MarkdownParser.parse(markdown)
        #expect(document == copy)  // recursive equality stays within the stack
        #expect(document.didFlattenDeepNesting)
        #expect(Self.depth(of: document) <= MarkdownParser.maximumNestingDepth + 3)
        #expect(document.plainText.contains("x"))
        #expect(document.outline.hasPrefix("document flattened\n"))
        #expect(clock.now - start < .seconds(20))
    }

    @Test func nestingWithinTheLimitIsKept() {
        let document = MarkdownParser.parse(String(repeating: "> ", count: 100) + "x\n")
        #expect(!document.didFlattenDeepNesting)
        #expect(Self.depth(of: document) == 102)  // 100 quotes, a paragraph, a text
        #expect(
            MarkdownHTMLRenderer.render(document.blocks)
                == MarkdownParser.cmarkHTML(String(repeating: "> ", count: 100) + "x\n"))
    }

    @Test func tenMegabytesParseAndRenderLikeCmark() {
        let chunk = """
            # Heading \\#1

            Some *text* with `code`, [links](http://x.y/?a=1&b=2 "t") and &copy; entities.
            A second line\("  ")
            with a hard break.

            - item one
            - item **two**
              1. nested

            > quote <span>html</span>

            ```swift
            let x = 1 < 2
            ```


            """
        let source = String(repeating: chunk, count: 10_000_000 / chunk.utf8.count + 1)
        #expect(source.utf8.count >= 10_000_000)
        let clock = ContinuousClock()
        let start = clock.now
        let document = MarkdownParser.parse(source)
        #expect(clock.now - start < .seconds(60))
        #expect(!document.didFlattenDeepNesting)
        #expect(MarkdownHTMLRenderer.render(document.blocks) == MarkdownParser.cmarkHTML(source))
    }

    @Test func parsesConcurrently() async {
        let mismatches = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<500 {
                group.addTask {
                    let source =
                        "# Lesson \(index)\n\n- *a* \(index)\n- [b](u\(index))\n\n```quiz\nid: q\(index)\n```\n"
                    let document = MarkdownParser.parse(source)
                    return MarkdownHTMLRenderer.render(document.blocks) != MarkdownParser.cmarkHTML(source)
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(mismatches == 0)
    }

    // MARK: - Helpers

    /// The number of nested nodes on the longest path, counted without recursion.
    static func depth(of document: MarkdownDocument) -> Int {
        enum Node {
            case block(MarkdownBlock)
            case inline(MarkdownInline)
        }
        var deepest = 0
        var pending: [(Node, Int)] = document.blocks.map { (.block($0), 1) }
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            switch node {
            case .block(let block):
                pending += block.children.map { (.block($0), depth + 1) }
                pending += block.inlines.map { (.inline($0), depth + 1) }
            case .inline(let inline):
                pending += inline.children.map { (.inline($0), depth + 1) }
            }
        }
        return deepest
    }
}

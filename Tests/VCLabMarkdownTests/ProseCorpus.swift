/// Prose documents whose HTML from ``MarkdownHTMLRenderer`` must equal cmark's, byte for byte.
enum ProseCorpus {
    static let documents: [String] = [
        // Headings
        "# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n",
        "Setext one\n==========\n\nSetext *two*\n---\n",
        "#Not a heading\n\n# Closed heading ###\n\n#\n",
        // Paragraphs and breaks
        "A paragraph\nwith a soft break.\n\nAnother one.\n",
        "Hard break with spaces  \nand with a backslash\\\nend.\n",
        "Trailing spaces at the end of a paragraph   \n",
        // Emphasis edge cases
        "*em* _em_ **strong** __strong__ ***both*** *nested **strong** em*\n",
        "foo*bar* foo_bar_ *foo bar * ** not ** a * b *\n",
        "*a **b** c* **a *b* c** _a __b__ c_ ***a** b*\n",
        "**unclosed *emphasis and _under_score_\n",
        // Code spans and blocks
        "Use `code` and ``code with ` backtick`` and ` `` ` and `a  b`.\n",
        "`unclosed code span\n\n``` ``\n",
        "```swift\nlet x = 1 < 2 && \"a\"\n```\n",
        "~~~ sim push-pop extra\nroot nav(A)\n~~~\n\n```\nno info\n```\n",
        "    indented code\n      more <code>\n\nafter\n",
        "```\nunclosed fence\n",
        "````\n```\ninner fence\n```\n````\n",
        // Lists
        "- one\n- two\n- three\n",
        "- loose one\n\n- loose two\n",
        "1. first\n2. second\n\n10) ten\n11) eleven\n",
        "3. starts at three\n4. four\n\n0. zero\n",
        "- a\n  - nested b\n    - nested c\n- d\n",
        "- a\n\n  second paragraph\n- b\n",
        "* star\n+ plus\n- minus\n",
        "- [x] not a task list\n-\n- empty item above\n",
        "1. ordered\n   - with bullets\n\n     loose inside\n2. back\n",
        "- item with code\n\n      indented code in item\n- item\n  > and a quote\n",
        // Block quotes
        "> quote\n> continued\n\n> > nested\n> > quote\n",
        "> # heading in quote\n> - list in quote\n> ```\n> code in quote\n> ```\n",
        "> lazy\ncontinuation\n",
        // Thematic breaks
        "***\n---\n___\n* * *\n",
        // Entities and escapes
        "&amp; &copy; &#35; &#x41; &nbsp; &bogus; & &AMP;\n",
        "\\*not em\\* \\# \\[not link\\] \\\\ \\` \\< \\> \\& \\\" \\' \\!\n",
        "<>&\"' in text & \"quotes\" and 'apostrophes'\n",
        // Links and images
        "[link](http://example.com \"a title\") [empty]() [rel](/path/to?q=1&r=2#frag)\n",
        "[spaces](<url with spaces> 'single \"title\"') [parens](foo(bar)) [ref]\n\n[ref]: /reference \"Ref & title\"\n",
        "[special](http://x.y/ä ö?a=b|c{d}^`[]\\\\) [percent](http://x/%20%zz)\n",
        "<http://example.com/a?b=c&d=e> <mailto:me@example.com> <me@example.com> <https://x.y/\"quote>\n",
        "![alt *emph* `code`](img.png \"Image title\") ![](empty.png) ![a<b](x \"t\\\"q\")\n",
        "![outer ![inner](i.png) text](o.png)\n[link ![img](i.png) inside](u)\n",
        "[js](javascript:alert(1)) [JS](JAVASCRIPT:x) [vb](vbscript:x) [file](file:///etc/passwd)\n",
        "[data](data:text/html,x) [png](data:image/png;base64,AA) [gif](data:image/gif,x) ![jpeg](data:image/jpeg,x) [webp](data:image/webp,x) [svg](data:image/svg+xml,x)\n",
        "[empty title](u \"\") [none](u) ![img](u '') [ref] [ref2]\n\n[ref]: /r ()\n[ref2]: /r\n",
        "[link *with* **markup** and `code`](u) [**strong link**](u \"t\")\n",
        "[not a link] [also](not a link) [x]: no\n",
        // Raw HTML
        "<div>\nblock html\n</div>\n\ntext with <span class=\"x\">inline</span> html <!-- comment -->\n",
        "<script>alert(1)</script>\n\n<?php echo 1; ?>\n\n<!DOCTYPE html>\n",
        "Para\n<div>\ninterrupting html</div>\n",
        // Unicode
        "Ünïcode *first* — “quotes” 😀 中文 **强调**\n\n# Überschrift\n",
        "Tab\tinside\ttext\n\n\tindented with a tab\n",
        // Mixed lesson-like prose
        "# Pushing\n\nWhen **B** is pushed, `A.viewWillDisappear` comes *first*.\n\n1. push B\n2. pop\n\n> Note: see [docs](https://developer.apple.com \"Apple\").\n",
        "Line one\r\nLine two\r\n\r\n- crlf list\r\n",
        "",
        "\n\n\n",
    ]
}

/// Greedy word wrapping of styled text, by display width.
///
/// Runs of spaces are break opportunities: kept as they are inside a line (so padded columns stay aligned)
/// and dropped where the line breaks; so is the gap before and after an East Asian wide character, since CJK
/// text breaks between ideographs. Spaces that start the text indent its first line. A `"\n"` in a span
/// forces a break. A word longer than the width (a URL, a long selector) is cut at the width, never dropped,
/// and a line is never wider than `width` unless one character is.
///
/// Between ideographs the line-breaking rules of Chinese typesetting hold (W3C's *Requirements for Chinese
/// Text Layout*): no line starts with closing punctuation (`，。、；：？！）》」』”`…) and none ends with
/// opening punctuation (`（《「『“`…), so such a mark stays with its neighbour and they move to the next line
/// together. A run of Latin letters, digits and ASCII punctuation (`viewDidLoad`, `B.loadView()`) is one
/// word, broken only where it is wider than the whole line.
///
///     TextWrapper.wrap([StyledSpan("the view is loaded lazily")], width: 12).map(\.plainText)
///     // ["the view is", "loaded", "lazily"]
public enum TextWrapper {
    public static func wrap(_ spans: [StyledSpan], width: Int) -> [StyledLine] {
        let width = max(1, width)
        var lines: [StyledLine] = []
        var line: StyledLine = []
        var lineWidth = 0
        var lineHasWords = false
        var pendingGap: StyledSpan?
        var hasContent = false

        func finishLine() {
            lines.append(line)
            line = []
            lineWidth = 0
            lineHasWords = false
            pendingGap = nil
        }

        for token in expanded(tokens(of: spans), width: width) {
            switch token {
            case .newline:
                finishLine()
                hasContent = true
            case .glued:
                break  // `expanded` has made it a word or its parts
            case .gap(let gap):
                if lineHasWords {
                    if let pending = pendingGap {
                        pendingGap = StyledSpan(
                            pending.text + gap.text, pending.text.isEmpty ? gap.style : pending.style)
                    } else {
                        pendingGap = gap
                    }
                } else if !hasContent, lineWidth + gap.width < width {
                    // Spaces that start the text indent its first line.
                    line.append(gap)
                    lineWidth += gap.width
                }
            case .word(let pieces):
                hasContent = true
                let wordWidth = pieces.displayWidth
                if lineHasWords {
                    let gapWidth = pendingGap?.width ?? 0
                    if lineWidth + gapWidth + wordWidth <= width {
                        if let gap = pendingGap, !gap.text.isEmpty { line.append(gap) }
                        line += pieces
                        lineWidth += gapWidth + wordWidth
                        pendingGap = nil
                        continue
                    }
                    finishLine()
                }
                pendingGap = nil
                if lineWidth + wordWidth > width {
                    line = []
                    lineWidth = 0
                }
                if wordWidth <= width {
                    line += pieces
                    lineWidth += wordWidth
                } else {
                    var chunks = cut(pieces, width: width)
                    let last = chunks.removeLast()
                    for chunk in chunks {
                        line = chunk
                        finishLine()
                    }
                    line = last
                    lineWidth = last.displayWidth
                }
                lineHasWords = true
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Cuts one word into pieces of at most `width` columns.
    static func cut(_ pieces: StyledLine, width: Int) -> [StyledLine] {
        var result: [StyledLine] = []
        var current: StyledLine = []
        var currentWidth = 0
        for span in pieces {
            var text = ""
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > width, currentWidth > 0 {
                    if !text.isEmpty { current.append(StyledSpan(text, span.style)) }
                    result.append(current)
                    current = []
                    currentWidth = 0
                    text = ""
                }
                text.append(character)
                currentWidth += characterWidth
            }
            if !text.isEmpty { current.append(StyledSpan(text, span.style)) }
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
    }

    enum Token: Equatable {
        case word(StyledLine)
        /// Words that punctuation holds together (`视图。`, `（ viewDidLoad ）`), with the gaps between them:
        /// one word where it fits the line, else its parts, so that an identifier is never cut for a comma.
        indirect case glued([Token])
        /// A break opportunity: a space (collapsed to one) or an empty gap around wide characters.
        case gap(StyledSpan)
        case newline
    }

    /// Marks that never start a line: closing brackets and quotes, clause-ending punctuation, the
    /// iteration and prolonged-sound marks, and the ASCII ones when they follow an ideograph.
    static let noLineStart: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "》", "」", "』", "”", "’", "】", "〕", "〉", "〗", "〙", "］",
        "｝", "．", "…", "‥", "·", "・", "ー", "々", "〜", "～", "％", "‰", "℃", ",", ".", ";", ":", "!", "?", ")",
        "]", "}", "%",
    ]

    /// Marks that never end a line: opening brackets and quotes.
    static let noLineEnd: Set<Character> = [
        "（", "《", "「", "『", "“", "‘", "【", "〔", "〈", "〖", "〘", "［", "｛", "(", "[", "{",
    ]

    static func tokens(of spans: [StyledSpan]) -> [Token] {
        keepingPunctuation(breakTokens(of: spans))
    }

    /// Each glued run as one word when it fits `width`, else as the words and gaps it is made of.
    static func expanded(_ tokens: [Token], width: Int) -> [Token] {
        guard tokens.contains(where: { if case .glued = $0 { true } else { false } }) else { return tokens }
        var result: [Token] = []
        for token in tokens {
            guard case .glued(let parts) = token else {
                result.append(token)
                continue
            }
            let line = Token.line(of: parts)
            if line.displayWidth <= width {
                result.append(.word(line))
            } else {
                result += packed(parts, width: width)
            }
        }
        return result
    }

    /// The parts of a glued run too wide for a line, packed again into the fewest runs that fit, first to
    /// last: `（` stays with the identifier after it, and only the mark that does not fit goes on alone.
    static func packed(_ parts: [Token], width: Int) -> [Token] {
        var result: [Token] = []
        var current: [Token] = []
        var gaps: [Token] = []
        func flush() {
            guard !current.isEmpty else { return }
            result.append(current.count == 1 ? current[0] : .word(Token.line(of: current)))
            current = []
        }
        for part in parts {
            guard case .word = part else {
                gaps.append(part)
                continue
            }
            if current.isEmpty || Token.line(of: current + gaps + [part]).displayWidth <= width {
                current += current.isEmpty ? [part] : gaps + [part]
            } else {
                flush()
                result += gaps
                current = [part]
            }
            gaps = []
        }
        flush()
        return result + gaps
    }

    /// Removes the break opportunities around wide characters that would start a line with closing
    /// punctuation or end one with opening punctuation, joining the words on either side.
    static func keepingPunctuation(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            guard case .gap = tokens[index] else {
                result.append(tokens[index])
                index += 1
                continue
            }
            // The run of gaps between two words, as one break opportunity.
            var end = index
            var gaps: StyledLine = []
            while end < tokens.count, case .gap(let gap) = tokens[end] {
                if !gap.text.isEmpty { gaps.append(gap) }
                end += 1
            }
            if end < tokens.count, let previous = result.last, let before = previous.wordLine,
                let after = tokens[end].wordLine,
                let last = before.last?.text.last, let first = after.first?.text.first,
                // Across spaces only Chinese marks hold on: `( a` and `a )` in English text may still break.
                (noLineEnd.contains(last) && (gaps.isEmpty || !last.isASCII))
                    || (noLineStart.contains(first) && (gaps.isEmpty || !first.isASCII))
            {
                var parts = previous.parts
                parts += tokens[index..<end]
                parts += tokens[end].parts
                result[result.count - 1] = .glued(parts)
                index = end + 1
                continue
            }
            result += tokens[index..<end]
            index = end
        }
        return result
    }

    static func joined(_ first: StyledLine, _ second: StyledLine) -> StyledLine {
        var line = first
        for span in second {
            if let last = line.last, last.style == span.style {
                line[line.count - 1].text += span.text
            } else {
                line.append(span)
            }
        }
        return line
    }

    static func breakTokens(of spans: [StyledSpan]) -> [Token] {
        var tokens: [Token] = []
        var word: StyledLine = []

        func flushWord() {
            if !word.isEmpty { tokens.append(.word(word)) }
            word = []
        }
        func appendToWord(_ text: String, _ style: TextStyle) {
            if let last = word.last, last.style == style {
                word[word.count - 1].text += text
            } else {
                word.append(StyledSpan(text, style))
            }
        }

        for span in spans {
            // ASCII text needs no grapheme breaking: split it on spaces and newlines byte by byte.
            if span.text.utf8.allSatisfy({ $0 < 0x80 }) {
                var runStart = span.text.utf8.startIndex
                let utf8 = span.text.utf8
                var index = runStart
                while index < utf8.endIndex {
                    let byte = utf8[index]
                    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                        if runStart < index { appendToWord(String(span.text[runStart..<index]), span.style) }
                        flushWord()
                        if byte == UInt8(ascii: "\n") {
                            tokens.append(.newline)
                        } else if case .gap(let previous) = tokens.last, previous.text.hasSuffix(" "),
                            previous.style == span.style
                        {
                            tokens[tokens.count - 1] = .gap(StyledSpan(previous.text + " ", span.style))
                        } else {
                            tokens.append(.gap(StyledSpan(" ", span.style)))
                        }
                        runStart = utf8.index(after: index)
                    }
                    index = utf8.index(after: index)
                }
                if runStart < utf8.endIndex { appendToWord(String(span.text[runStart...]), span.style) }
                continue
            }
            var run = ""
            for character in span.text {
                if character == "\n" {
                    if !run.isEmpty { appendToWord(run, span.style) }
                    run = ""
                    flushWord()
                    tokens.append(.newline)
                } else if character == " " {
                    if !run.isEmpty { appendToWord(run, span.style) }
                    run = ""
                    flushWord()
                    if case .gap(let previous) = tokens.last, previous.text.hasSuffix(" "), previous.style == span.style
                    {
                        tokens[tokens.count - 1] = .gap(StyledSpan(previous.text + " ", span.style))
                    } else {
                        tokens.append(.gap(StyledSpan(" ", span.style)))
                    }
                } else if DisplayWidth.of(character) == 2 {
                    if !run.isEmpty { appendToWord(run, span.style) }
                    run = ""
                    flushWord()
                    tokens.append(.gap(StyledSpan("", span.style)))
                    appendToWord(String(character), span.style)
                    flushWord()
                    tokens.append(.gap(StyledSpan("", span.style)))
                } else {
                    run.append(character)
                }
            }
            if !run.isEmpty { appendToWord(run, span.style) }
        }
        flushWord()
        return tokens
    }
}

extension TextWrapper.Token {
    /// The text of a word or of a glued run, as one line; `nil` for a gap or a break.
    var wordLine: StyledLine? {
        switch self {
        case .word(let line): line
        case .glued(let parts): Self.line(of: parts)
        case .gap, .newline: nil
        }
    }

    /// The words and gaps a token is made of.
    var parts: [TextWrapper.Token] {
        if case .glued(let parts) = self { return parts }
        return [self]
    }

    static func line(of parts: [TextWrapper.Token]) -> StyledLine {
        var line: StyledLine = []
        for part in parts {
            switch part {
            case .word(let word): line = TextWrapper.joined(line, word)
            case .gap(let gap) where !gap.text.isEmpty: line = TextWrapper.joined(line, [gap])
            default: break
            }
        }
        return line
    }
}

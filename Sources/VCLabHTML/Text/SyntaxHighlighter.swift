import VCLabMarkdown

/// Highlights Swift and Objective-C at build time, so code samples need no script to be coloured.
///
/// A small tokenizer, not a parser: comments, strings, numbers, keywords, attributes and directives, and
/// capitalised names (types) each get a `<span class="hl-…">`; everything else is escaped text. It never
/// drops or reorders a byte, so the visible code is always exactly the author's.
enum SyntaxHighlighter {
    enum Language: String {
        case swift
        case objc

        /// The language of a code block's info string (`swift`, `objc`, `objective-c`, `obj-c`, `objectivec`).
        init?(info: String) {
            let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { $0.lowercased() } ?? ""
            switch word {
            case "swift": self = .swift
            case "objc", "objective-c", "obj-c", "objectivec": self = .objc
            default: return nil
            }
        }

        var keywords: Set<String> {
            switch self {
            case .swift: SyntaxHighlighter.swiftKeywords
            case .objc: SyntaxHighlighter.objectiveCKeywords
            }
        }
    }

    private enum Token {
        case comment, string, number, keyword, type, attribute, directive

        var className: String {
            switch self {
            case .comment: "hl-com"
            case .string: "hl-str"
            case .number: "hl-num"
            case .keyword: "hl-kw"
            case .type: "hl-type"
            case .attribute: "hl-attr"
            case .directive: "hl-pre"
            }
        }
    }

    /// The HTML of `code`: escaped text with highlighting spans.
    static func highlight(_ code: String, as language: Language) -> String {
        var scanner = Scanner(bytes: Array(code.utf8), language: language)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        let language: Language
        var index = 0
        var plainStart = 0
        /// Bytes rather than a string: a code block is a few hundred tokens, each escaped and wrapped.
        var output: [UInt8] = []

        init(bytes: [UInt8], language: Language) {
            self.bytes = bytes
            self.language = language
            output.reserveCapacity(bytes.count * 2)
        }

        mutating func run() -> String {
            while index < bytes.count {
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                switch byte {
                case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                    emit(.comment, to: endOfLine(from: index))
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                    emit(.comment, to: endOfBlockComment(from: index))
                case UInt8(ascii: "\""):
                    emit(.string, to: endOfString(from: index))
                case UInt8(ascii: "'") where language == .objc:
                    emit(.string, to: endOfQuoted(from: index, quote: UInt8(ascii: "'")))
                case UInt8(ascii: "@") where language == .objc && next == UInt8(ascii: "\""):
                    emit(.string, to: endOfString(from: index + 1))
                case UInt8(ascii: "@") where isIdentifierStart(next):
                    emit(language == .swift ? .attribute : .keyword, to: endOfIdentifier(from: index + 1))
                case UInt8(ascii: "#") where language == .objc && isAtLineStart(index):
                    emit(.directive, to: endOfLine(from: index))
                case UInt8(ascii: "#") where isIdentifierStart(next):
                    emit(.keyword, to: endOfIdentifier(from: index + 1))
                case UInt8(ascii: "0")...UInt8(ascii: "9") where !isIdentifierByte(previous):
                    emit(.number, to: endOfNumber(from: index))
                case _ where isIdentifierStart(byte):
                    let end = endOfIdentifier(from: index)
                    let word = String(decoding: bytes[index..<end], as: UTF8.self)
                    if language.keywords.contains(word) {
                        emit(.keyword, to: end)
                    } else if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                        emit(.type, to: end)
                    } else {
                        index = end
                    }
                default:
                    index += 1
                }
            }
            flushPlain()
            return String(decoding: output, as: UTF8.self)
        }

        private var previous: UInt8 { index > 0 ? bytes[index - 1] : 0 }

        private mutating func emit(_ token: Token, to end: Int) {
            flushPlain()
            output.append(contentsOf: "<span class=\"".utf8)
            output.append(contentsOf: token.className.utf8)
            output.append(contentsOf: "\">".utf8)
            appendEscaped(index..<end)
            output.append(contentsOf: "</span>".utf8)
            index = end
            plainStart = end
        }

        private mutating func flushPlain() {
            guard plainStart < index else { return }
            appendEscaped(plainStart..<index)
            plainStart = index
        }

        /// The bytes of `range` as ``HTMLText/escaped(_:)`` writes them.
        private mutating func appendEscaped(_ range: Range<Int>) {
            bytes[range].withUnsafeBufferPointer { MarkdownHTMLRenderer.appendEscaped($0, to: &output) }
        }

        // MARK: Token ends

        private func endOfLine(from start: Int) -> Int {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return end
        }

        /// Swift block comments nest; Objective-C ones do not.
        private func endOfBlockComment(from start: Int) -> Int {
            var end = start + 2
            var depth = 1
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "*"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    end += 2
                    if depth == 0 || language == .objc { return end }
                } else if language == .swift, bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count,
                    bytes[end + 1] == UInt8(ascii: "*")
                {
                    depth += 1
                    end += 2
                } else {
                    end += 1
                }
            }
            return end
        }

        /// A string from its opening quote; Swift's `"""` strings run to the closing `"""`.
        private func endOfString(from start: Int) -> Int {
            let tripleQuote = Array("\"\"\"".utf8)
            if language == .swift, bytes[start...].starts(with: tripleQuote) {
                var end = start + 3
                while end < bytes.count {
                    if bytes[end] == UInt8(ascii: "\\") {
                        end += 2
                    } else if bytes[end...].starts(with: tripleQuote) {
                        return end + 3
                    } else {
                        end += 1
                    }
                }
                return bytes.count
            }
            return endOfQuoted(from: start, quote: UInt8(ascii: "\""))
        }

        /// A one-line quoted literal with backslash escapes; an unclosed one ends at the line's end.
        private func endOfQuoted(from start: Int, quote: UInt8) -> Int {
            var end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] == UInt8(ascii: "\\") {
                    end += 2
                    continue
                }
                if bytes[end] == quote { return end + 1 }
                end += 1
            }
            return min(end, bytes.count)
        }

        private func endOfNumber(from start: Int) -> Int {
            var end = start
            while end < bytes.count, isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
                if bytes[end] == UInt8(ascii: "."),
                    !(end + 1 < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end + 1]))
                {
                    break
                }
                end += 1
            }
            return end
        }

        private func endOfIdentifier(from start: Int) -> Int {
            var end = start
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            return end
        }

        private func isAtLineStart(_ position: Int) -> Bool {
            var cursor = position - 1
            while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor -= 1
            }
            return cursor < 0 || bytes[cursor] == UInt8(ascii: "\n")
        }

        private func isIdentifierStart(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_")
        }

        private func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}

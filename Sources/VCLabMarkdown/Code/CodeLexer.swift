/// Splits Swift and Objective-C source into tokens: the one lexer that the site's and the terminal's
/// highlighters both render, so a sample is coloured the same way in both.
///
/// A small lexer, not a parser: comments (nested `/* */` in Swift), strings (Swift's `"""` blocks,
/// Objective-C's `@"…"` and character literals), numbers, keywords, `@` attributes (keywords in
/// Objective-C: `@interface`), directives (`#if`, `#selector`, an Objective-C `#import` line), and
/// capitalised identifiers, which are types in both languages' conventions. The tokens cover every byte in
/// order, so rendering them never drops or reorders what the author wrote.
///
///     CodeLexer.tokens(of: Array("super.viewDidLoad() // first".utf8), language: .swift).map(\.kind)
///     // [.keyword, .plain, .comment]
public enum CodeLexer {
    public static func tokens(of bytes: [UInt8], language: CodeLanguage) -> [CodeToken] {
        var lexer = Lexer(bytes: bytes, language: language)
        return lexer.run()
    }

    private struct Lexer {
        let bytes: [UInt8]
        let language: CodeLanguage
        var index = 0
        var plainStart = 0
        var tokens: [CodeToken] = []

        init(bytes: [UInt8], language: CodeLanguage) {
            self.bytes = bytes
            self.language = language
        }

        mutating func run() -> [CodeToken] {
            let isObjectiveC = language == .objectiveC
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
                case UInt8(ascii: "'") where isObjectiveC:
                    emit(.string, to: endOfQuoted(from: index, quote: UInt8(ascii: "'")))
                case UInt8(ascii: "@") where isObjectiveC && next == UInt8(ascii: "\""):
                    emit(.string, to: endOfString(from: index + 1))
                case UInt8(ascii: "@") where Self.isIdentifierStart(next):
                    emit(isObjectiveC ? .keyword : .attribute, to: endOfIdentifier(from: index + 1))
                case UInt8(ascii: "#") where isObjectiveC && isAtLineStart(index):
                    emit(.directive, to: endOfLine(from: index))
                case UInt8(ascii: "#") where Self.isIdentifierStart(next):
                    emit(.directive, to: endOfIdentifier(from: index + 1))
                case UInt8(ascii: "0")...UInt8(ascii: "9")
                where !(index > 0 && Self.isIdentifierByte(bytes[index - 1])):
                    emit(.number, to: endOfNumber(from: index))
                case _ where Self.isIdentifierStart(byte):
                    let end = endOfIdentifier(from: index)
                    if isKeyword(index..<end) {
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
            return tokens
        }

        private mutating func emit(_ kind: CodeToken.Kind, to end: Int) {
            flushPlain()
            tokens.append(CodeToken(kind: kind, range: index..<end))
            index = end
            plainStart = end
        }

        private mutating func flushPlain() {
            guard plainStart < index else { return }
            tokens.append(CodeToken(kind: .plain, range: plainStart..<index))
            plainStart = index
        }

        private func isKeyword(_ range: Range<Int>) -> Bool {
            let word = String(decoding: bytes[range], as: UTF8.self)
            return language == .swift
                ? CodeLexer.swiftKeywords.contains(word) : CodeLexer.objectiveCKeywords.contains(word)
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
                    if depth == 0 || language == .objectiveC { return end }
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
                    // An escaped line break still ends a one-line literal.
                    end += end + 1 < bytes.count && bytes[end + 1] != UInt8(ascii: "\n") ? 2 : 1
                    continue
                }
                if bytes[end] == quote { return end + 1 }
                end += 1
            }
            return min(end, bytes.count)
        }

        private func endOfNumber(from start: Int) -> Int {
            var end = start
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
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
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            return end
        }

        private func isAtLineStart(_ position: Int) -> Bool {
            var cursor = position - 1
            while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor -= 1
            }
            return cursor < 0 || bytes[cursor] == UInt8(ascii: "\n")
        }

        /// Letters, `_`, and every byte of a non-ASCII character (both languages allow Unicode identifiers;
        /// taking whole multi-byte characters keeps tokens on character boundaries).
        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}

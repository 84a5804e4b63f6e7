/// Splits Swift and Objective-C source into tokens for colouring.
///
/// A small lexer, not a parser: it knows comments (nested `/* */` in Swift), string literals (Swift's `"""`
/// blocks, Objective-C's `@"…"`), numbers, keywords, `@` attributes and directives, `#` directives, and
/// capitalised identifiers, which are types in both languages' conventions. That is what a reader needs to
/// see the shape of a lifecycle override; everything else is plain.
///
///     SyntaxHighlighter.tokens(of: "super.viewDidLoad() // first", language: .swift).map(\.kind)
///     // [.keyword, .plain, .comment]
public enum SyntaxHighlighter {
    public enum Language: Hashable, Sendable {
        case swift
        case objectiveC

        /// The language of a fenced block's info string (`swift`, `objc`, `objective-c`, `m`…), if highlighted.
        public init?(info: String) {
            let word = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
            switch word {
            case "swift": self = .swift
            case "objc", "objective-c", "objectivec", "obj-c", "m", "mm", "objc++", "objective-c++": self = .objectiveC
            default: return nil
            }
        }
    }

    public enum Kind: Hashable, Sendable {
        case plain, keyword, type, string, number, comment, attribute, directive
    }

    public struct Token: Hashable, Sendable {
        public var text: String
        public var kind: Kind
    }

    public static func tokens(of source: String, language: Language) -> [Token] {
        var lexer = Lexer(scalars: Array(source.unicodeScalars), language: language)
        return lexer.run()
    }

    private struct Lexer {
        let scalars: [Unicode.Scalar]
        let language: Language
        var index = 0
        var tokens: [Token] = []
        var plain = ""

        init(scalars: [Unicode.Scalar], language: Language) {
            self.scalars = scalars
            self.language = language
        }

        mutating func run() -> [Token] {
            let isObjectiveC = language == .objectiveC
            var atLineStart = true
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "/", peek(1) == "/" {
                    emit(.comment, until: { $0 == "\n" })
                } else if scalar == "/", peek(1) == "*" {
                    blockComment()
                } else if scalar == "\"" || (language == .objectiveC && scalar == "@" && peek(1) == "\"") {
                    string()
                } else if language == .objectiveC, scalar == "'" {
                    characterLiteral()
                } else if scalar == "#", isObjectiveC ? atLineStart : Self.isIdentifierStart(peek(1)) {
                    emit(.directive, until: { isObjectiveC ? $0 == "\n" : !Self.isIdentifierPart($0) }, skip: 1)
                } else if scalar == "@", Self.isIdentifierStart(peek(1)) {
                    emit(.attribute, until: { !Self.isIdentifierPart($0) }, skip: 1)
                } else if Self.isDigit(scalar), !(index > 0 && Self.isIdentifierPart(scalars[index - 1])) {
                    emit(.number, until: { !Self.isIdentifierPart($0) && $0 != "." })
                } else if Self.isIdentifierStart(scalar) {
                    identifier()
                } else {
                    plain.unicodeScalars.append(scalar)
                    index += 1
                }
                if scalar == "\n" {
                    atLineStart = true
                } else if scalar != " " && scalar != "\t" {
                    atLineStart = false
                }
            }
            flushPlain()
            return tokens
        }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func flushPlain() {
            if !plain.isEmpty { tokens.append(Token(text: plain, kind: .plain)) }
            plain = ""
        }

        mutating func append(_ kind: Kind, from start: Int) {
            flushPlain()
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<index])
            tokens.append(Token(text: text, kind: kind))
        }

        mutating func emit(_ kind: Kind, until stop: (Unicode.Scalar) -> Bool, skip: Int = 0) {
            let start = index
            index += skip
            while index < scalars.count, !stop(scalars[index]) { index += 1 }
            append(kind, from: start)
        }

        mutating func blockComment() {
            let start = index
            index += 2
            var depth = 1
            while index < scalars.count, depth > 0 {
                if scalars[index] == "*", peek(1) == "/" {
                    depth -= 1
                    index += 2
                } else if language == .swift, scalars[index] == "/", peek(1) == "*" {
                    depth += 1
                    index += 2
                } else {
                    index += 1
                }
            }
            append(.comment, from: start)
        }

        mutating func string() {
            let start = index
            if scalars[index] == "@" { index += 1 }
            let isMultiline = language == .swift && peek(1) == "\"" && peek(2) == "\""
            index += isMultiline ? 3 : 1
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\\" {
                    index += 2
                    continue
                }
                if isMultiline {
                    if scalar == "\"", peek(1) == "\"", peek(2) == "\"" {
                        index += 3
                        break
                    }
                } else if scalar == "\"" {
                    index += 1
                    break
                } else if scalar == "\n" {
                    break
                }
                index += 1
            }
            index = min(index, scalars.count)
            append(.string, from: start)
        }

        mutating func characterLiteral() {
            let start = index
            index += 1
            while index < scalars.count, scalars[index] != "'", scalars[index] != "\n" {
                index += scalars[index] == "\\" ? 2 : 1
            }
            index = min(index + 1, scalars.count)
            append(.string, from: start)
        }

        mutating func identifier() {
            let start = index
            while index < scalars.count, Self.isIdentifierPart(scalars[index]) { index += 1 }
            var word = ""
            word.unicodeScalars.append(contentsOf: scalars[start..<index])
            let keywords = language == .swift ? SyntaxHighlighter.swiftKeywords : SyntaxHighlighter.objectiveCKeywords
            if keywords.contains(word) {
                append(.keyword, from: start)
            } else if let first = word.unicodeScalars.first, first.properties.isUppercase {
                append(.type, from: start)
            } else {
                index = start
                while index < scalars.count, Self.isIdentifierPart(scalars[index]) {
                    plain.unicodeScalars.append(scalars[index])
                    index += 1
                }
            }
        }

        static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return ("0"..."9").contains(scalar)
        }

        static func isIdentifierStart(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return scalar == "_" || scalar.properties.isAlphabetic
        }

        static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
            isIdentifierStart(scalar) || isDigit(scalar)
        }
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "Any", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "async", "override", "final", "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience",
        "required", "optional", "dynamic", "some", "any", "actor", "nonisolated", "isolated", "consume", "borrowing",
        "consuming", "package", "get", "set", "willSet", "didSet",
    ]

    static let objectiveCKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "return", "short", "signed", "sizeof",
        "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "self", "super",
        "nil", "Nil", "YES", "NO", "id", "instancetype", "BOOL", "SEL", "IMP", "Class", "in", "out", "inout",
        "bycopy", "byref", "oneway", "nonatomic", "atomic", "strong", "weak", "assign", "copy", "retain",
        "readonly", "readwrite", "nullable", "nonnull", "NULL", "true", "false", "__weak", "__strong", "__block",
    ]
}

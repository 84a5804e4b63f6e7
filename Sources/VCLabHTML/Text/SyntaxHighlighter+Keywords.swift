extension SyntaxHighlighter {
    static let swiftKeywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else", "enum", "extension",
        "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in",
        "indirect", "init", "inout", "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated",
        "nonmutating", "open", "operator", "optional", "override", "private", "protocol", "public", "repeat",
        "required", "rethrows", "return", "self", "Self", "set", "some", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while",
        "willSet",
    ]

    static let objectiveCKeywords: Set<String> = [
        "BOOL", "Class", "IBAction", "IBOutlet", "NO", "NULL", "SEL", "YES", "auto", "break", "case", "char",
        "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for", "goto", "id",
        "if", "inline", "instancetype", "int", "long", "nil", "nonatomic", "nonnull", "nullable", "readonly",
        "readwrite", "register", "return", "self", "short", "signed", "sizeof", "static", "strong", "struct",
        "super", "switch", "typedef", "union", "unsigned", "void", "volatile", "weak", "while",
    ]
}

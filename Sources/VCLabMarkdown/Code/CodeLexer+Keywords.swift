extension CodeLexer {
    static let swiftKeywords: Set<String> = [
        "Any", "Self", "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
        "catch", "class", "consume", "consuming", "continue", "convenience", "default", "defer", "deinit",
        "didSet", "do", "dynamic", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "final",
        "for", "func", "get", "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is",
        "isolated", "lazy", "let", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional",
        "override", "package", "precedencegroup", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "self", "set", "some", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet",
    ]

    static let objectiveCKeywords: Set<String> = [
        "BOOL", "Class", "IBAction", "IBOutlet", "IMP", "NO", "NULL", "Nil", "SEL", "YES", "__block", "__strong",
        "__weak", "assign", "atomic", "auto", "break", "bycopy", "byref", "case", "char", "const", "continue",
        "copy", "default", "do", "double", "else", "enum", "extern", "false", "float", "for", "goto", "id", "if",
        "in", "inline", "inout", "instancetype", "int", "long", "nil", "nonatomic", "nonnull", "nullable", "oneway",
        "out", "readonly", "readwrite", "register", "retain", "return", "self", "short", "signed", "sizeof",
        "static", "strong", "struct", "super", "switch", "true", "typedef", "union", "unsigned", "void",
        "volatile", "weak", "while",
    ]
}

/// One piece of interface text in every language VCLab speaks.
///
/// Every face keeps its words as values of this type in one catalogue of its own (the terminal's, the site's,
/// the grader's), and asks for the reader's language where it shows them; the site's script gets its words
/// from the page, rendered from the site's catalogue, so no face keeps a second table. Text that takes
/// values is a function returning one of these.
///
///     static let next = LocalizedText(english: "Next", chinese: "下一页")
///     next[.simplifiedChinese]  // "下一页"
public struct LocalizedText: Hashable, Sendable {
    public var english: String
    public var chinese: String

    public init(english: String, chinese: String) {
        self.english = english
        self.chinese = chinese
    }

    public subscript(language: ContentLanguage) -> String {
        switch language {
        case .english: english
        case .simplifiedChinese: chinese
        }
    }
}

/// A language the course is written in, and every face speaks: English, the original, or Simplified Chinese.
///
/// A translation lives in a folder named by the language's tag under the content directory
/// (`Content/zh-Hans/06-navigation.md` translates `Content/06-navigation.md`), and its pages in the same folder
/// under the site. Plain Swift, so that the WebAssembly module can speak it too.
public enum ContentLanguage: Hashable, Sendable, CaseIterable {
    case english
    case simplifiedChinese

    /// The BCP 47 tag, as `lang` attributes and `hreflang` write it.
    public var tag: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh-Hans"
        }
    }

    /// The folder of its translations under the content directory and of its pages under the site; `nil` for
    /// the original, which is at the top.
    public var folder: String? {
        switch self {
        case .english: nil
        case .simplifiedChinese: "zh-Hans"
        }
    }

    /// The short name `--lang` takes.
    public var optionName: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh"
        }
    }

    /// The language's own name for itself, as a language switch shows it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// The language of the lessons the others translate.
    public static let original = ContentLanguage.english

    /// The translations' languages: every language but the original.
    public static var translations: [ContentLanguage] { allCases.filter { $0 != original } }

    /// The language `--lang` names: `en`, `zh`, or a tag such as `zh-Hans`, `zh-CN` or `en-GB`, in any case.
    public init?(optionValue value: String) {
        let primary = Self.lowercasedASCII(value).split(whereSeparator: { $0 == "-" || $0 == "_" }).first
        switch primary.map(String.init) {
        case "en"?, "english"?: self = .english
        case "zh"?, "chinese"?: self = .simplifiedChinese
        default: return nil
        }
    }

    /// The language a POSIX locale such as `LANG=zh_CN.UTF-8` asks for, or `nil` for one VCLab does not
    /// speak (`C`, `POSIX`, `de_DE.UTF-8`) or an empty value.
    ///
    /// Follows the order POSIX gives the variables: `LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first that is
    /// set and not empty decides.
    public init?(environment: [String: String]) {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let locale = value.split(separator: ".").first.map(String.init) ?? value
            guard let language = ContentLanguage(optionValue: locale) else { return nil }
            self = language
            return
        }
        return nil
    }

    /// The language of the file at `relativePath` under the content directory: the translation folder it is
    /// in, or the original's.
    public init(relativePath: String) {
        let bytes = Array(relativePath.utf8)
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else {
            self = .original
            return
        }
        let folder = String(decoding: bytes[..<slash], as: UTF8.self)
        self = Self.translations.first { $0.folder == folder } ?? .original
    }

    private static func lowercasedASCII(_ text: String) -> String {
        String(
            decoding: text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 },
            as: UTF8.self)
    }
}

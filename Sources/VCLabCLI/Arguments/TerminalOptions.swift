import VCLabHost
import VCLabStudyLoop
import VCLabSupport
import VCLabTerminal

/// The options `show`, `study`, `list` and `progress` share: colour, width, links, pager, content directory,
/// language.
struct TerminalOptions {
    var color: TerminalCapabilities.ColorChoice = .auto
    var width: Int?
    var links: TerminalEnvironment.LinkChoice = .auto
    var noPager = false
    var contentDirectory = LessonLibrary.defaultContentDirectory
    /// `--lang` as the help of every command that takes it describes it.
    static let languageHelp = LocalizedText(
        english: """
              --lang LANG       en or zh: the lessons' language (a lesson's zh-Hans/ translation where it has one)
                                and VCLab's own words; default: LC_ALL, LC_MESSAGES or LANG (zh_CN.UTF-8 is zh),
                                else en. Progress is the same in both: quizzes keep their ids
            """,
        chinese: """
              --lang LANG       en 或 zh：课程的语言（有 zh-Hans/ 译文的课显示译文）和 VCLab 自己的文字；
                                默认看 LC_ALL、LC_MESSAGES 或 LANG（zh_CN.UTF-8 即 zh），否则 en。
                                两种语言共享学习进度：测验的 id 不变
            """)

    /// `--lang`; `nil` follows the locale (``language(environment:)``).
    var language: ContentLanguage?

    /// The language of the lessons and of the interface: `--lang`, else the one `LC_ALL`, `LC_MESSAGES` or
    /// `LANG` asks for, else English (also for a locale VCLab does not speak, such as `C` or `de_DE`).
    func language(environment: [String: String]) -> ContentLanguage {
        language ?? ContentLanguage(environment: environment) ?? .original
    }

    /// Takes `argument` (and its value) if it is one of these options; `false` leaves it to the command.
    mutating func consume(_ argument: String, from scanner: inout ArgumentScanner) throws(UsageError) -> Bool {
        switch argument {
        case "--color", "--colour":
            let value = try scanner.value(for: argument)
            guard let choice = TerminalCapabilities.ColorChoice(rawValue: value) else {
                throw UsageError(
                    LocalizedText(
                        english: "--color takes 'always', 'never' or 'auto'",
                        chinese: "--color 只接受 'always'、'never' 或 'auto'"))
            }
            color = choice
        case "--width":
            guard let value = Int(try scanner.value(for: argument)), (20...1000).contains(value) else {
                throw UsageError(
                    LocalizedText(
                        english: "--width takes a number of columns from 20 to 1000",
                        chinese: "--width 接受 20 到 1000 之间的列数"))
            }
            width = value
        case "--links":
            guard let choice = TerminalEnvironment.LinkChoice(rawValue: try scanner.value(for: argument)) else {
                throw UsageError(
                    LocalizedText(
                        english: "--links takes 'auto', 'osc8' or 'footnotes'",
                        chinese: "--links 只接受 'auto'、'osc8' 或 'footnotes'"))
            }
            links = choice
        case "--no-pager":
            noPager = true
        case "--content":
            contentDirectory = try scanner.value(for: argument)
        case "--lang", "--language":
            guard let choice = ContentLanguage(optionValue: try scanner.value(for: argument)) else {
                throw UsageError(LocalizedText(english: "--lang takes 'en' or 'zh'", chinese: "--lang 只接受 'en' 或 'zh'"))
            }
            language = choice
        default:
            return false
        }
        return true
    }
}

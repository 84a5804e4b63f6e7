import VCLabContent
import VCLabHost
import VCLabStudy
import VCLabStudyLoop
import VCLabSupport
import VCLabTerminal

/// `vclab list`: the lessons of the course, each with how far the learner is (the table of `progress`),
/// and how to open one.
struct ListCommand: Subcommand {
    static let name = "list"
    static let summary = "list the lessons with your progress in each"
    static var help: String { localizedHelp.english }

    static func help(in language: ContentLanguage) -> String { localizedHelp[language] }

    static let localizedHelp = LocalizedText(
        english: """
            USAGE: vclab list [--data-dir DIR] [--color WHEN] [--width N] [--content DIR] [--lang en|zh]

            Lists the lessons in reading order with, for each, the quizzes answered, right at the last attempt
            and due for review today. A lesson is opened by its number, its slug or a word of its title:
            vclab show 6, vclab study navigation.

            OPTIONS:
              --data-dir DIR    where the progress log is (default $XDG_DATA_HOME/vclab, else ~/.local/share/vclab)
              --color WHEN      always, never or auto
              --width N         the table's width (default: the terminal's)
              --content DIR     the course's content directory (default Content)
            \(TerminalOptions.languageHelp.english)
              -h, --help        show this help

            EXIT STATUS:
              0 listed; 64 a wrong option or no lessons; 74 the progress log cannot be read.
            """,
        chinese: """
            用法：vclab list [--data-dir DIR] [--color WHEN] [--width N] [--content DIR] [--lang en|zh]

            按阅读顺序列出各课，以及每课已答的测验、最近一次答对的测验和今天到期复习的测验。用序号、slug
            或标题中的一个词打开一课：vclab show 6，vclab study navigation。

            选项：
              --data-dir DIR    学习记录所在的目录（默认 $XDG_DATA_HOME/vclab，否则 ~/.local/share/vclab）
              --color WHEN      always、never 或 auto
              --width N         表格宽度（默认：终端宽度）
              --content DIR     教程的内容目录（默认 Content）
            \(TerminalOptions.languageHelp.chinese)
              -h, --help        显示本帮助

            退出状态：
              0 已列出；64 选项有误或没有课；74 学习记录无法读取。
            """)

    var dataDirectory: String?
    var options: TerminalOptions

    init(arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        var options = TerminalOptions()
        while let argument = scanner.next() {
            if try options.consume(argument, from: &scanner) { continue }
            guard argument == "--data-dir" else {
                throw UsageError(
                    LocalizedText(english: "unknown argument '\(argument)'", chinese: "未知参数 '\(argument)'"))
            }
            dataDirectory = try scanner.value(for: argument)
        }
        self.options = options
    }

    func execute(console: Console) -> Int32 {
        let environment = TerminalEnvironment.current(console: console)
        // Without a home directory or a log there is no progress yet; the lessons are listed all the same.
        var log = ProgressLog(parsing: [])
        if let logFile = ProgressFiles.logFile(dataDirectory: dataDirectory, environment: environment.variables) {
            do {
                log = try logFile.load()
            } catch {
                let language = options.language(environment: environment.variables)
                console.writeError("vclab list: error: \(error.message[language])\n")
                return ExitCode.inputOutput
            }
        }
        let language = options.language(environment: environment.variables)
        var library = LessonLibrary(contentDirectory: options.contentDirectory, language: language)
        let evaluations = library.evaluations()
        guard !evaluations.isEmpty else {
            console.writeError(
                "vclab list: error: "
                    + TerminalText.noLessonsIn(TerminalSafeText.inert(options.contentDirectory))[language] + "\n")
            return ExitCode.usage
        }
        let style = environment.style(
            color: options.color, width: options.width, links: .footnotes, language: language)
        var text = ProgressCommand.table(ProgressFiles.summary(evaluations: evaluations, log: log), style: style)
        text += "\n" + TerminalText.openOne[language] + "\n"
        console.write(text)
        return ExitCode.success
    }
}

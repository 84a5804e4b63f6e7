import VCLabContent
import VCLabHost
import VCLabStudy
import VCLabStudyLoop
import VCLabSupport
import VCLabTerminal

/// `vclab progress`: per lesson, quizzes answered, right at the last attempt, and due for review today;
/// with `--quizzes`, each answered quiz's recall estimate and next review.
struct ProgressCommand: Subcommand {
    static let name = "progress"
    static let summary = "show what you have answered and what is due for review"
    static var help: String { localizedHelp.english }

    static func help(in language: ContentLanguage) -> String { localizedHelp[language] }

    static let localizedHelp = LocalizedText(
        english: """
            USAGE: vclab progress [--quizzes] [--data-dir DIR] [--color WHEN] [--content DIR] [--lang en|zh]

            Lists every lesson with its quizzes answered, those right at the last attempt, and those due for
            review today ('vclab study --review' asks them). Reads the progress log; never changes it.

            OPTIONS:
              --quizzes         also list each answered quiz: its attempts, the last result, the chance you
                                recall it today (FSRS's estimate) and its next review
              --data-dir DIR    where the progress log is (default $XDG_DATA_HOME/vclab, else ~/.local/share/vclab)
              --color WHEN      always, never or auto
              --content DIR     the course's content directory (default Content)
            \(TerminalOptions.languageHelp.english)
              -h, --help        show this help

            EXIT STATUS:
              0 shown; 64 a wrong option; 74 the progress log cannot be read.
            """,
        chinese: """
            用法：vclab progress [--quizzes] [--data-dir DIR] [--color WHEN] [--content DIR] [--lang en|zh]

            列出每一课已答的测验、最近一次答对的测验，以及今天到期复习的测验（'vclab study --review' 会
            提问它们）。只读取学习记录，从不修改。

            选项：
              --quizzes         同时列出每道已答的测验：作答次数、最近一次的结果、今天还记得它的概率
                                （FSRS 的估计）和下次复习的日期
              --data-dir DIR    学习记录所在的目录（默认 $XDG_DATA_HOME/vclab，否则 ~/.local/share/vclab）
              --color WHEN      always、never 或 auto
              --content DIR     教程的内容目录（默认 Content）
            \(TerminalOptions.languageHelp.chinese)
              -h, --help        显示本帮助

            退出状态：
              0 已显示；64 选项有误；74 学习记录无法读取。
            """)

    var dataDirectory: String?
    var listsQuizzes = false
    var options: TerminalOptions

    init(arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        var options = TerminalOptions()
        while let argument = scanner.next() {
            if try options.consume(argument, from: &scanner) { continue }
            if argument == "--quizzes" {
                listsQuizzes = true
                continue
            }
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
        let language = options.language(environment: environment.variables)
        guard let logFile = ProgressFiles.logFile(dataDirectory: dataDirectory, environment: environment.variables)
        else {
            console.writeError("vclab progress: error: \(TerminalText.noHomeDirectory[language])\n")
            return ExitCode.usage
        }
        let log: ProgressLog
        do {
            log = try logFile.load()
        } catch {
            console.writeError("vclab progress: error: \(error.message[language])\n")
            return ExitCode.inputOutput
        }
        if let problem = log.problemReport {
            console.writeError(
                "vclab progress: note: \(TerminalText.progressLogProblem(logFile.path, problem[language])[language])\n")
        }
        var library = LessonLibrary(contentDirectory: options.contentDirectory, language: language)
        let summary = ProgressFiles.summary(evaluations: library.evaluations(), log: log)
        let style = environment.style(
            color: options.color, width: options.width, links: .footnotes, language: language)
        var text = Self.table(summary, style: style)
        if listsQuizzes, !summary.quizRows.isEmpty { text += "\n" + Self.quizTable(summary, style: style) }
        if summary.totalDue > 0 {
            text += "\n" + TerminalText.reviewDueToday(summary.totalDue)[language] + "\n"
        } else if let next = summary.nextDue {
            text += "\n" + TerminalText.nothingDueNextReview(ProgressFiles.describe(next))[language] + "\n"
        }
        if summary.orphanedAttempts > 0 {
            text +=
                TerminalText.orphanedAttempts(summary.orphanedAttempts, quizzes: summary.orphanedQuizzes)[language]
                + "\n"
        }
        if !listsQuizzes, !summary.quizRows.isEmpty { text += Self.quizzesHint[language] + "\n" }
        text += TerminalText.log(TerminalSafeText.inert(logFile.path))[language] + "\n"
        console.write(text)
        return ExitCode.success
    }

    static let quizzesHint = LocalizedText(
        english: "Each quiz's recall and next review: vclab progress --quizzes",
        chinese: "每道测验的记忆率和下次复习：vclab progress --quizzes")

    /// Per answered quiz, in reading order: its lesson's number, its id, attempts, the last result, FSRS's
    /// estimate of recall today, and the next review. The id, not the question: it is short, the log's
    /// own name for the quiz, and the same in both languages.
    static func quizTable(_ summary: ProgressSummary, style: TerminalStyle) -> String {
        let language = style.language
        let rows = summary.quizRows.map { row in
            let last =
                row.lastScore >= 1
                ? LocalizedText(english: "right", chinese: "对")
                : row.lastScore > 0
                    ? LocalizedText(english: "partly", chinese: "部分对") : LocalizedText(english: "wrong", chinese: "错")
            return [
                String(row.lesson + 1), row.quizID, String(row.attempts), last[language],
                "\(Int((row.recall * 100).rounded()))%",
                ProgressFiles.cell(row.due)[language],
            ]
        }
        let header = [
            "#", LocalizedText(english: "Quiz", chinese: "测验")[language],
            LocalizedText(english: "Tries", chinese: "次数")[language],
            LocalizedText(english: "Last", chinese: "上次")[language],
            LocalizedText(english: "Recall", chinese: "记忆率")[language],
            LocalizedText(english: "Next review", chinese: "下次复习")[language],
        ]
        return TableRenderer.render(
            header: header, rows: rows, alignments: [.right, .left, .right, .left, .right, .left], flexibleColumn: 1,
            style: style)
    }

    /// Per lesson: answered, right at the last attempt, due today; `vclab list` shows the same table. When
    /// the slug column would make a title wrap, the slug is left out (the number opens a lesson as well),
    /// so titles wrap only when the page is too narrow even for the table without it.
    static func table(_ summary: ProgressSummary, style: TerminalStyle) -> String {
        let wide = table(summary, style: style, withSlugs: true)
        if TableRenderer.fits(header: wide.header, rows: wide.rows, style: style) {
            return TableRenderer.render(
                header: wide.header, rows: wide.rows, alignments: wide.alignments, flexibleColumn: 2, style: style)
        }
        let narrow = table(summary, style: style, withSlugs: false)
        return TableRenderer.render(
            header: narrow.header, rows: narrow.rows, alignments: narrow.alignments, flexibleColumn: 1, style: style)
    }

    private static func table(_ summary: ProgressSummary, style: TerminalStyle, withSlugs: Bool) -> (
        header: [String], rows: [[String]], alignments: [TableRenderer.Alignment]
    ) {
        let narrow = !withSlugs
        let language = style.language
        let all = TerminalText.all[language]
        let rows = summary.rows.enumerated().map { index, row in
            [String(index + 1)] + (narrow ? [] : [row.slug]) + [
                row.title, "\(row.answered)/\(row.quizzes)", String(row.rightAtLastAttempt), String(row.due),
            ]
        }
        let total = summary.rows.reduce(into: (quizzes: 0, answered: 0, right: 0, due: 0)) { total, row in
            total = (
                total.quizzes + row.quizzes, total.answered + row.answered, total.right + row.rightAtLastAttempt,
                total.due + row.due
            )
        }
        let totalRow =
            [""] + (narrow ? [] : [all]) + [
                narrow ? all : "", "\(total.answered)/\(total.quizzes)", String(total.right), String(total.due),
            ]
        let header =
            ["#"] + (narrow ? [] : [TerminalText.columnLesson[language]]) + [
                TerminalText.columnTitle[language],
                (narrow ? TerminalText.columnDone : TerminalText.columnAnswered)[language],
                TerminalText.columnRight[language], TerminalText.columnDue[language],
            ]
        let alignments: [TableRenderer.Alignment] =
            [.right] + (narrow ? [] : [.left]) + [.left, .right, .right, .right]
        return (header, rows + [totalRow], alignments)
    }
}

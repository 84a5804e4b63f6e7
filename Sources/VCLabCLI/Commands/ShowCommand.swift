import Foundation
import VCLabContent
import VCLabHost
import VCLabStudyLoop
import VCLabSupport
import VCLabTerminal

/// `vclab show LESSON`: prints a lesson as a terminal page.
struct ShowCommand: Subcommand {
    static let name = "show"
    static let summary = "print a lesson in the terminal"
    static var help: String { localizedHelp.english }

    static func help(in language: ContentLanguage) -> String { localizedHelp[language] }

    static let localizedHelp = LocalizedText(
        english: """
            USAGE: vclab show <lesson> [--width N] [--color always|never|auto] [--no-pager]
                                       [--links auto|osc8|footnotes] [--content DIR] [--lang en|zh]

            Prints a lesson: prose wrapped to the width, code highlighted, each scenario as a timeline of its
            callbacks, and each quiz with its options (the answers stay hidden; 'vclab study' asks them).

            ARGUMENTS:
              <lesson>          a number (its place in the course), a slug (06-navigation, or navigation),
                                or the path of a lesson file

            OPTIONS:
              --width N         wrap to N columns (default: the terminal's width, else $COLUMNS, else 80)
              --color WHEN      always, never or auto (default auto: on for a terminal, off for a pipe;
                                NO_COLOR turns it off, FORCE_COLOR on)
              --no-pager        never page; by default a page taller than the terminal goes through $PAGER
                                (default 'less -R')
              --links HOW       osc8 (clickable links), footnotes (numbered URLs after the page), or auto
                                (osc8 on terminals known to take them when colour is on)
              --content DIR     the course's content directory (default Content)
            \(TerminalOptions.languageHelp.english)
              -h, --help        show this help

            EXIT STATUS:
              0 shown; 64 no such lesson or a wrong option (the lessons are listed); 74 unreadable file.
            """,
        chinese: """
            用法：vclab show <课> [--width N] [--color always|never|auto] [--no-pager]
                              [--links auto|osc8|footnotes] [--content DIR] [--lang en|zh]

            打印一课：正文按宽度换行，代码高亮，每个场景脚本画成回调时间线，每道测验列出选项（答案不显示；
            用 'vclab study' 作答）。

            参数：
              <课>              课的序号（在教程中的位置）、slug（06-navigation 或 navigation），
                                或课程文件的路径

            选项：
              --width N         按 N 列换行（默认：终端宽度，否则 $COLUMNS，否则 80）
              --color WHEN      always、never 或 auto（默认 auto：终端上开启，管道中关闭；NO_COLOR 关闭，
                                FORCE_COLOR 开启）
              --no-pager        从不分页；默认情况下，比终端高的页面交给 $PAGER（默认 'less -R'）
              --links HOW       osc8（可点击的链接）、footnotes（页面末尾的编号网址）或 auto
                                （在已知支持的终端上、开启颜色时用 osc8）
              --content DIR     教程的内容目录（默认 Content）
            \(TerminalOptions.languageHelp.chinese)
              -h, --help        显示本帮助

            退出状态：
              0 已显示；64 没有这一课或选项有误（会列出所有课）；74 文件无法读取。
            """)

    var lesson: String
    var options: TerminalOptions

    init(arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        var options = TerminalOptions()
        var lesson: String?
        while let argument = scanner.next() {
            if try options.consume(argument, from: &scanner) { continue }
            guard !argument.hasPrefix("-") else {
                throw UsageError(LocalizedText(english: "unknown option '\(argument)'", chinese: "未知选项 '\(argument)'"))
            }
            guard lesson == nil else {
                throw UsageError(
                    LocalizedText(
                        english: "show takes one lesson; got a second one, '\(argument)'",
                        chinese: "show 只接受一课；又给了一课 '\(argument)'"))
            }
            lesson = argument
        }
        guard let lesson else {
            throw UsageError(
                LocalizedText(
                    english: "show needs a lesson: a number, a slug or a path", chinese: "show 需要一课：序号、slug 或路径"))
        }
        self.lesson = lesson
        self.options = options
    }

    func execute(console: Console) -> Int32 {
        let environment = TerminalEnvironment.current(console: console)
        let language = options.language(environment: environment.variables)
        var library = LessonLibrary(contentDirectory: options.contentDirectory, language: language)
        let evaluation: LessonEvaluation
        var section: (block: Int, heading: String)?
        do {
            let found = try library.place(for: lesson, alone: true)
            evaluation = found.evaluation
            if let block = found.section, let heading = found.heading { section = (block, heading) }
        } catch {
            console.writeError("vclab show: error: \(error.message)\n")
            if let listing = error.listing { console.writeError("\n" + listing) }
            return error.exitCode
        }
        let style = environment.style(
            color: options.color, width: options.width, links: options.links, language: language)
        // A lesson named by its path is studied by its path: its slug may not be in the course.
        let isPath = lesson.hasSuffix(".md") || lesson.contains("/")
        let name = isPath ? Self.shellQuoted(lesson) : evaluation.lesson.slug
        var page = TerminalRenderer.render(evaluation, style: style, studyCommand: "vclab study \(name)")
        if let section {
            // Found by a section's words: the page opens at that section, and says where it is and how to
            // see the whole lesson.
            let note = TerminalText.fromSection(
                lesson: TerminalSafeText.inert(evaluation.lesson.title),
                section: TerminalSafeText.inert(section.heading),
                slug: evaluation.lesson.slug)[language]
            page =
                "\n" + StudyScreenRenderer.message(note, style: style) + "\n"
                + TerminalRenderer.renderPage(
                    evaluation, blocks: section.block..<evaluation.lesson.blocks.count, style: style)
        }
        let lineCount = page.utf8.count { $0 == UInt8(ascii: "\n") }
        if !options.noPager, environment.standardOutputIsTerminal, let rows = environment.rows, lineCount >= rows,
            let pager = TerminalCapabilities.pager(environment: environment.variables), Pager.page(page, command: pager)
        {
            return ExitCode.success
        }
        console.write(page)
        return ExitCode.success
    }

    /// `path` as a shell word: as is when it is plain, else in single quotes.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

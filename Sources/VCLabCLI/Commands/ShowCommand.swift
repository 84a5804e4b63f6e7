import Foundation
import VCLabContent
import VCLabSupport
import VCLabTerminal

/// `vclab show LESSON`: prints a lesson as a terminal page.
struct ShowCommand: Subcommand {
    static let name = "show"
    static let summary = "print a lesson in the terminal"
    static let help = """
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
          --lang LANG       en or zh: the lessons' language (a lesson's zh-Hans/ translation where it has one)
                            and VCLab's own words; default: LC_ALL, LC_MESSAGES or LANG (zh_CN.UTF-8 is zh),
                            else en. Progress is the same in both: quizzes keep their ids
          -h, --help        show this help

        EXIT STATUS:
          0 shown; 64 no such lesson or a wrong option (the lessons are listed); 74 unreadable file.
        """

    var lesson: String
    var options: TerminalOptions

    init(arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        var options = TerminalOptions()
        var lesson: String?
        while let argument = scanner.next() {
            if try options.consume(argument, from: &scanner) { continue }
            guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
            guard lesson == nil else { throw UsageError("show takes one lesson; got a second one, '\(argument)'") }
            lesson = argument
        }
        guard let lesson else { throw UsageError("show needs a lesson: a number, a slug or a path") }
        self.lesson = lesson
        self.options = options
    }

    func execute(console: Console) -> Int32 {
        let environment = TerminalEnvironment.current(console: console)
        let language = options.language(environment: environment.variables)
        var library = LessonLibrary(contentDirectory: options.contentDirectory, language: language)
        let evaluation: LessonEvaluation
        do {
            evaluation = try library.evaluation(for: lesson, alone: true)
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
        let page = TerminalRenderer.render(evaluation, style: style, studyCommand: "vclab study \(name)")
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

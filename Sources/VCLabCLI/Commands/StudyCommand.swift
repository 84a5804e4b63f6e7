import Foundation
import VCLabContent
import VCLabHost
import VCLabStudy
import VCLabStudyLoop
import VCLabSupport
import VCLabTerminal

/// `vclab study [LESSON]`, `vclab study --review`: walks a lesson page by page and asks its quizzes.
struct StudyCommand: Subcommand {
    static let name = "study"
    static let summary = "study a lesson page by page and answer its quizzes"
    static var help: String { localizedHelp.english }

    static func help(in language: ContentLanguage) -> String { localizedHelp[language] }

    static let localizedHelp = LocalizedText(
        english: """
            USAGE: vclab study [<lesson>] [--review] [--from-start] [--data-dir DIR] [--color WHEN] [--width N]
                               [--content DIR] [--lang en|zh]

            Walks a lesson section by section. Keys are shown at the bottom of each screen: n next (Enter and
            Space read to the end of the page first), b back, q quit; at a scenario s steps through its
            callbacks one at a time (← and → step back and on) and p plays them; at a quiz an option's letter
            or Enter opens the answer, which you type and send with Enter:

              a letter (b) for a choice      letters (a c) for 'which' and 'loaded'
              letters in order (c a d b)     a number for 'count'        yes/no, true/false
              four numbers (0 64 320 416)    one Controller.callback a line for 'trace', then an empty line
              ? for the hint                 n to skip                   ← to go back

            After an answer you see what was wrong, the feedback on your choices, the explanation and the
            real trace with your mistakes marked; r tries again. Ctrl-C quits at any prompt; every answer is
            saved the moment it is graded.

            Without a terminal on standard input, keys and answers are read one a line, so a session can be
            scripted: printf 'n\\nc a d b\\nq\\n' | vclab study 06-navigation

            ARGUMENTS:
              <lesson>          a number, a slug or the path of a lesson file; it opens where you left off in
                                it (default: where you last left off, else the first lesson with quizzes you
                                have not answered)

            OPTIONS:
              --review          ask the quizzes that are due today (FSRS spaced repetition: a wrong answer comes
                                back at once, a right one when the chance you recall it falls to 90%)
              --from-start      open the lesson at its first page, not where you left off
              --data-dir DIR    where the progress log is (default $XDG_DATA_HOME/vclab, else ~/.local/share/vclab)
              --color WHEN      always, never or auto
              --width N         the page width (default: the terminal's)
              --content DIR     the course's content directory (default Content)
            \(TerminalOptions.languageHelp.english)
              -h, --help        show this help

            EXIT STATUS:
              0 done; 64 no such lesson or a wrong option; 74 the progress log cannot be written;
              130 stopped with Ctrl-C (your answers are saved).
            """,
        chinese: """
            用法：vclab study [<课>] [--review] [--from-start] [--data-dir DIR] [--color WHEN] [--width N]
                               [--content DIR] [--lang en|zh]

            逐节学习一课。每屏底部列出按键：n 下一页（回车和空格先读到页尾），b 上一页，q 退出；在场景脚本
            处，s 逐个回调单步执行（← → 后退、前进一步），p 自动播放；在测验处按选项字母或回车打开答案，
            输入后按回车：

              一个字母（b）选一项            几个字母（a c）用于 'which' 和 'loaded'
              按顺序的字母（c a d b）        一个数字用于 'count'        是/否、对/错（或 yes/no、true/false）
              四个数字（0 64 320 416）       'trace' 每行一个 Controller.callback，最后空一行
              ? 查看提示                     n 跳过                      ← 返回

            作答之后会看到哪里错了、对所选选项的反馈、解释，以及标出你错误之处的真实调用轨迹；r 再试一次。
            在任何提示处按 Ctrl-C 退出；每个答案在评分的那一刻就已保存。

            标准输入不是终端时，按键和答案逐行读取，所以可以用脚本驱动：
            printf 'n\\nc a d b\\nq\\n' | vclab study 06-navigation

            参数：
              <课>              序号、slug 或课程文件的路径；从这一课上次离开的地方打开（默认：上次离开的
                                地方，否则第一门还有未答测验的课）

            选项：
              --review          回答今天到期的测验（FSRS 间隔重复：答错的马上再问，答对的在你记得它的概率
                                降到 90% 时再问）
              --from-start      从这一课的第一页打开，而不是上次离开的地方
              --data-dir DIR    学习记录所在的目录（默认 $XDG_DATA_HOME/vclab，否则 ~/.local/share/vclab）
              --color WHEN      always、never 或 auto
              --width N         页面宽度（默认：终端宽度）
              --content DIR     教程的内容目录（默认 Content）
            \(TerminalOptions.languageHelp.chinese)
              -h, --help        显示本帮助

            退出状态：
              0 完成；64 没有这一课或选项有误；74 学习记录无法写入；
              130 用 Ctrl-C 退出（答案已保存）。
            """)

    var lesson: String?
    var isReview = false
    /// Open the lesson at its first page even when the learner left off further on.
    var fromStart = false
    var dataDirectory: String?
    var options: TerminalOptions

    init(arguments: [String]) throws(UsageError) {
        var scanner = ArgumentScanner(arguments)
        var options = TerminalOptions()
        while let argument = scanner.next() {
            if try options.consume(argument, from: &scanner) { continue }
            switch argument {
            case "--review":
                isReview = true
            case "--from-start":
                fromStart = true
            case "--data-dir":
                dataDirectory = try scanner.value(for: argument)
            default:
                guard !argument.hasPrefix("-") else {
                    throw UsageError(
                        LocalizedText(english: "unknown option '\(argument)'", chinese: "未知选项 '\(argument)'"))
                }
                guard lesson == nil else {
                    throw UsageError(
                        LocalizedText(
                            english: "study takes one lesson; got a second one, '\(argument)'",
                            chinese: "study 只接受一课；又给了一课 '\(argument)'"))
                }
                lesson = argument
            }
        }
        if isReview, let lesson {
            throw UsageError(
                LocalizedText(
                    english: "--review asks what is due in every lesson; drop '\(lesson)'",
                    chinese: "--review 会提问所有课中到期的测验；请去掉 '\(lesson)'"))
        }
        self.options = options
    }

    func execute(console: Console) -> Int32 {
        let environment = TerminalEnvironment.current(console: console)
        let language = options.language(environment: environment.variables)
        guard let logFile = ProgressFiles.logFile(dataDirectory: dataDirectory, environment: environment.variables)
        else {
            console.writeError("vclab study: error: \(TerminalText.noHomeDirectory[language])\n")
            return ExitCode.usage
        }
        let log: ProgressLog
        do {
            log = try logFile.load()
            try logFile.repair(log)
        } catch {
            console.writeError("vclab study: error: \(error.message[language])\n")
            return ExitCode.inputOutput
        }
        var note: String?
        if let problem = log.problemReport {
            note = TerminalText.progressLogProblem(logFile.path, problem[language])[language]
        }

        var library = LessonLibrary(contentDirectory: options.contentDirectory, language: language)
        let evaluations: [LessonEvaluation]
        let pages: [StudyPage]
        let startPage: Int
        let place = StudyPlace(directory: logFile.directory)
        let clock = ProgressFiles.clock()
        // Replayed once: a review's due list and, when nothing is due, when the next review is both come from
        // these states (a year of a 10,000-quiz course is 70,000 attempts to replay).
        let reviewStates =
            isReview ? ReviewScheduler.states(from: log.records, utcOffset: clock.utcOffset) : [:]
        do {
            // Back to where the learner left off, and say so: `vclab study` alone goes to the last place in any
            // lesson, `vclab study LESSON` to that lesson's place.
            if !isReview, !fromStart, let resumption = try resumption(library: &library, place: place) {
                let (evaluation, resumed, page) = resumption
                let slug = evaluation.lesson.slug
                let back = TerminalText.backWhereYouLeftOff(
                    lesson: evaluation.lesson.title, page: page + 1, of: resumed.count)[language]
                let restart = TerminalText.startsFromTheTop(slug)[language]
                return run(
                    evaluations: [evaluation], pages: resumed, startPage: page, log: log, logFile: logFile,
                    place: place, slugs: library.course.lessons.map(\.slug), environment: environment,
                    console: console, language: language,
                    note: [note, back + (language == .english ? " " : "") + restart].compactMap { $0 }
                        .joined(separator: " "))
            }
            (evaluations, pages, startPage) = try plan(library: &library, log: log, reviewStates: reviewStates)
        } catch {
            console.writeError("vclab study: error: \(error.message)\n")
            if let listing = error.listing { console.writeError("\n" + listing) }
            return error.exitCode
        }
        if let note, !environment.standardInputIsTerminal { console.writeError("vclab study: note: \(note)\n") }
        guard !pages.isEmpty else {
            console.write(
                nothingDue(evaluations: evaluations, log: log, states: reviewStates, clock: clock, language: language))
            return ExitCode.success
        }

        return run(
            evaluations: evaluations, pages: pages, startPage: startPage, log: log, logFile: logFile, place: place,
            slugs: library.course.lessons.map(\.slug), environment: environment, console: console,
            language: language, note: note)
    }

    private func run(
        evaluations: [LessonEvaluation], pages: [StudyPage], startPage: Int, log: ProgressLog,
        logFile: ProgressLogFile, place: StudyPlace, slugs: [String], environment: TerminalEnvironment,
        console: Console, language: ContentLanguage, note: String?
    ) -> Int32 {
        let style = environment.style(
            color: options.color, width: options.width, links: options.links, language: language)
        var input: any StudyInput = LineInput(console: console)
        if environment.standardInputIsTerminal, let raw = RawTerminalInput(console: console) { input = raw }
        TerminalSignals.install(message: "\n" + TerminalText.stopped(logFile.path)[language] + "\n")
        var attemptsSoFar: [String: Int] = [:]
        for record in log.records { attemptsSoFar[record.quizID, default: 0] += 1 }
        var loop = StudyLoop(
            session: StudySession(
                pages: pages, startPage: startPage, priorAttempts: attemptsSoFar, asksMissesAgain: isReview,
                language: language),
            screen: StudyScreen(evaluations: evaluations, style: style, isReview: isReview), input: input,
            console: console, logFile: logFile, clock: { Date().timeIntervalSince1970 }, note: note,
            rows: environment.standardOutputIsTerminal ? environment.rows : nil, fixedWidth: options.width,
            windowSize: TerminalEnvironment.windowSize)
        if !isReview, evaluations.count == 1 {
            let slug = evaluations[0].lesson.slug
            loop.onPage = { page in place.save(slug: slug, page: page) }
        }
        loop.run()
        if !isReview, evaluations.count == 1, loop.session.reachedTheEnd {
            place.forget(slug: evaluations[0].lesson.slug)
        }
        let attempts = loop.session.attempts
        // Quizzes, not attempts: a quiz tried three times is one quiz, right if its last try was.
        var lastScores: [String: Double] = [:]
        for attempt in attempts { lastScores[attempt.quizID] = attempt.score }
        console.write(
            "\n"
                + StudyScreenRenderer.summary(
                    quizzes: lastScores.count, right: lastScores.values.filter { $0 >= 1 }.count,
                    attempts: attempts.count, logPath: logFile.path,
                    next: nextStep(session: loop.session, evaluations: evaluations, slugs: slugs)[language],
                    style: style))
        if loop.failedWrites > 0 { return ExitCode.inputOutput }
        return loop.wasInterrupted ? 130 : ExitCode.success
    }

    /// What to do after this session: the next lesson after finishing one, the page a next start goes back
    /// to after leaving one, a review after the last lesson.
    private func nextStep(session: StudySession, evaluations: [LessonEvaluation], slugs: [String]) -> LocalizedText {
        guard !isReview, evaluations.count == 1 else { return TerminalText.nextProgress }
        let slug = evaluations[0].lesson.slug
        guard session.reachedTheEnd else { return TerminalText.nextResume(page: session.pageIndex + 1) }
        guard let index = slugs.firstIndex(of: slug), slugs.indices.contains(index + 1) else {
            return TerminalText.nextReview
        }
        return TerminalText.nextLesson(slugs[index + 1])
    }

    /// The lesson and page to pick up at, when there is a place to go back to: the named lesson's own place
    /// (past its first page), or without a lesson the last place in any lesson.
    private func resumption(library: inout LessonLibrary, place: StudyPlace) throws(LessonLibrary.Failure) -> (
        LessonEvaluation, [StudyPage], Int
    )? {
        let places = place.load()
        let evaluation: LessonEvaluation
        let page: Int
        if let lesson {
            let found = try library.place(for: lesson)
            // Words that name a section open at the section, not at the saved place.
            guard found.section == nil else { return nil }
            evaluation = found.evaluation
            guard let saved = places.page(in: evaluation.lesson.slug), saved > 0 else { return nil }
            page = saved
        } else {
            // A lesson that is gone (renamed, or another course) is no place to go back to.
            guard let last = places.last, let found = try? library.evaluation(for: last.slug),
                found.lesson.slug == last.slug
            else { return nil }
            evaluation = found
            page = last.page
        }
        let pages = Self.pages(of: evaluation, lessonIndex: 0)
        guard pages.indices.contains(page) else { return nil }
        return (evaluation, pages, page)
    }

    /// The lessons to show and the pages to walk.
    private func plan(
        library: inout LessonLibrary, log: ProgressLog, reviewStates: [String: ReviewScheduler.QuizState]
    ) throws(LessonLibrary.Failure) -> (
        [LessonEvaluation], [StudyPage], Int
    ) {
        if let lesson {
            let found = try library.place(for: lesson)
            let pages = Self.pages(of: found.evaluation, lessonIndex: 0)
            // Named by a section's words: the page that holds its heading.
            let start = found.section.flatMap { block in pages.firstIndex { $0.blocks.contains(block) } } ?? 0
            return ([found.evaluation], pages, start)
        }
        let evaluations = library.evaluations()
        guard !evaluations.isEmpty else {
            throw LessonLibrary.Failure(
                message: TerminalText.noLessonsIn(TerminalSafeText.inert(options.contentDirectory))[library.language],
                listing: nil, exitCode: ExitCode.usage
            )
        }
        if isReview {
            return (
                evaluations, reviewPages(evaluations: evaluations, states: reviewStates, clock: ProgressFiles.clock()),
                0
            )
        }
        // Where the learner left off: the first lesson with a quiz never answered.
        let answered = Set(log.records.map(\.quizID))
        let index =
            evaluations.firstIndex { evaluation in
                evaluation.preparedQuizzes.contains { quiz in quiz.map { !answered.contains($0.id) } ?? false }
            } ?? 0
        return ([evaluations[index]], Self.pages(of: evaluations[index], lessonIndex: 0), 0)
    }

    static func pages(of evaluation: LessonEvaluation, lessonIndex: Int) -> [StudyPage] {
        // Per scenario: the runs a timeline shows (one per `compare:` version), and among them the run on
        // the scenario's own version, which its quizzes are graded on and where stepping starts.
        var counts: [[Int]] = []
        var quizRuns: [Int] = []
        for (index, simulation) in evaluation.lesson.simulations.enumerated() {
            let runs = evaluation.simulationRuns.indices.contains(index) ? evaluation.simulationRuns[index] : []
            let shown = TimelineRenderer.shownRuns(runs, of: simulation)
            counts.append(shown.map { $0.trace.events.count })
            quizRuns.append(shown.firstIndex { $0.version == runs.first?.version } ?? 0)
        }
        return StudyPage.pages(
            of: evaluation.lesson, lessonIndex: lessonIndex, callbackCounts: counts, quizRuns: quizRuns,
            quizzes: evaluation.preparedQuizzes)
    }

    /// The quizzes due today, each after the scenario it asks about: a question about "this scenario" is
    /// never asked without it. The scenario's page steps and plays as in the lesson; quizzes on the same
    /// scenario share one scenario page, in the order the first of them is due.
    private func reviewPages(
        evaluations: [LessonEvaluation], states: [String: ReviewScheduler.QuizState], clock: ReviewClock
    ) -> [StudyPage] {
        var places: [String: (lesson: Int, quiz: Int, block: Int)] = [:]
        for (lessonIndex, evaluation) in evaluations.enumerated() {
            for (blockIndex, block) in evaluation.lesson.blocks.enumerated() {
                guard case .quiz(let quizIndex) = block, evaluation.preparedQuizzes.indices.contains(quizIndex),
                    let quiz = evaluation.preparedQuizzes[quizIndex], places[quiz.id] == nil
                else { continue }
                places[quiz.id] = (lessonIndex, quizIndex, blockIndex)
            }
        }
        let due = ReviewScheduler.due(states, among: Set(places.keys), clock: clock)
        var groups: [(scenario: StudyPage?, quizzes: [StudyPage])] = []
        var groupOfScenario: [String: Int] = [:]
        var lessonPages: [Int: [StudyPage]] = [:]
        for id in due {
            guard let place = places[id], let quiz = evaluations[place.lesson].preparedQuizzes[place.quiz] else {
                continue
            }
            let evaluation = evaluations[place.lesson]
            let page = StudyPage(
                lessonIndex: place.lesson, blocks: place.block..<(place.block + 1), section: "review",
                stop: .quiz(index: place.quiz, quiz: quiz))
            let key = "\(place.lesson) \(quiz.simulationName)"
            if let group = groupOfScenario[key] {
                groups[group].quizzes.append(page)
                continue
            }
            if lessonPages[place.lesson] == nil {
                lessonPages[place.lesson] = Self.pages(of: evaluation, lessonIndex: place.lesson)
            }
            let scenario = lessonPages[place.lesson]?.first { candidate in
                guard case .simulation(let index, _, _) = candidate.stop else { return false }
                return evaluation.lesson.simulations[index].name == quiz.simulationName
            }.map { page in
                // Just the scenario: the prose that led up to it in the lesson is not part of the question.
                var scenario = page
                scenario.blocks = (page.blocks.upperBound - 1)..<page.blocks.upperBound
                scenario.section = "review"
                return scenario
            }
            groupOfScenario[key] = groups.count
            groups.append((scenario, [page]))
        }
        // Quizzes whose scenario has no page of its own come first, so that every quiz after a scenario page
        // is about that scenario (the session asks a missed one again after the same scenario).
        let alone = groups.filter { $0.scenario == nil }.flatMap(\.quizzes)
        return alone + groups.compactMap { group in group.scenario.map { [$0] + group.quizzes } }.flatMap { $0 }
    }

    private func nothingDue(
        evaluations: [LessonEvaluation], log: ProgressLog, states: [String: ReviewScheduler.QuizState],
        clock: ReviewClock, language: ContentLanguage
    ) -> String {
        let knownIDs = Set(evaluations.flatMap { $0.preparedQuizzes.compactMap { $0?.id } })
        var text = TerminalText.nothingToReview[language]
        if let next = ReviewScheduler.nextDue(states, among: knownIDs, clock: clock) {
            text += TerminalText.nextQuizDue(ProgressFiles.describe(next))[language]
        }
        if log.records.isEmpty { text += TerminalText.answerSomeFirst[language] }
        return text + "\n"
    }
}

import VCLabSupport

/// The terminal face's words, in every language it speaks: the one catalogue of `vclab show`, `study`,
/// `list` and `progress`, of study mode's screen and keys, and of the renderers under them.
///
/// Words that take values are functions returning a ``LocalizedText``. Lesson text never comes from here:
/// it is the lesson's, or its translation's. Callback and command names stay as they are in both languages.
public enum TerminalText {
    // MARK: - Pages (`vclab show`)

    public static func quizzesInLesson(_ count: Int) -> LocalizedText {
        LocalizedText(
            english: (count == 1 ? "1 quiz" : "\(count) quizzes") + " in this lesson. Answer them with ",
            chinese: "本课有 \(count) 道题。作答请用 ")
    }

    public static func lessonErrors(_ count: Int, checkCommand: String) -> LocalizedText {
        LocalizedText(
            english: "This lesson has \(count == 1 ? "1 error" : "\(count) errors"); `\(checkCommand)` lists them.",
            chinese: "本课有 \(count) 处错误；`\(checkCommand)` 会列出它们。")
    }

    public static let links = LocalizedText(english: "Links", chinese: "链接")
    public static let image = LocalizedText(english: "image", chinese: "图片")
    public static let scenarioDidNotRun = LocalizedText(
        english: "This scenario did not run; `vclab check` says why.", chinese: "这个场景没有运行；`vclab check` 会说明原因。")
    public static let notInEveryVersion = LocalizedText(english: "not in every version", chinese: "并非每个版本都有")
    public static let after = LocalizedText(english: "after: ", chinese: "之后：")
    public static let stepWithoutCallbacks = LocalizedText(english: "(no callbacks)", chinese: "（没有回调）")
    public static let compare = LocalizedText(english: " · compare iOS ", chinese: " · 对比 iOS ")
    public static func versionPosition(_ number: Int, of count: Int) -> LocalizedText {
        LocalizedText(english: " (version \(number) of \(count))", chinese: "（第 \(number)/\(count) 个版本）")
    }
    public static let documented = LocalizedText(english: "documented", chinese: "有文档")
    public static let observed = LocalizedText(english: "observed", chinese: "有实测")
    public static let disputed = LocalizedText(english: "disputed", chinese: "有争议")
    public static let inferred = LocalizedText(english: "inferred", chinese: "推断")

    // MARK: - Quizzes

    public static func quizNumber(_ number: Int) -> LocalizedText {
        LocalizedText(english: "? Quiz \(number)", chinese: "? 第 \(number) 题")
    }

    public static let quizFailedCheck = LocalizedText(
        english: " · this quiz failed its check, so it is not asked; `vclab check` says why.",
        chinese: " · 这道题没有通过检查，所以不会提问；`vclab check` 会说明原因。")
    public static let claimLabel = LocalizedText(english: "Claim: ", chinese: "论断：")
    /// A claim's statement in the reader's words: the events stay as written, the claim's keyword
    /// (`before`, `after`, `never`, `once`, `twice`) is the language's.
    public static func claimStatement(_ words: [String]) -> LocalizedText? {
        switch (words.count, words.count > 1 ? words[1] : "") {
        case (3, "before"):
            return LocalizedText(english: words.joined(separator: " "), chinese: "\(words[0]) 在 \(words[2]) 之前")
        case (3, "after"):
            return LocalizedText(english: words.joined(separator: " "), chinese: "\(words[0]) 在 \(words[2]) 之后")
        case (2, "never"): return LocalizedText(english: words.joined(separator: " "), chinese: "\(words[0]) 不会发生")
        case (2, "once"): return LocalizedText(english: words.joined(separator: " "), chinese: "\(words[0]) 只发生一次")
        case (2, "twice"): return LocalizedText(english: words.joined(separator: " "), chinese: "\(words[0]) 发生两次")
        default: return nil
        }
    }
    public static let viewLabel = LocalizedText(english: "View: ", chinese: "视图：")
    public static let eventLabel = LocalizedText(english: "Event: ", chinese: "事件：")
    public static let answerInStudyMode = LocalizedText(english: "Answer it in study mode: ", chinese: "在学习模式中作答：")

    /// `sim push-pop on iOS 17.0, step 2 (push B)`.
    public static func about(simulation: String, version: String?, step: String?) -> LocalizedText {
        var english = "sim " + simulation
        var chinese = "场景 " + simulation
        if let version {
            english += " on iOS " + version
            chinese += "，iOS " + version
        }
        if let step, !step.isEmpty {
            english += ", " + step
            chinese += "，" + step
        }
        return LocalizedText(english: english, chinese: chinese)
    }

    public static func traceInstructions(onlyKind: String?) -> LocalizedText {
        LocalizedText(
            english: "Type the callbacks\(onlyKind.map { " (only \($0) callbacks)" } ?? "") one a line, as "
                + "Controller.callback; an empty line ends the answer.",
            chinese: "按 Controller.callback 的写法\(onlyKind.map { "（只写 \($0) 回调）" } ?? "")每行输入一个回调；空行结束作答。")
    }

    public static func orderInstructions(example: String) -> LocalizedText {
        LocalizedText(
            english: "Type the letters in order, first to last (like: \(example)).",
            chinese: "按从先到后的顺序输入字母（例如：\(example)）。")
    }

    public static func singleInstructions(last: String) -> LocalizedText {
        LocalizedText(english: "Type one letter (a–\(last)).", chinese: "输入一个字母（a–\(last)）。")
    }

    public static func setInstructions(example: String) -> LocalizedText {
        LocalizedText(
            english: "Type every letter that applies (like: \(example)).", chinese: "输入所有符合的字母（例如：\(example)）。")
    }

    public static let claimInstructions = LocalizedText(english: "Answer true or false.", chinese: "回答对或错。")
    public static let yesNoInstructions = LocalizedText(english: "Answer yes or no.", chinese: "回答是或否。")
    public static let numberInstructions = LocalizedText(english: "Type a number.", chinese: "输入一个数字。")
    public static let frameInstructions = LocalizedText(
        english: "Type four numbers in points: x y width height.", chinese: "以点为单位输入四个数：x y 宽 高。")

    // MARK: - Feedback

    public static let right = LocalizedText(english: "✓ Right.", chinese: "✓ 正确。")
    public static func partlyRight(percent: Int) -> LocalizedText {
        LocalizedText(english: "◑ Partly right: \(percent)%.", chinese: "◑ 部分正确：\(percent)%。")
    }
    public static let notRight = LocalizedText(english: "✗ Not right.", chinese: "✗ 不正确。")
    public static let youPicked = LocalizedText(english: "You picked ", chinese: "你选了 ")
    public static let why = LocalizedText(english: "Why", chinese: "原因")
    public static let whatReallyHappens = LocalizedText(english: "What really happens", chinese: "实际发生了什么")
    public static let noCallbacks = LocalizedText(english: "  (no callbacks)", chinese: "  （没有回调）")
    public static func outOfOrderAt(line: Int) -> LocalizedText {
        LocalizedText(english: "✗ out of order: you had it at line \(line)", chinese: "✗ 顺序不对：你写在第 \(line) 行")
    }
    public static let missingFromAnswer = LocalizedText(english: "✗ missing from your answer", chinese: "✗ 你的答案里没有")
    public static let youWrote = LocalizedText(english: "✗ you wrote ", chinese: "✗ 你写了 ")
    public static let onceTooOften = LocalizedText(english: ", once too often", chinese: "，多写了一次")
    public static let notInThisTrace = LocalizedText(english: ", which is not in this trace", chinese: "，它不在这段调用序列里")
    public static func youHadItAt(position: Int) -> LocalizedText {
        LocalizedText(english: "✗ you had it at position \(position)", chinese: "✗ 你把它放在第 \(position) 位")
    }
    public static let youLeftItOut = LocalizedText(english: "✗ you left it out", chinese: "✗ 你漏掉了它")
    public static let theAnswer = LocalizedText(english: "✓ the answer", chinese: "✓ 答案")
    public static let yourPick = LocalizedText(english: "✗ your pick", chinese: "✗ 你的选择")
    public static func yourPickDoesNotHappen(_ pick: String) -> LocalizedText {
        LocalizedText(english: "✗ your pick, \(pick), does not happen here", chinese: "✗ 你选的 \(pick) 在这里不会发生")
    }
    public static let youTickedIt = LocalizedText(english: "✓ you ticked it", chinese: "✓ 你选了它")
    public static let youMissedIt = LocalizedText(english: "✗ you missed it", chinese: "✗ 你漏选了它")
    public static func youTickedWhatDoesNotHappen(_ pick: String) -> LocalizedText {
        LocalizedText(
            english: "✗ you ticked \(pick), which does not happen", chinese: "✗ 你选了 \(pick)，但它不会发生")
    }
    public static let viewsLoadedAfter = LocalizedText(english: "Views loaded after it: ", chinese: "之后已加载的视图：")
    public static let frameAfter = LocalizedText(english: "The frame after it: ", chinese: "之后的 frame：")
    public static func doesNotHappenHere(_ event: String) -> LocalizedText {
        LocalizedText(english: "\(event) does not happen here", chinese: "\(event) 在这里不会发生")
    }

    // MARK: - Study mode

    public static func pagePosition(_ page: Int, of count: Int) -> LocalizedText {
        LocalizedText(english: "page \(page) of \(count)", chinese: "第 \(page)/\(count) 页")
    }

    public static let review = LocalizedText(english: "review", chinese: "复习")
    public static let hint = LocalizedText(english: "Hint", chinese: "提示")
    public static let yourAnswer = LocalizedText(english: "Your answer: ", chinese: "你的答案：")
    public static let noAnswersThisTime = LocalizedText(english: "No answers this time.", chinese: "这次没有作答。")
    public static func answeredSummary(quizzes: Int, right: Int, attempts: Int) -> LocalizedText {
        LocalizedText(
            english: (quizzes == 1 ? "1 quiz" : "\(quizzes) quizzes") + ", \(right) right at the last try ("
                + (attempts == 1 ? "1 attempt" : "\(attempts) attempts") + "). ",
            chinese: "答了 \(quizzes) 道测验，最后答对 \(right) 道（共尝试 \(attempts) 次）。")
    }
    public static func nextLesson(_ slug: String) -> LocalizedText {
        LocalizedText(english: "Next: vclab study \(slug)", chinese: "下一步：vclab study \(slug)")
    }
    public static func nextResume(page: Int) -> LocalizedText {
        LocalizedText(
            english: "Next: vclab study goes back to page \(page).", chinese: "下一步：vclab study 会回到第 \(page) 页。")
    }
    public static let nextReview = LocalizedText(
        english: "Next: vclab study --review asks what is due.", chinese: "下一步：vclab study --review 提问到期的测验。")
    public static let nextProgress = LocalizedText(
        english: "Next: vclab progress shows what comes due when.", chinese: "下一步：vclab progress 显示各测验何时到期。")
    public static func savedIn(_ path: String) -> LocalizedText {
        LocalizedText(english: "Saved in \(path).", chinese: "已保存到 \(path)。")
    }
    public static let tryAgainOrExplain = LocalizedText(
        english: "Try again with r, or see the explanation and the real trace with e.",
        chinese: "按 r 再试一次，或按 e 查看解释和真实的调用序列。")
    public static let answerPrompt = LocalizedText(english: "answer › ", chinese: "作答 › ")
    public static let traceAnswerPrompt = LocalizedText(
        english: "answer (an empty line ends it) › ", chinese: "作答（空行结束）› ")
    public static let yourChoice = LocalizedText(english: "your answer:  ", chinese: "你的答案：  ")
    public static func scrollPosition(first: Int, last: Int, count: Int) -> LocalizedText {
        LocalizedText(
            english: "scroll · lines \(first)–\(last) of \(count)", chinese: "滚动 · 第 \(first)–\(last) 行，共 \(count) 行")
    }
    public static func answerNotSaved(_ reason: String) -> LocalizedText {
        LocalizedText(english: "This answer could not be saved: \(reason)", chinese: "这次作答没能保存：\(reason)")
    }
    public static func backWhereYouLeftOff(lesson: String, page: Int, of count: Int) -> LocalizedText {
        LocalizedText(
            english: "Back where you left off: \(lesson), page \(page) of \(count).",
            chinese: "回到上次离开的地方：\(lesson)，第 \(page)/\(count) 页。")
    }
    public static func fromSection(lesson: String, section: String, slug: String) -> LocalizedText {
        LocalizedText(
            english: "\(lesson), from “\(section)” (vclab show \(slug) shows all of it):",
            chinese: "\(lesson)，从“\(section)”开始（vclab show \(slug) 显示整课）：")
    }

    public static func startsFromTheTop(_ slug: String) -> LocalizedText {
        LocalizedText(
            english: "vclab study \(slug) --from-start starts it from the top.",
            chinese: "用 vclab study \(slug) --from-start 从头开始。")
    }
    public static let noHomeDirectory = LocalizedText(
        english: "no home directory; pass --data-dir DIR", chinese: "找不到主目录；请用 --data-dir DIR 指定数据目录")
    public static func cannotReadLesson(_ path: String, _ reason: String) -> LocalizedText {
        LocalizedText(
            english: "cannot read '\(path)' as a lesson: \(reason)", chinese: "无法把“\(path)”当作课程读取：\(reason)")
    }
    public static func lastRecordCutShort(_ bytes: Int) -> LocalizedText {
        LocalizedText(
            english: "the last record was cut short (\(bytes) bytes, probably a crash or a full disk) and is ignored",
            chinese: "最后一条记录不完整（\(bytes) 字节，可能是程序崩溃或磁盘已满），已忽略")
    }
    /// `lines 1, 4` of the log; five at most, then an ellipsis.
    public static func unreadableLines(_ lines: [Int]) -> LocalizedText {
        let shown = lines.prefix(5).map(String.init)
        let more = lines.count > 5
        return LocalizedText(
            english: "line\(lines.count == 1 ? "" : "s") \(shown.joined(separator: ", "))\(more ? ", …" : "")"
                + " could not be read and are skipped",
            chinese: "第 \(shown.joined(separator: "、"))\(more ? "……" : "") 行无法读取，已跳过")
    }
    public static func progressLogProblem(_ path: String, _ problem: String) -> LocalizedText {
        LocalizedText(english: "Progress log \(path): \(problem).", chinese: "学习记录 \(path)：\(problem)。")
    }
    public static func stopped(_ path: String) -> LocalizedText {
        LocalizedText(
            english: "Stopped. Every answer so far is saved in \(path).", chinese: "已停止。到目前为止的作答都已保存到 \(path)。")
    }
    public static let nothingToReview = LocalizedText(english: "Nothing to review today.", chinese: "今天没有要复习的题。")
    /// `when` is one of ``today``, ``tomorrow``, ``inDays(_:)`` or ``onDate(_:)``.
    public static func nextQuizDue(_ when: LocalizedText) -> LocalizedText {
        LocalizedText(
            english: " The next quiz comes due \(when.english).", chinese: "下一道题\(when.chinese)到期。")
    }
    public static let answerSomeFirst = LocalizedText(
        english: " Answer some quizzes first: vclab study", chinese: "请先答几道题：vclab study")
    public static let today = LocalizedText(english: "today", chinese: "今天")
    public static let tomorrow = LocalizedText(english: "tomorrow", chinese: "明天")
    public static func inDays(_ days: Int) -> LocalizedText {
        LocalizedText(english: "in \(days) days", chinese: "\(days) 天后")
    }
    public static func onDate(_ date: String) -> LocalizedText {
        LocalizedText(english: "on \(date)", chinese: "在 \(date) ")
    }
    public static func reviewDueToday(_ count: Int) -> LocalizedText {
        LocalizedText(
            english: "Review the \(count) due today with: vclab study --review",
            chinese: "今天有 \(count) 道题要复习：vclab study --review")
    }
    public static func nothingDueNextReview(_ when: LocalizedText) -> LocalizedText {
        LocalizedText(
            english: "Nothing is due today; the next review is \(when.english).",
            chinese: "今天没有要复习的题；下次复习\(when.chinese)。")
    }
    public static let openOne = LocalizedText(
        english: "Open one: vclab show 1, vclab study 1\nReview: vclab study --review",
        chinese: "打开一课：vclab show 1、vclab study 1\n复习：vclab study --review")

    // Study session messages.
    public static let firstPage = LocalizedText(english: "This is the first page.", chinese: "这已经是第一页。")
    public static let lastCallback = LocalizedText(
        english: "That was the last callback; n goes on.", chinese: "这是最后一个回调；按 n 继续。")
    public static let oneVersionOnly = LocalizedText(
        english: "This scenario runs on one iOS version only.", chinese: "这个场景只在一个 iOS 版本上运行。")
    public static let noHint = LocalizedText(english: "This quiz has no hint.", chinese: "这道题没有提示。")
    public static let noScenarioHere = LocalizedText(
        english: "There is no scenario on this page to step through.", chinese: "这一页没有可以单步执行的场景。")
    public static let answerFirst = LocalizedText(english: "Answer the quiz first.", chinese: "请先作答。")
    public static let noQuizHere = LocalizedText(
        english: "There is no quiz to answer on this page.", chinese: "这一页没有要回答的题。")
    public static let doesNothingHere = LocalizedText(english: "That does nothing here.", chinese: "这个键在这里不起作用。")
    public static func keyDoesNothing(_ key: String) -> LocalizedText {
        LocalizedText(
            english: "'\(key)' does nothing here; the keys are listed below.", chinese: "'\(key)' 在这里不起作用；按键列在下方。")
    }
    public static let chooseFirst = LocalizedText(
        english: "Nothing is chosen yet: pick an answer with ← or → (or its first letter), then Enter.",
        chinese: "还没有选择：先用 ← 或 → 选一个答案（或按它的首字母），再按回车。")
    public static let firstCallback = LocalizedText(
        english: "That is the first callback; b goes back a page.", chinese: "这是第一个回调；按 b 回到上一页。")

    /// The two answers of a yes/no or a true/false quiz, as study mode offers them; the grader reads both
    /// languages' words.
    public static let yes = LocalizedText(english: "yes", chinese: "是")
    public static let no = LocalizedText(english: "no", chinese: "否")
    public static let trueWord = LocalizedText(english: "true", chinese: "对")
    public static let falseWord = LocalizedText(english: "false", chinese: "错")

    // Key bar labels.
    public static let next = LocalizedText(english: "next", chinese: "下一页")
    public static let finish = LocalizedText(english: "finish", chinese: "结束")
    public static let back = LocalizedText(english: "back", chinese: "上一页")
    public static let quit = LocalizedText(english: "quit", chinese: "退出")
    public static let nextVersion = LocalizedText(english: "next iOS version", chinese: "下一个 iOS 版本")
    public static let stepThrough = LocalizedText(english: "step through", chinese: "单步执行")
    public static let play = LocalizedText(english: "play", chinese: "播放")
    public static let nextCallback = LocalizedText(english: "next callback", chinese: "下一个回调")
    public static let previousCallback = LocalizedText(english: "previous callback", chinese: "上一个回调")
    public static let playTheRest = LocalizedText(english: "play the rest", chinese: "播放剩余部分")
    public static let restart = LocalizedText(english: "restart", chinese: "重新开始")
    public static let answer = LocalizedText(english: "answer", chinese: "作答")
    public static let hintKey = LocalizedText(english: "hint", chinese: "提示")
    public static let skip = LocalizedText(english: "skip", chinese: "跳过")
    public static let again = LocalizedText(english: "again", chinese: "再答一次")
    public static let tryAgain = LocalizedText(english: "try again", chinese: "再试一次")
    public static let showTheAnswer = LocalizedText(english: "show the answer", chinese: "查看答案")
    public static let choose = LocalizedText(english: "choose", chinese: "选择")
    public static let cancel = LocalizedText(english: "cancel", chinese: "取消")
    public static let nextLineOrAnswer = LocalizedText(
        english: "next line; on an empty line, answer", chinese: "换行；在空行上按则提交")

    // MARK: - Lists (`vclab list`, `vclab progress`)

    public static let lessonsHeading = LocalizedText(english: "Lessons:", chinese: "课程：")
    public static func noLessonNumbered(_ number: Int, count: Int) -> LocalizedText {
        count == 0
            ? LocalizedText(
                english: "there is no lesson \(number); there are no lessons", chinese: "没有第 \(number) 课；还没有任何课程")
            : LocalizedText(
                english: "there is no lesson \(number); lessons are numbered 1 to \(count)",
                chinese: "没有第 \(number) 课；课程编号是 1 到 \(count)")
    }
    public static func inSeveralLessons(_ words: String, _ count: Int, _ names: String) -> LocalizedText {
        LocalizedText(
            english: "'\(words)' is in \(count) lessons: \(names); name one by its number",
            chinese: "“\(words)”出现在 \(count) 课中：\(names)；请用编号指定一课")
    }
    public static func noLessonNamed(_ name: String, didYouMean slug: String?) -> LocalizedText {
        LocalizedText(
            english: "there is no lesson '\(name)'" + (slug.map { " (did you mean '\($0)'?)" } ?? ""),
            chinese: "没有课程“\(name)”" + (slug.map { "（你是指 \($0) 吗？）" } ?? ""))
    }
    public static func noContentDirectory(_ directory: String) -> LocalizedText {
        LocalizedText(
            english: "There is no content directory '\(directory)' here; run VCLab from the repository, "
                + "pass --content DIR, or name a lesson file by its path.",
            chinese: "这里没有内容目录“\(directory)”；请在仓库中运行 VCLab，或用 --content DIR 指定，或给出课程文件的路径。")
    }
    public static func noLessonsIn(_ directory: String) -> LocalizedText {
        LocalizedText(
            english: "there are no lessons in '\(directory)'; run VCLab from the repository or pass --content DIR",
            chinese: "“\(directory)”中没有课程；请在仓库中运行 VCLab，或用 --content DIR 指定")
    }
    public static let noLessonsYet = LocalizedText(english: "There are no lessons yet.", chinese: "还没有课程。")
    public static let columnLesson = LocalizedText(english: "Lesson", chinese: "课程")
    public static let columnTitle = LocalizedText(english: "Title", chinese: "标题")
    public static let columnAnswered = LocalizedText(english: "Answered", chinese: "已答")
    public static let columnDone = LocalizedText(english: "Done", chinese: "已答")
    public static let columnRight = LocalizedText(english: "Right", chinese: "答对")
    public static let columnDue = LocalizedText(english: "Due", chinese: "待复习")
    public static let columnQuizzes = LocalizedText(english: "Quizzes", chinese: "题目")
    public static let all = LocalizedText(english: "all", chinese: "合计")
    public static func log(_ path: String) -> LocalizedText {
        LocalizedText(english: "Log: \(path)", chinese: "记录：\(path)")
    }
    public static func orphanedAttempts(_ attempts: Int, quizzes: Int) -> LocalizedText {
        LocalizedText(
            english: "The log also holds \(attempts == 1 ? "1 attempt" : "\(attempts) attempts") at "
                + "\(quizzes == 1 ? "1 quiz" : "\(quizzes) quizzes") the course no longer has; they are kept, and not asked.",
            chinese: "记录中还有 \(attempts) 次作答属于课程中已不存在的 \(quizzes) 道题；它们会保留，但不再提问。")
    }

    // The screen picture (`ScreenTextRenderer`).
    public static let homeScreenBackground = [
        LocalizedText(english: "Home screen:", chinese: "主屏幕："),
        LocalizedText(english: "the app is in", chinese: "应用在后台"),
        LocalizedText(english: "the background", chinese: ""),
    ]
    public static let homeScreenKilled = [
        LocalizedText(english: "Home screen:", chinese: "主屏幕："),
        LocalizedText(english: "the app was killed", chinese: "应用已被杀掉"),
    ]
    public static let appNotRunning = [
        LocalizedText(english: "The app is", chinese: "应用"), LocalizedText(english: "not running", chinese: "没有运行"),
    ]
    public static let call = LocalizedText(english: "call", chinese: "通话")
    public static let landscape = LocalizedText(english: "landscape", chinese: "横屏")
    public static let portrait = LocalizedText(english: "portrait", chinese: "竖屏")
    public static let navigationBar = LocalizedText(english: "navigation bar", chinese: "导航栏")
    public static let tabBar = LocalizedText(english: "tab bar", chinese: "标签栏")
    public static let loadedOffScreen = LocalizedText(english: "Loaded, off screen: ", chinese: "已加载，不在屏幕上：")
    public static let noView = LocalizedText(english: "No view: ", chinese: "没有视图：")
    public static let gone = LocalizedText(english: "Gone: ", chinese: "已释放：")
    public static func deviceAndOrientation(_ device: String, _ orientation: String) -> LocalizedText {
        LocalizedText(english: "\(device), \(orientation)", chinese: "\(device)，\(orientation)")
    }
    public static let listSeparator = LocalizedText(english: ", ", chinese: "、")
    public static func screenAfter(_ step: Int, _ text: String) -> LocalizedText {
        LocalizedText(english: "Screen after [\(step)] \(text)", chinese: "第 [\(step)] 步 \(text) 之后的屏幕")
    }
}

import VCLabSupport

extension SiteText {
    /// The id of the element that carries ``script`` on every page.
    static let scriptBlockID = "vclab-strings"

    /// The words `site.js` and `lab.js` show, by the key the scripts ask for. `{name}` marks a value the script
    /// fills in; a count that English words differently for one has a `…One` key beside the general one.
    static let script: [(key: String, text: LocalizedText)] = [
        // Theme, sidebar, language.
        ("themeSystem", LocalizedText(english: "system", chinese: "跟随系统")),
        ("themeLight", LocalizedText(english: "light", chinese: "浅色")),
        ("themeDark", LocalizedText(english: "dark", chinese: "深色")),
        ("themeLabel", LocalizedText(english: "Theme: {theme}", chinese: "主题：{theme}")),
        (
            "themeAria",
            LocalizedText(english: "Colour theme: {theme}. Switch to {next}", chinese: "配色：{theme}。切换到{next}")
        ),
        ("themeTitle", LocalizedText(english: "Colour theme: {theme}", chinese: "配色：{theme}")),
        ("allRight", LocalizedText(english: "every question answered right", chinese: "每道题都答对了")),
        (
            "lessonCounts",
            LocalizedText(
                english: "{answered} of {total} questions answered, {right} right",
                chinese: "{total} 道题答了 {answered} 道，对 {right} 道")
        ),
        ("allLessons", allLessons),
        ("questionsToTryAgain", questionsToTryAgain),
        // Search.
        ("resultOne", LocalizedText(english: "1 result", chinese: "1 条结果")),
        ("results", LocalizedText(english: "{count} results", chinese: "{count} 条结果")),
        ("nothingMatches", LocalizedText(english: "Nothing matches “{query}”.", chinese: "没有找到“{query}”。")),
        (
            "searchInChinese",
            LocalizedText(english: "Search the Chinese course for “{query}”.", chinese: "在中文课程中搜索“{query}”。")
        ),
        (
            "searchNear",
            LocalizedText(
                english: "Nothing has “{query}” itself; these have {words}.", chinese: "没有“{query}”本身；以下是 {words}。")
        ),
        ("searchSeparator", LocalizedText(english: " › ", chinese: " › ")),
        // Quizzes.
        ("didYouMean", LocalizedText(english: "Did you mean {suggestion}?", chinese: "你是不是想写 {suggestion}？")),
        ("useCorrected", LocalizedText(english: "Use the corrected answer", chinese: "使用更正后的答案")),
        ("right", LocalizedText(english: "Right.", chinese: "答对了。")),
        // The marks beside a checked choice once graded.
        ("choiceRight", LocalizedText(english: "right", chinese: "对")),
        ("choiceWrong", LocalizedText(english: "not this one", chinese: "不是这个")),
        ("choiceMissed", LocalizedText(english: "this one too", chinese: "漏选了这个")),
        // A wrong answer's first feedback: what is wrong, without the key (the answer waits until asked for).
        ("hintNotThis", LocalizedText(english: "{answer} is not it.", chinese: "不是 {answer}。")),
        (
            "hintLookAgain",
            LocalizedText(
                english: "Look again at the trace of the step the question names.",
                chinese: "再看看题目所说那一步的调用轨迹。")
        ),
        ("hintFewer", LocalizedText(english: "Fewer than {answer}.", chinese: "比 {answer} 少。")),
        ("hintMore", LocalizedText(english: "More than {answer}.", chinese: "比 {answer} 多。")),
        ("hintFrame", LocalizedText(english: "Not right yet: {parts}.", chinese: "还不对的是：{parts}。")),
        ("hintMissed", LocalizedText(english: "{count} more apply.", chinese: "还有 {count} 个也符合。")),
        ("hintMissedOne", LocalizedText(english: "One more applies.", chinese: "还有 1 个也符合。")),
        // One of the grader's mistakes as a sentence of the feedback: the full stop is the language's own.
        ("mistake", LocalizedText(english: "{mistake}.", chinese: "{mistake}。")),
        (
            "partlyRight",
            LocalizedText(english: "Partly right: {percent}% of the trace.", chinese: "部分正确：调用轨迹对了 {percent}%。")
        ),
        ("notQuite", LocalizedText(english: "Not quite.", chinese: "不太对。")),
        (
            "orderMoved",
            LocalizedText(
                english: "{name} is now number {position} of {count}.",
                chinese: "{name} 移到了第 {position} 位，共 {count} 位。")
        ),
        ("pickOne", LocalizedText(english: "Pick one of the answers first.", chinese: "请先选一个答案。")),
        ("pickAnswer", LocalizedText(english: "Pick an answer first.", chinese: "请先选择答案。")),
        ("typeAnswer", LocalizedText(english: "Type an answer first.", chinese: "请先输入答案。")),
        (
            "unsupportedKind",
            LocalizedText(english: "This kind of question is not supported here.", chinese: "这里不支持这种题型。")
        ),
        ("earlierAnswer", LocalizedText(english: "Your earlier answer: ", chinese: "你之前的答案：")),
        ("answerAndExplanation", LocalizedText(english: "Answer and explanation", chinese: "答案和解释")),
        (
            "notGraded",
            LocalizedText(english: "This answer could not be graded: {problem}.", chinese: "这个答案无法评分：{problem}。")
        ),
        (
            "pageScore",
            LocalizedText(
                english: "Score on this page: {points} of {count} ({right} right, {answered} answered).",
                chinese: "本页得分：{points} / {count}（答对 {right} 道，已答 {answered} 道）。")
        ),
        // Progress.
        ("lessonAllRight", LocalizedText(english: "· all right ✓", chinese: "· 全部答对 ✓")),
        (
            "lessonProgress",
            LocalizedText(
                english: "· {answered} answered: {right} right, {wrong} wrong",
                chinese: "· 已答 {answered} 道：对 {right} 道，错 {wrong} 道")
        ),
        (
            "courseProgress",
            LocalizedText(
                english: "You have answered {answered} of {total} questions: {right} right, {wrong} wrong.",
                chinese: "{total} 道题你已答 {answered} 道：对 {right} 道，错 {wrong} 道。")
        ),
        ("confirmForget", LocalizedText(english: "Click again to forget every answer", chinese: "再点一次，清除全部答题记录")),
        ("forgetAnswers", forgetAnswers),
        ("forgotten", LocalizedText(english: "Every answer is forgotten.", chinese: "答题记录已全部清除。")),
        (
            "saved",
            LocalizedText(
                english: "Saved {count} answers as vclab-progress.json.",
                chinese: "已把 {count} 条答题记录存为 vclab-progress.json。")
        ),
        (
            "notProgress",
            LocalizedText(
                english: "That file is not VCLab progress; nothing was changed.", chinese: "这个文件不是 VCLab 的进度文件，什么也没改。")
        ),
        ("loadedOne", LocalizedText(english: "Loaded 1 answer from {file}.", chinese: "已从 {file} 载入 1 条答题记录。")),
        (
            "loaded",
            LocalizedText(english: "Loaded {count} answers from {file}.", chinese: "已从 {file} 载入 {count} 条答题记录。")
        ),
        // Review.
        ("questionNumber", LocalizedText(english: "Question {number}", chinese: "第 {number} 题")),
        ("reviewPartly", LocalizedText(english: "partly right ({percent}%)", chinese: "部分正确（{percent}%）")),
        ("reviewWrong", LocalizedText(english: "wrong", chinese: "答错")),
        (
            "reviewNone",
            LocalizedText(
                english: "Nothing to try again: every question you have answered is right.",
                chinese: "没有要重做的题：你答过的题都对了。")
        ),
        ("reviewOne", LocalizedText(english: "One question to try again.", chinese: "有 1 道题要重做。")),
        ("reviewMany", LocalizedText(english: "{count} questions to try again.", chinese: "有 {count} 道题要重做。")),
        ("reviewDueNone", LocalizedText(english: "Nothing is due for review today.", chinese: "今天没有到期要复习的题。")),
        ("reviewDueOne", LocalizedText(english: "One question is due for review today.", chinese: "今天有 1 道题到期复习。")),
        (
            "reviewDueMany",
            LocalizedText(english: "{count} questions are due for review today.", chinese: "今天有 {count} 道题到期复习。")
        ),
        ("reviewNextDue", LocalizedText(english: "The next review is on {date}.", chinese: "下一次复习在 {date}。")),
        ("reviewDueHeading", LocalizedText(english: "Due today", chinese: "今天复习")),
        ("reviewLaterHeading", LocalizedText(english: "Later", chinese: "以后复习")),
        ("reviewNext", LocalizedText(english: "next review {date}", chinese: "下次复习 {date}")),
        ("reviewRecall", LocalizedText(english: "recall {percent}%", chinese: "记忆率 {percent}%")),
        // Code.
        ("codeLanguage", LocalizedText(english: "Language", chinese: "编程语言")),
        ("copy", LocalizedText(english: "Copy", chinese: "复制")),
        ("copyCode", LocalizedText(english: "Copy the {language} code", chinese: "复制 {language} 代码")),
        ("copied", LocalizedText(english: "Copied", chinese: "已复制")),
        ("selectAndCopy", LocalizedText(english: "Select and copy", chinese: "请选中后复制")),
        // Predict first.
        ("showTraceNow", LocalizedText(english: "Show the trace now", chinese: "现在显示调用轨迹")),
        (
            "answerFolded",
            LocalizedText(
                english:
                    "Predict first: this passage tells the answer of the next question, so it waits until you answer. ",
                chinese: "先预测：这段文字会透露下一道题的答案，回答之后再显示。")
        ),
        ("showNow", LocalizedText(english: "Show it now", chinese: "现在显示")),
        (
            "predictNoteOne",
            LocalizedText(
                english: "Predict first: the trace stays folded until you answer the question about this scenario. ",
                chinese: "先预测：回答完关于这个场景的 1 道题之前，调用轨迹保持折叠。")
        ),
        (
            "predictNote",
            LocalizedText(
                english:
                    "Predict first: the trace stays folded until you answer the {count} questions about this scenario. ",
                chinese: "先预测：回答完关于这个场景的 {count} 道题之前，调用轨迹保持折叠。")
        ),
        ("goTo", LocalizedText(english: "Go to {title}", chinese: "前往{title}")),
        (
            "predictTitle",
            LocalizedText(
                english: "Keep each trace folded until you have answered its questions", chinese: "回答完相关题目之前，折叠每条调用轨迹")
        ),
        ("predictFirst", LocalizedText(english: "Predict first", chinese: "先预测")),
        // The lab and the stepper (lab.js).
        (
            "stepEvent",
            LocalizedText(
                english: "Event {number} of {count}, step {step}: {text}",
                chinese: "第 {number} 个事件，共 {count} 个，第 {step} 步：{text}")
        ),
        (
            "stepStart",
            LocalizedText(
                english: "{count} callbacks. Press Next event (or →) to step through them.",
                chinese: "共 {count} 个回调。按“下一个事件”（或 →）逐个查看。")
        ),
        ("play", LocalizedText(english: "Play", chinese: "播放")),
        ("pause", LocalizedText(english: "Pause", chinese: "暂停")),
        (
            "scenarioEditable",
            LocalizedText(
                english: "Scenario {name}, editable; Ctrl+Enter runs it", chinese: "场景 {name}，可编辑；Ctrl+Enter 运行")
        ),
        ("run", LocalizedText(english: "Run", chinese: "运行")),
        ("runTitle", LocalizedText(english: "Run (Ctrl+Enter or ⌘+Enter)", chinese: "运行（Ctrl+Enter 或 ⌘+Enter）")),
        ("reset", LocalizedText(english: "Reset", chinese: "还原")),
        ("resetTitle", LocalizedText(english: "Back to the lesson’s scenario", chinese: "回到课程里的场景")),
        ("device", LocalizedText(english: "Device ", chinese: "设备 ")),
        ("asWritten", LocalizedText(english: "as written", chinese: "按场景所写")),
        ("openInPlayground", LocalizedText(english: "Open in playground", chinese: "在演练场打开")),
        ("copyAsRun", LocalizedText(english: "Copy as vclab run", chinese: "复制为 vclab run 命令")),
        ("copyLink", LocalizedText(english: "Copy link", chinese: "复制链接")),
        // The version switch's menu of the versions a lesson does not compare.
        ("otherVersion", LocalizedText(english: "other", chinese: "其他")),
        ("chooseVersion", LocalizedText(english: "choose…", chinese: "选择…")),
        ("languageReference", LocalizedText(english: "Scenario language", chinese: "场景语言")),
        (
            "languageReferenceFor",
            LocalizedText(english: "The form '{word}' in the scenario language", chinese: "场景语言中的“{word}”写法")
        ),
        (
            "copiedLink",
            LocalizedText(
                english: "Copied: the link opens the playground with this scenario, version, device and naming.",
                chinese: "已复制：这个链接会在演练场打开同样的场景、版本、设备和回调名称。")
        ),
        ("labOff", LocalizedText(english: "The live lab is off: {reason}.", chinese: "实时实验已关闭：{reason}。")),
        ("running", LocalizedText(english: "Running…", chinese: "正在运行…")),
        // A diagnostic in the lab's list: its place, its severity, and its message or (in Chinese) its kind.
        ("lineColumn", LocalizedText(english: "line {line}, column {column}", chinese: "第 {line} 行，第 {column} 列")),
        ("severityError", LocalizedText(english: "error", chinese: "错误")),
        ("severityWarning", LocalizedText(english: "warning", chinese: "警告")),
        ("severityNote", LocalizedText(english: "note", chinese: "提示")),
        ("diagnosticMessage", LocalizedText(english: "{severity}: {message}", chinese: "{severity}：{message}")),
        ("oneError", LocalizedText(english: "The scenario has an error; nothing ran.", chinese: "场景有 1 个错误，没有运行。")),
        (
            "errors",
            LocalizedText(english: "The scenario has {count} errors; nothing ran.", chinese: "场景有 {count} 个错误，没有运行。")
        ),
        (
            "ranLive",
            LocalizedText(
                english: "Ran live on iOS {version} ({device}) in {ms} ms.",
                chinese: "已在 iOS {version}（{device}）上实时运行，用时 {ms} 毫秒。")
        ),
        (
            "copiedCommand",
            LocalizedText(
                english: "Copied: paste it into a terminal with vclab installed.", chinese: "已复制：粘贴到装有 vclab 的终端里运行。")
        ),
    ]

    /// The `<script type="application/json">` element that hands ``script`` to the scripts in `language`: one
    /// object of key and text, which browsers never run, so the strict Content-Security-Policy holds.
    static func scriptBlock(_ language: ContentLanguage) -> String {
        var members = script.map { ($0.key, JSONText.quoted($0.text[language])) }
        if language == .simplifiedChinese {
            members += scenarioDiagnosticKinds.map { (diagnosticKindKey($0.id), JSONText.quoted($0.chinese)) }
        }
        return "<script type=\"application/json\" id=\"\(scriptBlockID)\">" + JSONText.object(members) + "</script>\n"
    }
}

import VCLabContent
import VCLabSupport

/// The site's interface words, in every language it is built in: the one catalogue of the site's face.
///
/// The renderers read these values for the page's language; the scripts (`site.js`, `lab.js`) keep no words
/// of their own and read ``script``, which every page carries as JSON (``scriptBlock(_:)``). Text that takes
/// values is a function; in ``script`` a value is a `{name}` placeholder that the script fills.
enum SiteText {
    // MARK: - Frame of every page

    static let skipLink = LocalizedText(english: "Skip to the content", chinese: "跳到正文")
    static let lessons = LocalizedText(english: "Lessons", chinese: "课程")
    static let allLessons = LocalizedText(english: "All lessons", chinese: "全部课程")
    static let playground = LocalizedText(english: "Playground", chinese: "演练场")
    static let search = LocalizedText(english: "Search", chinese: "搜索")
    static let searchPlaceholder = LocalizedText(english: "Search the lessons", chinese: "搜索课程")
    static let theme = LocalizedText(english: "Theme", chinese: "主题")
    static let footer = LocalizedText(
        english: "Built by VCLab. Every trace on these pages comes from its lifecycle engine, and every answer key"
            + " was checked against it.",
        chinese: "由 VCLab 生成。本站每条调用轨迹都来自它的生命周期引擎，每道题的答案都经过引擎核对。")
    static let languageSwitch = LocalizedText(english: "Language", chinese: "语言")
    /// The label of the link to the page in `language`, in that language.
    static func readIn(_ language: ContentLanguage) -> String {
        switch language {
        case .english: "Read in English"
        case .simplifiedChinese: "阅读中文版"
        }
    }

    // MARK: - Lesson pages

    static func lessonNumber(_ position: Int, of count: Int) -> LocalizedText {
        LocalizedText(english: "Lesson \(position) of \(count)", chinese: "第 \(position) 课，共 \(count) 课")
    }
    static let onThisPage = LocalizedText(english: "On this page", chinese: "本页内容")
    static let sharedScenarios = LocalizedText(
        english: "Simulations the questions use", chinese: "题目用到的模拟")
    static let retryWrong = LocalizedText(english: "Try the wrong ones again", chinese: "重做答错的题")
    static let previous = LocalizedText(english: "Previous", chinese: "上一课")
    static let next = LocalizedText(english: "Next", chinese: "下一课")
    static let previousAndNext = LocalizedText(english: "Previous and next lessons", chinese: "上一课和下一课")
    static let linkToSection = LocalizedText(english: "Link to this section", chinese: "本节链接")
    static let codeTabs = LocalizedText(
        english: "The same code in Swift and Objective-C", chinese: "同一段代码的 Swift 和 Objective-C 版本")
    static let untranslated = LocalizedText(
        english: "This lesson has no English version yet; it is shown in its original language.",
        chinese: "本课还没有中文译文，下面是英文原文。界面、题目反馈和模拟控件是中文的。")
    static func simulationSection(_ name: String) -> LocalizedText {
        LocalizedText(english: "Simulation \(name)", chinese: "模拟 \(name)")
    }

    // MARK: - Quizzes

    static func question(_ number: Int) -> LocalizedText {
        LocalizedText(english: "Question \(number)", chinese: "第 \(number) 题")
    }
    static func questionNotChecked(_ number: Int) -> LocalizedText {
        LocalizedText(
            english: "Question \(number) could not be checked; see <code>vclab check</code>.",
            chinese: "第 \(number) 题无法核对，请运行 <code>vclab check</code> 查看原因。")
    }
    static func kind(_ kind: String) -> LocalizedText? { QuizKindTitle.title(kind) }
    static let simulation = LocalizedText(english: "Simulation", chinese: "模拟")
    /// Between a quiz's scenario and its step, and between the step and its subject.
    static let stepSeparator = LocalizedText(english: ", ", chinese: "，")
    static let clauseSeparator = LocalizedText(english: "; ", chinese: "；")
    static let subjectClaim = LocalizedText(english: "claim", chinese: "论断")
    static let subjectViewOf = LocalizedText(english: "view of", chinese: "视图属于")
    static let subjectAfter = LocalizedText(english: "after", chinese: "在此之后")
    static let subjectEvent = LocalizedText(english: "event", chinese: "事件")
    static func onlyCallbacks(_ filter: String) -> LocalizedText {
        LocalizedText(english: "only \(filter) callbacks", chinese: "只算 \(filter) 回调")
    }
    static let yourAnswer = LocalizedText(english: "Your answer", chinese: "你的答案")
    static let orderInstructions = LocalizedText(
        english: "Use the buttons (or Alt and the arrow keys) to move each callback up or down.",
        chinese: "用按钮（或 Alt 加方向键）把每个回调上移或下移。")
    static func moveUp(_ name: String) -> LocalizedText {
        LocalizedText(english: "Move \(name) up", chinese: "把 \(name) 上移")
    }
    static func moveDown(_ name: String) -> LocalizedText {
        LocalizedText(english: "Move \(name) down", chinese: "把 \(name) 下移")
    }
    static let yes = LocalizedText(english: "Yes", chinese: "会")
    static let no = LocalizedText(english: "No", chinese: "不会")
    static let `true` = LocalizedText(english: "True", chinese: "对")
    static let `false` = LocalizedText(english: "False", chinese: "错")
    static let countLabel = LocalizedText(english: "How many times?", chinese: "发生几次？")
    static let frameLabel = LocalizedText(
        english: "The frame, as <code>x y width height</code> in points",
        chinese: "frame，按 <code>x y width height</code> 写，单位是点")
    static let traceLabel = LocalizedText(
        english: "The callbacks, one a line, as <code>Controller.callback</code> (Swift or Objective-C names)",
        chinese: "回调，每行一个，写成 <code>Controller.callback</code>（Swift 或 Objective-C 名称均可）")
    static let check = LocalizedText(english: "Check", chinese: "核对")
    static let tryAgain = LocalizedText(english: "Try again", chinese: "再试一次")
    static let showAnswer = LocalizedText(english: "Show the answer", chinese: "显示答案")
    static func about(_ optionHTML: String) -> LocalizedText {
        LocalizedText(english: "About \(optionHTML)", chinese: "关于 \(optionHTML)")
    }
    static let hint = LocalizedText(english: "Hint", chinese: "提示")
    static let answer = LocalizedText(english: "Answer", chinese: "答案")
    static let windowTitle = LocalizedText(english: "What the trace has there:", chinese: "调用轨迹在这一段是：")
    static let noCallbacks = LocalizedText(english: "No callbacks at all.", chinese: "一个回调也没有。")
    static let theTrace = LocalizedText(english: "The trace:", chinese: "调用轨迹：")
    static let inOrder = LocalizedText(english: "In order:", chinese: "顺序是：")
    static let answerTrue = LocalizedText(english: "True.", chinese: "对。")
    static let answerFalse = LocalizedText(english: "False.", chinese: "错。")
    static let answerHappens = LocalizedText(english: "Yes, it happens.", chinese: "会，它会发生。")
    static let answerDoesNotHappen = LocalizedText(english: "No, it does not happen.", chinese: "不会，它不会发生。")
    static func times(_ count: Int) -> LocalizedText {
        switch count {
        case 0: LocalizedText(english: "Never.", chinese: "一次也没有。")
        case 1: LocalizedText(english: "Once.", chinese: "一次。")
        case 2: LocalizedText(english: "Twice.", chinese: "两次。")
        default: LocalizedText(english: "\(count) times.", chinese: "\(count) 次。")
        }
    }
    static let noneOfThem = LocalizedText(english: "None of them.", chinese: "一个也没有。")
    static let loadedViews = LocalizedText(english: "Loaded views:", chinese: "已加载的视图：")
    static let theseHappen = LocalizedText(english: "These happen:", chinese: "会发生的是：")

    // MARK: - Simulations

    static func comparedOn(_ versions: String) -> LocalizedText {
        LocalizedText(english: "compared on \(versions)", chinese: "对比 \(versions)")
    }
    static let scenarioFailed = LocalizedText(
        english: "This scenario did not run; see <code>vclab check</code>.",
        chinese: "这个场景没能运行，请运行 <code>vclab check</code> 查看原因。")
    static let iOSVersion = LocalizedText(english: "iOS version", chinese: "iOS 版本")
    static let callbackNames = LocalizedText(english: "Callback names", chinese: "回调名称")
    static let labOff = LocalizedText(
        english: "The live lab is off in this build of the site: ", chinese: "本站这次构建没有开启实时实验：")
    static let labOffWhy = LocalizedText(
        english: "it was built without the engine module", chinese: "构建时没有引擎模块")
    static let labOffEnd = LocalizedText(
        english: ". The traces below were computed when the site was built.", chinese: "。下面的调用轨迹是构建网站时计算的。")
    static let quizOff = LocalizedText(
        english:
            "This copy of the site cannot grade answers: it was built without the engine module, which grades them."
            + " The answer and its explanation are under “Answer”.",
        chinese: "本站这份副本无法评判作答：构建时没有评判答案的引擎模块。答案和解释在“答案”下面。")

    // MARK: - Front page

    static let tagline = LocalizedText(
        english: "Learn how iOS view controllers live and die, by running them.",
        chinese: "运行给你看：iOS 视图控制器如何出生、显示、消失和释放。")
    static func startWith(_ title: String) -> LocalizedText {
        LocalizedText(english: "Start with lesson 1: \(title)", chinese: "从第 1 课开始：\(title)")
    }
    static let seeEveryLesson = LocalizedText(english: "See every lesson", chinese: "查看全部课程")
    static let yourProgress = LocalizedText(english: "Your progress", chinese: "学习进度")
    static let progressNote = LocalizedText(
        english: "Kept in this browser only. Save it as a file to move it to another browser or keep it safe.",
        chinese: "只保存在这个浏览器里。存成文件，就能带到别的浏览器，或者留作备份。")
    static let questionsToTryAgain = LocalizedText(english: "Questions to try again", chinese: "待重做的题目")
    static let saveProgress = LocalizedText(english: "Save progress as a file", chinese: "把进度存成文件")
    static let loadProgress = LocalizedText(english: "Load progress from a file", chinese: "从文件载入进度")
    static let forgetAnswers = LocalizedText(english: "Forget my answers", chinese: "清除我的答题记录")
    static func simulations(_ count: Int) -> LocalizedText {
        LocalizedText(english: count == 1 ? "1 simulation" : "\(count) simulations", chinese: "\(count) 个模拟")
    }
    static func questions(_ count: Int) -> LocalizedText {
        LocalizedText(english: count == 1 ? "1 question" : "\(count) questions", chinese: "\(count) 道题")
    }

    // MARK: - Review, playground, 404

    static let reviewTagline = LocalizedText(
        english: "Scheduled as vclab study --review schedules (FSRS): the questions due today, then when each"
            + " other question you answered comes back. Each link opens the question; answer it again there.",
        chinese: "与 vclab study --review 用同一套排期（FSRS）：先列今天到期的题，再列其余答过的题下次复习的日期。"
            + "点链接打开题目，在那里重新作答。")
    static let reviewFallback = LocalizedText(
        english: "This list is drawn from the answers your browser keeps, which needs JavaScript. The"
            + " <a href=\"index.html\">lessons</a> work without it.",
        chinese: "这份列表根据浏览器保存的答题记录生成，需要 JavaScript。<a href=\"index.html\">课程</a>不需要它也能读。")
    static let reviewDescription = LocalizedText(
        english: "The questions you answered wrongly, gathered for another go.", chinese: "答错的题目，集中起来再做一遍。")
    static let playgroundLead = LocalizedText(
        english: "Write any scenario in VCLab's scenario language and watch UIKit's callbacks as the engine computes"
            + " them, on any released iOS version (3 to 18, and 26). The address of this page keeps your scenario, so a link to"
            + " it shows exactly what you see. The <a href=\"index.html\">lessons</a> explain every step, and"
            + " <a href=\"scenario-language.html\">the scenario language</a> lists every form with an example.",
        chinese: "用 VCLab 的场景语言写任意场景，看引擎算出的 UIKit 回调，iOS 3 到 18 以及 26 任选。本页地址保存着你的场景，"
            + "分享链接，别人看到的就和你一样。每一步的含义见<a href=\"index.html\">课程</a>，"
            + "<a href=\"scenario-language.html\">场景语言</a>一页列出了每种写法及示例。")
    static let startFromExample = LocalizedText(english: "Start from an example", chinese: "从示例开始")
    static let chooseScenario = LocalizedText(english: "Choose a scenario of the course…", chinese: "选择课程中的场景…")
    static let playgroundNoScript = LocalizedText(
        english: "The playground runs the engine in your browser, which needs JavaScript.",
        chinese: "演练场在浏览器里运行引擎，需要 JavaScript。")
    static let playgroundDescription = LocalizedText(
        english: "Run any view controller lifecycle scenario with VCLab's engine, in the browser.",
        chinese: "在浏览器里用 VCLab 的引擎运行任意视图控制器生命周期场景。")
    static let playgroundStarterComment = LocalizedText(
        english: "# Edit the scenario; the trace follows as you type. Ctrl+Enter runs it again.",
        chinese: "# 编辑场景，调用轨迹随输入更新。Ctrl+Enter 重新运行。")
    static let scenarioLanguage = LocalizedText(english: "The scenario language", chinese: "场景语言")
    static let scenarioLanguageLead = LocalizedText(
        english: "Every form a scenario can use, with what it means and a small scenario that uses it: press Run under"
            + " one to see its trace here, then edit it. Settings and declarations come before the first step,"
            + " <code>launch</code>; <code>#</code> starts a comment. The <a href=\"playground.html\">playground</a>"
            + " runs scenarios of any length.",
        chinese: "场景能用的每一种写法，附含义和一个用到它的小场景：点下面的“运行”就在这里看到调用轨迹，还可以接着修改。"
            + "设置和声明写在第一步 <code>launch</code> 之前；<code>#</code> 开始注释。更长的场景请到"
            + "<a href=\"playground.html\">演练场</a>运行。")
    static let scenarioLanguageDescription = LocalizedText(
        english: "Every setting, declaration, expression and step of VCLab's scenario language, each with an example"
            + " that runs in the browser.",
        chinese: "VCLab 场景语言的每一种设置、声明、表达式和步骤，每种都附有可在浏览器里运行的示例。")
    static let languageSettings = LocalizedText(english: "Settings", chinese: "设置")
    static let languageDeclarations = LocalizedText(english: "Declarations", chinese: "声明")
    static let languageExpressions = LocalizedText(english: "Controller expressions", chinese: "控制器表达式")
    static let languageSteps = LocalizedText(english: "Steps", chinese: "步骤")
    static let notFound = LocalizedText(english: "Page not found", chinese: "找不到页面")
    static let notFoundText = LocalizedText(
        english: "There is no page at this address: the link may be old, or the address mistyped. The"
            + " <a href=\"{root}\">front page</a> lists every lesson of the course.",
        chinese: "这个地址没有页面：链接可能过时了，或者地址输错了。<a href=\"{root}\">首页</a>列出了全部课程。")
    static let theLessons = LocalizedText(english: "The lessons", chinese: "课程列表")
}

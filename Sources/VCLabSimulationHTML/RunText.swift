import VCLabSupport

/// The words of a drawn run, in every language the site speaks: the stepper, the table and the titles.
///
/// They live here rather than in the site's catalogue because the WebAssembly module draws live runs with the
/// same code, and the module has no site. Values are functions where the words take values.
enum RunText {
    static func runTitle(_ version: String, _ device: String) -> LocalizedText {
        LocalizedText(english: "iOS \(version) on \(device)", chinese: "iOS \(version)，\(device)")
    }
    static func diagramTitle(name: String, version: String, events: Int, controllers: Int, steps: Int)
        -> LocalizedText
    {
        LocalizedText(
            english: "Sequence diagram of \(name) on iOS \(version): \(events) callbacks to \(controllers) controllers"
                + " in \(steps) steps. The table after it lists them.",
            chinese: "\(name) 在 iOS \(version) 上的时序图：\(steps) 步里 \(controllers) 个视图控制器收到 \(events) 个回调。"
                + "图后的表格逐一列出。")
    }
    static func truncated(events: Int, steps: Int, drawn: Int) -> LocalizedText {
        LocalizedText(
            english: "This run has \(events) callbacks in \(steps) steps; the page draws the first \(drawn) callbacks."
                + " <code>vclab run</code> prints them all.",
            chinese: "这次运行在 \(steps) 步里有 \(events) 个回调；页面只画出前 \(drawn) 个。<code>vclab run</code> 会全部打印。")
    }
    static let diagramLabel = LocalizedText(
        english: "Sequence diagram", chinese: "时序图")
    static let inferredLegend = LocalizedText(
        english: "Dashed arrows marked <em>inferred</em>: VCLab reasons this ordering from documented behaviour; no"
            + " log of real UIKit shows it.",
        chinese: "标着 <em>inferred</em> 的虚线箭头：这个顺序是 VCLab 根据文档推断的，没有真实 UIKit 的日志显示过。")
    static let disputedLegend = LocalizedText(
        english: "Dashed arrows marked <em>disputed</em>: published logs of real UIKit disagree on this ordering;"
            + " VCLab follows the better-evidenced one.",
        chinese: "标着 <em>disputed</em> 的虚线箭头：已发表的真实 UIKit 日志在这个顺序上互相矛盾；VCLab 采用证据更充分的一种。")
    static let previousEvent = LocalizedText(english: "Previous event", chinese: "上一个事件")
    static let nextEvent = LocalizedText(english: "Next event", chinese: "下一个事件")
    static let play = LocalizedText(english: "Play", chinese: "播放")
    static let speed = LocalizedText(english: "Speed", chinese: "速度")
    static let slow = LocalizedText(english: "slow", chinese: "慢")
    static let normal = LocalizedText(english: "normal", chinese: "正常")
    static let fast = LocalizedText(english: "fast", chinese: "快")
    static func tableCaption(_ name: String, _ version: String) -> LocalizedText {
        LocalizedText(english: "Callbacks of \(name) on iOS \(version)", chinese: "\(name) 在 iOS \(version) 上的回调")
    }
    static let callback = LocalizedText(english: "Callback", chinese: "回调")
    static let evidence = LocalizedText(english: "Evidence", chinese: "依据")
    static func afterStep(_ index: Int) -> LocalizedText {
        LocalizedText(english: "After step \(index)", chinese: "第 \(index) 步之后")
    }
    static let after = LocalizedText(english: "After: ", chinese: "之后：")
    static let noCallbacks = LocalizedText(english: "no callbacks", chinese: "没有回调")
    static let animated = LocalizedText(english: "animated", chinese: "有动画")
    static let notAnimated = LocalizedText(english: "not animated", chinese: "无动画")
    /// After a source that printed or documented another order than the engine follows.
    static let disagrees = LocalizedText(english: "disagrees", chinese: "与此不符")
    static func evidenceSummary(_ count: Int) -> LocalizedText {
        LocalizedText(
            english: "Evidence: the \(count) rules behind this trace", chinese: "依据：这条调用轨迹背后的 \(count) 条规则")
    }

    // The screen picture's words.
    static func screenTitle(_ caption: String, _ device: String, _ orientation: String, _ description: String)
        -> LocalizedText
    {
        LocalizedText(
            english: "\(caption): \(device), \(orientation). \(description)",
            chinese: "\(caption)：\(device)，\(orientation)。\(description)")
    }
    static let landscape = LocalizedText(english: "landscape", chinese: "横屏")
    static let portrait = LocalizedText(english: "portrait", chinese: "竖屏")
    static let homeBackground = LocalizedText(
        english: "Home screen: the app is in the background", chinese: "主屏幕：应用在后台")
    static let homeKilled = LocalizedText(english: "Home screen: the app was killed", chinese: "主屏幕：应用已被杀掉")
    static let notRunning = LocalizedText(english: "The app is not running", chinese: "应用没有运行")
    static let inBackground = LocalizedText(english: "The app is in the background.", chinese: "应用在后台。")
    static let killed = LocalizedText(english: "The app was killed.", chinese: "应用已被杀掉。")
    static let notRunningSentence = LocalizedText(english: "The app is not running.", chinese: "应用没有运行。")
    static let call = LocalizedText(english: "call", chinese: "通话")
    static let navigationBar = LocalizedText(english: "navigation bar", chinese: "导航栏")
    static let tabBar = LocalizedText(english: "tab bar", chinese: "标签栏")
    static let nothingOnScreen = LocalizedText(english: "Nothing is on screen.", chinese: "屏幕上什么也没有。")
    static func fromTheBottom(_ parts: [String]) -> LocalizedText {
        LocalizedText(
            english: "From the bottom: " + parts.joined(separator: "; ") + ".",
            chinese: "自下而上：" + parts.joined(separator: "；") + "。")
    }
    static func viewAt(_ controller: String, _ frame: String) -> LocalizedText {
        LocalizedText(english: "\(controller)'s view at \(frame)", chinese: "\(controller) 的视图位于 \(frame)")
    }
    static func navigationBarAt(_ controller: String, _ frame: String) -> LocalizedText {
        LocalizedText(
            english: "\(controller)'s navigation bar at \(frame)", chinese: "\(controller) 的导航栏位于 \(frame)")
    }
    static func tabBarAt(_ controller: String, _ frame: String) -> LocalizedText {
        LocalizedText(english: "\(controller)'s tab bar at \(frame)", chinese: "\(controller) 的标签栏位于 \(frame)")
    }
    static let loadedOffScreen = LocalizedText(english: "Loaded, off screen", chinese: "已加载，不在屏幕上")
    static let noView = LocalizedText(english: "No view", chinese: "没有视图")
    static let gone = LocalizedText(english: "Gone", chinese: "已释放")
    /// After a label, before what it names: Chinese uses the full-width colon and no space.
    static let colon = LocalizedText(english: ": ", chinese: "：")
}

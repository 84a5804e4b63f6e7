import VCLabSupport

extension SiteText {
    /// What each scenario diagnostic is about, in Chinese, by its id: a Chinese page's lab says this first and
    /// then the engine's own message, which quotes the scenario's words and stays English (`lang="en"`). The
    /// engine's messages are built from those words, so a translation of each would be a second copy of every
    /// message to keep in step; the kind is what a reader needs in their language, the message what to fix.
    /// English pages carry none of these: the message says it. `SiteTextTests` holds this list to the
    /// diagnostic catalogue, so a new scenario diagnostic without its Chinese kind fails.
    static let scenarioDiagnosticKinds: [(id: String, chinese: String)] = [
        ("scenario.empty", "场景里没有任何步骤"),
        ("scenario.too-large", "场景文件超过 1 MiB"),
        ("scenario.line-too-long", "一行超过 4,096 字节"),
        ("scenario.invalid-encoding", "内容不是 UTF-8 编码"),
        ("scenario.binary-input", "内容含有 NUL 字节"),
        ("scenario.unknown-step", "未知的步骤"),
        ("scenario.unknown-setting", "未知的设置"),
        ("scenario.invalid-argument", "缺少词语、写错了词语，或多了词语"),
        ("scenario.invalid-name", "名称不是合法的标识符，或是保留字"),
        ("scenario.unsupported-version", "不是已发布的 iOS 版本"),
        ("scenario.duplicate-setting", "同一设置写了两次，以后一次为准"),
        ("scenario.misplaced-declaration", "设置或声明写在了第一个步骤之后"),
        ("scenario.conflicting-declaration", "声明互相矛盾"),
        ("scenario.unavailable-api", "所模拟的 iOS 版本还没有这个 API"),
        ("scenario.unbalanced-parentheses", "括号不配对"),
        ("scenario.empty-container", "容器里没有控制器"),
        ("scenario.unknown-container", "未知的容器"),
        ("scenario.invalid-container", "这种容器不能放在这里"),
        ("scenario.duplicate-controller", "同一个控制器出现在两处"),
        ("scenario.missing-launch", "缺少 launch，或它不是第一个步骤"),
        ("scenario.duplicate-launch", "launch 只能写一次"),
        ("scenario.missing-root", "没有声明根控制器"),
        ("scenario.too-many-steps", "步骤超过 200,000 个"),
        ("scenario.too-many-states", "要记录的控制器状态太多"),
        ("scenario.nothing-to-pop", "没有可以弹出的控制器"),
        ("scenario.not-in-stack", "这个控制器不在导航栈里"),
        ("scenario.nothing-presented", "当前没有呈现中的控制器"),
        ("scenario.not-on-unwind-path", "这个控制器不在 unwind 的回退路径上"),
        ("scenario.not-a-sheet", "全屏呈现不能下滑关闭"),
        ("scenario.no-navigation-controller", "当前内容不在导航控制器里"),
        ("scenario.no-tab-bar-controller", "当前没有可见的标签栏控制器"),
        ("scenario.not-a-tab", "标签栏控制器没有这个标签"),
        ("scenario.segue-needs-storyboard", "segue 需要从故事板加载的控制器"),
        ("scenario.controller-in-use", "这个控制器已经有自己的位置"),
        ("scenario.unknown-controller", "没有这个名字的控制器"),
        ("scenario.deallocated-controller", "这个控制器已经释放"),
        ("scenario.invalid-containment", "UIKit 不允许这样添加、移除或切换子控制器"),
        ("scenario.unload-visible", "视图还在屏幕上，不能卸载"),
        ("scenario.view-not-loaded", "视图还没有加载"),
        ("scenario.needs-autolayout", "这一步需要自动布局（Auto Layout）"),
        ("scenario.not-a-hosting-controller", "不是 SwiftUI 的托管控制器（hosting）"),
        ("scenario.not-a-page-view-controller", "不是分页控制器（pages）"),
        ("scenario.app-in-background", "应用在后台，不能执行这一步"),
        ("scenario.app-not-in-background", "应用不在后台"),
        ("scenario.app-terminated", "应用已经终止"),
        ("scenario.presentation-over-root", "根控制器上还有呈现中的控制器，不能替换根控制器"),
        ("scenario.inside-presentation-context", "标签栏控制器里有按上下文呈现的控制器，不能切换标签"),
        ("scenario.app-not-running", "应用还没有运行"),
        ("scenario.not-an-ipad", "只有 iPad 才有分屏浏览（Split View）和侧拉（Slide Over）"),
        ("scenario.unavailable-window-size", "竖屏的分屏浏览没有二分之一的宽度"),
        ("scenario.misplaced-activation-step", "on active 只能紧跟在 launch 之后：它在启动时的 applicationDidBecomeActive 里运行"),
    ]

    /// The key under which ``script`` hands a diagnostic's kind to `lab.js`.
    static func diagnosticKindKey(_ id: String) -> String { "diagnostic:" + id }
}

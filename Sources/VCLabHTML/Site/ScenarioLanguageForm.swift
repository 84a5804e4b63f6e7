import VCLabSupport

/// One form of the scenario language as the site's reference page shows it: the form, what it means in both
/// languages, and a one-line example of it in a scenario that runs, which the page runs in place.
///
/// The forms are the page's catalogue; `ScenarioLanguageFormTests` holds every example to run without a
/// diagnostic and every step keyword of the parser to have a form, so the page cannot fall behind the language.
struct ScenarioLanguageForm: Sendable {
    enum Section: CaseIterable, Sendable {
        case settings, declarations, expressions, steps
    }

    /// The anchor's word: `push` gives `#form-push` (the first word of a line, which is what the live lab's
    /// diagnostics link to).
    var anchor: String
    var section: Section
    /// The form as written, with its options: `push B [animated|instant]`.
    var form: String
    var meaning: LocalizedText
    /// A small scenario that uses the form: a step on its last line, a setting or declaration among the lines
    /// before `launch`.
    var example: String

    init(_ anchor: String, _ section: Section, _ form: String, _ meaning: LocalizedText, _ example: String) {
        self.anchor = anchor
        self.section = section
        self.form = form
        self.meaning = meaning
        self.example = example
    }

    /// The id of the form's heading on the page.
    var id: String { "form-" + anchor }
}

extension ScenarioLanguageForm {
    private static func text(_ english: String, _ chinese: String) -> LocalizedText {
        LocalizedText(english: english, chinese: chinese)
    }

    /// Every form, in the order of docs/scenario-language.md.
    static let all: [ScenarioLanguageForm] = settings + declarations + expressions + steps

    private static let settings: [ScenarioLanguageForm] = [
        .init(
            "ios", .settings, "ios 6 · ios 12.4",
            text(
                "The iOS version simulated: a released one, 3.0 to 18.x or 26.x (17 when left out).",
                "模拟的 iOS 版本：已发布的版本，3.0 到 18.x 或 26.x（不写时为 17）。"),
            "ios 12.4\nroot nav(A)\nlaunch"),
        .init(
            "device", .settings, "device iphone|ipad",
            text(
                "The device: its size class and how presentations adapt (iphone when left out).",
                "设备：决定尺寸类别和呈现方式如何适配（不写时为 iphone）。"),
            "device ipad\nroot A\nlaunch\npresent B formSheet"),
        .init(
            "autolayout", .settings, "autolayout on|off",
            text(
                "Whether layout passes run updateViewConstraints (iOS 6 and later).",
                "布局过程是否调用 updateViewConstraints（iOS 6 及以后）。"),
            "autolayout on\nroot A\nlaunch"),
        .init(
            "screen", .settings, "screen 320x480",
            text(
                "The screen in points, portrait (by default a phone that ran the version).",
                "屏幕尺寸，以点为单位，竖屏（默认是运行该版本的 iPhone）。"),
            "ios 6\nscreen 320x480\nroot A\nlaunch"),
        .init(
            "orientation", .settings, "orientation portrait|landscape",
            text("How the device is held at launch.", "启动时设备的方向。"),
            "orientation landscape\nroot A\nlaunch"),
        .init(
            "scenes", .settings, "scenes on|off",
            text(
                "iOS 13 and later: whether the app adopts scenes, and says so in the trace.",
                "iOS 13 及以后：应用是否采用场景，并在调用轨迹中写明。"),
            "scenes on\nroot A\nlaunch\nbackground"),
        .init(
            "statusbar-setting", .settings, "statusbar visible|hidden|in-call",
            text("The status bar at launch.", "启动时的状态栏。"),
            "statusbar hidden\nroot A\nlaunch"),
    ]

    private static let declarations: [ScenarioLanguageForm] = [
        .init(
            "storyboard", .declarations, "storyboard A…",
            text(
                "Instantiated from a storyboard: init(coder:), then awakeFromNib.",
                "从 storyboard 实例化：先 init(coder:)，再 awakeFromNib。"),
            "storyboard A\nroot A\nlaunch"),
        .init(
            "hosting", .declarations, "hosting H",
            text(
                "H is a UIHostingController: its SwiftUI view's onAppear, onDisappear and .task among H's callbacks (iOS 13+).",
                "H 是 UIHostingController：它的 SwiftUI 视图的 onAppear、onDisappear 和 .task 出现在 H 的回调之间（iOS 13+）。"),
            "hosting H\nroot nav(A)\nlaunch\npush H"),
        .init(
            "represent", .declarations, "represent C in H",
            text(
                "H's SwiftUI view embeds the UIKit controller C through UIViewControllerRepresentable.",
                "H 的 SwiftUI 视图通过 UIViewControllerRepresentable 嵌入 UIKit 控制器 C。"),
            "hosting H\nrepresent C in H\nroot H\nlaunch"),
        .init(
            "nib", .declarations, "nib A…",
            text(
                "init(nibName:bundle:) with a nib, which the default loadView loads.",
                "用 nib 调用 init(nibName:bundle:)，默认的 loadView 加载它。"),
            "nib A\nroot A\nlaunch"),
        .init(
            "code", .declarations, "code A…",
            text(
                "The default: init(nibName:bundle:) with nil, and loadView builds the view in code.",
                "默认方式：init(nibName:bundle:) 传 nil，loadView 用代码创建视图。"),
            "code A\nroot A\nlaunch"),
        .init(
            "root", .declarations, "root EXPR",
            text("The window's root view controller.", "窗口的根视图控制器。"),
            "root tabs(nav(A), B)\nlaunch"),
        .init(
            "keep", .declarations, "keep B…",
            text(
                "Something outside the containers holds B, so B is not deallocated when it leaves.",
                "容器之外有对象持有 B，所以 B 离开时不会被释放。"),
            "keep B\nroot nav(A)\nlaunch\npush B\npop"),
        .init(
            "fullscreen", .declarations, "fullscreen A…",
            text(
                "wantsFullScreenLayout (iOS 6 and earlier): A's view runs under the status bar.",
                "wantsFullScreenLayout（iOS 6 及以前）：A 的视图延伸到状态栏下面。"),
            "ios 6\nfullscreen A\nroot A\nlaunch"),
        .init(
            "extend", .declarations, "extend A none",
            text(
                "edgesForExtendedLayout = [] (iOS 7 and later): A's view stops at the bars.",
                "edgesForExtendedLayout = []（iOS 7 及以后）：A 的视图止于各栏。"),
            "extend A none\nroot nav(A)\nlaunch"),
        .init(
            "manual", .declarations, "manual P",
            text(
                "P forwards appearance callbacks to its children itself.",
                "P 自己把外观回调转发给子视图控制器。"),
            "manual P\nchild C of P\nroot P\nlaunch"),
        .init(
            "pages", .declarations, "pages P",
            text(
                "P is a UIPageViewController (iOS 5 and later); its child is the page it shows.",
                "P 是 UIPageViewController（iOS 5 及以后）；它的子视图控制器就是显示的页面。"),
            "pages P\nchild A of P\nroot P\nlaunch"),
        .init(
            "context", .declarations, "context N",
            text(
                "N defines the presentation context: currentContext presentations from inside it cover N.",
                "N 定义呈现上下文：从其内部以 currentContext 呈现时只盖住 N。"),
            "context N\nroot tabs(N = nav(A), B)\nlaunch\npresent C currentContext"),
        .init(
            "embed", .declarations, "embed C in A",
            text(
                "A storyboard container view in A's scene: C is embedded while A's view loads.",
                "A 场景里的 storyboard 容器视图：A 的视图加载时嵌入 C。"),
            "storyboard A C\nembed C in A\nroot A\nlaunch"),
        .init(
            "child", .declarations, "child C of A",
            text(
                "A's viewDidLoad adds C as a child (iOS 5 and later).",
                "A 的 viewDidLoad 把 C 添加为子视图控制器（iOS 5 及以后）。"),
            "child C of A\nroot A\nlaunch"),
        .init(
            "modal", .declarations, "modal B",
            text(
                "isModalInPresentation (iOS 13 and later): swiping the sheet down does not dismiss B.",
                "isModalInPresentation（iOS 13 及以后）：下滑表单不会关闭 B。"),
            "modal B\nroot A\nlaunch\npresent B pageSheet\nswipe down"),
    ]

    private static let expressions: [ScenarioLanguageForm] = [
        .init(
            "nav", .expressions, "nav(A) · nav(A, B)",
            text(
                "A navigation controller with its stack, A at the bottom; unnamed ones are nav1, nav2, …",
                "导航控制器及其导航栈，A 在最底部；未命名的依次叫 nav1、nav2……"),
            "root nav(A, B)\nlaunch"),
        .init(
            "tabs", .expressions, "tabs(A, B, C)",
            text(
                "A tab bar controller with its tabs; containers nest: tabs(nav(A), B).",
                "标签栏控制器及其标签页；容器可以嵌套：tabs(nav(A), B)。"),
            "root tabs(nav(A), B)\nlaunch"),
        .init(
            "name", .expressions, "N = nav(A)",
            text("A container with a name of its own.", "给容器起一个名字。"),
            "root A\nlaunch\npresent N = nav(B)"),
    ]

    private static let steps: [ScenarioLanguageForm] = [
        .init(
            "launch", .steps, "launch",
            text(
                "The app launches and the window shows the root; the first step, once.",
                "应用启动，窗口显示根视图控制器；必须是第一步，且只有一次。"),
            "root A\nlaunch"),
        .init(
            "push", .steps, "push B [animated|instant]",
            text(
                "pushViewController(_:animated:) on the navigation controller showing the content.",
                "在显示内容的导航控制器上调用 pushViewController(_:animated:)。"),
            "root nav(A)\nlaunch\npush B instant"),
        .init(
            "pop", .steps, "pop · pop to root · pop to A",
            text(
                "popViewController, popToRootViewController or popToViewController.",
                "popViewController、popToRootViewController 或 popToViewController。"),
            "root nav(A, B, C)\nlaunch\npop to A"),
        .init(
            "swipe", .steps, "swipe back [cancel] · swipe down [cancel]",
            text(
                "The interactive pop gesture (iOS 7+) or sheet dismissal (iOS 13+), completed or cancelled.",
                "交互式返回手势（iOS 7+）或下滑关闭表单（iOS 13+），完成或取消。"),
            "root nav(A, B)\nlaunch\nswipe back cancel"),
        .init(
            "present", .steps, "present EXPR [style] [animated|instant]",
            text(
                "present(_:animated:) from the visible controller; styles fullScreen, pageSheet, formSheet, overFullScreen,"
                    + " automatic, currentContext, overCurrentContext, popover, custom.",
                "从可见的视图控制器调用 present(_:animated:)；呈现样式 fullScreen、pageSheet、formSheet、overFullScreen、"
                    + "automatic、currentContext、overCurrentContext、popover、custom。"),
            "root A\nlaunch\npresent B pageSheet"),
        .init(
            "dismiss", .steps, "dismiss [animated|instant]",
            text("Dismisses the topmost presented controller.", "关闭最上层被呈现的视图控制器。"),
            "root A\nlaunch\npresent B\ndismiss"),
        .init(
            "segue", .steps, "segue B push|modal [refused]",
            text(
                "A storyboard segue from the visible controller: prepare(for:sender:), then the push or presentation.",
                "从可见视图控制器触发的 storyboard segue：先 prepare(for:sender:)，再推入或呈现。"),
            "storyboard A B\nroot nav(A)\nlaunch\nsegue B push"),
        .init(
            "unwind", .steps, "unwind to A",
            text(
                "An unwind segue back to A (iOS 6 and later).", "通过 unwind segue 回到 A（iOS 6 及以后）。"),
            "storyboard A B\nroot nav(A)\nlaunch\nsegue B push\nunwind to A"),
        .init(
            "tab", .steps, "tab B",
            text(
                "The user selects the tab whose controller (or container) is B.",
                "用户选中控制器（或容器）为 B 的标签页。"),
            "root tabs(A, B)\nlaunch\ntab B"),
        .init(
            "add", .steps, "add C to A [without didMove] · add view C to A",
            text(
                "Containment: addChild, addSubview, didMove(toParent:); add view adds the view alone.",
                "容器关系：addChild、addSubview、didMove(toParent:)；add view 只添加视图。"),
            "root A\nlaunch\nadd C to A"),
        .init(
            "remove", .steps, "remove C",
            text(
                "willMove(toParent: nil), removeFromSuperview, removeFromParent: the child alone, its parent is known.",
                "willMove(toParent: nil)、removeFromSuperview、removeFromParent：只写子视图控制器，父视图控制器已知。"),
            "child C of A\nroot A\nlaunch\nremove C"),
        .init(
            "transition", .steps, "transition C1 to C2 [animated|instant]",
            text(
                "transition(from:to:duration:…) between two children of a custom container.",
                "在自定义容器的两个子视图控制器之间调用 transition(from:to:duration:…)。"),
            "child C1 of A\nroot A\nlaunch\ntransition C1 to C2"),
        .init(
            "page", .steps, "page B in P [animated|instant]",
            text(
                "setViewControllers([B], …) on the page view controller P.",
                "在页面视图控制器 P 上调用 setViewControllers([B], …)。"),
            "pages P\nchild A of P\nroot P\nlaunch\npage B in P"),
        .init(
            "background", .steps, "background · foreground",
            text(
                "The Home button or an app switch, and the return.", "按主屏幕键或切换应用，以及回到应用。"),
            "root A\nlaunch\nbackground\nforeground"),
        .init(
            "interrupt", .steps, "interrupt control-center|notification-center|call|alert",
            text(
                "A temporary interruption: the app resigns active and becomes active again.",
                "临时打断：应用先变为非活跃，再恢复活跃。"),
            "root A\nlaunch\ninterrupt call"),
        .init(
            "disconnect", .steps, "disconnect",
            text(
                "The system disconnects the app's scene in the background (iOS 13 and later).",
                "系统在后台断开应用的场景（iOS 13 及以后）。"),
            "root A\nlaunch\nbackground\ndisconnect"),
        .init(
            "replace", .steps, "replace root with EXPR",
            text(
                "App code sets window.rootViewController while the app runs (iOS 4 and later): the old root disappears, the new one appears.",
                "应用代码在运行时设置 window.rootViewController（iOS 4 及以后）：旧根消失，新根出现。"),
            "root Login\nlaunch\nreplace root with nav(Home)"),
        .init(
            "on", .steps, "on active STEP",
            text(
                "App code inside the launch's applicationDidBecomeActive, right after launch: its callbacks nest under app.didBecomeActive.",
                "在启动时的 applicationDidBecomeActive 中运行的应用代码，紧跟在 launch 之后：它的回调嵌套在 app.didBecomeActive 之下。"),
            "ios 12\nroot A\nlaunch\non active add C to A"),
        .init(
            "kill", .steps, "kill",
            text(
                "The suspended app is killed from the app switcher: no code runs.",
                "在应用切换器中杀掉挂起的应用：不运行任何代码。"),
            "root A\nlaunch\nbackground\nkill"),
        .init(
            "memory", .steps, "memory warning",
            text("The system posts a memory warning.", "系统发出内存警告。"),
            "root nav(A, B)\nlaunch\nmemory warning"),
        .init(
            "state", .steps, "state H",
            text(
                "State that the hosting controller H's SwiftUI view reads changes: updateUIViewController.",
                "托管控制器 H 的 SwiftUI 视图读取的状态发生变化：调用 updateUIViewController。"),
            "hosting H\nrepresent C in H\nroot H\nlaunch\nstate H"),
        .init(
            "rotate", .steps, "rotate",
            text("The device turns, portrait ↔ landscape.", "设备旋转，竖屏 ↔ 横屏。"),
            "root A\nlaunch\nrotate"),
        .init(
            "resize", .steps, "resize full|slide-over|split 1/3|split 1/2|split 2/3",
            text(
                "The user resizes the app's window with iPad multitasking, Split View or Slide Over (iOS 9 and later): the size transition, with the trait callbacks when the horizontal size class changes.",
                "用户通过 iPad 多任务（分屏或 Slide Over，iOS 9 及以后）调整应用窗口的大小：尺寸转换；水平尺寸类别改变时还有特征回调。"),
            "device ipad\nroot A\nlaunch\nresize split 1/3"),
        .init(
            "statusbar", .steps, "statusbar visible|hidden|in-call",
            text("The status bar changes while the app runs.", "应用运行时状态栏发生变化。"),
            "root A\nlaunch\nstatusbar hidden"),
        .init(
            "load", .steps, "load A",
            text("Code reads A.view (lazy loading).", "代码读取 A.view（懒加载）。"),
            "keep B\nroot A\nlaunch\nload B"),
        .init(
            "unload", .steps, "unload A",
            text(
                "Code sets A.view = nil (the manual pattern); not while A is on screen.",
                "代码把 A.view 设为 nil（手动卸载）；A 在屏幕上时不行。"),
            "root nav(A, B)\nlaunch\nunload A"),
        .init(
            "layout", .steps, "layout A",
            text("A.view.setNeedsLayout(): a local layout pass.", "A.view.setNeedsLayout()：一次局部布局过程。"),
            "root A\nlaunch\nlayout A"),
        .init(
            "constraints", .steps, "constraints A",
            text(
                "A constraint on A's root view changes (with autolayout on).",
                "A 根视图上的约束发生变化（需 autolayout on）。"),
            "autolayout on\nroot A\nlaunch\nconstraints A"),
        .init(
            "properties", .steps, "properties A",
            text(
                "A.setNeedsUpdateProperties() (iOS 26): A hears updateProperties at the next update.",
                "A.setNeedsUpdateProperties()（iOS 26）：A 在下一次更新时收到 updateProperties。"),
            "ios 26\nroot A\nlaunch\nproperties A"),
    ]
}

import VCLabEngine
import VCLabSupport

/// The evidence table: what each rule says, in every language the course speaks, and the published sources
/// behind it. (How well each rule is established is the engine's own, ``Rule/evidence``.)
///
/// Addresses come from the ground-truth reference (`shared/reference/uikit-lifecycle-ground-truth.md`,
/// whose section is named in each summary) and from the research for issue 12. A source marked
/// `disagrees` printed or documented a different order; it is listed so that a reader can weigh it. The
/// Chinese summaries follow docs/glossary-zh.md and keep API and callback names as they are.
///
/// Natively only: the site's WebAssembly module gets the words of one language as ``RuleDescriptions``, from
/// the JSON that `vclab build` writes from this table.
extension Rule {
    private static let viewControllerDocs = "https://developer.apple.com/documentation/uikit/uiviewcontroller"
    private static let sdkHeader5 = "mikefogg/SquareCamera:UIKit.framework/Headers/UIViewController.h"
    private static let sdkHeader9 = "ict-club/PlaygroundEnergy-iOS:UIKit.framework/Headers/UIViewController.h"
    private static let readke = "http://readke.com/c/0Z41505102021.html"
    private static let programmerteach =
        "https://programmerteach.com/p/ios-at-the-time-of-transition-appear-and-disappear-the-order-of-calls-is-explored"
    private static let wangling = "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"
    private static let arm1 = "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller"
    private static let uso400 = "https://blog.uso400.net/ios7_8_9_app_lifecycles"
    private static let neuburgLaunch = "https://stackoverflow.com/a/66605799"
    private static let akisute = "https://gist.github.com/akisute/291170b50ad87ce95a47"
    private static let multitaskingQuickStart =
        "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html"
    private static let useyourloaf = "https://useyourloaf.com/blog/predicting-size-classes-in-ios-13/"
    /// Readers see these sources on the site, so the log is named as they know it, not by a file of ours.
    private static let publishedArticleLog =
        "a simulator log published with a widely shared Chinese article on the view controller lifecycle"
        + " (Content/shared/modal-segue-log.sim reproduces it)"
    private static let mayoff =
        "https://kiwix.lema.org/stackoverflow.com_en_all_2023-11/questions/37147871/awakefromnib-vs-outlets-do-the-outlets-and-segues-set-when-we-call-awakefromni"
    private static let so18927878 =
        "https://stackoverflow.com/questions/18927878/view-controller-lifecycle-when-swiping-to-pop-from-uinavigationcontroller-in-ios"
    private static let pgzxc = "https://pgzxc.github.io/posts/efa3afd7.html"
    private static let mattyohe = "https://github.com/mattyohe/children"
    private static let neuburgContainer =
        "mattneub/Programming-iOS-Book-Examples:bk2ch06p334containerEventForwarding/ch19p647containerEventForwarding/ViewController.swift"
    private static let so48653763 =
        "https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/48653763/uipageviewcontroller-s-setviewcontroller-invokes-unexpected-view-lifecycle-in-"
    private static let chameleonNavigation = "BigZaphod/Chameleon:UIKit/Classes/UINavigationController.m"
    private static let winObjC = "microsoft/WinObjC:tests/functionaltests/Tests/UIKitTests/UIViewControllerTests.mm"
    private static let livefront = "http://gitmemories.com/regularberry/AppLaunchSequence"
    private static let lemonbrush =
        "https://github.com/Lemonbrush/My-iOS-Dev-Learning-Tracker/blob/main/Resources/Note_attachments/Practical_knowledge/Cocoa_Touch/UIKit/States.md"
    private static let uso400iOS10 = "https://blog.uso400.net/ios10-lifecycle"
    private static let sceneDelegateDocs = "https://developer.apple.com/documentation/uikit/uiscenedelegate"
    private static let xcodeSceneTemplate = "https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4"
    private static let sceneOrderThread = "https://forums.developer.apple.com/forums/thread/732170"
    private static let bigNerdRanchScenes =
        "https://ebookreading.net/view/book/iOS+Programming++The+Big+Nerd+Ranch+Guide++7th+Edition-EB9780135264843_119.html"
    private static let miyabloScenes = "https://miyablo.sakura.ne.jp/home/development/xcode11-scenedelegate"
    private static let npakaScenes = "https://note.com/npaka/n/n4c5aba831450"
    private static let onmyway133Scenes = "https://onmyway133.com/posts/how-to-work-with-scenedelegate-in-ios-12"
    private static let ohmyswift =
        "https://ohmyswift.com/blog/2023/12/01/from-viewwillappear-to-viewisappearing-perfecting-your-ios-view-transitions/"
    private static let vadimbulavin = "https://www.vadimbulavin.com/view-auto-layout-life-cycle/"
    private static let ecomnet = "https://e-com-net.com/article/1728916719277256704.htm"
    private static let swiftUIViewDocs = "https://developer.apple.com/documentation/swiftui/view"
    private static let representableDocs =
        "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable"
    private static let updatePropertiesDocs =
        "https://developer.apple.com/documentation/uikit/uiview/updateproperties()"
    private static let setNeedsUpdatePropertiesDocs =
        "https://developer.apple.com/documentation/uikit/uiview/setneedsupdateproperties()"
    private static let traitTrackingDocs = "https://developer.apple.com/documentation/uikit/automatic-trait-tracking"
    /// A summary of the WWDC25 session "What's new in UIKit" (https://developer.apple.com/videos/play/wwdc2025/243/).
    private static let wwdc25UpdateCycle = "https://askwwdc.com/q/what-is-the-layout-life-cycle-in-uikit"
    private static let juejinUpdateProperties = "https://juejin.cn/post/7520093724988145715"
    private static let styleDocs = "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle"
    private static let sheetDelegateDocs =
        "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate"

    /// One sentence in each language: what the rule makes the engine do, and why.
    public var summary: LocalizedText { entry.summary }
    /// The documents and printed logs behind it; empty for a rule that is only inferred.
    public var sources: [RuleSource] { entry.sources }

    private struct Entry {
        var summary: LocalizedText
        var sources: [RuleSource]

        init(english: String, chinese: String, sources: [RuleSource]) {
            summary = LocalizedText(english: english, chinese: chinese)
            self.sources = sources
        }
    }

    // Long by nature: one case a rule, each with its sources, so that the table stays in one place.
    // swift-format-ignore
    private var entry: Entry {
        switch self {
        case .initCode:
            Entry(english: "A controller made in code (or from a nib) runs init(nibName:bundle:), its designated initializer (S1).",
                  chinese: "用代码（或从 nib）创建的视图控制器调用它的指定初始化方法 init(nibName:bundle:)（S1）。", sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "initWithNibName:bundle: is the designated initializer")])
        case .initStoryboard:
            Entry(english: "A storyboard controller is decoded with init(coder:) (S2).",
                  chinese: "storyboard 中的视图控制器由 init(coder:) 解码创建（S2）。", sources: [
                RuleSource(Self.viewControllerDocs, ios: "all", device: "—", shows: "init(coder:) creates a view controller from a storyboard")])
        case .awakeFromNib:
            Entry(english: "A storyboard controller hears awakeFromNib right after init(coder:), long before its view exists (S2).",
                  chinese: "storyboard 中的视图控制器紧接着 init(coder:) 收到 awakeFromNib，这时离它的视图创建还早（S2）。", sources: [
                RuleSource(Self.mayoff, ios: "9", device: "—", shows: "the controller receives awakeFromNib when its nib is loaded; its view hierarchy nib is loaded later"),
                RuleSource("https://github.com/jchudzynski/ViewControllerTest", ios: "unknown", device: "simulator", shows: "initWithCoder: → awakeFromNib → loadView → viewDidLoad"),
                RuleSource("https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/DefiningYourSubclass.html", ios: "unknown (2015)", device: "—", shows: "lists awakeFromNib after the views and outlets are loaded", disagrees: true)])
        case .containerDecodesChildren:
            Entry(english: "A storyboard container decodes its children inside its own init(coder:), then hears awakeFromNib.",
                  chinese: "storyboard 中的容器视图控制器在自己的 init(coder:) 里解码子视图控制器，然后才收到 awakeFromNib。", sources: [])
        case .lazyLoad:
            Entry(english: "Reading view while it is nil calls loadView (S1).",
                  chinese: "在 view 为 nil 时读取它会调用 loadView（S1）。", sources: [
                RuleSource(Self.viewControllerDocs + "/loadview()", ios: "all", device: "—", shows: "called when its view property is requested but is currently nil")])
        case .viewDidLoad:
            Entry(english: "viewDidLoad follows every view load, nib or code (S1).",
                  chinese: "每次加载视图之后都会调用 viewDidLoad，无论视图来自 nib 还是代码（S1）。", sources: [
                RuleSource(Self.viewControllerDocs + "/viewdidload()", ios: "all", device: "—", shows: "called regardless of whether the view hierarchy was loaded from a nib file or created programmatically")])
        case .loadBeforeAppearance:
            Entry(english: "A controller's view loads before its first appearance callback (invariant 2).",
                  chinese: "视图控制器的视图在它的第一个出现/消失回调之前加载（不变式 2）。", sources: [
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "loadView, viewDidLoad, then viewWillAppear:"),
                RuleSource("BigZaphod/Chameleon:UIKit/Classes/UIViewController.m", ios: "4–6", device: "reimplementation", shows: "ensures the view is loaded before viewWillAppear: happens")])
        case .loadVisibleChild:
            Entry(english: "A container's view asks for its visible child's view as it lays itself out, parent first.",
                  chinese: "容器视图控制器的视图在布局自身时请求可见子视图控制器的视图，父视图控制器在先。", sources: [])
        case .loadForPresentation:
            Entry(english: "present(_:animated:) loads the presented view before any appearance callback.",
                  chinese: "present(_:animated:) 在任何出现/消失回调之前加载被呈现的视图。", sources: [])
        case .loadSegueDestination:
            Entry(english: "A modal segue's destination loads its view after prepare(for:sender:) and before the transition (S3).",
                  chinese: "模态 segue 的目标视图控制器在 prepare(for:sender:) 之后、转场之前加载视图（S3）。", sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "prepareForSegue, then B loadView, viewDidLoad, then the appearance callbacks"),
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "loadView before prepareForSegue:", disagrees: true)])
        case .loadPresenterAgain:
            Entry(english: "A presenter whose view was unloaded reloads it when a dismissal uncovers it.",
                  chinese: "视图已被卸载的呈现方，在关闭操作让它重新露出时重新加载视图。", sources: [])
        case .loadChildOnAdd:
            Entry(english: "Adding a child reads its view for addSubview, which loads it (S18).",
                  chinese: "添加子视图控制器时，addSubview 需要读取它的 view，于是加载了它（S18）。", sources: [
                RuleSource(Self.viewControllerDocs + "/view", ios: "all", device: "—", shows: "accessing view when it is nil calls loadView")])
        case .loadTransitionIncoming:
            Entry(english: "transition(from:to:) loads the incoming child's view before the transition (S21).",
                  chinese: "transition(from:to:) 在转场之前加载即将进入的子视图控制器的视图（S21）。", sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "the incoming child loads, then the appearance callbacks")])
        case .deinitWhenUnowned:
            Entry(english: "When a transition ends and nothing holds a controller, it is deallocated, once.",
                  chinese: "转场结束时，如果已没有任何对象持有某个视图控制器，它就被释放，且只释放一次。", sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "B dealloc after viewDidDisappear: when B dismisses itself"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "B_ViewController dealloc after the pop finishes")])
        case .didFinishLaunching:
            Entry(english: "The app delegate hears application(_:didFinishLaunchingWithOptions:) before the window shows its root (S4).",
                  chinese: "app delegate 在窗口显示根视图控制器之前收到 application(_:didFinishLaunchingWithOptions:)（S4）。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)", ios: "all", device: "—", shows: "the launch process is almost done and the app is almost ready to run"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "storyboard awakeFromNib, then didFinishLaunchingWithOptions:, then viewDidLoad")])
        case .launchRootAppearance:
            Entry(english: "At launch the root appears with animated=false: will-appear, layout, did-appear (S4).",
                  chinese: "启动时根视图控制器以 animated=false 出现：will-appear、布局、did-appear（S4）。", sources: [
                RuleSource(Self.akisute, ios: "9 beta", device: "iPad Air 2", shows: "viewWillAppear - false ... viewDidAppear - false"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "viewWillAppear:, two layout passes, viewDidAppear:")])
        case .activeBeforeRootAppears:
            Entry(english: "Before iOS 8, and on iOS 9 and 10, the app becomes active between the root's viewWillAppear and viewDidAppear.",
                  chinese: "在 iOS 8 之前以及 iOS 9 和 10 上，应用在根视图控制器的 viewWillAppear 与 viewDidAppear 之间变为活跃。", sources: [
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "viewWillAppear:, layout, applicationDidBecomeActive:, viewDidAppear:"),
                RuleSource(Self.neuburgLaunch, ios: "≤ 7, 9–10", device: "—", shows: "didFinishLaunching, viewDidLoad, viewWillAppear, applicationDidBecomeActive, viewDidAppear; iOS 9 restored this order")])
        case .activeAfterRootAppears:
            Entry(english: "On iOS 8 and from iOS 11 (app delegate life cycle), the root's viewDidAppear comes before the app becomes active.",
                  chinese: "在 iOS 8 上以及从 iOS 11 起（app delegate 生命周期），根视图控制器的 viewDidAppear 先于应用变为活跃。", sources: [
                RuleSource(Self.neuburgLaunch, ios: "8, 11+", device: "—", shows: "iOS 8 reversed the order, iOS 9 reversed it back, iOS 11 reversed it again (an author's report, no printed log)")])
        case .sceneActiveAtLaunch:
            Entry(english: "With scenes (iOS 13+) the scene becomes active right after it enters the foreground, before the root's viewDidAppear; without scenes from iOS 11 the app becomes active after it.",
                  chinese: "使用场景时（iOS 13+），场景进入前台后紧接着变为活跃，早于根视图控制器的 viewDidAppear；不使用场景时，从 iOS 11 起应用在它之后才变为活跃。", sources: [
                RuleSource(Self.sceneDelegateDocs + "/scenewillenterforeground(_:)", ios: "13+", device: "—", shows: "invariably followed by a call to sceneDidBecomeActive(_:)"),
                RuleSource(Self.miyabloScenes, ios: "13.0", device: "unknown", shows: "printed at launch: willConnectTo, viewDidLoad, sceneWillEnterForeground, sceneDidBecomeActive"),
                RuleSource(Self.npakaScenes, ios: "14", device: "unknown", shows: "printed at launch: willConnectTo, viewDidLoad, sceneWillEnterForeground, sceneDidBecomeActive"),
                RuleSource(Self.lemonbrush, ios: "13+", device: "—", shows: "viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive, viewDidAppear (a note, not a printed log)"),
                RuleSource(Self.neuburgLaunch, ios: "11+", device: "—", shows: "viewDidAppear before didBecomeActive since iOS 11, for the app delegate's life cycle only")])
        case .launchLandscape:
            Entry(english: "Launched in landscape, the root is sized for landscape before it appears: no rotation callback, and iOS 8–12 deliver the landscape traits with the first traitCollectionDidChange.",
                  chinese: "以横屏启动时，根视图控制器在出现之前就按横屏确定尺寸：没有旋转回调，iOS 8–12 在第一次 traitCollectionDidChange 中给出横屏的特征集合。", sources: [
                RuleSource("https://level49.com/date/2016/05", ios: "9", device: "iPhone Plus", shows: "viewWillTransition(to:with:) is not called at launch, even when launching in landscape"),
                RuleSource("https://github.com/lionheart/openradar-mirror/issues/19280", ios: "11", device: "iPad", shows: "viewWillTransition(to:with:) can arrive before the view loads in an iPad split-screen launch (a bug report)", disagrees: true)])
        case .launchLegacyLandscape:
            Entry(english: "Before iOS 8 an iPad app launched in landscape starts in portrait and turns while its root appears: willRotate(to:duration:) after viewWillAppear, the first layout pass already at the landscape size, willAnimateRotation(to:duration:), then viewDidAppear; the log shows no didRotate(from:). On an iPhone the engine keeps the landscape launch of later versions (no printed log).",
                  chinese: "iOS 8 之前，以横屏启动的 iPad 应用先按竖屏开始，在根视图控制器出现的过程中转过来：viewWillAppear 之后是 willRotate(to:duration:)，第一次布局已是横屏尺寸，然后 willAnimateRotation(to:duration:)，再 viewDidAppear；日志里没有 didRotate(from:)。iPhone 上引擎沿用后来版本的横屏启动（没有打印出的日志）。", sources: [
                RuleSource("http://bhags.org/?p=533", ios: "5", device: "iPad", shows: "{768, 1004} viewWillAppear:, willRotateToInterfaceOrientation:duration:, {1024, 748} viewWillLayoutSubviews, viewDidLayoutSubviews, willAnimateRotationToInterfaceOrientation:duration:, viewDidAppear:"),
                RuleSource(Self.viewControllerDocs, ios: "≤ 7", device: "—", shows: "when a rotation occurs for a visible view controller, willRotate, willAnimateRotation and didRotate are called during the rotation")])
        case .enterBackground:
            Entry(english: "The Home button: willResignActive then didEnterBackground; no controller hears anything (S24).",
                  chinese: "按下 Home 键：先 willResignActive，再 didEnterBackground；视图控制器什么也收不到（S24）。", sources: [
                RuleSource(Self.uso400, ios: "7.1.2, 8, 9", device: "iPhone", shows: "applicationWillResignActive:, applicationDidEnterBackground:, no controller callback"),
                RuleSource(Self.livefront, ios: "11.0.3", device: "iPhone", shows: "applicationWillResignActive: Active, applicationDidEnterBackground: Background")])
        case .enterForeground:
            Entry(english: "Returning: willEnterForeground then didBecomeActive; viewWillAppear is not called again (S24).",
                  chinese: "回到应用：先 willEnterForeground，再 didBecomeActive；不会再次调用 viewWillAppear（S24）。", sources: [
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "applicationWillEnterForeground:, applicationDidBecomeActive:"),
                RuleSource(Self.livefront, ios: "11.0.3", device: "iPhone", shows: "applicationWillEnterForeground: Background, applicationDidBecomeActive: Active")])
        case .interruption:
            Entry(english: "A temporary interruption (Control Center, Notification Center, a call, a system alert) resigns and regains active without entering the background; no controller hears it.",
                  chinese: "临时中断（控制中心、通知中心、来电、系统提醒）让应用失去活跃又恢复活跃，但不进入后台；视图控制器收不到任何回调。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)", ios: "all", device: "—", shows: "apps return to the active state if the user ignores an interruption (such as an incoming phone call)"),
                RuleSource(Self.livefront, ios: "11.0.3", device: "iPhone", shows: "System Alert Displayed: applicationWillResignActive:, then applicationDidBecomeActive: when dismissed"),
                RuleSource(Self.uso400iOS10, ios: "10", device: "iPhone", shows: "Notification Center and Control Center do not send the app to the background"),
                RuleSource("https://www.oreilly.com/library/view/programming-the-iphone/9780596805760/ch05s03.html", ios: "3", device: "iPhone", shows: "an ignored call gives the focus back; an answered call suspends the app, so 'interrupt call' is a call not answered and leaves the status bar as it was"),
                RuleSource("https://developer.apple.com/library/archive/documentation/Audio/Conceptual/AudioSessionProgrammingGuide/HandlingAudioInterruptions/HandlingAudioInterruptions.html", ios: "all", device: "—", shows: "if the user accepts the phone call instead of dismissing the interruption, the app is suspended")])
        case .quitOnHome:
            Entry(english: "On iPhone OS 3 the Home button quits the app: applicationWillTerminate (S24).",
                  chinese: "在 iPhone OS 3 上按 Home 键会退出应用：applicationWillTerminate（S24）。", sources: [
                RuleSource("http://old.bunnyhero.org/tag/multitasking", ios: "3", device: "iPhone", shows: "without multitasking the app terminates on Home")])
        case .quitDisappearance:
            Entry(english: "On iPhone OS 3 the visible controllers disappear as the app quits (S24).",
                  chinese: "在 iPhone OS 3 上，应用退出时可见的视图控制器会消失（S24）。", sources: [
                RuleSource("http://old.bunnyhero.org/tag/multitasking", ios: "3", device: "iPhone", shows: "viewWillDisappear: and viewDidDisappear: on quit")])
        case .traitSnapshots:
            Entry(english: "iOS 13+: after didEnterBackground each controller on screen hears traitCollectionDidChange twice (the app switcher's light and dark snapshots).",
                  chinese: "iOS 13+：didEnterBackground 之后，屏幕上的每个视图控制器收到两次 traitCollectionDidChange（应用切换器拍摄浅色和深色两张快照）。", sources: [
                RuleSource("http://www.openradar.me/FB8734191", ios: "14.0", device: "iPhone", shows: "when the app is put into the background, traitCollectionDidChange is called twice"),
                RuleSource("https://example-a.com/answer/63372828", ios: "13+", device: "iPhone", shows: "DARK -> LIGHT. BACKGROUND, then LIGHT -> DARK. BACKGROUND after pressing Home"),
                RuleSource("https://bloggure.info/iOS-DarkModeBackground-App-Switcher", ios: "13+", device: "iPhone", shows: "the OS takes a screenshot of the app in light and dark schemes")])
        case .sceneDisconnect:
            Entry(english: "UIKit disconnects a scene in the background: sceneDidDisconnect, then its window goes, so the controllers hear only their deinit.",
                  chinese: "UIKit 在后台断开场景：先 sceneDidDisconnect，然后场景的窗口被移除，所以视图控制器只收到各自的 deinit。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)", ios: "13+", device: "—", shows: "a precursor to the destruction of that scene; when closed in the app switcher or to reclaim memory"),
                RuleSource("https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4", ios: "13", device: "—", shows: "Xcode's template: called as the scene is being released, shortly after it enters the background")])
        case .sceneReconnect:
            Entry(english: "Returning connects a new scene whose window gets new controllers; willEnterForeground first (with 'scenes on', scene(_:willConnectTo:options:) first, then the launch's order).",
                  chinese: "回到应用时会连接一个新场景，它的窗口得到新的视图控制器；willEnterForeground 在先（在 'scenes on' 下，scene(_:willConnectTo:options:) 在先，之后与启动时的顺序相同）。", sources: [
                RuleSource("https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4", ios: "13", device: "—", shows: "the scene may re-connect later; resources can be re-created the next time the scene connects")])
        case .sceneConnect:
            Entry(english: "With scenes the app delegate still hears didFinishLaunching first; then the scene connects: scene(_:willConnectTo:options:), after a storyboard's initial controller was made for its window, or building a root in code inside it.",
                  chinese: "采用场景时，应用代理仍然最先收到 didFinishLaunching；随后场景连接：scene(_:willConnectTo:options:)，它在 storyboard 为窗口创建初始视图控制器之后调用；用代码搭建时，根视图控制器在这个方法里创建。", sources: [
                RuleSource(Self.onmyway133Scenes, ios: "13+", device: "—", shows: "with a scene manifest the app delegate still gets willFinishLaunching and didFinishLaunching, but no foreground or background message"),
                RuleSource(Self.sceneDelegateDocs + "/scene(_:willconnectto:options:)", ios: "13+", device: "—", shows: "tells the delegate about the addition of a scene to the app"),
                RuleSource(Self.xcodeSceneTemplate, ios: "13", device: "—", shows: "Xcode's template: with a storyboard the window is initialized and attached to the scene before this method; in code the method builds the window and its root"),
                RuleSource(Self.bigNerdRanchScenes, ios: "13", device: "—", shows: "printed: scene(_:willConnectTo:options:), then the scene becomes active")])
        case .sceneForegroundAtLaunch:
            Entry(english: "A newly connected scene (iOS 13+) enters the foreground during the launch, after the root's viewDidLoad: printed logs of iOS 13 and 14 show it; they print no appearance callback, and the engine puts it between the root's viewWillAppear (with its layout) and viewDidAppear, as a note lists it.",
                  chinese: "新连接的场景（iOS 13+）在启动过程中、根视图控制器的 viewDidLoad 之后进入前台：iOS 13 和 14 打印的日志都显示了这一点；这些日志没有打印出现/消失回调，引擎按一份笔记的列法，把它放在根视图控制器的 viewWillAppear（及其布局）与 viewDidAppear 之间。", sources: [
                RuleSource(Self.sceneDelegateDocs + "/scenewillenterforeground(_:)", ios: "13+", device: "—", shows: "called for newly created and connected scenes too; invariably followed by sceneDidBecomeActive(_:)"),
                RuleSource(Self.miyabloScenes, ios: "13.0", device: "unknown", shows: "printed at launch: didFinishLaunching, configurationForConnecting, willConnectTo, viewDidLoad, sceneWillEnterForeground, sceneDidBecomeActive"),
                RuleSource(Self.npakaScenes, ios: "14", device: "unknown", shows: "printed at launch: didFinishLaunching, configurationForConnecting, willConnectTo, viewDidLoad, sceneWillEnterForeground, sceneDidBecomeActive"),
                RuleSource(Self.sceneOrderThread, ios: "unknown", device: "—", shows: "printed at launch: sceneWillEnterForeground, sceneDidBecomeActive"),
                RuleSource(Self.lemonbrush, ios: "13+", device: "—", shows: "viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive, viewDidAppear (a note, not a printed log)")])
        case .sceneEnterBackground:
            Entry(english: "An app that adopts scenes: going home, the scene delegate hears sceneWillResignActive then sceneDidEnterBackground, and the app delegate nothing.",
                  chinese: "采用场景的应用回到主屏幕时，场景代理先收到 sceneWillResignActive，再收到 sceneDidEnterBackground，应用代理什么也收不到。", sources: [
                RuleSource(Self.bigNerdRanchScenes, ios: "13", device: "—", shows: "on the Home screen the scene is briefly inactive, then in the background"),
                RuleSource(Self.onmyway133Scenes, ios: "13+", device: "—", shows: "the app delegate gets no applicationWillResignActive or applicationDidEnterBackground once scenes are adopted"),
                RuleSource(Self.sceneDelegateDocs + "/scenedidenterbackground(_:)", ios: "13+", device: "—", shows: "the scene is running in the background and no longer onscreen")])
        case .sceneEnterForeground:
            Entry(english: "Returning to an app that adopts scenes: sceneWillEnterForeground then sceneDidBecomeActive; viewWillAppear is not called again.",
                  chinese: "回到采用场景的应用时：先 sceneWillEnterForeground，再 sceneDidBecomeActive；viewWillAppear 不会再次调用。", sources: [
                RuleSource(Self.sceneDelegateDocs + "/scenewillenterforeground(_:)", ios: "13+", device: "—", shows: "for scenes brought back from the background too; invariably followed by sceneDidBecomeActive(_:)"),
                RuleSource(Self.bigNerdRanchScenes, ios: "13", device: "—", shows: "relaunched from its icon, the scene enters the foreground and becomes active")])
        case .sceneInterruption:
            Entry(english: "An interruption in an app that adopts scenes: sceneWillResignActive, then sceneDidBecomeActive; no background, no controller callback.",
                  chinese: "采用场景的应用被临时打断时：先 sceneWillResignActive，再 sceneDidBecomeActive；不进入后台，视图控制器也没有任何回调。", sources: [
                RuleSource(Self.xcodeSceneTemplate, ios: "13", device: "—", shows: "Xcode's template: sceneWillResignActive may occur due to temporary interruptions (ex. an incoming phone call)"),
                RuleSource(Self.sceneDelegateDocs + "/scenewillresignactive(_:)", ios: "13+", device: "—", shows: "the scene is about to resign the active state and stop responding to user events")])
        case .memoryWarning:
            Entry(english: "A memory warning calls didReceiveMemoryWarning on the live controllers (S25, S26).",
                  chinese: "内存警告对所有存活的视图控制器调用 didReceiveMemoryWarning（S25、S26）。", sources: [
                RuleSource(Self.viewControllerDocs + "/didreceivememorywarning()", ios: "all", device: "—", shows: "sent to the view controller when the app receives a memory warning")])
        case .memoryObserverOrder:
            Entry(english: "Controllers hear the warning in the order their initializers registered for the notification.",
                  chinese: "视图控制器按照各自的初始化方法注册通知的顺序收到内存警告。", sources: [])
        case .memoryAppDelegate:
            Entry(english: "The app delegate's applicationDidReceiveMemoryWarning comes before the controllers': UIApplication calls its delegate, then posts the notification they observe.",
                  chinese: "app delegate 的 applicationDidReceiveMemoryWarning 先于视图控制器的回调：UIApplication 先调用它的代理，再发出视图控制器监听的通知。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)", ios: "all", device: "—", shows: "the delegate is told; objects that registered for the notification are told too"),
                RuleSource(Self.uso400iOS10, ios: "10", device: "iPhone", shows: "UIApplication notifications are posted after the app delegate's method returns")])
        case .viewWillUnload:
            Entry(english: "iOS 5 only: viewWillUnload before a hidden view is released in a memory warning (S25).",
                  chinese: "仅限 iOS 5：内存警告释放隐藏的视图之前调用 viewWillUnload（S25）。", sources: [
                RuleSource("https://lxcid.com/2011/08/21/the-trap-of-viewdidunload", ios: "5", device: "iPhone", shows: "viewWillUnload, then the view goes, then viewDidUnload")])
        case .viewDidUnload:
            Entry(english: "Up to iOS 5 a memory warning releases a view without a superview, then viewDidUnload (S25); never from iOS 6 (S26).",
                  chinese: "到 iOS 5 为止，内存警告会释放没有父视图（superview）的视图，然后调用 viewDidUnload（S25）；从 iOS 6 起不再这样（S26）。", sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "viewDidUnload is called after the view controller's view is released; not invoked as a result of -dealloc"),
                RuleSource(Self.sdkHeader9, ios: "9", device: "—", shows: "on iOS 6.0 it will no longer clear the view by default")])
        case .navigationPush:
            Entry(english: "A push: old will-disappear, new will-appear, layout, (animation), old did-disappear, new did-appear (S5, S6).",
                  chinese: "推入：旧视图控制器 will-disappear，新视图控制器 will-appear，布局，（动画），旧的 did-disappear，新的 did-appear（S5、S6）。", sources: [
                RuleSource(Self.programmerteach, ios: "unknown", device: "unknown", shows: "A view will disappear / B view will appear / A view did disappear / B view did appear"),
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "Current viewWillDisappear, New viewWillAppear, Current viewDidDisappear, New viewDidAppear"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "A viewWillDisappear:, B viewWillAppear:, layout, A viewDidDisappear:, B viewDidAppear:"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "First viewWillDisappear:, Second viewWillAppear:, layout, First viewDidDisappear:, Second viewDidAppear:")])
        case .navigationPop:
            Entry(english: "A pop: top will-disappear, below will-appear, (animation), top did-disappear, below did-appear (S7).",
                  chinese: "弹出：栈顶的 will-disappear，下面的 will-appear，（动画），栈顶的 did-disappear，下面的 did-appear（S7）。", sources: [
                RuleSource(Self.programmerteach, ios: "unknown", device: "unknown", shows: "B view will disappear / A view will appear / B view did disappear / A view did appear"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "B viewWillDisappear:, A viewWillAppear:, B viewDidDisappear:, A viewDidAppear:, B dealloc")])
        case .pushWillMove:
            Entry(english: "pushViewController calls addChild at once, which calls willMove(toParent:) (S5).",
                  chinese: "pushViewController 立即调用 addChild，addChild 会调用 willMove(toParent:)（S5）。", sources: [
                RuleSource(Self.viewControllerDocs + "/willmove(toparent:)", ios: "all", device: "—", shows: "addChild(_:) automatically calls willMove(toParent:)")])
        case .pushDidMove:
            Entry(english: "After a push, didMove(toParent:) follows the new controller's viewDidAppear (S5).",
                  chinese: "推入之后，didMove(toParent:) 紧跟在新视图控制器的 viewDidAppear 之后（S5）。", sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "viewDidAppear: / didMoveToParentViewController:"),
                RuleSource(Self.chameleonNavigation, ios: "6", device: "reimplementation", shows: "the real UIKit hardly ever correctly calls didMoveToParentViewController", disagrees: true)])
        case .popWillMove:
            Entry(english: "A pop calls willMove(toParent: nil) on the popped controller first (S7).",
                  chinese: "弹出时先对被弹出的视图控制器调用 willMove(toParent: nil)（S7）。", sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "B pops to A: willMoveToParentViewController: with nil, then viewWillDisappear:")])
        case .popDidMove:
            Entry(english: "didMove(toParent: nil) after the pop's did-callbacks (S7).",
                  chinese: "didMove(toParent: nil) 在弹出的 did 系列回调之后（S7）。", sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "didMoveToParentViewController: after B's viewDidDisappear: (A's viewDidAppear: not shown)")])
        case .swipeBack:
            Entry(english: "An interactive pop has a pop's order: will-callbacks when the gesture starts, did-callbacks when it completes (S8).",
                  chinese: "交互式弹出与普通弹出顺序相同：手势开始时调用 will 系列回调，手势完成时调用 did 系列回调（S8）。", sources: [
                RuleSource(Self.so18927878, ios: "7", device: "iPhone", shows: "User begins to swipe ... viewWillDisappear is called ... completes the swipe ... viewDidDisappear is called")])
        case .swipeBackWillMove:
            Entry(english: "willMove(toParent: nil) when the swipe-back begins (S8).",
                  chinese: "返回手势开始时调用 willMove(toParent: nil)（S8）。", sources: [])
        case .swipeBackDidMove:
            Entry(english: "didMove(toParent: nil) only once the swipe completes (S8).",
                  chinese: "只有在返回手势完成之后才调用 didMove(toParent: nil)（S8）。", sources: [
                RuleSource("https://github.com/FeatherweightLabs/FeatherweightRouter/pull/9", ios: "unknown", device: "iPhone", shows: "didMoveToParentViewController is not called until after a user swipes a view away")])
        case .swipeBackCancelled:
            Entry(english: "A cancelled swipe-back on iOS 7–9: both will-callbacks, then the reverse will-callbacks and the did-callbacks of the controller that stays (S9); no log of iOS 9 was found, so it keeps this order.",
                  chinese: "iOS 7–9 上取消的返回手势：先是双方的 will 系列回调，然后是方向相反的 will 系列回调，以及留下的视图控制器的 did 系列回调（S9）；没有找到 iOS 9 的日志，因此沿用这一顺序。", sources: [
                RuleSource(Self.so18927878, ios: "7", device: "iPhone", shows: "viewWillDisappear, then viewWillAppear and viewDidAppear when the swipe is cancelled"),
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "cancelled interactive pop: will-callbacks of both, then reversed"),
                RuleSource("https://blog.csdn.net/wf96390/article/details/51045165", ios: "8 (2015-04 log)", device: "unknown", shows: "printed: CurrentView Will Appear, CurrentView Will Disappear, CurrentView Did Disappear, NewView Will appear, NewView Did appear")])
        case .swipeBackCancelledModern:
            Entry(english: "A cancelled swipe-back from iOS 10: the controller below hears viewWillAppear and nothing that undoes it (no viewWillDisappear, no viewDidDisappear); the one that stays hears viewWillAppear and viewDidAppear, with viewIsAppearing between them from iOS 17. The boundary lies between the iOS 8 log and the iOS 10 note.",
                  chinese: "从 iOS 10 起取消的返回手势：下面的视图控制器收到 viewWillAppear，之后没有任何撤销它的回调（没有 viewWillDisappear，也没有 viewDidDisappear）；留下的视图控制器收到 viewWillAppear 和 viewDidAppear，从 iOS 17 起两者之间还有 viewIsAppearing。分界在 iOS 8 的日志与 iOS 10 的说明之间。", sources: [
                RuleSource("https://blog.fenrir-inc.com/jp/2016/11/view-might-appear.html", ios: "10 (2016-11)", device: "unknown", shows: "a cancelled interactive pop of UINavigationController calls only viewWillAppear / viewWillDisappear; the matching viewDidAppear / viewDidDisappear are not called"),
                RuleSource("https://rldd.tistory.com/617", ios: "17–18 (2024)", device: "—", shows: "a pop cancelled by the user: the controller that stays cycles back through viewWillAppear, viewIsAppearing, viewDidAppear (a note, not a printed log)"),
                RuleSource("https://blog.csdn.net/wf96390/article/details/51045165", ios: "8 (2015-04 log)", device: "unknown", shows: "the controller below still heard Will Disappear and Did Disappear on iOS 8", disagrees: true)])
        case .presentFullScreen:
            Entry(english: "A full-screen presentation: presenter will-disappear, presented will-appear, presented did-appear, presenter did-disappear (S12).",
                  chinese: "全屏模态呈现：呈现方 will-disappear，被呈现方 will-appear，被呈现方 did-appear，呈现方 did-disappear（S12）。", sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "A viewWillDisappear:, B viewWillAppear:, B viewDidAppear:, A viewDidDisappear:"),
                RuleSource(Self.winObjC, ios: "—", device: "reimplementation test", shows: "parent will-disappear → presented will-appear → presented did-appear → parent did-disappear")])
        case .dismissFullScreen:
            Entry(english: "A full-screen dismissal: presented will-disappear, presenter will-appear, presenter did-appear, presented did-disappear (S13).",
                  chinese: "关闭全屏呈现：被呈现方 will-disappear，呈现方 will-appear，呈现方 did-appear，被呈现方 did-disappear（S13）。", sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "B viewWillDisappear:, A viewWillAppear:, A viewDidAppear:, B viewDidDisappear:, B dealloc"),
                RuleSource(Self.winObjC, ios: "—", device: "reimplementation test", shows: "presented will-disappear → parent will-appear → parent did-appear → presented did-disappear")])
        case .sheetSwipe:
            Entry(english: "Swiping a sheet down: the sheet will-disappears and did-disappears; the presenter hears nothing (S15).",
                  chinese: "向下轻扫关闭表单（sheet）：表单依次 will-disappear 和 did-disappear；呈现方收不到任何回调（S15）。", sources: [
                RuleSource("https://github.com/ReSwift/ReSwift/issues/412", ios: "13", device: "iPhone", shows: "the presenting view controller never disappears with a sheet")])
        case .sheetSwipeCancelled:
            Entry(english: "A sheet dragged and released snaps back: will-disappear, then will-appear and did-appear again (S15); from iOS 17 viewIsAppearing comes again between them, although the view never left the window: issue 23 reports a printed iOS 17 log of it (not found again for this table) and a 2024 note says so of a cancelled pop. iOS 13–16 keep one viewIsAppearing per stay (no log found).",
                  chinese: "表单被拖动后松手弹回：will-disappear，然后再次 will-appear 和 did-appear（S15）；从 iOS 17 起两者之间会再次调用 viewIsAppearing，尽管视图从未离开窗口：第 23 号问题报告了一份这样的 iOS 17 打印日志（本表未能再次找到），一篇 2024 年的笔记对取消的 pop 也如此描述。iOS 13–16 在一次停留中只调用一次 viewIsAppearing（未找到日志）。", sources: [
                RuleSource("https://github.com/E-B-Smith/ViewControllerMadness", ios: "13", device: "iPhone", shows: "from iOS 13 viewDidAppear and viewDidDisappear are more likely to be called multiple times"),
                RuleSource(Self.viewControllerDocs + "/viewisappearing(_:)", ios: "17", device: "—", shows: "called once each time a view controller's view appears after the viewWillAppear(_:) call"),
                RuleSource("https://rldd.tistory.com/617", ios: "17–18 (2024)", device: "—", shows: "a cancelled interactive transition brings the staying controller back through viewWillAppear, viewIsAppearing, viewDidAppear")])
        case .sheetSwipeRefused:
            Entry(english: "A sheet with isModalInPresentation set cannot be swiped away: its delegate (here the sheet) hears presentationControllerDidAttemptToDismiss, and nothing else happens.",
                  chinese: "设置了 isModalInPresentation 的表单不能被轻扫关闭：它的代理（这里就是表单本身）收到 presentationControllerDidAttemptToDismiss，此外什么也不发生。", sources: [
                RuleSource(Self.viewControllerDocs + "/ismodalinpresentation", ios: "13+", device: "—", shows: "prevents the interactive dismissal of the view controller while it is onscreen"),
                RuleSource(Self.sheetDelegateDocs + "/presentationcontrollerdidattempttodismiss(_:)", ios: "13+", device: "—", shows: "a user-initiated attempt to dismiss was prevented because isModalInPresentation is true"),
                RuleSource("https://medium.com/better-programming/the-lifecycle-and-control-when-dismissing-a-modal-view-with-pagesheet-in-ios-13-4bbd1e3e1ec7", ios: "13", device: "—", shows: "if isModalInPresentation is true, DidAttemptToDismiss is called")])
        case .popover:
            Entry(english: "popover (iOS 8+): on an iPad the presenter stays on screen and silent; an iPhone adapts it to full screen before iOS 13, a sheet from 13.",
                  chinese: "popover（iOS 8+）：在 iPad 上呈现方留在屏幕上，收不到回调；在 iPhone 上，iOS 13 之前它被适配为全屏，从 13 起适配为表单。", sources: [
                RuleSource(Self.styleDocs + "/popover", ios: "8+", device: "—", shows: "a popover in a regular environment; from iOS 13, in compact ones, the same as formSheet"),
                RuleSource("https://learn.microsoft.com/en-us/dotnet/api/uikit.uimodalpresentationstyle", ios: "8–12", device: "—", shows: "popover view when regular, full screen mode when horizontally compact"),
                RuleSource(Self.winObjC, ios: "—", device: "reimplementation test", shows: "the presenting controller gets no disappear events for a popover")])
        case .customPresentation:
            Entry(english: "custom (iOS 7+): a transitioning delegate's presentation controller, UIKit's own UIPresentationController, keeps the presenter's views in the window (shouldRemovePresentersView is false by default), so the presenter hears nothing either way, as over full screen; the presented view fills the container.",
                  chinese: "custom（iOS 7+）：由转场代理提供的呈现控制器（UIKit 自带的 UIPresentationController）把呈现方的视图留在窗口里（shouldRemovePresentersView 默认为 false），所以呈现方在呈现和关闭时都收不到回调，和 overFullScreen 一样；被呈现的视图铺满容器。", sources: [
                RuleSource(Self.styleDocs + "/custom", ios: "7+", device: "—", shows: "a custom view presentation style managed by a custom presentation controller and animator objects"),
                RuleSource("https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview", ios: "8+", device: "—", shows: "whether the presenting view controller's view is removed when the presentation animations finish; the default returns false"),
                RuleSource("https://www.mo4tech.com/uimodalpresentationstylecustom-dont-invoke-viewwilldisappear-problem.html", ios: "—", device: "—", shows: "with modalPresentationStyle custom the presenting controller's viewWillDisappear and viewDidDisappear are not called")])
        case .replaceRoot:
            Entry(english: "A new root at run time (window.rootViewController = B): the window removes the old root's views before it installs the new one's (Apple's page), so the old root hears viewWillDisappear and viewDidDisappear, then the new root loads and appears, unanimated; the old root goes once the step settles (UIKit releases it through autorelease), unless something keeps it; a controller it presents must be dismissed first (it would stay on screen). No printed log was found: the callbacks are that sentence applied to the appearance rules, inferred.",
                  chinese: "运行时更换根视图控制器（window.rootViewController = B）：窗口先移除旧根的视图，再装上新根的视图（Apple 文档），所以旧根先收到 viewWillDisappear 和 viewDidDisappear，然后新根加载并出现，不带动画；这一步结束后旧根被释放（UIKit 通过 autorelease 释放它），除非有别的对象持有它；旧根呈现的视图控制器必须先关闭（否则它会留在屏幕上）。没有找到打印出来的日志：这些回调是把这句话套用到出现规则上得出的，属推断。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller", ios: "4+", device: "—", shows: "if the window has an existing view hierarchy, the old views are removed before the new ones are installed"),
                RuleSource("https://devpeace.com/ios/26763020/leaking-views-when-changing-rootviewcontroller-inside-transitionwithview", ios: "8 (2014)", device: "—", shows: "a controller the old root presents stays in the window's hierarchy, behind the new root's view, unless it is dismissed first"),
                RuleSource("https://coderoad.ru/53421089/Замена-rootViewController-на-UIWindow-не-деалоцирует-контроллер-представления", ios: "12 (2018)", device: "—", shows: "the old root is released through autorelease, so not at once; its presented controllers are not released unless dismissed")])
        case .popoverPresenterReturns:
            Entry(english: "A controller inside a popover that presented another over the screen comes back when that one is dismissed, but it is not told viewDidAppear: Apple's viewDidAppear(_:) page says so. It hears viewWillAppear (inferred) and stays without the matching did-callback.",
                  chinese: "位于 popover 中的视图控制器呈现了另一个覆盖屏幕的视图控制器；后者被关闭时它重新出现，却收不到 viewDidAppear：Apple 的 viewDidAppear(_:) 文档如此说明。它会收到 viewWillAppear（属推断），之后没有对应的 did 回调。", sources: [
                RuleSource(Self.viewControllerDocs + "/viewdidappear(_:)", ios: "all", device: "—", shows: "if a view controller is presented by a view controller inside of a popover, this method is not invoked on the presenting view controller after the presented controller is dismissed")])
        case .tabSwitch:
            Entry(english: "A tab switch: the incoming tab's will-appear comes before the outgoing tab's will-disappear, unlike a push (S17).",
                  chinese: "切换标签页：进入的标签页的 will-appear 先于离开的标签页的 will-disappear，与推入不同（S17）。", sources: [
                RuleSource(Self.pgzxc, ios: "unknown", device: "simulator", shows: "Contact viewWillAppear:, Message viewWillDisappear:, Message viewDidDisappear:, Contact viewDidAppear:"),
                RuleSource("microsoft/WinObjC:Frameworks/UIKit/UITabPane.mm", ios: "—", device: "reimplementation", shows: "outgoing will-disappear before incoming will-appear", disagrees: true)])
        case .containerForwarding:
            Entry(english: "UIKit's containers (and manual forwarding) forward appearance to the visible child from inside their own callback, parent first (S11).",
                  chinese: "UIKit 的容器（以及手动转发）在自己的回调内部把出现/消失回调转发给可见的子视图控制器，父视图控制器在先（S11）。", sources: [
                RuleSource(Self.pgzxc, ios: "unknown", device: "simulator", shows: "the child completes inside the container's call (with logs printed after super)")])
        case .customForwarding:
            Entry(english: "A custom container that forwards automatically: the parent hears each callback before its children (S18).",
                  chinese: "自动转发的自定义容器：父视图控制器先于它的子视图控制器收到每个回调（S18）。", sources: [
                RuleSource("https://github.com/phchan9/til/blob/master/ios/note-about-viewController-containment.md", ios: "unknown", device: "simulator", shows: "Parent viewWillAppear:, Child viewWillAppear:, Parent viewDidAppear:, Child viewDidAppear:")])
        case .viewWithoutContainment:
            Entry(english: "From iOS 5 a view added without addChild still gets appearance callbacks as it enters the window, and finishes before its parent's did-appear (S23).",
                  chinese: "从 iOS 5 起，不经 addChild 就添加的视图，其视图控制器在视图进入窗口时仍会收到出现/消失回调，并在父视图控制器的 did-appear 之前完成（S23）。", sources: [
                RuleSource("https://benscheirman.com/2011/08/when-viewwillappear-isnt-called.html", ios: "4", device: "iPhone", shows: "no appearance callbacks for a view added without containment", disagrees: true),
                RuleSource("https://github.com/Cocoanetics/DTFoundation/issues/33", ios: "unknown", device: "iPhone", shows: "appearance callbacks arrive for the added view")])
        case .initialTraits:
            Entry(english: "iOS 8–12 call traitCollectionDidChange(nil) when a view first joins the hierarchy; iOS 13 predicts traits (S4).",
                  chinese: "iOS 8–12 在视图第一次加入视图层级时调用 traitCollectionDidChange(nil)；iOS 13 会预先确定特征集合（S4）。", sources: [
                RuleSource(Self.akisute, ios: "9 beta", device: "iPad Air 2", shows: "viewWillAppear - false / traitCollectionDidChange - nil / viewWillLayoutSubviews()"),
                RuleSource(Self.useyourloaf, ios: "12, 13", device: "iPhone", shows: "in iOS 12 and earlier UIKit calls traitCollectionDidChange when adding the view; iOS 13 predicts the initial traits")])
        case .isAppearing:
            Entry(english: "viewIsAppearing once per appearance, after the view is added and before its layout (S4).",
                  chinese: "每次出现调用一次 viewIsAppearing，在视图被加入视图层级之后、布局之前（S4）。", sources: [
                RuleSource(Self.viewControllerDocs + "/viewisappearing(_:)", ios: "17 (back to 13)", device: "—", shows: "after it adds the view to the hierarchy, and the superview lays out the view controller's view"),
                RuleSource(Self.ohmyswift, ios: "17", device: "—", shows: "invoked after the view has been inserted into the view hierarchy but before it's laid out")])
        case .pendingTransition:
            Entry(english: "iOS 8+: a controller off screen during a rotation hears the pending size (and trait) transition when it comes back, before its viewWillAppear; before iOS 8 it hears no rotation callback, only the layout (S28).",
                  chinese: "iOS 8+：旋转时不在屏幕上的视图控制器，回来时先收到挂起的尺寸（和特征）转场，再收到 viewWillAppear；iOS 8 之前它收不到旋转回调，只有布局（S28）。", sources: [
                RuleSource("https://level49.com/date/2016/05", ios: "11", device: "iPhone Plus", shows: "turned, then back to the original screen: willTransitionToTraitCollection => viewWillAppear => viewDidAppear"),
                RuleSource("https://wangling.me/2010/07/how-to-rock-and-roll-your-apps.html", ios: "4", device: "iPhone", shows: "no view rotation message is sent to a view controller that was not frontmost, neither when it becomes frontmost later"),
                RuleSource(Self.viewControllerDocs, ios: "≤ 7", device: "—", shows: "if a view controller isn't visible when an orientation change occurs, the rotation methods are never called; viewWillLayoutSubviews is called when the view becomes visible"),
                RuleSource("https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html", ios: "8", device: "—", shows: "UIKit reports size and trait changes only when there are changes to report")])
        case .rotationInBackground:
            Entry(english: "The device turned while the app was suspended: on return, the controllers on screen hear the trait and size transition before applicationWillEnterForeground, then lay out.",
                  chinese: "应用挂起时设备被旋转：回到前台时，屏幕上的视图控制器在 applicationWillEnterForeground 之前收到特征和尺寸转场，然后布局。", sources: [
                RuleSource("https://level49.com/date/2016/05", ios: "11", device: "iPhone Plus", shows: "turned while closed, then reactivated: willTransitionToTraitCollection => applicationWillEnterForeground => applicationDidBecomeActive")])
        case .layoutOnBoundsChange:
            Entry(english: "A layout pass when a view's bounds change or it needs layout (first display, a new size, bars, rotation); none for a view that returns at the size it had (S4, S13, S29). How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "视图的 bounds 改变或需要布局时（首次显示、新尺寸、栏、旋转）有一次布局过程；以原尺寸回来的视图不布局（S4、S13、S29）。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "no layout callbacks for A when the dismissal uncovers it"),
                RuleSource("bookingcom/perfsuite-ios:PerformanceSuite/Tests/TTIObserverExtensionTests.swift", ios: "recent", device: "simulator", shows: "one viewWillLayoutSubviews/viewDidLayoutSubviews pass for a non-animated push"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "one layout pass at launch inside a navigation controller")])
        case .layoutDesignSize:
            Entry(english: "Cause: the design size. A storyboard scene's or nib's view loads at the size it was designed at, and at launch it is laid out again once it is resized to the window: a second pass before viewDidAppear. A view made in code starts at the screen's size (the default loadView) and is laid out once. Without 'design A WxH' the engine takes a view archived for iOS 8 or later to differ from the device (Xcode 6 and 7 design on a 600×600 canvas, later ones on a device picked in the editor) and one archived before iOS 8 not to (one phone size); where in the launch the resize lands is inferred. How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "原因：设计尺寸。storyboard 场景或 nib 的视图按设计时的尺寸加载，启动时被调整到窗口尺寸后会再布局一次：viewDidAppear 之前的第二次布局过程。用代码创建的视图一开始就是屏幕尺寸（默认的 loadView），只布局一次。没有写 'design A 宽x高' 时，引擎认为为 iOS 8 及以后归档的视图与设备尺寸不同（Xcode 6、7 在 600×600 的画布上设计，之后的版本在编辑器里选一台设备），iOS 8 之前归档的则相同（只有一种手机尺寸）；这次调整落在启动过程的哪一刻属推断。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource(Self.readke, ios: "unknown (2021)", device: "simulator", shows: "storyboard A (initWithCoder:) in a navigation controller: viewWillAppear:, two layout passes, viewDidAppear: at launch"),
                RuleSource(Self.publishedArticleLog, ios: "5–6", device: "simulator", shows: "storyboard A at launch on a one-size iPhone: viewWillAppear, one layout pass, viewDidAppear"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "a storyboard root at launch on a 4-inch iPhone, the size Xcode 5 designed at: one layout pass"),
                RuleSource("https://qanswer.space/questions/the-inner-workings-of-ios-landscape-orientation-management", ios: "before 8", device: "4-inch iPhone", shows: "a view from a landscape xib is 568×320 (its design) in viewDidLoad and 320×568 by viewWillAppear: a view loads at its nib's size"),
                RuleSource("https://juejin.cn/post/6844904181753446408", ios: "unknown (2020)", device: "simulator", shows: "a storyboard root (initWithCoder:) with one layout pass at launch; the log does not say which device the storyboard was designed for", disagrees: true)])
        case .layoutAfterPushAnimation:
            Entry(english: "Cause: the layout guides. On iOS 7–10 an animated push gives the pushed view its top and bottom layout guides' lengths once it settles into the navigation controller's view, after the animation; a storyboard or nib view, which the editor pins to the guides, is laid out again (after didMove, as printed), a view made in code once. Modern logs show one pass: from iOS 11 the guides follow the safe area, which reaches the view as it appears. How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "原因：布局参考线（layout guides）。在 iOS 7–10 上，有动画的推入在动画结束、被推入的视图落进导航控制器的视图之后，才给它的顶部和底部布局参考线赋上长度；storyboard 或 nib 的视图（编辑器把它钉在参考线上）因此再布局一次（在 didMove 之后，日志如此），用代码创建的视图只布局一次。较新的日志只显示一次：从 iOS 11 起参考线跟随安全区域，而安全区域在视图出现时就已传到。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "a storyboard push: Second viewDidAppear:, then viewWillLayoutSubviews, viewDidLayoutSubviews again"),
                RuleSource(Self.arm1, ios: "unknown (7+)", device: "unknown", shows: "a storyboard push (initWithCoder:): layout is called twice - before and after the animation, the second after didMoveToParentViewController:"),
                RuleSource(Self.readke, ios: "unknown (2021)", device: "simulator", shows: "a single layout pass for storyboard B on an animated push (a modern version)")])
        case .layoutSecondPassEmbedded:
            Entry(english: "iOS 11+: a child added while its parent's view loaded is laid out twice as it first appears (boundary inferred). How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "iOS 11+：在父视图控制器的视图加载期间添加的子视图控制器，第一次出现时布局两次（版本分界属推断）。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "a child added in viewDidLoad: viewWillAppear, two layout passes, viewDidAppear")])
        case .layoutOnReturn:
            Entry(english: "Before iOS 11 a controller that a pop (or swipe back) uncovers lays out as it returns; from iOS 11 only if its size changed while it was away. Logs of unknown versions disagree, and the version boundary is inferred. How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "iOS 11 之前，被弹出（或返回手势）重新露出的视图控制器在回来时布局；从 iOS 11 起，只有它离开期间尺寸变了才布局。版本不明的日志说法不一，版本分界属推断。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "C pops to B: viewWillAppear:, updateViewConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews, animation, viewDidAppear:"),
                RuleSource(Self.readke, ios: "unknown (2021)", device: "simulator", shows: "B pops to A: A viewWillAppear:, B viewDidDisappear:, A viewDidAppear: with no layout line", disagrees: true),
                RuleSource("https://nyshiyama.github.io/mtnishi/system/programming/20210427/swift-navigation_controller-and-life_cycle/", ios: "unknown (2021-04)", device: "simulator", shows: "back to Parent: Child viewWillDisappear, Parent viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, Child viewDidDisappear: a pass on return in a modern log, so no version boundary explains the two 2021 logs", disagrees: true)])
        case .layoutWhileCovered:
            Entry(english: "A controller covered by a full-screen presentation (or modal segue) is laid out once more as it is covered: after the presented view's pass, before its viewDidAppear. An iOS 5/6 log shows no such pass; the engine puts the boundary at iOS 7, whose transitions got a container view (inferred). How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "被全屏呈现（或模态 segue）覆盖的视图控制器在被覆盖时再布局一次：在被呈现视图的布局过程之后、它的 viewDidAppear 之前。一份 iOS 5/6 的日志没有这次布局；引擎把分界放在 iOS 7，那时转场有了容器视图（属推断）。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource("https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/", ios: "unknown (Swift)", device: "unknown", shows: "Second viewWillAppear, Second viewWillLayoutSubviews, viewDidLayoutSubviews, First viewWillLayoutSubviews, viewDidLayoutSubviews, Second viewDidAppear, First viewDidDisappear"),
                RuleSource(Self.publishedArticleLog, ios: "5–6", device: "simulator", shows: "1 viewWillDisappear, 2 viewWillAppear, 2 layout, 2 viewDidAppear, 1 viewDidDisappear: no pass for the covered controller", disagrees: true)])
        case .layoutForSnapshots:
            Entry(english: "An iPad app going to the background (iOS 9+): after didEnterBackground the controllers on screen are laid out twice, at the other orientation's size and back, as the app switcher takes a snapshot in each orientation. The report shows layoutSubviews only, so the engine gives no size-transition callback; later versions are taken to keep it (no log). How many passes a cause brings is not fixed (S4, S29), so do not count them.",
                  chinese: "iPad 应用进入后台（iOS 9+）：在 didEnterBackground 之后，屏幕上的视图控制器会布局两次，先按另一方向的尺寸，再回到原尺寸，因为应用切换器要为每个方向各拍一张快照。报告只显示了 layoutSubviews，所以引擎不给出尺寸转场回调；更新的版本被认为保持这一行为（没有日志）。一个原因带来几次布局过程并不固定（S4、S29），所以不要数它们。", sources: [
                RuleSource("https://mcmap.net/q/1114353/-ios-opengl-catch-22-opengl-background-rules-and-quot-app-snapshot-quot-for-app-switcher", ios: "9.3.2", device: "iPad mini", shows: "after applicationDidEnterBackground, iOS calls the view's layoutSubviews twice, with portrait and landscape sizes, to generate the app snapshot")])
        case .didLayout:
            Entry(english: "viewDidLayoutSubviews closes every viewWillLayoutSubviews (S29).",
                  chinese: "每个 viewWillLayoutSubviews 都以 viewDidLayoutSubviews 收尾（S29）。", sources: [
                RuleSource(Self.viewControllerDocs + "/viewdidlayoutsubviews()", ios: "5+", device: "—", shows: "called to notify the view controller that its view has just laid out its subviews")])
        case .constraintsBeforeLayout:
            Entry(english: "A full pass updates constraints bottom-up before laying out top-down (S29). How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "完整的布局过程先自下而上更新约束，再自上而下布局（S29）。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource(Self.vadimbulavin, ios: "unknown", device: "simulator", shows: "constraints update from the bottom up, layout from the top down"),
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "updateViewConstraints before viewWillLayoutSubviews")])
        case .localLayout:
            Entry(english: "setNeedsLayout on a view on screen: one local pass at the next commit (S30).",
                  chinese: "对屏幕上的视图调用 setNeedsLayout：在下一次提交（commit）时进行一次局部布局（S30）。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiview/setneedslayout()", ios: "all", device: "—", shows: "the update happens at the next update cycle")])
        case .localConstraints:
            Entry(english: "In a local pass the constraint update comes inside the layout, after viewWillLayoutSubviews (S30).",
                  chinese: "在局部布局中，约束更新发生在布局内部、viewWillLayoutSubviews 之后（S30）。", sources: [
                RuleSource(Self.ecomnet, ios: "unknown", device: "simulator", shows: "viewWillLayoutSubviews, then updateConstraints of the views, then viewDidLayoutSubviews")])
        case .propertiesBeforeLayout:
            Entry(english: "iOS 26: a view that has not updated its properties yet (or was invalidated while away) hears updateProperties in the update cycle that lays it out: after its traits and viewIsAppearing, before updateViewConstraints and viewWillLayoutSubviews, parents first. Apple documents 'before layout'; the rest is inferred, no printed log shows it.",
                  chinese: "iOS 26：尚未更新过属性（或离开屏幕期间被标记失效）的视图，在为它布局的那次更新周期里收到 updateProperties：在它的特征（traits）和 viewIsAppearing 之后、updateViewConstraints 和 viewWillLayoutSubviews 之前，父视图控制器在先。Apple 的文档只说“在布局之前”；其余属推断，没有打印出的日志为证。", sources: [
                RuleSource(Self.updatePropertiesDocs, ios: "26", device: "—", shows: "configures the view's content and styling properties before layout"),
                RuleSource(Self.traitTrackingDocs, ios: "26", device: "—", shows: "a view controller's updateProperties() is the place for properties whose change would invalidate layout"),
                RuleSource(Self.wwdc25UpdateCycle, ios: "26", device: "—", shows: "WWDC25 What's new in UIKit: updateProperties runs after traits are updated and before layoutSubviews")])
        case .propertiesUpdate:
            Entry(english: "iOS 26: setNeedsUpdateProperties (or a change to an @Observable property that updateProperties read) on a view on screen: one updateProperties at the next update cycle, without a layout pass.",
                  chinese: "iOS 26：对屏幕上的视图调用 setNeedsUpdateProperties（或修改 updateProperties 读取过的 @Observable 属性）：在下一个更新周期调用一次 updateProperties，不伴随布局。", sources: [
                RuleSource(Self.setNeedsUpdatePropertiesDocs, ios: "26", device: "—", shows: "requests are coalesced into a single update alongside the next layout pass"),
                RuleSource(Self.traitTrackingDocs, ios: "26", device: "—", shows: "updateProperties supports automatic observation tracking; setNeedsUpdateProperties notifies other updates"),
                RuleSource(Self.juejinUpdateProperties, ios: "26 beta (2025)", device: "simulator", shows: "a lightweight update that calls neither layoutSubviews nor viewWillLayoutSubviews (a claim, no log printed)")])
        case .statusBarLayout:
            Entry(english: "A status bar change lays out the views whose frames or guides move, at the next commit; a change made while the app was in the background (the in-call bar of an answered call), once it is active again. How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "状态栏变化时，在下一次提交（commit）时布局那些 frame 或布局参考线移动了的视图；若变化发生在应用处于后台期间（接听来电后的通话状态栏），则等应用重新活跃后再布局。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource("http://y310.hatenablog.com/entry/2014/04/16/211810", ios: "7", device: "iPhone", shows: "with the double-height bar a plain view moves down 20 pt and loses 20 pt of height; inside a navigation controller it only loses the height"),
                RuleSource("https://manongdao.com/q-93450.html", ios: "4–6", device: "iPhone", shows: "a root view's frame goes from (0 20; 320 460) to (0 40; 320 440) when the in-call bar appears")])
        case .safeAreaChange:
            Entry(english: "iOS 11+: viewSafeAreaInsetsDidChange when a view on screen gets new insets: as it appears (after viewWillAppear, before viewIsAppearing and layout) or before the layout of a change.",
                  chinese: "iOS 11+：屏幕上的视图得到新的 insets 时调用 viewSafeAreaInsetsDidChange：在它出现时（viewWillAppear 之后、viewIsAppearing 和布局之前），或在一次变化引起的布局之前。", sources: [
                RuleSource(Self.viewControllerDocs + "/viewsafeareainsetsdidchange()", ios: "11+", device: "—", shows: "called when bars change size and immediately before your view appears onscreen"),
                RuleSource(Self.viewControllerDocs + "/viewisappearing(_:)", ios: "13+", device: "—", shows: "by then the view has accurate geometry"),
                RuleSource("https://haomeiwen.com/subject/aedzsqtx.html", ios: "unknown (2020)", device: "—", shows: "viewDidLoad, viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidAppear"),
                RuleSource("https://github.com/material-components/material-components-ios/pull/1982", ios: "11", device: "—", shows: "called just before viewDidLayoutSubviews when we load/rotate (a review remark)", disagrees: true)])
        case .layoutMarginsFollowSafeArea:
            Entry(english: "viewLayoutMarginsDidChange follows viewSafeAreaInsetsDidChange: by default UIKit keeps a root view's margins inside its safe area, so they change with it.",
                  chinese: "viewLayoutMarginsDidChange 紧跟 viewSafeAreaInsetsDidChange：UIKit 默认让根视图的边距（margins）保持在安全区域之内，所以边距随安全区域一起变化。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea", ios: "11+", device: "—", shows: "margins are updated automatically to reflect the safe area (the default)"),
                RuleSource(Self.viewControllerDocs + "/viewlayoutmarginsdidchange()", ios: "11+", device: "—", shows: "called when the layout margins of its root view changed")])
        case .addWillMove:
            Entry(english: "addChild calls willMove(toParent:) itself (S18).",
                  chinese: "addChild 自己会调用 willMove(toParent:)（S18）。", sources: [
                RuleSource(Self.viewControllerDocs + "/willmove(toparent:)", ios: "5+", device: "—", shows: "when your custom container calls addChild(_:), it automatically calls willMove(toParent:)")])
        case .addDidMove:
            Entry(english: "The container calls didMove(toParent:) itself right after addChild when there is no transition (S18).",
                  chinese: "没有转场时，容器在 addChild 之后立即亲自调用 didMove(toParent:)（S18）。", sources: [
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "immediately after calling the addChild(_:) method")])
        case .addVisible:
            Entry(english: "A child added to a parent on screen starts appearing inside addSubview and finishes on the next turn (S19).",
                  chinese: "添加到屏幕上的父视图控制器中的子视图控制器，在 addSubview 内部开始出现，在 run loop 的下一轮完成出现（S19）。", sources: [
                RuleSource(Self.mattyohe, ios: "9", device: "simulator", shows: "calling addSubview / viewWillAppear / calling didMove / didMoveToParent / viewDidAppear")])
        case .addVisibleDidMove:
            Entry(english: "The container's own didMove(toParent:) comes after the child's viewWillAppear when the parent is on screen (S19).",
                  chinese: "父视图控制器在屏幕上时，容器自己调用的 didMove(toParent:) 在子视图控制器的 viewWillAppear 之后（S19）。", sources: [
                RuleSource(Self.mattyohe, ios: "9", device: "simulator", shows: "viewWillAppear / calling didMove / didMoveToParent")])
        case .secondDidMoveObserved:
            Entry(english: "iOS 9 only: UIKit calls didMove(toParent:) a second time after viewDidAppear when a child is added to a visible parent (S19). No source shows it on another version, so the engine sends it on iOS 9 alone.",
                  chinese: "仅限 iOS 9：子视图控制器被添加到可见的父视图控制器时，UIKit 在 viewDidAppear 之后第二次调用 didMove(toParent:)（S19）。没有来源显示其他版本也这样，所以引擎只在 iOS 9 上发出它。", sources: [
                RuleSource(Self.mattyohe, ios: "9", device: "simulator", shows: "didMoveToParentViewController gets called on a child twice if the child is added after the parent is already visible"),
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "the container calls it after addChild; no second call by UIKit is documented")])
        case .embedBeforeAppearance:
            Entry(english: "A child that exists before the parent appears (an embed segue, or addChild in viewDidLoad) is loaded with the parent and appears with it, after its parent (S18).",
                  chinese: "在父视图控制器出现之前就已存在的子视图控制器（embed segue，或在 viewDidLoad 中 addChild）随父视图控制器一起加载、一起出现，排在父视图控制器之后（S18）。", sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "Child willMoveToParentViewController, didMoveToParentViewController, then viewWillAppear, layout, viewDidAppear at startup"),
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "a child added in viewDidLoad: willMove(toParentViewController:), viewDidLoad(), viewWillAppear, layout twice, viewDidAppear")])
        case .pageViewControllerChild:
            Entry(english: "UIPageViewController.setViewControllers in viewDidLoad adds the page as a child; it appears after the page view controller.",
                  chinese: "在 viewDidLoad 中调用 UIPageViewController.setViewControllers 会把页面添加为子视图控制器；它在 UIPageViewController 之后出现。", sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "setViewControllers from viewDidLoad: the page's viewDidAppear comes before its first layout callbacks", disagrees: true),
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "page view controller transitions differ from navigation")])
        case .pageSetWillMove:
            Entry(english: "setViewControllers on a page view controller adds the new page with addChild, so it hears willMove(toParent:) first, then loads its view.",
                  chinese: "对页面视图控制器调用 setViewControllers 时，新页面通过 addChild 加入，所以它先收到 willMove(toParent:)，然后才加载视图。", sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "setViewControllers([childVC], direction: .forward, animated: true) in viewDidLoad: the child's willMove(toParentViewController:) comes before its viewDidLoad")])
        case .pageSetAppearance:
            Entry(english: "A page view controller's new page starts to appear before the old page starts to disappear; the new page finishes appearing before the old one finishes disappearing. Seen for scrolling pages on iOS 7; that setViewControllers keeps the order, animated or not, is inferred.",
                  chinese: "页面视图控制器的新页面先开始出现，旧页面才开始消失；新页面出现完毕早于旧页面消失完毕。这是在 iOS 7 滑动翻页时看到的；setViewControllers（无论是否动画）是否保持同样的顺序属推断。", sources: [
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "page view controller, scroll style: New viewWillAppear, Current viewWillDisappear, New viewDidAppear, Current viewDidDisappear"),
                RuleSource("https://github.com/mengxianliang/XLPageViewController/issues/3", ios: "unknown (2019)", device: "—", shows: "the maintainer: the next page's viewWillAppear before the current page's viewWillDisappear is what Apple's page view controller does too (a claim, no log)")])
        case .pageSetRemovesOldPage:
            Entry(english: "Once the transition ends, the page view controller removes the old page: willMove(toParent: nil), then didMove(toParent: nil) from removeFromParent. No log shows where this falls; inferred from the containment API.",
                  chinese: "转场结束后，页面视图控制器移除旧页面：先 willMove(toParent: nil)，再由 removeFromParent 调用 didMove(toParent: nil)。没有日志显示它落在何处；根据容器 API 推断。", sources: [
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "the removeFromParent() method automatically calls didMove(toParent:)")])
        case .pageSetDidMove:
            Entry(english: "The new page hears didMove(toParent:) after it has appeared.",
                  chinese: "新页面在出现之后收到 didMove(toParent:)。", sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "the page's viewDidAppear, then didMove(toParentViewController:)")])
        case .removeChild:
            Entry(english: "Removing a child: your willMove(toParent: nil), then removeFromParent calls didMove(toParent: nil) (S20).",
                  chinese: "移除子视图控制器：你调用 willMove(toParent: nil)，然后 removeFromParent 调用 didMove(toParent: nil)（S20）。", sources: [
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "the removeFromParent() method automatically calls didMove(toParent:)")])
        case .removeVisibleChild:
            Entry(english: "Removing a visible child's view makes it disappear inside removeFromSuperview (S20).",
                  chinese: "移除可见子视图控制器的视图，会让它在 removeFromSuperview 内部消失（S20）。", sources: [
                RuleSource("https://github.com/phchan9/til/blob/master/ios/note-about-viewController-containment.md", ios: "unknown", device: "simulator", shows: "viewWillDisappear: and viewDidDisappear: on removeFromSuperview")])
        case .transitionBetweenChildren:
            Entry(english: "transition(from:to:): willMove for both, the incoming appears while the outgoing disappears, didMove for both at the end (S21).",
                  chinese: "transition(from:to:)：双方先 willMove，进入的子视图控制器出现的同时离开的那个消失，最后双方 didMove（S21）。", sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "the order of a swap between two children with transition(from:to:)")])
        case .prepareForSegue:
            Entry(english: "A segue instantiates the destination, then calls prepare(for:sender:) on the source before the destination's view loads (S3).",
                  chinese: "segue 先创建目标视图控制器，然后在目标的视图加载之前对源视图控制器调用 prepare(for:sender:)（S3）。", sources: [
                RuleSource("https://blog.youkuaiyun.com/Chansonyan2014/article/details/39483197", ios: "unknown (2014)", device: "—", shows: "Apple's life cycle of a segue: destination created, segue created, prepareForSegue:sender:, perform"),
                RuleSource(Self.mayoff, ios: "9", device: "—", shows: "detail receives awakeFromNib ... master receives prepareForSegue ... detail receives viewDidLoad")])
        case .prepareForEmbedSegue:
            Entry(english: "An embed segue performs while the parent's view loads: the child is created, the parent hears prepare(for:sender:), the child is added, all before the parent's viewDidLoad.",
                  chinese: "embed segue 在父视图控制器的视图加载时执行：创建子视图控制器，父视图控制器收到 prepare(for:sender:)，再添加子视图控制器，这些都在父视图控制器的 viewDidLoad 之前。", sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "the embedded child's willMoveToParentViewController and didMoveToParentViewController come before any appearance callback")])
        case .segueRefused:
            Entry(english: "A segue the storyboard triggers asks the source shouldPerformSegue(withIdentifier:sender:) first; false cancels it: no destination, nothing else (iOS 6+).",
                  chinese: "由 storyboard 触发的 segue 先询问源视图控制器 shouldPerformSegue(withIdentifier:sender:)；返回 false 就取消：不创建目标，也不发生其他任何事（iOS 6+）。", sources: [
                RuleSource(Self.viewControllerDocs + "/shouldperformsegue(withidentifier:sender:)", ios: "6+", device: "—", shows: "true if the segue should be performed or false if it should be ignored")])
        case .unwindSegue:
            Entry(english: "Unwind segue (iOS 6+): the destination answers canPerformUnwindSegueAction (the only answer shown), the source hears prepare(for:sender:), the unwind action runs, then the pop or dismissal.",
                  chinese: "unwind segue（iOS 6+）：目标视图控制器回答 canPerformUnwindSegueAction（这里只显示这一个回答），源视图控制器收到 prepare(for:sender:)，执行 unwind action，然后弹出或关闭。", sources: [
                RuleSource("https://developer.apple.com/library/content/technotes/tn2298/_index.html", ios: "6+", device: "—", shows: "locate the destination, prepareForSegue:sender: on the source, the destination's unwind action, then the transition"),
                RuleSource(Self.viewControllerDocs + "/canperformunwindsegueaction(_:from:withsender:)", ios: "6–12", device: "—", shows: "called to determine whether it wants to respond to an unwind action"),
                RuleSource("https://www.irontop.com/120?category=269447", ios: "6–7", device: "simulator", shows: "the source, then its parents, are asked canPerformUnwindSegueAction:fromViewController:withSender:")])
        case .unwindContainer:
            Entry(english: "iOS 9+: a navigation controller on the unwind path hears unwind(for:towards:) and pops to the destination.",
                  chinese: "iOS 9+：unwind 路径上的导航控制器收到 unwind(for:towards:)，并弹出到目标视图控制器。", sources: [
                RuleSource(Self.viewControllerDocs + "/unwind(for:towards:)", ios: "9+", device: "—", shows: "called on any view controllers in the unwind path; containers show the subsequent view controller")])
        case .willTransitionTraits:
            Entry(english: "iOS 8+: willTransition(to:with:) when the traits change, forwarded from parent to child (S27).",
                  chinese: "iOS 8+：特征集合变化时调用 willTransition(to:with:)，由父视图控制器转发给子视图控制器（S27）。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)", ios: "8+", device: "—", shows: "notifies the container that its trait collection changed")])
        case .viewWillTransitionSize:
            Entry(english: "iOS 8+: viewWillTransition(to:with:) to every controller on screen whose size changes (S27).",
                  chinese: "iOS 8+：对屏幕上每个尺寸发生变化的视图控制器调用 viewWillTransition(to:with:)（S27）。", sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)", ios: "8+", device: "—", shows: "UIKit calls this method before changing the size of a presented view controller's view")])
        case .rotationForwardedToChildren:
            Entry(english: "A container passes a rotation or size-transition callback (a rotation's, or a multitasking resize's) to its visible children from inside its own (S27, S28).",
                  chinese: "容器在自己的旋转或尺寸转场回调（旋转的，或多任务调整窗口大小的）内部把它转发给可见的子视图控制器（S27、S28）。", sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "ViewController viewWillTransition(...) / ChildViewController1 viewWillTransition(...)")])
        case .traitChangeAfterRotation:
            Entry(english: "traitCollectionDidChange after the size transition when the size classes change (S27): on an iPhone at every rotation, on an iPad only when a rotation in Split View changes the window's horizontal class; whether the rotation is live or delivered later (pending, or made in the background).",
                  chinese: "尺寸类别变化时，traitCollectionDidChange 在尺寸转场之后（S27）：iPhone 每次旋转都会变化，iPad 只有在分屏中的旋转改变了窗口的水平尺寸类别时才会变化；无论旋转是实时发生的还是之后才送达的（挂起的，或在后台发生的）。", sources: [])
        case .layoutAfterRotation:
            Entry(english: "Views whose frames changed lay out after the rotation callbacks (S27). Two or three passes per rotation are reported, but no printed log found shows more than one (the iOS 9 and 12.2 logs below show one), so the engine gives one, marked as may repeat. How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "frame 改变了的视图在旋转回调之后布局（S27）。有报告说一次旋转有两三次布局过程，但找到的打印日志都只显示一次（下面 iOS 9 和 12.2 的日志都是一次），所以引擎给出一次，并标为可能重复。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [
                RuleSource(Self.akisute, ios: "9 beta", device: "iPad Air 2", shows: "viewWillTransitionToSize - {1024, 768} ... viewWillLayoutSubviews() / viewDidLayoutSubviews()"),
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "after the transition callbacks: updateViewConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews of the parent only"),
                RuleSource("https://yagamo-style.com/posts/viewcontrollerlifecycle/", ios: "12.2", device: "simulator", shows: "rotating A: viewWillTransition(to:with:), then one viewWillLayoutSubviews / viewDidLayoutSubviews")])
        case .legacyWillRotate:
            Entry(english: "iOS 2–7: willRotate(to:duration:) starts a rotation (S28).",
                  chinese: "iOS 2–7：willRotate(to:duration:) 开始一次旋转（S28）。", sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "willRotateToInterfaceOrientation:duration: is sent before the rotation")])
        case .legacyRotationLayout:
            Entry(english: "iOS 5–7: the rotation's layout comes between willRotate and willAnimateRotation (S28). How many passes a cause brings is not fixed: contents and constraints can add passes and UIKit can merge them (S4, S29), so do not count them.",
                  chinese: "iOS 5–7：旋转引起的布局在 willRotate 和 willAnimateRotation 之间（S28）。一个原因带来几次布局过程并不固定：视图内容和约束可能增加布局过程，UIKit 也可能合并它们（S4、S29），所以不要数它们。", sources: [])
        case .legacyWillAnimateRotation:
            Entry(english: "iOS 2–7: willAnimateRotation(to:duration:) inside the rotation's animation block (S28).",
                  chinese: "iOS 2–7：willAnimateRotation(to:duration:) 在旋转的动画块内部调用（S28）。", sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "sent from within the animation block used to rotate the view")])
        case .legacyDidRotate:
            Entry(english: "iOS 2–7: didRotate(from:) after the rotation animation (S28).",
                  chinese: "iOS 2–7：旋转动画之后调用 didRotate(from:)（S28）。", sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "didRotateFromInterfaceOrientation: is sent after the rotation")])
        case .resizeSize:
            Entry(english: "iPad multitasking (iOS 9+, resize): when the user gives the app a Slide Over or Split View window, or full screen again, every controller on screen hears viewWillTransition(to:with:) with the window's new size, forwarded from parent to child as in a rotation (S27), and nothing appears or disappears: Apple's guide says the system tells the app of a divider drag as of a rotation. Slide Over and a third are 320 points wide (375 on a 12.9-inch iPad), half is half the screen less the 10-point divider. iPadOS 26.0 replaced Split View and Slide Over with resizable, tiled windows, and 26.1 brought Slide Over back; VCLab keeps the splits as tiles of those widths.",
                  chinese: "iPad 多任务（iOS 9+，resize）：用户让应用进入 Slide Over 或分屏（Split View）窗口，或回到全屏时，屏幕上的每个视图控制器都收到带有窗口新尺寸的 viewWillTransition(to:with:)，像旋转一样由父视图控制器转发给子视图控制器（S27），没有视图出现或消失：Apple 的指南说，系统把拖动分隔条和旋转以同样的方式告诉应用。Slide Over 和三分之一宽 320 点（12.9 英寸 iPad 上为 375 点），一半是屏幕减去 10 点分隔条后的一半。iPadOS 26.0 用可自由调整、可平铺的窗口取代了 Split View 和 Slide Over，26.1 又恢复了 Slide Over；VCLab 把分屏保留为这些宽度的平铺窗口。", sources: [
                RuleSource(Self.multitaskingQuickStart, ios: "9", device: "—", shows: "in Split View the user controls the size of the app window by rotating the device or by sliding the vertical divider, and the system communicates either type of change to the app"),
                RuleSource("https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)", ios: "8+", device: "—", shows: "UIKit calls this method before changing the size of a presented view controller's view"),
                RuleSource("https://asciiwwdc.com/2015/sessions/205", ios: "9", device: "—", shows: "WWDC 2015 session 205: Slide Over and Split View give an app a window whose size changes while it runs, which it adapts to with size classes"),
                RuleSource("https://chromium.googlesource.com/chromium/src/ios/+/327a671ce3a9017e01cd7415d829412216376e3d/chrome/app/multitasking_test_application_delegate.mm", ios: "9–10 (2016)", device: "iPad", shows: "the Slide Over window measured at 320 points on a 768×1024 iPad and 375 on a 1024×1366 one"),
                RuleSource("https://www.macrumors.com/2025/06/10/ipados-26-no-split-view-slide-over/", ios: "26", device: "—", shows: "iPadOS 26 removes Split View and Slide Over for freely resizable windows, with tiling of two to four apps side by side"),
                RuleSource("https://feedman.me/posts/2LDZO", ios: "26.1 beta 2", device: "iPad", shows: "MacStories' post \"Reports of Slide Over's Death Were Greatly Exaggerated\", mirrored: Apple restored the Slide Over functionality removed with the new windowing system in iPadOS 26.0")])
        case .resizeSizeClass:
            Entry(english: "iPad multitasking: willTransition(to:with:) before viewWillTransition(to:with:), and traitCollectionDidChange after it, only when the window's horizontal size class changes (UIKit reports trait changes only when there are changes). Regular: full screen, and two thirds of a landscape screen; compact: Slide Over, a third, every portrait split, and half of a landscape screen except on a 12.9-inch iPad Pro, where half is regular (the model knows it by screen 1024x1366). traitCollectionDidChange is deprecated from iOS 17 but still called. The 2018 12.9-inch iPad Pro is regular at two thirds in portrait, which the model, not telling 12.9-inch generations apart, does not give.",
                  chinese: "iPad 多任务：只有当窗口的水平尺寸类别改变时，才在 viewWillTransition(to:with:) 之前调用 willTransition(to:with:)、之后调用 traitCollectionDidChange（UIKit 只在特征确有变化时报告）。regular：全屏，以及横屏时的三分之二；compact：Slide Over、三分之一、所有竖屏分屏，以及横屏时的一半，但 12.9 英寸 iPad Pro 上一半是 regular（模型根据 screen 1024x1366 识别它）。traitCollectionDidChange 从 iOS 17 起被弃用，但仍会被调用。2018 年的 12.9 英寸 iPad Pro 在竖屏三分之二时是 regular，模型不区分 12.9 英寸的各代机型，所以不给出这一点。", sources: [
                RuleSource(Self.multitaskingQuickStart, ios: "9", device: "—", shows: "two thirds of a landscape screen obtains a regular horizontal size class on iPad and iPad mini, half or less stays compact; on iPad Pro in landscape both halves of a half/half split are regular"),
                RuleSource("https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html", ios: "8+", device: "—", shows: "willTransitionToTraitCollection:withTransitionCoordinator:, then viewWillTransitionToSize:withTransitionCoordinator:, then traitCollectionDidChange:, reported only when there are changes to report"),
                RuleSource("http://txt.jazzychad.net/post/70b4389ab2e9ce42522d", ios: "9 beta", device: "iPad", shows: "landscape: uneven split regular and compact, 50/50 split compact and compact, Slide Over compact; portrait: both apps of a split compact, and no 50/50 split"),
                RuleSource("http://commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller/", ios: "9", device: "—", shows: "full screen regular, landscape 2/3 regular, 1/2 compact (iPad Pro regular), 1/3 compact, portrait split compact"),
                RuleSource("https://developer.apple.com/forums/thread/771293", ios: "18", device: "—", shows: "traitCollectionDidChange, deprecated since iOS 17, is still called on iOS 18"),
                RuleSource("https://qiita.com/takehito-koshimizu/items/678ca6687097349a254b", ios: "12.1", device: "simulator", shows: "the third-generation 12.9-inch iPad Pro is regular at two thirds in portrait, where other iPads are compact", disagrees: true)])
        case .layoutAfterResize:
            Entry(english: "After a multitasking resize the views whose frames changed lay out once, after the size transition's callbacks, as in a rotation (S27). No printed log of a resize was found: the pass is the rotation's applied to the new window size, inferred, and it may repeat.",
                  chinese: "多任务调整大小之后，frame 改变了的视图在尺寸转换回调之后布局一次，与旋转相同（S27）。没有找到调整大小的打印日志：这一布局过程是把旋转的布局套用到新的窗口尺寸上，属推断，并且可能重复。", sources: [
                RuleSource(Self.multitaskingQuickStart, ios: "9", device: "—", shows: "the system communicates a divider drag to the app as it communicates a rotation")])
        case .swiftUIOnAppear:
            Entry(english: "A hosting controller's root view hears onAppear after the controller's layout as its view enters the window, before viewDidAppear: SwiftUI calls it after layout and before rendering. No log prints it against the controller's callbacks. In a tab bar controller it comes on every tab switch from iOS 14; on iOS 13 only the first time.",
                  chinese: "托管控制器（hosting controller）的根视图在控制器的视图进入窗口、完成布局之后、viewDidAppear 之前收到 onAppear：SwiftUI 在布局之后、渲染之前调用它。没有日志把它和控制器的回调打印在一起。在标签栏控制器中，从 iOS 14 起每次切换标签页都会调用；在 iOS 13 上只在第一次调用。", sources: [
                RuleSource(Self.swiftUIViewDocs + "/onappear(perform:)", ios: "13+", device: "—", shows: "adds an action to perform before this view appears"),
                RuleSource("https://fatbobman.com/en/posts/onappear-call-timing/", ios: "16", device: "simulator", shows: "onAppear is invoked after layout but before rendering"),
                RuleSource("https://github.com/NicholasBellucci/StatefulTabView/issues/12", ios: "13.0, 14.0, 14.5", device: "simulator and iPhone", shows: "hosting controllers in a UITabBarController: onAppear once on iOS 13, on every show of the tab on iOS 14")])
        case .swiftUIOnDisappear:
            Entry(english: "A hosting controller's root view hears onDisappear after the controller's viewDidDisappear (Apple: after the view disappears); on iOS 13 not when another tab is selected.",
                  chinese: "托管控制器的根视图在控制器的 viewDidDisappear 之后收到 onDisappear（Apple：在视图消失之后）；在 iOS 13 上切换到另一个标签页时不会收到。", sources: [
                RuleSource(Self.swiftUIViewDocs + "/ondisappear(perform:)", ios: "13+", device: "—", shows: "adds an action to perform after this view disappears")])
        case .swiftUITask:
            Entry(english: "iOS 15+: the root view's .task starts as the view appears, after onAppear (Apple: before the view appears; no log orders the two).",
                  chinese: "iOS 15+：根视图的 .task 在视图出现时启动，在 onAppear 之后（Apple：在视图出现之前；没有日志给出两者的先后）。", sources: [
                RuleSource(Self.swiftUIViewDocs + "/task(priority:_:)", ios: "15+", device: "—", shows: "adds an asynchronous task to perform before this view appears")])
        case .swiftUITaskCancelled:
            Entry(english: "iOS 15+: SwiftUI cancels the root view's .task after the view disappears, here after onDisappear; a new .task starts when it appears again.",
                  chinese: "iOS 15+：视图消失之后 SwiftUI 取消根视图的 .task，这里放在 onDisappear 之后；视图再次出现时启动一个新的 .task。", sources: [
                RuleSource(Self.swiftUIViewDocs + "/task(priority:_:)", ios: "15+", device: "—", shows: "SwiftUI will automatically cancel the task at some point after the view disappears before the action completes")])
        case .swiftUIMakeCoordinator:
            Entry(english: "A representable is made when its hosting controller first lays its SwiftUI view out in the window: makeCoordinator first.",
                  chinese: "可表示视图（representable）在它的托管控制器第一次在窗口中布局 SwiftUI 视图时创建：先调用 makeCoordinator。", sources: [
                RuleSource(Self.representableDocs + "/makecoordinator()-9vwm8", ios: "13+", device: "—", shows: "SwiftUI calls this method before calling makeUIViewController(context:)")])
        case .swiftUIMakeController:
            Entry(english: "makeUIViewController(context:) after makeCoordinator; the embedded controller is created inside it.",
                  chinese: "makeUIViewController(context:) 在 makeCoordinator 之后；被嵌入的视图控制器在它内部创建。", sources: [
                RuleSource(Self.representableDocs + "/makecoordinator()-9vwm8", ios: "13+", device: "—", shows: "SwiftUI calls this method before calling makeUIViewController(context:)"),
                RuleSource(Self.representableDocs + "/makeuiviewcontroller(context:)", ios: "13+", device: "—", shows: "creates the view controller object and configures its initial state")])
        case .swiftUIRepresentedChild:
            Entry(english: "The embedded controller becomes a child of the hosting controller (willMove(toParent:), its view, viewWillAppear, didMove(toParent:)), then appears with it as a custom container's child does.",
                  chinese: "被嵌入的视图控制器成为托管控制器的子视图控制器（willMove(toParent:)、加载视图、viewWillAppear、didMove(toParent:)），之后像自定义容器的子视图控制器一样随它出现。", sources: [
                RuleSource(Self.representableDocs, ios: "13+", device: "—", shows: "create and manage a UIViewController object in your SwiftUI interface")])
        case .swiftUIUpdateAfterMake:
            Entry(english: "updateUIViewController(_:context:) once right after the controller is made, with the state it starts with.",
                  chinese: "视图控制器创建之后立即调用一次 updateUIViewController(_:context:)，带着初始状态。", sources: [
                RuleSource(Self.representableDocs + "/updateuiviewcontroller(_:context:)", ios: "13+", device: "—", shows: "updates the state of the specified view controller with new information from SwiftUI")])
        case .swiftUIUpdateOnState:
            Entry(english: "A change to state the SwiftUI view reads: SwiftUI calls updateUIViewController(_:context:) and the embedded controller hears nothing of UIKit's.",
                  chinese: "SwiftUI 视图读取的状态发生变化：SwiftUI 调用 updateUIViewController(_:context:)，被嵌入的视图控制器收不到 UIKit 的任何回调。", sources: [
                RuleSource(Self.representableDocs + "/updateuiviewcontroller(_:context:)", ios: "13+", device: "—", shows: "when the state of your app changes, SwiftUI updates the portions of your interface affected by those changes and calls this method")])
        case .swiftUIDismantle:
            Entry(english: "When the hosting controller goes, its view graph goes with it: dismantleUIViewController(_:coordinator:) inside its deinit, before the embedded controller is released.",
                  chinese: "托管控制器释放时它的视图图也随之销毁：在它的 deinit 内部调用 dismantleUIViewController(_:coordinator:)，然后才释放被嵌入的视图控制器。", sources: [
                RuleSource(Self.representableDocs + "/dismantleuiviewcontroller(_:coordinator:)", ios: "13+", device: "—", shows: "cleans up the presented view controller (and coordinator) in anticipation of their removal")])
        }
    }
}

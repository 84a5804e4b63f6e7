/// The evidence table: what each rule says, how well it is established, and the published sources behind it.
///
/// Addresses come from the ground-truth reference (`shared/reference/uikit-lifecycle-ground-truth.md`,
/// whose section is named in each summary) and from the research for issue 12. A source marked
/// `disagrees` printed or documented a different order; it is listed so that a reader can weigh it.
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
    private static let ohmyswift =
        "https://ohmyswift.com/blog/2023/12/01/from-viewwillappear-to-viewisappearing-perfecting-your-ios-view-transitions/"
    private static let vadimbulavin = "https://www.vadimbulavin.com/view-auto-layout-life-cycle/"
    private static let ecomnet = "https://e-com-net.com/article/1728916719277256704.htm"
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

    /// One sentence: what the rule makes the engine do, and why.
    public var summary: String { entry.summary }
    /// How well the rule is established; the weakest of its claims.
    public var evidence: Evidence { entry.evidence }
    /// The documents and printed logs behind it; empty for a rule that is only inferred.
    public var sources: [RuleSource] { entry.sources }

    private struct Entry {
        var summary: String
        var evidence: Evidence
        var sources: [RuleSource]
    }

    // Long by nature: one case a rule, each with its sources, so that the table stays in one place.
    // swift-format-ignore
    private var entry: Entry {
        switch self {
        case .initCode:
            Entry(summary: "A controller made in code (or from a nib) runs init(nibName:bundle:), its designated initializer (S1).", evidence: .documented, sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "initWithNibName:bundle: is the designated initializer")])
        case .initStoryboard:
            Entry(summary: "A storyboard controller is decoded with init(coder:) (S2).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs, ios: "all", device: "—", shows: "init(coder:) creates a view controller from a storyboard")])
        case .awakeFromNib:
            Entry(summary: "A storyboard controller hears awakeFromNib right after init(coder:), long before its view exists (S2).", evidence: .observed, sources: [
                RuleSource(Self.mayoff, ios: "9", device: "—", shows: "the controller receives awakeFromNib when its nib is loaded; its view hierarchy nib is loaded later"),
                RuleSource("https://github.com/jchudzynski/ViewControllerTest", ios: "unknown", device: "simulator", shows: "initWithCoder: → awakeFromNib → loadView → viewDidLoad"),
                RuleSource("https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/DefiningYourSubclass.html", ios: "unknown (2015)", device: "—", shows: "lists awakeFromNib after the views and outlets are loaded", disagrees: true)])
        case .containerDecodesChildren:
            Entry(summary: "A storyboard container decodes its children inside its own init(coder:), then hears awakeFromNib.", evidence: .inferred, sources: [])
        case .lazyLoad:
            Entry(summary: "Reading view while it is nil calls loadView (S1).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/loadview()", ios: "all", device: "—", shows: "called when its view property is requested but is currently nil")])
        case .viewDidLoad:
            Entry(summary: "viewDidLoad follows every view load, nib or code (S1).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/viewdidload()", ios: "all", device: "—", shows: "called regardless of whether the view hierarchy was loaded from a nib file or created programmatically")])
        case .loadBeforeAppearance:
            Entry(summary: "A controller's view loads before its first appearance callback (invariant 2).", evidence: .observed, sources: [
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "loadView, viewDidLoad, then viewWillAppear:"),
                RuleSource("BigZaphod/Chameleon:UIKit/Classes/UIViewController.m", ios: "4–6", device: "reimplementation", shows: "ensures the view is loaded before viewWillAppear: happens")])
        case .loadVisibleChild:
            Entry(summary: "A container's view asks for its visible child's view as it lays itself out, parent first.", evidence: .inferred, sources: [])
        case .loadForPresentation:
            Entry(summary: "present(_:animated:) loads the presented view before any appearance callback.", evidence: .inferred, sources: [])
        case .loadSegueDestination:
            Entry(summary: "A modal segue's destination loads its view after prepare(for:sender:) and before the transition (S3).", evidence: .observed, sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "prepareForSegue, then B loadView, viewDidLoad, then the appearance callbacks"),
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "loadView before prepareForSegue:", disagrees: true)])
        case .loadPresenterAgain:
            Entry(summary: "A presenter whose view was unloaded reloads it when a dismissal uncovers it.", evidence: .inferred, sources: [])
        case .loadChildOnAdd:
            Entry(summary: "Adding a child reads its view for addSubview, which loads it (S18).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/view", ios: "all", device: "—", shows: "accessing view when it is nil calls loadView")])
        case .loadTransitionIncoming:
            Entry(summary: "transition(from:to:) loads the incoming child's view before the transition (S21).", evidence: .observed, sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "the incoming child loads, then the appearance callbacks")])
        case .deinitWhenUnowned:
            Entry(summary: "When a transition ends and nothing holds a controller, it is deallocated, once.", evidence: .observed, sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "B dealloc after viewDidDisappear: when B dismisses itself"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "B_ViewController dealloc after the pop finishes")])
        case .didFinishLaunching:
            Entry(summary: "The app delegate hears application(_:didFinishLaunchingWithOptions:) before the window shows its root (S4).", evidence: .documented, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)", ios: "all", device: "—", shows: "the launch process is almost done and the app is almost ready to run"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "storyboard awakeFromNib, then didFinishLaunchingWithOptions:, then viewDidLoad")])
        case .launchRootAppearance:
            Entry(summary: "At launch the root appears with animated=false: will-appear, layout, did-appear (S4).", evidence: .observed, sources: [
                RuleSource(Self.akisute, ios: "9 beta", device: "iPad Air 2", shows: "viewWillAppear - false ... viewDidAppear - false"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "viewWillAppear:, two layout passes, viewDidAppear:")])
        case .activeBeforeRootAppears:
            Entry(summary: "Before iOS 8, and on iOS 9 and 10, the app becomes active between the root's viewWillAppear and viewDidAppear.", evidence: .observed, sources: [
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "viewWillAppear:, layout, applicationDidBecomeActive:, viewDidAppear:"),
                RuleSource(Self.neuburgLaunch, ios: "≤ 7, 9–10", device: "—", shows: "didFinishLaunching, viewDidLoad, viewWillAppear, applicationDidBecomeActive, viewDidAppear; iOS 9 restored this order")])
        case .activeAfterRootAppears:
            Entry(summary: "On iOS 8 and from iOS 11 (app delegate life cycle), the root's viewDidAppear comes before the app becomes active.", evidence: .observed, sources: [
                RuleSource(Self.neuburgLaunch, ios: "8, 11+", device: "—", shows: "iOS 8 reversed the order, iOS 9 reversed it back, iOS 11 reversed it again (an author's report, no printed log)")])
        case .sceneActiveAtLaunch:
            Entry(summary: "With scenes (iOS 13+) the engine puts didBecomeActive after the root's viewDidAppear, as from iOS 11; notes that list it before are not printed logs.", evidence: .disputed, sources: [
                RuleSource(Self.neuburgLaunch, ios: "11+", device: "—", shows: "viewDidAppear before didBecomeActive since iOS 11"),
                RuleSource(Self.lemonbrush, ios: "13+", device: "—", shows: "viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive, viewDidAppear", disagrees: true)])
        case .launchLandscape:
            Entry(summary: "Launched in landscape, the root is sized for landscape before it appears: no rotation callback, and iOS 8–12 deliver the landscape traits with the first traitCollectionDidChange.", evidence: .inferred, sources: [
                RuleSource("https://level49.com/date/2016/05", ios: "9", device: "iPhone Plus", shows: "viewWillTransition(to:with:) is not called at launch, even when launching in landscape"),
                RuleSource("https://github.com/lionheart/openradar-mirror/issues/19280", ios: "11", device: "iPad", shows: "viewWillTransition(to:with:) can arrive before the view loads in an iPad split-screen launch (a bug report)", disagrees: true)])
        case .enterBackground:
            Entry(summary: "The Home button: willResignActive then didEnterBackground; no controller hears anything (S24).", evidence: .observed, sources: [
                RuleSource(Self.uso400, ios: "7.1.2, 8, 9", device: "iPhone", shows: "applicationWillResignActive:, applicationDidEnterBackground:, no controller callback"),
                RuleSource(Self.livefront, ios: "11.0.3", device: "iPhone", shows: "applicationWillResignActive: Active, applicationDidEnterBackground: Background")])
        case .enterForeground:
            Entry(summary: "Returning: willEnterForeground then didBecomeActive; viewWillAppear is not called again (S24).", evidence: .observed, sources: [
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "applicationWillEnterForeground:, applicationDidBecomeActive:"),
                RuleSource(Self.livefront, ios: "11.0.3", device: "iPhone", shows: "applicationWillEnterForeground: Background, applicationDidBecomeActive: Active")])
        case .interruption:
            Entry(summary: "A temporary interruption (Control Center, Notification Center, a call, a system alert) resigns and regains active without entering the background; no controller hears it.", evidence: .observed, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)", ios: "all", device: "—", shows: "apps return to the active state if the user ignores an interruption (such as an incoming phone call)"),
                RuleSource(Self.livefront, ios: "11.0.3", device: "iPhone", shows: "System Alert Displayed: applicationWillResignActive:, then applicationDidBecomeActive: when dismissed"),
                RuleSource(Self.uso400iOS10, ios: "10", device: "iPhone", shows: "Notification Center and Control Center do not send the app to the background")])
        case .quitOnHome:
            Entry(summary: "On iPhone OS 3 the Home button quits the app: applicationWillTerminate (S24).", evidence: .documented, sources: [
                RuleSource("http://old.bunnyhero.org/tag/multitasking", ios: "3", device: "iPhone", shows: "without multitasking the app terminates on Home")])
        case .quitDisappearance:
            Entry(summary: "On iPhone OS 3 the visible controllers disappear as the app quits (S24).", evidence: .observed, sources: [
                RuleSource("http://old.bunnyhero.org/tag/multitasking", ios: "3", device: "iPhone", shows: "viewWillDisappear: and viewDidDisappear: on quit")])
        case .traitSnapshots:
            Entry(summary: "iOS 13+: after didEnterBackground each controller on screen hears traitCollectionDidChange twice (the app switcher's light and dark snapshots).", evidence: .observed, sources: [
                RuleSource("http://www.openradar.me/FB8734191", ios: "14.0", device: "iPhone", shows: "when the app is put into the background, traitCollectionDidChange is called twice"),
                RuleSource("https://example-a.com/answer/63372828", ios: "13+", device: "iPhone", shows: "DARK -> LIGHT. BACKGROUND, then LIGHT -> DARK. BACKGROUND after pressing Home"),
                RuleSource("https://bloggure.info/iOS-DarkModeBackground-App-Switcher", ios: "13+", device: "iPhone", shows: "the OS takes a screenshot of the app in light and dark schemes")])
        case .sceneDisconnect:
            Entry(summary: "UIKit disconnects a scene in the background: sceneDidDisconnect, then its window goes, so the controllers hear only their deinit.", evidence: .documented, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)", ios: "13+", device: "—", shows: "a precursor to the destruction of that scene; when closed in the app switcher or to reclaim memory"),
                RuleSource("https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4", ios: "13", device: "—", shows: "Xcode's template: called as the scene is being released, shortly after it enters the background")])
        case .sceneReconnect:
            Entry(summary: "Returning connects a new scene whose window gets new controllers; willEnterForeground first.", evidence: .inferred, sources: [
                RuleSource("https://gist.github.com/ZkHaider/cf1dd339e1b2c09164b7deeca2c82ac4", ios: "13", device: "—", shows: "the scene may re-connect later; resources can be re-created the next time the scene connects")])
        case .memoryWarning:
            Entry(summary: "A memory warning calls didReceiveMemoryWarning on the live controllers (S25, S26).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/didreceivememorywarning()", ios: "all", device: "—", shows: "sent to the view controller when the app receives a memory warning")])
        case .memoryObserverOrder:
            Entry(summary: "Controllers hear the warning in the order their initializers registered for the notification.", evidence: .inferred, sources: [])
        case .memoryAppDelegate:
            Entry(summary: "The app delegate's applicationDidReceiveMemoryWarning comes before the controllers': UIApplication calls its delegate, then posts the notification they observe.", evidence: .observed, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)", ios: "all", device: "—", shows: "the delegate is told; objects that registered for the notification are told too"),
                RuleSource(Self.uso400iOS10, ios: "10", device: "iPhone", shows: "UIApplication notifications are posted after the app delegate's method returns")])
        case .viewWillUnload:
            Entry(summary: "iOS 5 only: viewWillUnload before a hidden view is released in a memory warning (S25).", evidence: .observed, sources: [
                RuleSource("https://lxcid.com/2011/08/21/the-trap-of-viewdidunload", ios: "5", device: "iPhone", shows: "viewWillUnload, then the view goes, then viewDidUnload")])
        case .viewDidUnload:
            Entry(summary: "Up to iOS 5 a memory warning releases a view without a superview, then viewDidUnload (S25); never from iOS 6 (S26).", evidence: .documented, sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "viewDidUnload is called after the view controller's view is released; not invoked as a result of -dealloc"),
                RuleSource(Self.sdkHeader9, ios: "9", device: "—", shows: "on iOS 6.0 it will no longer clear the view by default")])
        case .navigationPush:
            Entry(summary: "A push: old will-disappear, new will-appear, layout, (animation), old did-disappear, new did-appear (S5, S6).", evidence: .observed, sources: [
                RuleSource(Self.programmerteach, ios: "unknown", device: "unknown", shows: "A view will disappear / B view will appear / A view did disappear / B view did appear"),
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "Current viewWillDisappear, New viewWillAppear, Current viewDidDisappear, New viewDidAppear"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "A viewWillDisappear:, B viewWillAppear:, layout, A viewDidDisappear:, B viewDidAppear:"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "First viewWillDisappear:, Second viewWillAppear:, layout, First viewDidDisappear:, Second viewDidAppear:")])
        case .navigationPop:
            Entry(summary: "A pop: top will-disappear, below will-appear, (animation), top did-disappear, below did-appear (S7).", evidence: .observed, sources: [
                RuleSource(Self.programmerteach, ios: "unknown", device: "unknown", shows: "B view will disappear / A view will appear / B view did disappear / A view did appear"),
                RuleSource(Self.readke, ios: "unknown", device: "simulator", shows: "B viewWillDisappear:, A viewWillAppear:, B viewDidDisappear:, A viewDidAppear:, B dealloc")])
        case .pushWillMove:
            Entry(summary: "pushViewController calls addChild at once, which calls willMove(toParent:) (S5).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/willmove(toparent:)", ios: "all", device: "—", shows: "addChild(_:) automatically calls willMove(toParent:)")])
        case .pushDidMove:
            Entry(summary: "After a push, didMove(toParent:) follows the new controller's viewDidAppear (S5).", evidence: .observed, sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "viewDidAppear: / didMoveToParentViewController:"),
                RuleSource(Self.chameleonNavigation, ios: "6", device: "reimplementation", shows: "the real UIKit hardly ever correctly calls didMoveToParentViewController", disagrees: true)])
        case .popWillMove:
            Entry(summary: "A pop calls willMove(toParent: nil) on the popped controller first (S7).", evidence: .observed, sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "B pops to A: willMoveToParentViewController: with nil, then viewWillDisappear:")])
        case .popDidMove:
            Entry(summary: "didMove(toParent: nil) after the pop's did-callbacks (S7).", evidence: .inferred, sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "didMoveToParentViewController: after B's viewDidDisappear: (A's viewDidAppear: not shown)")])
        case .swipeBack:
            Entry(summary: "An interactive pop has a pop's order: will-callbacks when the gesture starts, did-callbacks when it completes (S8).", evidence: .observed, sources: [
                RuleSource(Self.so18927878, ios: "7", device: "iPhone", shows: "User begins to swipe ... viewWillDisappear is called ... completes the swipe ... viewDidDisappear is called")])
        case .swipeBackWillMove:
            Entry(summary: "willMove(toParent: nil) when the swipe-back begins (S8).", evidence: .inferred, sources: [])
        case .swipeBackDidMove:
            Entry(summary: "didMove(toParent: nil) only once the swipe completes (S8).", evidence: .observed, sources: [
                RuleSource("https://github.com/FeatherweightLabs/FeatherweightRouter/pull/9", ios: "unknown", device: "iPhone", shows: "didMoveToParentViewController is not called until after a user swipes a view away")])
        case .swipeBackCancelled:
            Entry(summary: "A cancelled swipe-back: both will-callbacks, then the reverse will-callbacks and the did-callbacks of the controller that stays (S9).", evidence: .observed, sources: [
                RuleSource(Self.so18927878, ios: "7", device: "iPhone", shows: "viewWillDisappear, then viewWillAppear and viewDidAppear when the swipe is cancelled"),
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "cancelled interactive pop: will-callbacks of both, then reversed")])
        case .presentFullScreen:
            Entry(summary: "A full-screen presentation: presenter will-disappear, presented will-appear, presented did-appear, presenter did-disappear (S12).", evidence: .observed, sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "A viewWillDisappear:, B viewWillAppear:, B viewDidAppear:, A viewDidDisappear:"),
                RuleSource(Self.winObjC, ios: "—", device: "reimplementation test", shows: "parent will-disappear → presented will-appear → presented did-appear → parent did-disappear")])
        case .dismissFullScreen:
            Entry(summary: "A full-screen dismissal: presented will-disappear, presenter will-appear, presenter did-appear, presented did-disappear (S13).", evidence: .observed, sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "B viewWillDisappear:, A viewWillAppear:, A viewDidAppear:, B viewDidDisappear:, B dealloc"),
                RuleSource(Self.winObjC, ios: "—", device: "reimplementation test", shows: "presented will-disappear → parent will-appear → parent did-appear → presented did-disappear")])
        case .sheetSwipe:
            Entry(summary: "Swiping a sheet down: the sheet will-disappears and did-disappears; the presenter hears nothing (S15).", evidence: .inferred, sources: [
                RuleSource("https://github.com/ReSwift/ReSwift/issues/412", ios: "13", device: "iPhone", shows: "the presenting view controller never disappears with a sheet")])
        case .sheetSwipeCancelled:
            Entry(summary: "A sheet dragged and released snaps back: will-disappear, then will-appear and did-appear again, without a second viewIsAppearing: its view never left the window (S15).", evidence: .inferred, sources: [
                RuleSource("https://github.com/E-B-Smith/ViewControllerMadness", ios: "13", device: "iPhone", shows: "from iOS 13 viewDidAppear and viewDidDisappear are more likely to be called multiple times"),
                RuleSource(Self.viewControllerDocs + "/viewisappearing(_:)", ios: "17", device: "—", shows: "called after the view is added to the view hierarchy; the snapped-back view was never removed")])
        case .sheetSwipeRefused:
            Entry(summary: "A sheet with isModalInPresentation set cannot be swiped away: its delegate (here the sheet) hears presentationControllerDidAttemptToDismiss, and nothing else happens.", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/ismodalinpresentation", ios: "13+", device: "—", shows: "prevents the interactive dismissal of the view controller while it is onscreen"),
                RuleSource(Self.sheetDelegateDocs + "/presentationcontrollerdidattempttodismiss(_:)", ios: "13+", device: "—", shows: "a user-initiated attempt to dismiss was prevented because isModalInPresentation is true"),
                RuleSource("https://medium.com/better-programming/the-lifecycle-and-control-when-dismissing-a-modal-view-with-pagesheet-in-ios-13-4bbd1e3e1ec7", ios: "13", device: "—", shows: "if isModalInPresentation is true, DidAttemptToDismiss is called")])
        case .popover:
            Entry(summary: "popover (iOS 8+): on an iPad the presenter stays on screen and silent; an iPhone adapts it to full screen before iOS 13, a sheet from 13.", evidence: .documented, sources: [
                RuleSource(Self.styleDocs + "/popover", ios: "8+", device: "—", shows: "a popover in a regular environment; from iOS 13, in compact ones, the same as formSheet"),
                RuleSource("https://learn.microsoft.com/en-us/dotnet/api/uikit.uimodalpresentationstyle", ios: "8–12", device: "—", shows: "popover view when regular, full screen mode when horizontally compact"),
                RuleSource(Self.winObjC, ios: "—", device: "reimplementation test", shows: "the presenting controller gets no disappear events for a popover")])
        case .tabSwitch:
            Entry(summary: "A tab switch: the incoming tab's will-appear comes before the outgoing tab's will-disappear, unlike a push (S17).", evidence: .observed, sources: [
                RuleSource(Self.pgzxc, ios: "unknown", device: "simulator", shows: "Contact viewWillAppear:, Message viewWillDisappear:, Message viewDidDisappear:, Contact viewDidAppear:"),
                RuleSource("microsoft/WinObjC:Frameworks/UIKit/UITabPane.mm", ios: "—", device: "reimplementation", shows: "outgoing will-disappear before incoming will-appear", disagrees: true)])
        case .containerForwarding:
            Entry(summary: "UIKit's containers (and manual forwarding) forward appearance to the visible child from inside their own callback, parent first (S11).", evidence: .inferred, sources: [
                RuleSource(Self.pgzxc, ios: "unknown", device: "simulator", shows: "the child completes inside the container's call (with logs printed after super)")])
        case .customForwarding:
            Entry(summary: "A custom container that forwards automatically: the parent hears each callback before its children (S18).", evidence: .observed, sources: [
                RuleSource("https://github.com/phchan9/til/blob/master/ios/note-about-viewController-containment.md", ios: "unknown", device: "simulator", shows: "Parent viewWillAppear:, Child viewWillAppear:, Parent viewDidAppear:, Child viewDidAppear:")])
        case .viewWithoutContainment:
            Entry(summary: "From iOS 5 a view added without addChild still gets appearance callbacks as it enters the window, and finishes before its parent's did-appear (S23).", evidence: .observed, sources: [
                RuleSource("https://benscheirman.com/2011/08/when-viewwillappear-isnt-called.html", ios: "4", device: "iPhone", shows: "no appearance callbacks for a view added without containment", disagrees: true),
                RuleSource("https://github.com/Cocoanetics/DTFoundation/issues/33", ios: "unknown", device: "iPhone", shows: "appearance callbacks arrive for the added view")])
        case .initialTraits:
            Entry(summary: "iOS 8–12 call traitCollectionDidChange(nil) when a view first joins the hierarchy; iOS 13 predicts traits (S4).", evidence: .observed, sources: [
                RuleSource(Self.akisute, ios: "9 beta", device: "iPad Air 2", shows: "viewWillAppear - false / traitCollectionDidChange - nil / viewWillLayoutSubviews()"),
                RuleSource(Self.useyourloaf, ios: "12, 13", device: "iPhone", shows: "in iOS 12 and earlier UIKit calls traitCollectionDidChange when adding the view; iOS 13 predicts the initial traits")])
        case .isAppearing:
            Entry(summary: "viewIsAppearing once per appearance, after the view is added and before its layout (S4).", evidence: .inferred, sources: [
                RuleSource(Self.viewControllerDocs + "/viewisappearing(_:)", ios: "17 (back to 13)", device: "—", shows: "after it adds the view to the hierarchy, and the superview lays out the view controller's view"),
                RuleSource(Self.ohmyswift, ios: "17", device: "—", shows: "invoked after the view has been inserted into the view hierarchy but before it's laid out")])
        case .pendingTransition:
            Entry(summary: "iOS 8+: a controller off screen during a rotation hears the pending size (and trait) transition when it comes back, before its viewWillAppear; before iOS 8 it hears no rotation callback, only the layout (S28).", evidence: .observed, sources: [
                RuleSource("https://level49.com/date/2016/05", ios: "11", device: "iPhone Plus", shows: "turned, then back to the original screen: willTransitionToTraitCollection => viewWillAppear => viewDidAppear"),
                RuleSource("https://wangling.me/2010/07/how-to-rock-and-roll-your-apps.html", ios: "4", device: "iPhone", shows: "no view rotation message is sent to a view controller that was not frontmost, neither when it becomes frontmost later"),
                RuleSource(Self.viewControllerDocs, ios: "≤ 7", device: "—", shows: "if a view controller isn't visible when an orientation change occurs, the rotation methods are never called; viewWillLayoutSubviews is called when the view becomes visible"),
                RuleSource("https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html", ios: "8", device: "—", shows: "UIKit reports size and trait changes only when there are changes to report")])
        case .rotationInBackground:
            Entry(summary: "The device turned while the app was suspended: on return, the controllers on screen hear the trait and size transition before applicationWillEnterForeground, then lay out.", evidence: .observed, sources: [
                RuleSource("https://level49.com/date/2016/05", ios: "11", device: "iPhone Plus", shows: "turned while closed, then reactivated: willTransitionToTraitCollection => applicationWillEnterForeground => applicationDidBecomeActive")])
        case .layoutOnBoundsChange:
            Entry(summary: "A layout pass when a view's bounds change or it needs layout (first display, a new size, bars, rotation); none for a view that returns at the size it had (S4, S13, S29).", evidence: .observed, sources: [
                RuleSource(Self.publishedArticleLog, ios: "unknown", device: "simulator", shows: "no layout callbacks for A when the dismissal uncovers it"),
                RuleSource("bookingcom/perfsuite-ios:PerformanceSuite/Tests/TTIObserverExtensionTests.swift", ios: "recent", device: "simulator", shows: "one viewWillLayoutSubviews/viewDidLayoutSubviews pass for a non-animated push"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "one layout pass at launch inside a navigation controller")])
        case .layoutSecondPassUnderBars:
            Entry(summary: "From iOS 11 a navigation controller's content is laid out twice at launch: again once the bar's safe-area insets reach it. Before iOS 11 a single pass (the version boundary is inferred from safe areas arriving in iOS 11).", evidence: .observed, sources: [
                RuleSource(Self.readke, ios: "unknown (2021)", device: "simulator", shows: "A in a navigation controller: viewWillAppear:, viewWillLayoutSubviews, viewDidLayoutSubviews, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear: at launch"),
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "two layout passes between viewWillAppear and viewDidAppear"),
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "a single pass at launch inside a navigation controller, before safe areas")])
        case .layoutAfterPushAnimation:
            Entry(summary: "On iOS 7–10 an animated push lays the pushed view out again once the animation ends (placed after didMove, inferred); modern logs show one pass.", evidence: .observed, sources: [
                RuleSource(Self.uso400, ios: "7.1.2", device: "iPhone", shows: "Second viewDidAppear:, then viewWillLayoutSubviews, viewDidLayoutSubviews again after a push"),
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "layout is called twice - before and after the animation (push)"),
                RuleSource(Self.readke, ios: "unknown (2021)", device: "simulator", shows: "a single layout pass for B on an animated push (a modern version)")])
        case .layoutSecondPassEmbedded:
            Entry(summary: "iOS 11+: a child added while its parent's view loaded is laid out twice as it first appears (boundary inferred).", evidence: .observed, sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "a child added in viewDidLoad: viewWillAppear, two layout passes, viewDidAppear")])
        case .layoutOnReturn:
            Entry(summary: "Before iOS 11 a controller that a pop (or swipe back) uncovers lays out as it returns; from iOS 11 only if its size changed while it was away. Logs of unknown versions disagree, and the version boundary is inferred.", evidence: .disputed, sources: [
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "C pops to B: viewWillAppear:, updateViewConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews, animation, viewDidAppear:"),
                RuleSource(Self.readke, ios: "unknown (2021)", device: "simulator", shows: "B pops to A: A viewWillAppear:, B viewDidDisappear:, A viewDidAppear: with no layout line", disagrees: true)])
        case .didLayout:
            Entry(summary: "viewDidLayoutSubviews closes every viewWillLayoutSubviews (S29).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/viewdidlayoutsubviews()", ios: "5+", device: "—", shows: "called to notify the view controller that its view has just laid out its subviews")])
        case .constraintsBeforeLayout:
            Entry(summary: "A full pass updates constraints bottom-up before laying out top-down (S29).", evidence: .observed, sources: [
                RuleSource(Self.vadimbulavin, ios: "unknown", device: "simulator", shows: "constraints update from the bottom up, layout from the top down"),
                RuleSource(Self.arm1, ios: "unknown", device: "unknown", shows: "updateViewConstraints before viewWillLayoutSubviews")])
        case .localLayout:
            Entry(summary: "setNeedsLayout on a view on screen: one local pass at the next commit (S30).", evidence: .documented, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiview/setneedslayout()", ios: "all", device: "—", shows: "the update happens at the next update cycle")])
        case .localConstraints:
            Entry(summary: "In a local pass the constraint update comes inside the layout, after viewWillLayoutSubviews (S30).", evidence: .observed, sources: [
                RuleSource(Self.ecomnet, ios: "unknown", device: "simulator", shows: "viewWillLayoutSubviews, then updateConstraints of the views, then viewDidLayoutSubviews")])
        case .propertiesBeforeLayout:
            Entry(summary: "iOS 26: a view that has not updated its properties yet (or was invalidated while away) hears updateProperties in the update cycle that lays it out: after its traits and viewIsAppearing, before updateViewConstraints and viewWillLayoutSubviews, parents first. Apple documents 'before layout'; the rest is inferred, no printed log shows it.", evidence: .inferred, sources: [
                RuleSource(Self.updatePropertiesDocs, ios: "26", device: "—", shows: "configures the view's content and styling properties before layout"),
                RuleSource(Self.traitTrackingDocs, ios: "26", device: "—", shows: "a view controller's updateProperties() is the place for properties whose change would invalidate layout"),
                RuleSource(Self.wwdc25UpdateCycle, ios: "26", device: "—", shows: "WWDC25 What's new in UIKit: updateProperties runs after traits are updated and before layoutSubviews")])
        case .propertiesUpdate:
            Entry(summary: "iOS 26: setNeedsUpdateProperties (or a change to an @Observable property that updateProperties read) on a view on screen: one updateProperties at the next update cycle, without a layout pass.", evidence: .documented, sources: [
                RuleSource(Self.setNeedsUpdatePropertiesDocs, ios: "26", device: "—", shows: "requests are coalesced into a single update alongside the next layout pass"),
                RuleSource(Self.traitTrackingDocs, ios: "26", device: "—", shows: "updateProperties supports automatic observation tracking; setNeedsUpdateProperties notifies other updates"),
                RuleSource(Self.juejinUpdateProperties, ios: "26 beta (2025)", device: "simulator", shows: "a lightweight update that calls neither layoutSubviews nor viewWillLayoutSubviews (a claim, no log printed)")])
        case .statusBarLayout:
            Entry(summary: "A status bar change lays out the views whose frames or guides move, at the next commit.", evidence: .inferred, sources: [])
        case .safeAreaChange:
            Entry(summary: "iOS 11+: viewSafeAreaInsetsDidChange when a view on screen gets new insets: as it appears (after viewWillAppear, before viewIsAppearing and layout) or before the layout of a change.", evidence: .observed, sources: [
                RuleSource(Self.viewControllerDocs + "/viewsafeareainsetsdidchange()", ios: "11+", device: "—", shows: "called when bars change size and immediately before your view appears onscreen"),
                RuleSource(Self.viewControllerDocs + "/viewisappearing(_:)", ios: "13+", device: "—", shows: "by then the view has accurate geometry"),
                RuleSource("https://haomeiwen.com/subject/aedzsqtx.html", ios: "unknown (2020)", device: "—", shows: "viewDidLoad, viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidAppear"),
                RuleSource("https://github.com/material-components/material-components-ios/pull/1982", ios: "11", device: "—", shows: "called just before viewDidLayoutSubviews when we load/rotate (a review remark)", disagrees: true)])
        case .layoutMarginsFollowSafeArea:
            Entry(summary: "viewLayoutMarginsDidChange follows viewSafeAreaInsetsDidChange: by default UIKit keeps a root view's margins inside its safe area, so they change with it.", evidence: .documented, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea", ios: "11+", device: "—", shows: "margins are updated automatically to reflect the safe area (the default)"),
                RuleSource(Self.viewControllerDocs + "/viewlayoutmarginsdidchange()", ios: "11+", device: "—", shows: "called when the layout margins of its root view changed")])
        case .addWillMove:
            Entry(summary: "addChild calls willMove(toParent:) itself (S18).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/willmove(toparent:)", ios: "5+", device: "—", shows: "when your custom container calls addChild(_:), it automatically calls willMove(toParent:)")])
        case .addDidMove:
            Entry(summary: "The container calls didMove(toParent:) itself right after addChild when there is no transition (S18).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "immediately after calling the addChild(_:) method")])
        case .addVisible:
            Entry(summary: "A child added to a parent on screen starts appearing inside addSubview and finishes on the next turn (S19).", evidence: .observed, sources: [
                RuleSource(Self.mattyohe, ios: "9", device: "simulator", shows: "calling addSubview / viewWillAppear / calling didMove / didMoveToParent / viewDidAppear")])
        case .addVisibleDidMove:
            Entry(summary: "The container's own didMove(toParent:) comes after the child's viewWillAppear when the parent is on screen (S19).", evidence: .observed, sources: [
                RuleSource(Self.mattyohe, ios: "9", device: "simulator", shows: "viewWillAppear / calling didMove / didMoveToParent")])
        case .secondDidMoveObserved:
            Entry(summary: "iOS 9 only: UIKit calls didMove(toParent:) a second time after viewDidAppear when a child is added to a visible parent (S19). No source shows it on another version, so the engine sends it on iOS 9 alone.", evidence: .observed, sources: [
                RuleSource(Self.mattyohe, ios: "9", device: "simulator", shows: "didMoveToParentViewController gets called on a child twice if the child is added after the parent is already visible"),
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "the container calls it after addChild; no second call by UIKit is documented")])
        case .embedBeforeAppearance:
            Entry(summary: "A child that exists before the parent appears (an embed segue, or addChild in viewDidLoad) is loaded with the parent and appears with it, after its parent (S18).", evidence: .observed, sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "Child willMoveToParentViewController, didMoveToParentViewController, then viewWillAppear, layout, viewDidAppear at startup"),
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "a child added in viewDidLoad: willMove(toParentViewController:), viewDidLoad(), viewWillAppear, layout twice, viewDidAppear")])
        case .pageViewControllerChild:
            Entry(summary: "UIPageViewController.setViewControllers in viewDidLoad adds the page as a child; it appears after the page view controller.", evidence: .observed, sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "setViewControllers from viewDidLoad: the page's viewDidAppear comes before its first layout callbacks", disagrees: true),
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "page view controller transitions differ from navigation")])
        case .pageSetWillMove:
            Entry(summary: "setViewControllers on a page view controller adds the new page with addChild, so it hears willMove(toParent:) first, then loads its view.", evidence: .observed, sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "setViewControllers([childVC], direction: .forward, animated: true) in viewDidLoad: the child's willMove(toParentViewController:) comes before its viewDidLoad")])
        case .pageSetAppearance:
            Entry(summary: "A page view controller's new page starts to appear before the old page starts to disappear; the new page finishes appearing before the old one finishes disappearing. Seen for scrolling pages on iOS 7; that setViewControllers keeps the order, animated or not, is inferred.", evidence: .inferred, sources: [
                RuleSource(Self.wangling, ios: "7", device: "iPhone", shows: "page view controller, scroll style: New viewWillAppear, Current viewWillDisappear, New viewDidAppear, Current viewDidDisappear"),
                RuleSource("https://github.com/mengxianliang/XLPageViewController/issues/3", ios: "unknown (2019)", device: "—", shows: "the maintainer: the next page's viewWillAppear before the current page's viewWillDisappear is what Apple's page view controller does too (a claim, no log)")])
        case .pageSetRemovesOldPage:
            Entry(summary: "Once the transition ends, the page view controller removes the old page: willMove(toParent: nil), then didMove(toParent: nil) from removeFromParent. No log shows where this falls; inferred from the containment API.", evidence: .inferred, sources: [
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "the removeFromParent() method automatically calls didMove(toParent:)")])
        case .pageSetDidMove:
            Entry(summary: "The new page hears didMove(toParent:) after it has appeared.", evidence: .observed, sources: [
                RuleSource(Self.so48653763, ios: "11 (2018)", device: "simulator", shows: "the page's viewDidAppear, then didMove(toParentViewController:)")])
        case .removeChild:
            Entry(summary: "Removing a child: your willMove(toParent: nil), then removeFromParent calls didMove(toParent: nil) (S20).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/didmove(toparent:)", ios: "5+", device: "—", shows: "the removeFromParent() method automatically calls didMove(toParent:)")])
        case .removeVisibleChild:
            Entry(summary: "Removing a visible child's view makes it disappear inside removeFromSuperview (S20).", evidence: .observed, sources: [
                RuleSource("https://github.com/phchan9/til/blob/master/ios/note-about-viewController-containment.md", ios: "unknown", device: "simulator", shows: "viewWillDisappear: and viewDidDisappear: on removeFromSuperview")])
        case .transitionBetweenChildren:
            Entry(summary: "transition(from:to:): willMove for both, the incoming appears while the outgoing disappears, didMove for both at the end (S21).", evidence: .observed, sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "the order of a swap between two children with transition(from:to:)")])
        case .prepareForSegue:
            Entry(summary: "A segue instantiates the destination, then calls prepare(for:sender:) on the source before the destination's view loads (S3).", evidence: .documented, sources: [
                RuleSource("https://blog.youkuaiyun.com/Chansonyan2014/article/details/39483197", ios: "unknown (2014)", device: "—", shows: "Apple's life cycle of a segue: destination created, segue created, prepareForSegue:sender:, perform"),
                RuleSource(Self.mayoff, ios: "9", device: "—", shows: "detail receives awakeFromNib ... master receives prepareForSegue ... detail receives viewDidLoad")])
        case .prepareForEmbedSegue:
            Entry(summary: "An embed segue performs while the parent's view loads: the child is created, the parent hears prepare(for:sender:), the child is added, all before the parent's viewDidLoad.", evidence: .inferred, sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "the embedded child's willMoveToParentViewController and didMoveToParentViewController come before any appearance callback")])
        case .segueRefused:
            Entry(summary: "A segue the storyboard triggers asks the source shouldPerformSegue(withIdentifier:sender:) first; false cancels it: no destination, nothing else (iOS 6+).", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/shouldperformsegue(withidentifier:sender:)", ios: "6+", device: "—", shows: "true if the segue should be performed or false if it should be ignored")])
        case .unwindSegue:
            Entry(summary: "Unwind segue (iOS 6+): the destination answers canPerformUnwindSegueAction (the only answer shown), the source hears prepare(for:sender:), the unwind action runs, then the pop or dismissal.", evidence: .documented, sources: [
                RuleSource("https://developer.apple.com/library/content/technotes/tn2298/_index.html", ios: "6+", device: "—", shows: "locate the destination, prepareForSegue:sender: on the source, the destination's unwind action, then the transition"),
                RuleSource(Self.viewControllerDocs + "/canperformunwindsegueaction(_:from:withsender:)", ios: "6–12", device: "—", shows: "called to determine whether it wants to respond to an unwind action"),
                RuleSource("https://www.irontop.com/120?category=269447", ios: "6–7", device: "simulator", shows: "the source, then its parents, are asked canPerformUnwindSegueAction:fromViewController:withSender:")])
        case .unwindContainer:
            Entry(summary: "iOS 9+: a navigation controller on the unwind path hears unwind(for:towards:) and pops to the destination.", evidence: .documented, sources: [
                RuleSource(Self.viewControllerDocs + "/unwind(for:towards:)", ios: "9+", device: "—", shows: "called on any view controllers in the unwind path; containers show the subsequent view controller")])
        case .willTransitionTraits:
            Entry(summary: "iOS 8+: willTransition(to:with:) when the traits change, forwarded from parent to child (S27).", evidence: .documented, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)", ios: "8+", device: "—", shows: "notifies the container that its trait collection changed")])
        case .viewWillTransitionSize:
            Entry(summary: "iOS 8+: viewWillTransition(to:with:) to every controller on screen whose size changes (S27).", evidence: .documented, sources: [
                RuleSource("https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)", ios: "8+", device: "—", shows: "UIKit calls this method before changing the size of a presented view controller's view")])
        case .rotationForwardedToChildren:
            Entry(summary: "A container passes a rotation callback to its visible children from inside its own (S27, S28).", evidence: .observed, sources: [
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "ViewController viewWillTransition(...) / ChildViewController1 viewWillTransition(...)")])
        case .traitChangeAfterRotation:
            Entry(summary: "traitCollectionDidChange after the size transition when an iPhone's size classes change (S27), whether the rotation is live or delivered later (pending, or made in the background).", evidence: .inferred, sources: [])
        case .layoutAfterRotation:
            Entry(summary: "Views whose frames changed lay out after the rotation callbacks (S27).", evidence: .observed, sources: [
                RuleSource(Self.akisute, ios: "9 beta", device: "iPad Air 2", shows: "viewWillTransitionToSize - {1024, 768} ... viewWillLayoutSubviews() / viewDidLayoutSubviews()"),
                RuleSource(Self.neuburgContainer, ios: "unknown", device: "simulator", shows: "after the transition callbacks: updateViewConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews of the parent only")])
        case .legacyWillRotate:
            Entry(summary: "iOS 2–7: willRotate(to:duration:) starts a rotation (S28).", evidence: .documented, sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "willRotateToInterfaceOrientation:duration: is sent before the rotation")])
        case .legacyRotationLayout:
            Entry(summary: "iOS 5–7: the rotation's layout comes between willRotate and willAnimateRotation (S28).", evidence: .inferred, sources: [])
        case .legacyWillAnimateRotation:
            Entry(summary: "iOS 2–7: willAnimateRotation(to:duration:) inside the rotation's animation block (S28).", evidence: .inferred, sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "sent from within the animation block used to rotate the view")])
        case .legacyDidRotate:
            Entry(summary: "iOS 2–7: didRotate(from:) after the rotation animation (S28).", evidence: .documented, sources: [
                RuleSource(Self.sdkHeader5, ios: "5", device: "—", shows: "didRotateFromInterfaceOrientation: is sent after the rotation")])
        }
    }
}

import VCLabEngine

/// `vclab app`: a scenario as a Swift Playgrounds app package (`.swiftpm`) that performs its steps on a device
/// or the Simulator and prints every callback in ``DeviceLogFormat``, for `vclab compare` to read back.
///
/// The package's files are values; the command writes them. Everything the app does is in `Lab.swift`, inside
/// `enum Lab` (or `namespace`), so that the tests can type-check many apps in one compiler run.
public enum AppPackageWriter {
    /// The package format's versions: tools 5.9 is what Xcode 15 and Swift Playgrounds 4.4 open.
    public static let toolsVersion = "5.9"
    public static let minimumIOS = "16.0"

    public static func files(
        scenario: Scenario, trace: Trace, name: String, hash: String, namespace: String = "Lab"
    ) -> [AppFile] {
        let product = productName(name)
        return [
            AppFile(path: "Package.swift", contents: package(product: product)),
            AppFile(path: "App.swift", contents: appFile(namespace: namespace)),
            AppFile(
                path: "\(namespace).swift",
                contents: labFile(scenario: scenario, trace: trace, name: name, hash: hash, namespace: namespace)),
        ]
    }

    /// The first `hosting` or `represent` declaration: the generated app is UIKit only, so `vclab app` refuses a
    /// scenario with SwiftUI in it rather than write an app that would log something else.
    public static func swiftUIDeclaration(in scenario: Scenario) -> ScenarioDeclaration? {
        scenario.declarations.first {
            switch $0.kind {
            case .hosting, .represented: true
            default: false
            }
        }
    }

    /// `modal-segue-log.sim` is the app `ModalSegueLog`.
    public static func productName(_ name: String) -> String {
        var base = name
        if let slash = base.lastIndex(of: "/") { base = String(base[base.index(after: slash)...]) }
        if base.hasSuffix(".sim") { base = String(base.dropLast(4)) }
        let words = base.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, first.isLetter else { return "Lab" + joined }
        return joined
    }

    static func package(product: String) -> String {
        """
        // swift-tools-version: \(toolsVersion)
        // Written by `vclab app`. Opens in Xcode 15 or later and in Swift Playgrounds 4.4 or later (iPad or Mac).
        import PackageDescription
        import AppleProductTypes

        let package = Package(
            name: "\(product)",
            platforms: [.iOS("\(minimumIOS)")],
            products: [
                .iOSApplication(
                    name: "\(product)",
                    targets: ["AppModule"],
                    bundleIdentifier: "org.vclab.\(product)",
                    teamIdentifier: "",
                    displayVersion: "1.0",
                    bundleVersion: "1",
                    appIcon: .placeholder(icon: .magicWand),
                    accentColor: .presetColor(.blue),
                    supportedDeviceFamilies: [.pad, .phone],
                    supportedInterfaceOrientations: [
                        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
                    ]
                )
            ],
            targets: [.executableTarget(name: "AppModule", path: ".")]
        )

        """
    }

    static func appFile(namespace: String) -> String {
        """
        // Written by `vclab app`: the app's entry point; the app itself is in \(namespace).swift.
        import UIKit

        @main final class App: \(namespace).AppDelegate {}

        """
    }

    /// How the app makes each controller: its UIKit class and what it does when its view loads.
    struct Controller {
        enum Kind { case plain, navigation, tabs, pages }
        var name: String
        var kind: Kind = .plain
        var manual = false
        var context = false
        var modalInPresentation = false
        var extendNone = false
        /// Children its `viewDidLoad` adds (`embed`, `child … of`); for a page controller, its first page.
        var children: [String] = []

        var typeName: String {
            let identifier = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            return identifier + "Controller"
        }
    }

    static func controllers(_ scenario: Scenario, trace: Trace) -> [Controller] {
        var order: [String] = []
        var table: [String: Controller] = [:]
        func touch(_ name: String) {
            if table[name] == nil {
                order.append(name)
                table[name] = Controller(name: name)
            }
        }
        func visit(_ expression: ControllerExpression) {
            touch(expression.name)
            switch expression {
            case .controller: break
            case .navigation(let name, let stack, _):
                table[name]?.kind = .navigation
                stack.forEach(visit)
            case .tabs(let name, let tabs, _):
                table[name]?.kind = .tabs
                tabs.forEach(visit)
            }
        }
        for declaration in scenario.declarations {
            switch declaration.kind {
            case .root(let expression): visit(expression)
            case .storyboard(let names), .nib(let names), .code(let names), .keep(let names),
                .fullScreenLayout(let names):
                names.forEach(touch)
            case .designSize(let names, _), .hosting(let names):
                // A hosting controller: `vclab app` refuses the scenario first (``swiftUIDeclaration(in:)``).
                // A design size belongs to a storyboard or nib, whose creation the header already says the
                // app cannot reproduce.
                names.forEach(touch)
            case .extendNone(let names):
                for name in names {
                    touch(name)
                    table[name]?.extendNone = true
                }
            case .manualForwarding(let names):
                for name in names {
                    touch(name)
                    table[name]?.manual = true
                }
            case .presentationContext(let names):
                for name in names {
                    touch(name)
                    table[name]?.context = true
                }
            case .modalInPresentation(let names):
                for name in names {
                    touch(name)
                    table[name]?.modalInPresentation = true
                }
            case .pageViewControllers(let names):
                for name in names {
                    touch(name)
                    table[name]?.kind = .pages
                }
            case .embedded(let child, let parent, _):
                touch(parent)
                touch(child)
                table[parent]?.children.append(child)
            case .represented(let child, let host):
                touch(host)
                touch(child)
            }
        }
        for step in scenario.steps {
            if case .present(let expression, _, _) = step.action { visit(expression) }
        }
        for event in trace.events where event.controller != "app" { touch(event.controller) }
        return order.compactMap { table[$0] }
    }

    /// The controllers whose creation the app cannot make as the scenario declares it (no storyboard or nib
    /// in a Swift Playgrounds package; a page controller has its own initializer).
    static func creationNotLogged(_ scenario: Scenario, controllers: [Controller]) -> [String] {
        var names: [String] = []
        for declaration in scenario.declarations {
            switch declaration.kind {
            case .storyboard(let list), .nib(let list): names += list
            case .embedded(let child, _, true): names.append(child)
            default: break
            }
        }
        names += controllers.filter { $0.kind == .pages }.map { $0.name }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func labFile(scenario: Scenario, trace: Trace, name: String, hash: String, namespace: String) -> String {
        let controllers = controllers(scenario, trace: trace)
        let unlogged = creationNotLogged(scenario, controllers: controllers)
        let kept = scenario.declarations.flatMap { declaration -> [String] in
            if case .keep(let names) = declaration.kind { return names }
            return []
        }
        var expected = [Int](repeating: 0, count: scenario.steps.count + 1)
        for event in trace.events where event.step < expected.count { expected[event.step] += 1 }
        let steps = scenario.steps.map { step in
            let instruction = AppStepInstruction.text(for: step).map(quoted) ?? "nil"
            return
                "        Step(text: \(quoted(step.text)), expected: \(expected[step.index]), instruction: \(instruction)),"
        }
        var source = """
            // Written by `vclab app` from \(name) (hash \(hash)). Every view controller of the scenario is a
            // subclass here that logs each callback in the format of docs/device.md and calls super; the driver
            // performs each step once the previous one has settled, and asks for the steps only a person can do.
            import UIKit

            enum \(namespace) {
                static let scenario = \(quoted(name))
                static let hash = \(quoted(hash))
                /// Creation callbacks the app cannot make as the scenario declares (no storyboard or nib here).
                static let creationNotLogged: [String] = [\(unlogged.map(quoted).joined(separator: ", "))]
                /// Controllers something outside the stacks holds (`keep`).
                static let kept: [String] = [\(kept.map(quoted).joined(separator: ", "))]

                struct Step {
                    var text: String
                    /// How many callbacks the engine's trace has for the step, on the scenario's iOS version.
                    var expected: Int
                    /// What the person holding the device does, for a step no app can perform.
                    var instruction: String?
                }

                static let steps: [Step] = [
            \(steps.joined(separator: "\n"))
                ]

                /// The log: printed to the console as it grows, and kept to be shared at the end.
                @MainActor final class Log {
                    static let shared = Log()
                    private(set) var lines: [String] = []
                    private var sequence = 0
                    var eventCount: Int { sequence }

                    func write(_ line: String) {
                        lines.append(line)
                        print(line)
                    }

                    func header() {
                        let device = String(UIDevice.current.model.filter { $0 != " " })
                        write("\(DeviceLogFormat.headerWord) \(DeviceLogFormat.version) ios=\\(UIDevice.current.systemVersion) device=\\(device) hash=\\(\(namespace).hash) scenario=\\(\(namespace).scenario)")
                        if !creationNotLogged.isEmpty {
                            write("\(DeviceLogFormat.noteWord) \(DeviceLogFormat.creationNote) \\(creationNotLogged.joined(separator: " ")): made in code, not from a storyboard or nib")
                        }
                    }

                    func step(_ index: Int) {
                        write("\(DeviceLogFormat.stepWord) \\(index) \\(steps[index - 1].text)")
                    }

                    func event(_ controller: String, _ callback: String, animated: Bool? = nil) {
                        sequence += 1
                        var line = "\(DeviceLogFormat.eventWord) \\(sequence) \\(controller) \\(callback)"
                        if let animated { line += " animated=\\(animated)" }
                        write(line)
                    }

                    func end() { write("\(DeviceLogFormat.endWord) \\(sequence)") }
                }

                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    override init() {
                        super.init()
                        Log.shared.header()
                        Log.shared.step(1)
                    }

                    func application(
                        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        Log.shared.event("app", "didFinishLaunching")
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        self.window = window
                        Driver.shared.launch(in: window)
                        return true
                    }

                    func applicationWillResignActive(_ application: UIApplication) { Log.shared.event("app", "willResignActive") }
                    func applicationDidEnterBackground(_ application: UIApplication) { Log.shared.event("app", "didEnterBackground") }
                    func applicationWillEnterForeground(_ application: UIApplication) { Log.shared.event("app", "willEnterForeground") }
                    func applicationDidBecomeActive(_ application: UIApplication) {
                        Log.shared.event("app", "didBecomeActive")
                        Driver.shared.becameActive()
                    }
                    func applicationWillTerminate(_ application: UIApplication) { Log.shared.event("app", "willTerminate") }
                    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
                        Log.shared.event("app", "applicationDidReceiveMemoryWarning")
                    }
                }

            """
        for controller in controllers { source += controllerClass(controller) }
        source += driver(scenario: scenario, controllers: controllers)
        source += "}\n"
        return source
    }

    static func controllerClass(_ controller: Controller) -> String {
        let name = quoted(controller.name)
        let superclass =
            switch controller.kind {
            case .plain: "UIViewController"
            case .navigation: "UINavigationController"
            case .tabs: "UITabBarController"
            case .pages: "UIPageViewController"
            }
        var setUp: [String] = []
        if controller.context { setUp.append("definesPresentationContext = true") }
        if controller.modalInPresentation { setUp.append("isModalInPresentation = true") }
        if controller.extendNone { setUp.append("edgesForExtendedLayout = []") }
        let setUpLines = setUp.map { "\n                " + $0 }.joined()
        let initializers: String
        if controller.kind == .pages {
            // UIPageViewController has its own designated initializer; its creation is noted, not logged.
            initializers = """
                        override init(
                            transitionStyle style: UIPageViewController.TransitionStyle,
                            navigationOrientation: UIPageViewController.NavigationOrientation,
                            options: [UIPageViewController.OptionsKey: Any]? = nil
                        ) {
                            super.init(transitionStyle: style, navigationOrientation: navigationOrientation, options: options)\(setUpLines)
                        }
                """
        } else {
            initializers = """
                        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                            Log.shared.event(\(name), "init(nibName:bundle:)")
                            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)\(setUpLines)
                        }
                """
        }
        let coder = """

                        required init?(coder: NSCoder) {
                            Log.shared.event(\(name), "init(coder:)")
                            super.init(coder: coder)\(setUpLines)
                        }
            """
        var loaded: [String] = []
        if controller.kind == .pages, let first = controller.children.first {
            loaded.append(
                "setViewControllers([Driver.shared.make(\(quoted(first)))], direction: .forward, animated: false)")
        } else {
            for child in controller.children {
                loaded.append("Driver.shared.embed(Driver.shared.make(\(quoted(child))), in: self)")
            }
        }
        func forwarding(_ line: String) -> String {
            controller.manual ? "\n                for child in children { \(line) }" : ""
        }
        let manual =
            controller.manual
            ? """

                    // `manual`: the children hear appearance from here, not from UIKit.
                    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

            """ : ""
        return """

                    final class \(controller.typeName): \(superclass), UIAdaptivePresentationControllerDelegate {
            \(initializers)
            \(coder)

                        deinit { MainActor.assumeIsolated { Log.shared.event(\(name), "deinit") } }
            \(manual)
                        override func awakeFromNib() {
                            Log.shared.event(\(name), "awakeFromNib")
                            super.awakeFromNib()
                        }

                        override func loadView() {
                            Log.shared.event(\(name), "loadView")
                            super.loadView()
                        }

                        override func viewDidLoad() {
                            Log.shared.event(\(name), "viewDidLoad")
                            super.viewDidLoad()\(loaded.map { "\n                " + $0 }.joined())
                        }

                        override func viewWillAppear(_ animated: Bool) {
                            Log.shared.event(\(name), "viewWillAppear", animated: animated)
                            super.viewWillAppear(animated)\(forwarding("child.beginAppearanceTransition(true, animated: animated)"))
                        }

                        override func viewIsAppearing(_ animated: Bool) {
                            Log.shared.event(\(name), "viewIsAppearing", animated: animated)
                            super.viewIsAppearing(animated)
                        }

                        @available(iOS 26.0, *)
                        override func updateProperties() {
                            Log.shared.event(\(name), "updateProperties")
                            super.updateProperties()
                        }

                        override func updateViewConstraints() {
                            Log.shared.event(\(name), "updateViewConstraints")
                            super.updateViewConstraints()
                        }

                        override func viewWillLayoutSubviews() {
                            Log.shared.event(\(name), "viewWillLayoutSubviews")
                            super.viewWillLayoutSubviews()
                        }

                        override func viewDidLayoutSubviews() {
                            Log.shared.event(\(name), "viewDidLayoutSubviews")
                            super.viewDidLayoutSubviews()
                        }

                        override func viewSafeAreaInsetsDidChange() {
                            Log.shared.event(\(name), "viewSafeAreaInsetsDidChange")
                            super.viewSafeAreaInsetsDidChange()
                        }

                        override func viewLayoutMarginsDidChange() {
                            Log.shared.event(\(name), "viewLayoutMarginsDidChange")
                            super.viewLayoutMarginsDidChange()
                        }

                        override func viewDidAppear(_ animated: Bool) {
                            Log.shared.event(\(name), "viewDidAppear", animated: animated)
                            super.viewDidAppear(animated)\(forwarding("child.endAppearanceTransition()"))
                        }

                        override func viewWillDisappear(_ animated: Bool) {
                            Log.shared.event(\(name), "viewWillDisappear", animated: animated)
                            super.viewWillDisappear(animated)\(forwarding("child.beginAppearanceTransition(false, animated: animated)"))
                        }

                        override func viewDidDisappear(_ animated: Bool) {
                            Log.shared.event(\(name), "viewDidDisappear", animated: animated)
                            super.viewDidDisappear(animated)\(forwarding("child.endAppearanceTransition()"))
                        }

                        override func didReceiveMemoryWarning() {
                            Log.shared.event(\(name), "didReceiveMemoryWarning")
                            super.didReceiveMemoryWarning()
                        }

                        override func willMove(toParent parent: UIViewController?) {
                            Log.shared.event(\(name), "willMove(toParent:)")
                            super.willMove(toParent: parent)
                        }

                        override func didMove(toParent parent: UIViewController?) {
                            Log.shared.event(\(name), "didMove(toParent:)")
                            super.didMove(toParent: parent)
                        }

                        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                            Log.shared.event(\(name), "shouldPerformSegue(withIdentifier:sender:)")
                            return super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
                        }

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            Log.shared.event(\(name), "prepare(for:sender:)")
                            super.prepare(for: segue, sender: sender)
                        }

                        override func willTransition(
                            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
                        ) {
                            Log.shared.event(\(name), "willTransition(to:with:)")
                            super.willTransition(to: newCollection, with: coordinator)
                        }

                        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                            Log.shared.event(\(name), "traitCollectionDidChange")
                            super.traitCollectionDidChange(previousTraitCollection)
                        }

                        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                            Log.shared.event(\(name), "viewWillTransition(to:with:)")
                            super.viewWillTransition(to: size, with: coordinator)
                        }

                        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                            Log.shared.event(\(name), "presentationControllerDidAttemptToDismiss")
                        }
                    }

            """
    }
}

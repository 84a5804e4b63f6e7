import VCLabEngine

extension AppPackageWriter {
    static func styleName(_ style: PresentationStyle?) -> String? {
        guard let style else { return nil }
        return "." + style.rawValue
    }

    static func build(_ expression: ControllerExpression) -> String {
        switch expression {
        case .controller(let name, _): "make(\(quoted(name)))"
        case .navigation(let name, let stack, _):
            "stack(\(quoted(name)), [\(stack.map(build).joined(separator: ", "))])"
        case .tabs(let name, let tabs, _):
            "tabs(\(quoted(name)), [\(tabs.map(build).joined(separator: ", "))])"
        }
    }

    /// The Swift that performs a step, or nil for a step the person does (``AppStepInstruction``).
    static func code(for step: ScenarioStep) -> String? {
        switch step.action {
        case .launch: return "break  // performed at launch"
        case .push(let name, let animated):
            return "topNavigation()?.pushViewController(make(\(quoted(name.name))), animated: \(animated))"
        case .pop(let animated): return "topNavigation()?.popViewController(animated: \(animated))"
        case .popToRoot(let animated): return "topNavigation()?.popToRootViewController(animated: \(animated))"
        case .popTo(let name, let animated):
            return
                "if let target = instance(\(quoted(name.name))) { topNavigation()?.popToViewController(target, animated: \(animated)) }"
        case .present(let expression, let style, let animated):
            return "present(\(build(expression)), style: \(styleName(style) ?? "nil"), animated: \(animated))"
        case .dismiss(let animated): return "top().dismiss(animated: \(animated))"
        case .segue(let name, let kind): return "segue(to: make(\(quoted(name.name))), push: \(kind == .push))"
        case .tab(let name):
            return "if let target = instance(\(quoted(name.name))) { topTabs()?.selectedViewController = target }"
        case .add(let child, let parent):
            return
                "if let parent = instance(\(quoted(parent.name))) { embed(instanceOrMake(\(quoted(child.name))), in: parent) }"
        case .addWithoutDidMove(let child, let parent):
            return
                "if let parent = instance(\(quoted(parent.name))) { let child = instanceOrMake(\(quoted(child.name))); parent.addChild(child); parent.view.addSubview(child.view) }"
        case .addView(let child, let parent):
            return
                "if let parent = instance(\(quoted(parent.name))) { parent.view.addSubview(instanceOrMake(\(quoted(child.name))).view) }"
        case .remove(let name):
            return
                "if let child = instance(\(quoted(name.name))) { child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent() }"
        case .transition(let from, let to, let animated):
            return "transition(from: \(quoted(from.name)), to: \(quoted(to.name)), animated: \(animated))"
        case .layout(let name):
            return
                "instance(\(quoted(name.name)))?.view.setNeedsLayout(); instance(\(quoted(name.name)))?.view.layoutIfNeeded()"
        case .constraints(let name):
            return
                "instance(\(quoted(name.name)))?.view.setNeedsUpdateConstraints(); instance(\(quoted(name.name)))?.view.updateConstraintsIfNeeded()"
        case .properties(let name):
            return "if #available(iOS 26.0, *) { instance(\(quoted(name.name)))?.setNeedsUpdateProperties() }"
        case .load(let name): return "instance(\(quoted(name.name)))?.loadViewIfNeeded()"
        case .page(let name, let container, let animated):
            return
                "(instance(\(quoted(container.name))) as? UIPageViewController)?.setViewControllers([make(\(quoted(name.name)))], direction: .forward, animated: \(animated))"
        case .replaceRoot(let expression):
            return "replaceRoot(with: \(build(expression)))"
        case .swipeBack, .swipeDown, .background, .foreground, .kill, .memoryWarning, .rotate, .statusBar, .unload,
            .interrupt, .refusedSegue, .unwind, .disconnect, .state, .resize:
            return nil
        }
    }

    static func driver(scenario: Scenario, controllers: [Controller]) -> String {
        let root = scenario.declarations.compactMap { declaration -> ControllerExpression? in
            if case .root(let expression) = declaration.kind { return expression }
            return nil
        }.first
        let factory = controllers.map { controller in
            let arguments =
                controller.kind == .pages
                ? "transitionStyle: .scroll, navigationOrientation: .horizontal" : "nibName: nil, bundle: nil"
            return "case \(quoted(controller.name)): controller = \(controller.typeName)(\(arguments))"
        }
        // The launch's `on active` lines run in the first applicationDidBecomeActive, where the engine puts them.
        let activation = (scenario.steps.first?.activationSteps ?? []).compactMap { code(for: $0) }
        var cases: [String] = []
        for step in scenario.steps where step.index > 1 {
            cases.append("case \(step.index): \(code(for: step) ?? "break  // the person does it")")
        }
        return """

                /// Performs the steps, each once the previous one has settled: its callbacks have arrived (as many
                /// as the engine's trace has) and nothing more came for a moment, or the person tapped Next.
                @MainActor final class Driver: NSObject {
                    static let shared = Driver()
                    private var window: UIWindow?
                    private var instances: [String: Weak] = [:]
                    private var held: [UIViewController] = []
                    private var step = 1
                    private var stepStart = 0
                    private var quietTicks = 0
                    private var lastCount = 0
                    private var finished = false
                    private let label = UILabel(frame: CGRect(x: 16, y: 60, width: 340, height: 120))
                    private let button = UIButton(frame: CGRect(x: 16, y: 190, width: 340, height: 44))

                    /// The transitioning delegate of a `custom` presentation (held here: UIKit holds it weakly).
                    private let customPresentation = CustomPresentation()

                    @MainActor final class CustomPresentation: NSObject, UIViewControllerTransitioningDelegate {
                        func presentationController(
                            forPresented presented: UIViewController, presenting: UIViewController?,
                            source: UIViewController
                        ) -> UIPresentationController? {
                            UIPresentationController(presentedViewController: presented, presenting: presenting)
                        }
                    }

                    final class Weak {
                        weak var controller: UIViewController?
                        init(_ controller: UIViewController) { self.controller = controller }
                    }

                    func make(_ name: String) -> UIViewController {
                        let controller: UIViewController
                        switch name {
                        \(factory.joined(separator: "\n            "))
                        default: controller = UIViewController(nibName: nil, bundle: nil)
                        }
                        instances[name] = Weak(controller)
                        if kept.contains(name) { held.append(controller) }
                        return controller
                    }

                    func instance(_ name: String) -> UIViewController? { instances[name]?.controller }

                    func instanceOrMake(_ name: String) -> UIViewController { instance(name) ?? make(name) }

                    func stack(_ name: String, _ children: [UIViewController]) -> UIViewController {
                        let navigation = make(name)
                        (navigation as? UINavigationController)?.setViewControllers(children, animated: false)
                        return navigation
                    }

                    func tabs(_ name: String, _ children: [UIViewController]) -> UIViewController {
                        let tabs = make(name)
                        (tabs as? UITabBarController)?.setViewControllers(children, animated: false)
                        return tabs
                    }

                    func embed(_ child: UIViewController, in parent: UIViewController) {
                        parent.addChild(child)
                        parent.view.addSubview(child.view)
                        child.didMove(toParent: parent)
                    }

                    func top() -> UIViewController {
                        var controller = window?.rootViewController ?? UIViewController(nibName: nil, bundle: nil)
                        while let presented = controller.presentedViewController, !presented.isBeingDismissed {
                            controller = presented
                        }
                        return controller
                    }

                    /// The navigation controller whose stack the top of the screen shows.
                    func topNavigation() -> UINavigationController? {
                        var controller: UIViewController? = top()
                        while let current = controller {
                            if let navigation = current as? UINavigationController { return navigation }
                            if let tabs = current as? UITabBarController {
                                controller = tabs.selectedViewController
                            } else {
                                controller = current.children.first
                            }
                        }
                        return top().navigationController
                    }

                    func topTabs() -> UITabBarController? {
                        var controller: UIViewController? = top()
                        while let current = controller {
                            if let tabs = current as? UITabBarController { return tabs }
                            controller = current.children.first
                        }
                        return top().tabBarController
                    }

                    func present(_ controller: UIViewController, style: UIModalPresentationStyle?, animated: Bool) {
                        let presenter = top()
                        if let style { controller.modalPresentationStyle = style }
                        // A custom style asks the transitioning delegate for its presentation controller: UIKit's
                        // own, which keeps the presenter's views, as the engine's custom style does.
                        if style == .custom { controller.transitioningDelegate = customPresentation }
                        controller.popoverPresentationController?.sourceView = presenter.view
                        presenter.present(controller, animated: animated, completion: nil)
                        if controller.isModalInPresentation {
                            controller.presentationController?.delegate = controller as? UIAdaptivePresentationControllerDelegate
                        }
                    }

                    /// A segue in code, as a storyboard performs one: asked, prepared for, then performed.
                    func segue(to destination: UIViewController, push: Bool) {
                        let source = top()
                        let identifier = "segue"
                        guard source.shouldPerformSegue(withIdentifier: identifier, sender: nil) else { return }
                        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                            if push, let navigation = source.navigationController ?? (source as? UINavigationController) {
                                navigation.pushViewController(destination, animated: true)
                            } else {
                                source.present(destination, animated: true, completion: nil)
                            }
                        }
                        source.prepare(for: segue, sender: nil)
                        segue.perform()
                    }

                    func transition(from: String, to: String, animated: Bool) {
                        guard let old = instance(from), let parent = old.parent else { return }
                        let new = instanceOrMake(to)
                        parent.addChild(new)
                        old.willMove(toParent: nil)
                        parent.transition(
                            from: old, to: new, duration: animated ? 0.3 : 0, options: [], animations: nil
                        ) { _ in
                            old.removeFromParent()
                            new.didMove(toParent: parent)
                        }
                    }

                    private var hasBecomeActive = false

                    /// The launch's `on active` lines, inside the app's first applicationDidBecomeActive.
                    func becameActive() {
                        guard !hasBecomeActive else { return }
                        hasBecomeActive = true
                        \(activation.joined(separator: "\n            "))
                    }

                    /// `replace root with B`: the window's setter, as an app calls it after its login screens.
                    func replaceRoot(with controller: UIViewController) {
                        window?.rootViewController = controller
                    }

                    func launch(in window: UIWindow) {
                        self.window = window
                        window.rootViewController = \(root.map(build) ?? "make(\"root\")")
                        window.makeKeyAndVisible()
                        label.numberOfLines = 0
                        window.addSubview(label)
                        window.addSubview(button)
                        button.setTitle("Next step / 下一步", for: .normal)
                        button.addTarget(self, action: #selector(nextStep), for: .touchUpInside)
                        _ = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
                            MainActor.assumeIsolated { Driver.shared.tick() }
                        }
                    }

                    /// Every quarter second: once the step's callbacks have arrived and the log is quiet, the next.
                    func tick() {
                        guard !finished else { return }
                        let count = Log.shared.eventCount
                        quietTicks = count == lastCount ? quietTicks + 1 : 0
                        lastCount = count
                        let arrived = count - stepStart >= steps[step - 1].expected
                        if arrived, quietTicks >= 4, top().transitionCoordinator == nil { nextStep() }
                    }

                    @objc func nextStep() {
                        guard !finished else { return }
                        window?.bringSubviewToFront(label)
                        window?.bringSubviewToFront(button)
                        guard step < steps.count else {
                            finish()
                            return
                        }
                        step += 1
                        stepStart = Log.shared.eventCount
                        quietTicks = 0
                        Log.shared.step(step)
                        label.text = steps[step - 1].instruction ?? "\\(step). \\(steps[step - 1].text)"
                        performStep(step)
                    }

                    func performStep(_ step: Int) {
                        switch step {
                        \(cases.joined(separator: "\n            "))
                        default: break
                        }
                    }

                    /// The end: the whole log on the pasteboard and in the share sheet.
                    func finish() {
                        finished = true
                        Log.shared.end()
                        let text = Log.shared.lines.joined(separator: "\\n") + "\\n"
                        UIPasteboard.general.string = text
                        label.text = "Done: the log is copied. Paste it into a file and run vclab compare on it.\\n完成：日志已复制，粘贴到文件里交给 vclab compare。"
                        let share = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                        share.popoverPresentationController?.sourceView = button
                        top().present(share, animated: true, completion: nil)
                    }
                }

            """
    }
}

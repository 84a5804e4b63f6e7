import VCLabSupport

/// The running world of one scenario: the window, the controllers, the application and the run loop.
///
/// Every step mutates this model the way UIKit would and records the callbacks it makes. Nothing here reads
/// a clock, a file or a random source, so the same scenario always yields the same trace.
final class Simulation {
    let settings: ScenarioSettings
    var ios: IOSVersion { settings.ios }

    private(set) var events: [TraceEvent] = []
    var depth = 0
    var stepIndex = 0
    var runLoop = SimulatedRunLoop()

    var applicationState: ApplicationState = .notRunning
    var root: SimulatedController?
    var rootExpression: ControllerExpression?
    /// The launch's `on active` lines, run inside its `applicationDidBecomeActive` and then forgotten.
    var activationSteps: [ScenarioStep] = []
    /// Why one of them could not run, located at its own line; the step fails once the run loop drains.
    var activationFailure: StepFailure?
    var statusBar: StatusBarState
    var isLandscape = false
    /// `resize …`: the window Split View or Slide Over gives the app; it keeps its size when the device turns.
    var windowSize = ScenarioStep.WindowSize.full
    /// `disconnect`: the scene and its window are gone while the app runs on in the background.
    var isSceneDisconnected = false
    /// Controllers whose frames a status bar change moved while the app was in the background (a call
    /// accepted, then the app opened again during it): they lay out once the app is active again.
    var statusBarChangedInBackground: [SimulatedController] = []

    /// The current instance for each name, in the order each name was first instantiated (the order of
    /// `states`); a name whose controller was deallocated may be instantiated again into the same slot.
    var slots: [SimulatedController] = []
    private var slotIndexByName: [String: Int] = [:]
    /// How many initializers have run, to order memory-warning observers.
    var initializationCount = 0
    /// While a snapshot is taken nothing moves, so each frame is computed once per snapshot.
    var frameEpoch = 0
    var isCachingFrames = false
    /// The names of `slots`, shared by every snapshot until a new name appears.
    private var slotNames: [String] = []

    var origins: [String: SimulatedController.Origin] = [:]
    var keptNames: Set<String> = []
    var fullScreenLayoutNames: Set<String> = []
    var extendNoneNames: Set<String> = []
    var manualForwardingNames: Set<String> = []
    var presentationContextNames: Set<String> = []
    var modalNames: Set<String> = []
    var pageViewControllerNames: Set<String> = []
    /// `design A 375x667`: the sizes storyboard scenes and nibs were designed at, as width × 100,000 + height
    /// (each has at most five digits): a dictionary of `Int` shares the code `slotIndexByName` already brings
    /// into the WebAssembly module, whose size is budgeted.
    var designSizes: [String: Int] = [:]
    /// `embed C in A` and `child C of A`: the children each parent adds while its view loads, in order.
    var embeddedChildren: [String: [(name: String, bySegue: Bool)]] = [:]
    /// `hosting H` and `represent C in H`: the hosting controllers, and the controller each one's representable
    /// makes (Simulation+SwiftUI.swift).
    var hostingNames: Set<String> = []
    var representedChildren: [String: String] = [:]
    /// Whether the step running is `tab`, whose appearances iOS 13's SwiftUI did not repeat.
    var isSwitchingTabs = false

    init(scenario: Scenario) {
        settings = scenario.settings
        statusBar = scenario.settings.statusBar
        isLandscape = scenario.settings.launchesInLandscape
        for declaration in scenario.declarations {
            switch declaration.kind {
            case .storyboard(let names): for name in names { origins[name] = .storyboard }
            case .nib(let names): for name in names { origins[name] = .nib }
            case .code(let names): for name in names { origins[name] = .code }
            case .root(let expression): rootExpression = expression
            case .keep(let names): keptNames.formUnion(names)
            case .fullScreenLayout(let names): fullScreenLayoutNames.formUnion(names)
            case .extendNone(let names): extendNoneNames.formUnion(names)
            case .manualForwarding(let names): manualForwardingNames.formUnion(names)
            case .presentationContext(let names): presentationContextNames.formUnion(names)
            case .modalInPresentation(let names): modalNames.formUnion(names)
            case .pageViewControllers(let names): pageViewControllerNames.formUnion(names)
            case .designSize(let names, let size):
                for name in names { designSizes[name] = Int(size.width) * 100_000 + Int(size.height) }
            case .embedded(let child, let parent, let bySegue):
                embeddedChildren[parent, default: []].append((child, bySegue))
            case .hosting(let names): hostingNames.formUnion(names)
            case .represented(let child, let host):
                hostingNames.insert(host)
                representedChildren[host] = child
            }
        }
    }

    deinit {
        // Controllers point at their parents and presenters strongly; cut those links so the graph is freed.
        for controller in slots {
            controller.parent = nil
            controller.viewOnlyParent = nil
            controller.presentingController = nil
            controller.children.removeAll()
            controller.viewOnlyChildren.removeAll()
            controller.presentedController = nil
            controller.forwardedAppearanceTargets.removeAll()
        }
    }

    // MARK: - Recording

    /// - Parameter byCode: the scenario's own code makes the call (see ``TraceEvent/isCalledByCode``).
    func emit(
        _ controller: SimulatedController, _ callback: Callback, animated: Bool? = nil, _ rule: Rule,
        byCode: Bool = false
    ) {
        record(controller.name, callback, animated: animated, rule, byCode: byCode)
    }

    /// An application event. With `scenes on` the scene delegate hears the foreground and background events
    /// under its own names, each by the rule whose sources printed those names.
    func emitApplication(_ callback: Callback, _ rule: Rule) {
        guard settings.namesSceneDelegate, let sceneCallback = callback.sceneDelegateCounterpart else {
            record("app", callback, animated: nil, rule)
            return
        }
        let sceneRule: Rule =
            switch rule {
            case .enterBackground: .sceneEnterBackground
            case .enterForeground: .sceneEnterForeground
            case .interruption: .sceneInterruption
            default: rule
            }
        record("app", sceneCallback, animated: nil, sceneRule)
    }

    private func record(_ name: String, _ callback: Callback, animated: Bool?, _ rule: Rule, byCode: Bool = false) {
        // One place keeps every callback to the versions that have it, whatever rule asked for it.
        guard callback.availability.contains(ios) else { return }
        events.append(
            TraceEvent(
                sequence: events.count + 1, step: stepIndex, controller: name, callback: callback,
                animated: callback.takesAnimatedFlag ? animated : nil, depth: depth, rule: rule,
                isCalledByCode: byCode))
    }

    /// Runs `body` one level deeper: the callbacks it records happen inside the current one (`super`).
    func nested<Result>(_ body: () throws(StepFailure) -> Result) throws(StepFailure) -> Result {
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    // MARK: - Steps

    /// Runs one step to quiescence: its synchronous part, then every turn of the run loop it set off.
    func run(_ step: ScenarioStep) throws(StepFailure) {
        stepIndex = step.index
        activationSteps = step.activationSteps
        try perform(step.action)
        while let work = runLoop.next() { work() }
        if let failure = activationFailure { throw failure }
    }

    /// One action, as a step or as app code inside the launch's `applicationDidBecomeActive`.
    func perform(_ action: ScenarioStep.Action) throws(StepFailure) {
        if case .tab = action { isSwitchingTabs = true } else { isSwitchingTabs = false }
        try checkApplicationState(for: action)
        switch action {
        case .launch: try launch()
        case .push(let name, let animated): try push(name, animated: animated)
        case .pop(let animated): try pop(animated: animated)
        case .popToRoot(let animated): try popToRoot(animated: animated)
        case .popTo(let name, let animated): try pop(to: name, animated: animated)
        case .swipeBack(let cancelled): try swipeBack(cancelled: cancelled)
        case .present(let expression, let style, let animated):
            try present(expression, style: style, animated: animated)
        case .dismiss(let animated): try dismiss(animated: animated)
        case .swipeDown(let cancelled): try swipeDown(cancelled: cancelled)
        case .segue(let name, let kind): try segue(to: name, kind: kind)
        case .refusedSegue(let name, let kind): try segue(to: name, kind: kind, isRefused: true)
        case .unwind(let name): try unwind(to: name)
        case .tab(let name): try selectTab(name)
        case .add(let child, let parent): try add(child, to: parent)
        case .addWithoutDidMove(let child, let parent): try add(child, to: parent, callsDidMove: false)
        case .remove(let name): try remove(name)
        case .transition(let from, let to, let animated): try transition(from: from, to: to, animated: animated)
        case .addView(let child, let parent): try addView(child, to: parent)
        case .background: enterBackground()
        case .foreground: try enterForeground()
        case .kill: try kill()
        case .memoryWarning: receiveMemoryWarning()
        case .rotate: rotate()
        case .statusBar(let state): changeStatusBar(to: state)
        case .load(let name): try load(name)
        case .unload(let name): try unload(name)
        case .layout(let name): try requestLayout(of: name, constraintsChanged: false)
        case .constraints(let name): try requestLayout(of: name, constraintsChanged: true)
        case .properties(let name): try requestPropertiesUpdate(of: name)
        case .page(let name, let container, let animated): try setPage(name, in: container, animated: animated)
        case .interrupt(let interruption): interrupt(by: interruption)
        case .disconnect: try disconnectScene()
        case .state(let name): try changeState(of: name)
        case .replaceRoot(let expression): try replaceRoot(with: expression)
        case .resize(let size): try resize(to: size)
        }
    }

    private func checkApplicationState(for action: ScenarioStep.Action) throws(StepFailure) {
        switch applicationState {
        case .notRunning:
            if case .launch = action { return }
            throw StepFailure("scenario.app-not-running", "the app is not running yet", fixIt: "start with 'launch'")
        case .terminated:
            throw StepFailure(
                "scenario.app-terminated", "the app was terminated; no code runs after that")
        case .background:
            switch action {
            // The device can turn while the app is suspended; the app hears of it when it returns.
            case .foreground, .kill, .memoryWarning, .load, .unload, .statusBar, .rotate, .disconnect: return
            default:
                throw StepFailure(
                    "scenario.app-in-background", "the app is in the background, so the user cannot do that",
                    fixIt: "add 'foreground' first")
            }
        case .active:
            if case .launch = action {
                throw StepFailure("scenario.duplicate-launch", "the app is already running")
            }
            if case .disconnect = action {
                throw StepFailure(
                    "scenario.app-not-in-background", "UIKit disconnects a scene in the background",
                    fixIt: "add 'background' first")
            }
        }
    }

    // MARK: - Controllers

    /// The live controller called `name`, or a failure that says why there is none.
    func existingController(_ name: ScenarioStep.Name) throws(StepFailure) -> SimulatedController {
        if let controller = currentController(named: name.name), controller.isAlive { return controller }
        let known = slots.filter { $0.isAlive }.map { $0.name }.sorted()
        let suggestion = Suggestion.closest(to: name.name, among: known).map { "did you mean '\($0)'?" }
        if currentController(named: name.name) != nil {
            throw StepFailure(
                "scenario.deallocated-controller", "'\(name.name)' has been deallocated", column: name.column,
                fixIt: "declare 'keep \(name.name)' to hold it")
        }
        throw StepFailure(
            "scenario.unknown-controller", "no controller called '\(name.name)' exists at this step",
            column: name.column, fixIt: suggestion)
    }

    /// The latest instance called `name`, alive or not.
    func currentController(named name: String) -> SimulatedController? {
        slotIndexByName[name].map { slots[$0] }
    }

    /// Whether anything holds `controller` strongly.
    func isOwned(_ controller: SimulatedController) -> Bool {
        controller === root || controller.parent != nil || controller.viewOnlyParent != nil
            || controller.presentingController != nil || controller.isKept
    }

    /// Deallocates `controller` if nothing holds it any more, and with it whatever only it held.
    func releaseIfUnowned(_ controller: SimulatedController) {
        guard controller.isAlive, !isOwned(controller) else { return }
        deallocate(controller)
    }

    private func deallocate(_ controller: SimulatedController) {
        controller.isDeallocated = true
        controller.isViewInWindow = false
        controller.appearance = .disappeared
        emit(controller, .deinitialize, .deinitWhenUnowned)
        dismantleRepresentable(of: controller)
        // ARC releases the ivars inside dealloc, so what only this controller held goes with it, one level deeper.
        let held =
            controller.children + controller.viewOnlyChildren + [controller.presentedController].compactMap { $0 }
        controller.children.removeAll()
        controller.viewOnlyChildren.removeAll()
        controller.presentedController = nil
        depth += 1
        for child in held {
            child.parent = nil
            child.viewOnlyParent = nil
            child.presentingController = nil
            releaseIfUnowned(child)
        }
        depth -= 1
    }

    /// Instantiates a fresh controller for `name`, recording its `init…` callbacks.
    func instantiate(
        _ name: String, kind: SimulatedController.Kind, origin forcedOrigin: SimulatedController.Origin? = nil
    ) -> SimulatedController {
        let origin = forcedOrigin ?? origins[name] ?? .code
        let controller = SimulatedController(name: name, kind: kind, origin: origin)
        controller.isKept = keptNames.contains(name)
        controller.forwardsAppearanceManually = manualForwardingNames.contains(name)
        controller.wantsFullScreenLayout = fullScreenLayoutNames.contains(name)
        controller.extendsUnderBars = !extendNoneNames.contains(name)
        controller.definesPresentationContext = presentationContextNames.contains(name)
        controller.isModalInPresentation = modalNames.contains(name)
        controller.isPageViewController = pageViewControllerNames.contains(name)
        controller.hostsSwiftUI = hostingNames.contains(name)
        if let index = slotIndexByName[name] {
            slots[index] = controller
        } else {
            slotIndexByName[name] = slots.count
            slots.append(controller)
            slotNames.append(name)
        }
        return controller
    }

    func recordInitializer(_ controller: SimulatedController) {
        markInitialized(controller)
        switch controller.origin {
        case .storyboard:
            emit(controller, .initWithCoder, .initStoryboard)
            emit(controller, .awakeFromNib, .awakeFromNib)
        case .nib, .code:
            emit(controller, .initWithNibName, .initCode)
        }
    }

    func markInitialized(_ controller: SimulatedController) {
        controller.initializationOrder = initializationCount
        initializationCount += 1
    }

    /// A controller for a step that places `name` somewhere new: a kept controller that is free, or a new one.
    func obtainController(
        _ name: ScenarioStep.Name, origin: SimulatedController.Origin? = nil
    ) throws(StepFailure) -> SimulatedController {
        if let existing = currentController(named: name.name), existing.isAlive {
            if existing.kind != .content || isOwned(existing) && !(existing.isKept && isDetached(existing)) {
                throw StepFailure(
                    "scenario.controller-in-use", "'\(name.name)' is already \(placementDescription(existing))",
                    column: name.column)
            }
            return existing
        }
        let controller = instantiate(name.name, kind: .content, origin: origin)
        recordInitializer(controller)
        return controller
    }

    /// Builds the controllers of an expression, children first as `UINavigationController(rootViewController:)`
    /// needs them; a storyboard container decodes its children inside its own `init(coder:)`.
    func build(_ expression: ControllerExpression, lineColumn: Int? = nil) throws(StepFailure) -> SimulatedController {
        switch expression {
        case .controller(let name, let column):
            return try obtainController(ScenarioStep.Name(name, column: column))
        case .navigation(let name, let stack, let column), .tabs(let name, let stack, let column):
            let kind: SimulatedController.Kind = if case .navigation = expression { .navigation } else { .tabs }
            if let existing = currentController(named: name), existing.isAlive {
                throw StepFailure(
                    "scenario.controller-in-use", "'\(name)' is already \(placementDescription(existing))",
                    column: column)
            }
            let container = instantiate(name, kind: kind)
            var children: [SimulatedController] = []
            if container.origin == .storyboard {
                markInitialized(container)
                emit(container, .initWithCoder, .initStoryboard)
                try nested { () throws(StepFailure) in
                    for child in stack { children.append(try build(child)) }
                }
                emit(container, .awakeFromNib, .containerDecodesChildren)
            } else {
                for child in stack { children.append(try build(child)) }
                markInitialized(container)
                emit(container, .initWithNibName, .initCode)
            }
            for child in children {
                if kind == .navigation, child.kind != .content {
                    throw StepFailure(
                        "scenario.invalid-container",
                        "a navigation controller cannot hold '\(child.name)', which is a container",
                        column: column)
                }
                child.parent = container
            }
            container.children = children
            return container
        }
    }

    func isDetached(_ controller: SimulatedController) -> Bool {
        controller !== root && controller.parent == nil && controller.viewOnlyParent == nil
            && controller.presentingController == nil
    }

    func placementDescription(_ controller: SimulatedController) -> String {
        if controller === root { return "the window's root view controller" }
        if let parent = controller.parent {
            switch parent.kind {
            case .navigation: return "in the stack of '\(parent.name)'"
            case .tabs: return "a tab of '\(parent.name)'"
            case .content: return "a child of '\(parent.name)'"
            }
        }
        if let presenter = controller.presentingController { return "presented by '\(presenter.name)'" }
        if let parent = controller.viewOnlyParent { return "shown inside '\(parent.name)'" }
        return "in use"
    }

    // MARK: - What the user sees

    /// The controller that presents next: the topmost presented controller, else the root. A controller that
    /// defines a presentation context may present from inside a container (`context N`), so the search
    /// follows the visible children too.
    var presentationContext: SimulatedController? {
        guard var top = root else { return nil }
        while let presented = top.presentedController ?? presentedInside(top) { top = presented }
        return top
    }

    /// The chain of controllers that show the visible content, from the presentation context down through
    /// visible container children.
    var visiblePath: [SimulatedController] {
        guard var current = presentationContext else { return [] }
        var path = [current]
        while let child = current.visibleChild {
            path.append(child)
            current = child
        }
        return path
    }

    /// Every controller whose view is in the window now, parents before children, root before presented.
    var controllersInWindow: [SimulatedController] { root.map { controllersInWindow(from: $0) } ?? [] }

    func controllersInWindow(from top: SimulatedController) -> [SimulatedController] {
        var result: [SimulatedController] = []
        func visit(_ controller: SimulatedController) {
            guard controller.isAlive else { return }
            if controller.isViewInWindow { result.append(controller) }
            for child in controller.children + controller.viewOnlyChildren { visit(child) }
            if let presented = controller.presentedController { visit(presented) }
        }
        visit(top)
        return result
    }

    // MARK: - States

    /// How many controllers a snapshot taken now would record.
    var controllerCount: Int { slotNames.count }

    func snapshot() -> StepSnapshot {
        let isTerminated = applicationState == .terminated
        isCachingFrames = true
        frameEpoch += 1
        defer { isCachingFrames = false }
        var entries: [StepSnapshot.Entry] = []
        entries.reserveCapacity(slots.count)
        for controller in slots {
            let isAlive = controller.isAlive && !isTerminated
            let isLoaded = isAlive && controller.isViewLoaded
            if isLoaded, controller === root || !isDetached(controller) {
                controller.lastPlacedFrame = frame(of: controller)
            }
            entries.append(
                StepSnapshot.Entry(
                    isAlive: isAlive, isViewLoaded: isLoaded,
                    appearance: isAlive ? controller.appearance : .disappeared,
                    frame: isLoaded ? frame(of: controller) : nil,
                    safeArea: isLoaded && ios.major >= 11
                        ? StepSnapshot.PackedInsets(
                            controller.isViewInWindow ? safeAreaInsets(of: controller) : .zero) : nil))
        }
        return StepSnapshot(step: stepIndex, names: slotNames, entries: entries, screen: screenSnapshot())
    }

}

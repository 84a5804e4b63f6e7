/// The application around the controllers: launch, background and return, being killed, memory warnings,
/// and app code that touches a controller's view directly.
extension Simulation {
    /// `application(_:didFinishLaunchingWithOptions:)`, then the window becomes key and visible with its root;
    /// the app becomes active before or after the root's `viewDidAppear`, by version.
    /// Before iOS 13 a main storyboard's initial controller exists before the delegate hears about the
    /// launch, and a root built in code is created inside it; from iOS 13 the window belongs to a scene,
    /// which connects after the launch has finished (unless `scenes off` keeps the app-delegate life cycle).
    func launch() throws(StepFailure) {
        guard let rootExpression else {
            throw StepFailure(
                "scenario.missing-root", "the window has no root view controller", fixIt: "declare 'root A'")
        }
        try checkEmbeddings()
        try checkDesignSizes()
        applicationState = .active
        let controller: SimulatedController
        if settings.namesSceneDelegate {
            emitApplication(.didFinishLaunching, .didFinishLaunching)
            controller = try connectScene(building: rootExpression)
        } else if settings.hasScenes {
            emitApplication(.didFinishLaunching, .didFinishLaunching)
            controller = try build(rootExpression)
        } else if origins[rootExpression.name] == .storyboard {
            controller = try build(rootExpression)
            emitApplication(.didFinishLaunching, .didFinishLaunching)
        } else {
            emitApplication(.didFinishLaunching, .didFinishLaunching)
            controller = try nested { () throws(StepFailure) in try build(rootExpression) }
        }
        root = controller
        for (parent, _) in embeddedChildren {
            if let found = currentController(named: parent), found.kind != .content {
                throw StepFailure(
                    "scenario.invalid-containment",
                    "'\(parent)' is a \(found.kind == .navigation ? "navigation" : "tab bar") controller; 'embed' and 'child' need a custom container"
                )
            }
        }
        show(root: controller)
    }

    /// `scenes on`: the scene connects and its delegate hears `scene(_:willConnectTo:options:)`. A storyboard's
    /// initial controller already sits in the scene's window then (Xcode's template says the window is set up
    /// before the call); a root built in code is created inside it, where the template builds the window.
    private func connectScene(building rootExpression: ControllerExpression) throws(StepFailure) -> SimulatedController
    {
        if origins[rootExpression.name] == .storyboard {
            let controller = try build(rootExpression)
            emitApplication(.sceneWillConnect, .sceneConnect)
            return controller
        }
        emitApplication(.sceneWillConnect, .sceneConnect)
        return try nested { () throws(StepFailure) in try build(rootExpression) }
    }

    /// The window becomes key and visible with its root: the root appears, and the app becomes active before or
    /// after the root's `viewDidAppear`, by version.
    private func show(root controller: SimulatedController, entersForeground: Bool = true) {
        loadVisibleTree(controller)
        beginAppearance(controller, appearing: true, animated: false, .launchRootAppearance)
        // Before iOS 8 an iPad app launched in landscape starts in portrait and turns while its root appears:
        // willRotate before the first layout, which already has the landscape size, willAnimateRotation after
        // it, and no didRotate (a printed iOS 5 iPad log).
        let turnsAtLaunch = ios.major < 8 && settings.launchesInLandscape && settings.device == .ipad
        if turnsAtLaunch {
            for member in appearingMembers(of: controller) { member.isViewInWindow = true }
            forward(.willRotate, from: controller, .launchLegacyLandscape)
        }
        viewsDidEnterWindow(controller, animated: false)
        if turnsAtLaunch { forward(.willAnimateRotation, from: controller, .launchLegacyLandscape) }
        // A view that loaded at its design size is laid out again once it is resized to the window.
        let resized = appearingMembers(of: controller).filter { isLoadedAtAnotherSize($0) }
        layoutPass(resized, includesConstraints: true, .layoutDesignSize)
        // With scenes (iOS 13+) the newly connected scene enters the foreground and becomes active while its
        // window's root is appearing, before the root's viewDidAppear: printed logs of iOS 13 and 14 show the pair
        // after the root's viewDidLoad, a note between viewWillAppear and viewDidAppear. `app.…` without
        // `scenes on` stands for whichever delegate hears it, here the scene's. A reconnected scene that already
        // said `willEnterForeground` does not say it twice.
        if settings.hasScenes {
            runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
                if entersForeground { emitApplication(.willEnterForeground, .sceneForegroundAtLaunch) }
                emitApplication(.didBecomeActive, .sceneActiveAtLaunch)
                runActivationSteps()
                endAppearance(controller, .launchRootAppearance)
            }
            return
        }
        // The app delegate's life cycle: which comes first changed with the versions (iOS 8 and 11 reversed it,
        // iOS 9 restored it).
        let becomesActiveFirst = ios.major < 8 || (9...10).contains(ios.major)
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            if becomesActiveFirst {
                emitApplication(.didBecomeActive, .activeBeforeRootAppears)
                runActivationSteps()
            }
            endAppearance(controller, .launchRootAppearance)
            if !becomesActiveFirst {
                emitApplication(.didBecomeActive, .activeAfterRootAppears)
                runActivationSteps()
            }
        }
    }

    /// The launch's `on active` lines: app code inside `applicationDidBecomeActive` (or, with scenes,
    /// `sceneDidBecomeActive`), one level under it; what they set off in the run loop comes after. Each keeps
    /// the rules of its own step.
    private func runActivationSteps() {
        let pending = activationSteps
        activationSteps = []
        for step in pending where activationFailure == nil {
            do {
                try nested { () throws(StepFailure) in try perform(step.action) }
            } catch {
                var failure = error
                failure.line = step.line
                failure.column = failure.column ?? step.column
                activationFailure = failure
            }
        }
    }

    /// The Home button. From iOS 4 the app is suspended and no controller hears anything but the app
    /// switcher's snapshots (below); iPhone OS 3 quits the app, and the visible controllers disappear on the
    /// way out.
    func enterBackground() {
        guard ios.major >= 4 else {
            emitApplication(.willTerminate, .quitOnHome)
            var visibleRoots: [SimulatedController] = []
            if let root, root.isViewInWindow { visibleRoots.append(root) }
            var top = root
            while let presented = top?.presentedController {
                if presented.isViewInWindow { visibleRoots.append(presented) }
                top = presented
            }
            for controller in visibleRoots.reversed() {
                beginAppearance(controller, appearing: false, animated: false, .quitDisappearance)
            }
            for controller in visibleRoots.reversed() {
                removeFromWindow(controller)
                endAppearance(controller, .quitDisappearance)
            }
            applicationState = .terminated
            return
        }
        emitApplication(.willResignActive, .enterBackground)
        emitApplication(.didEnterBackground, .enterBackground)
        applicationState = .background
        // From iOS 9 an iPad's app switcher takes a snapshot in each orientation: the views are laid out at
        // the other size, then at this one again (an iOS 9.3.2 iPad report).
        if settings.device == .ipad, ios.major >= 9 {
            let onScreen = controllersInWindow
            for _ in 0..<2 { layoutPass(onScreen, includesConstraints: true, .layoutForSnapshots) }
        }
        // From iOS 13 the app switcher's snapshots are drawn in the other appearance, then in this one again.
        if ios.major >= 13 {
            let onScreen = controllersInWindow
            for _ in 0..<2 {
                for controller in onScreen { emit(controller, .traitCollectionDidChange, .traitSnapshots) }
            }
        }
    }

    func enterForeground() throws(StepFailure) {
        guard applicationState == .background else {
            throw StepFailure("scenario.app-not-in-background", "the app is already in the foreground")
        }
        if isSceneDisconnected {
            try reconnectScene()
            return
        }
        let turned = deliverRotationMadeInBackground()
        emitApplication(.willEnterForeground, .enterForeground)
        emitApplication(.didBecomeActive, .enterForeground)
        applicationState = .active
        // A status bar that changed meanwhile (the in-call bar of a call accepted in the background) moved
        // the window's content; what the turn lays out anyway is not laid out twice.
        let moved = statusBarChangedInBackground.filter { controller in
            controller.isAlive && controller.isViewInWindow && !turned.contains { $0 === controller }
        }
        statusBarChangedInBackground = []
        guard !turned.isEmpty || !moved.isEmpty else { return }
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            if !turned.isEmpty { layoutPass(turned, includesConstraints: true, .layoutAfterRotation) }
            if !moved.isEmpty { layoutPass(moved, includesConstraints: false, .statusBarLayout) }
        }
    }

    /// The system (or the user, in the app switcher) disconnects the app's scene while it is in the background:
    /// the scene delegate hears `sceneDidDisconnect`, then the scene goes and with it the window, which releases
    /// its root; no controller hears anything but its `deinit`. The app itself keeps running.
    func disconnectScene() throws(StepFailure) {
        guard settings.hasScenes else {
            throw StepFailure(
                "scenario.unavailable-api", "the app has no scene to disconnect ('scenes off' or before iOS 13)")
        }
        guard applicationState == .background, !isSceneDisconnected else {
            throw StepFailure(
                "scenario.app-not-in-background",
                isSceneDisconnected
                    ? "the scene is already disconnected" : "UIKit disconnects a scene in the background",
                fixIt: isSceneDisconnected ? nil : "add 'background' first")
        }
        emitApplication(.sceneDidDisconnect, .sceneDisconnect)
        isSceneDisconnected = true
        guard let window = root else { return }
        root = nil
        for controller in controllersInWindow(from: window) { controller.isViewInWindow = false }
        releaseIfUnowned(window)
    }

    /// Coming back to a disconnected scene connects a new one: its window is built again with new controllers.
    private func reconnectScene() throws(StepFailure) {
        guard let rootExpression else { return }
        isSceneDisconnected = false
        applicationState = .active
        let controller: SimulatedController
        if settings.namesSceneDelegate {
            // The new scene connects as at launch; it enters the foreground once its window shows the root.
            controller = try connectScene(building: rootExpression)
        } else {
            emitApplication(.willEnterForeground, .sceneReconnect)
            controller = try build(rootExpression)
        }
        root = controller
        show(root: controller, entersForeground: settings.namesSceneDelegate)
    }

    /// Killing a suspended app from the app switcher sends SIGKILL: no callback of any kind runs, and no
    /// controller is deallocated.
    func kill() throws(StepFailure) {
        guard applicationState == .background else {
            throw StepFailure(
                "scenario.app-not-in-background", "only a suspended app can be killed from the app switcher",
                fixIt: "add 'background' first")
        }
        applicationState = .terminated
    }

    /// Every controller observes the memory-warning notification from its initializer, so they hear it in the
    /// order their initializers ran. Up to iOS 5
    /// the default implementation also releases a view that has no superview; iOS 6 never does.
    func receiveMemoryWarning() {
        // UIApplication tells its delegate, then posts the notification the controllers observe.
        emitApplication(.applicationDidReceiveMemoryWarning, .memoryAppDelegate)
        let observers = slots.filter { $0.isAlive }.sorted { $0.initializationOrder < $1.initializationOrder }
        for (position, controller) in observers.enumerated() {
            emit(controller, .didReceiveMemoryWarning, position == 0 ? .memoryWarning : .memoryObserverOrder)
            guard ios.major < 6, controller.isViewLoaded, canReleaseView(of: controller) else { continue }
            depth += 1
            if ios.major == 5 { emit(controller, .viewWillUnload, .viewWillUnload) }
            unloadView(of: controller)
            emit(controller, .viewDidUnload, .viewDidUnload)
            depth -= 1
        }
    }

    /// A view can go when it is not in the window and has no superview: off-screen roots of their own, buried
    /// navigation children, unselected tabs. A custom child's view still sits in its parent's view.
    private func canReleaseView(of controller: SimulatedController) -> Bool {
        guard !controller.isViewInWindow else { return false }
        if controller.viewOnlyParent != nil { return false }
        guard let parent = controller.parent else { return true }
        switch parent.kind {
        case .content: return !parent.isViewLoaded
        case .navigation, .tabs: return parent.visibleChild !== controller || !parent.isViewLoaded
        }
    }

    func unloadView(of controller: SimulatedController) {
        controller.isViewLoaded = false
        controller.hasReceivedInitialTraits = false
        controller.needsLayout = true
        // The children's views lose their superview with it, and lay out again in the reloaded one.
        for child in controller.children { child.needsLayout = true }
    }

    /// Code reads `A.view`. A controller that nothing holds is created for the read and deallocated after it.
    func load(_ name: ScenarioStep.Name) throws(StepFailure) {
        let controller: SimulatedController
        if let existing = currentController(named: name.name), existing.isAlive {
            controller = existing
        } else {
            controller = instantiate(name.name, kind: .content)
            recordInitializer(controller)
        }
        loadViewIfNeeded(controller)
        releaseIfUnowned(controller)
    }

    /// `A.view = nil`, the manual unload pattern of iOS 6 and later: no callback at all, not even
    /// `viewDidUnload`.
    func unload(_ name: ScenarioStep.Name) throws(StepFailure) {
        let controller = try existingController(name)
        guard !controller.isViewInWindow else {
            throw StepFailure(
                "scenario.unload-visible",
                "'\(name.name)' is on screen; the unload pattern only releases a view whose window is nil",
                column: name.column)
        }
        unloadView(of: controller)
    }

    /// `setNeedsLayout()` or a changed constraint on A's root view: a local pass from A's view, in which the
    /// constraints update happens inside the layout, after `viewWillLayoutSubviews`.
    func requestLayout(of name: ScenarioStep.Name, constraintsChanged: Bool) throws(StepFailure) {
        let controller = try existingController(name)
        if constraintsChanged, !settings.isAutoLayoutEnabled {
            throw StepFailure(
                "scenario.needs-autolayout", "'constraints' needs Auto Layout", column: name.column,
                fixIt: "add 'autolayout on' to the settings")
        }
        guard controller.isViewLoaded else {
            throw StepFailure(
                "scenario.view-not-loaded", "'\(name.name)' has no view to lay out yet", column: name.column,
                fixIt: "add 'load \(name.name)' first")
        }
        controller.needsLayout = true
        guard controller.isViewInWindow else { return }
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            controller.needsLayout = false
            updatePropertiesIfNeeded([controller])
            guard ios.major >= 5 else { return }
            emit(controller, .viewWillLayoutSubviews, .localLayout)
            if constraintsChanged { emit(controller, .updateViewConstraints, .localConstraints) }
            emit(controller, .viewDidLayoutSubviews, .didLayout)
        }
    }

    /// `setNeedsUpdateProperties()` on A (iOS 26), or a change to an observed property A's `updateProperties`
    /// read: one update at the next cycle, without layout. Off screen, it waits until the view is back.
    func requestPropertiesUpdate(of name: ScenarioStep.Name) throws(StepFailure) {
        let controller = try existingController(name)
        guard controller.isViewLoaded else {
            throw StepFailure(
                "scenario.view-not-loaded", "'\(name.name)' has no view whose properties could need an update",
                column: name.column, fixIt: "add 'load \(name.name)' first")
        }
        controller.needsPropertiesUpdate = true
        guard controller.isViewInWindow else { return }
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            guard controller.needsPropertiesUpdate, controller.isViewInWindow else { return }
            controller.needsPropertiesUpdate = false
            emit(controller, .updateProperties, .propertiesUpdate)
        }
    }
}

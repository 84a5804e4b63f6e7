/// `replace root with EXPR`: app code gives the window a new root view controller while the app runs, as an
/// app does after its login or onboarding screens.
///
/// Apple's page for `UIWindow.rootViewController`: assigning a controller "installs the view controller's view
/// as the content view of the window. If the window has an existing view hierarchy, the old views are removed
/// before the new ones are installed." No printed log of the callbacks was found, so the order below is that
/// sentence applied to the appearance callbacks (inferred): the old root disappears, then the new one loads and
/// appears, and the window no longer holds the old root, which goes once the step has settled.
extension Simulation {
    func replaceRoot(with expression: ControllerExpression) throws(StepFailure) {
        guard let old = root else { return }
        // The window's setter leaves what the old root presented on screen, above the new root: VCLab does not
        // simulate that leftover and asks for the dismissal first.
        if let presented = old.presentedController ?? presentedInside(old) {
            throw StepFailure(
                "scenario.presentation-over-root",
                "'\(presented.name)' is presented over the root; replacing the root would leave it on screen",
                fixIt: "add 'dismiss' first")
        }
        let controller = try build(expression)
        beginAppearance(old, appearing: false, animated: false, .replaceRoot)
        removeFromWindow(old)
        endAppearance(old, .replaceRoot)
        root = controller
        // A scene that connects again later builds its window with the root the app set last.
        rootExpression = expression
        loadVisibleTree(controller)
        beginAppearance(controller, appearing: true, animated: false, .replaceRoot)
        viewsDidEnterWindow(controller, animated: false)
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in
            endAppearance(controller, .replaceRoot)
            releaseIfUnowned(old)
        }
    }
}

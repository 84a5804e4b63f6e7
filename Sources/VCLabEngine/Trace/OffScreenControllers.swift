/// The controllers a picture of the screen lists beside it, each in the order it was first instantiated.
///
/// The site's SVG and the terminal's text picture both list them; this is where they are told apart.
public struct OffScreenControllers: Hashable, Sendable {
    /// Alive with a loaded view that is not in the window (or every one, while the app is not in front).
    public var loaded: [String] = []
    /// Alive, without a view.
    public var withoutView: [String] = []
    /// Deallocated, or gone with a killed app.
    public var gone: [String] = []

    public init(_ state: StepSnapshot, screen: ScreenSnapshot) {
        // A bar belongs to a controller whose view is in the window too; only views count.
        let onScreen = Set(
            screen.layers.filter { $0.kind == .view || $0.kind == .containerView }.map { $0.controller })
        for controller in state.controllers {
            if !controller.isAlive {
                gone.append(controller.name)
            } else if !controller.isViewLoaded {
                withoutView.append(controller.name)
            } else if !onScreen.contains(controller.name) || screen.application != .active {
                loaded.append(controller.name)
            }
        }
    }
}

/// What a controller looks like after a step.
public struct ControllerSnapshot: Hashable, Sendable {
    public var name: String
    /// False once the controller has been deallocated (or the app was killed).
    public var isAlive: Bool
    public var isViewLoaded: Bool
    public var appearance: AppearanceState
    /// The view's frame in window coordinates; `nil` when the view is not loaded.
    public var frame: Rect?

    public init(name: String, isAlive: Bool, isViewLoaded: Bool, appearance: AppearanceState, frame: Rect?) {
        self.name = name
        self.isAlive = isAlive
        self.isViewLoaded = isViewLoaded
        self.appearance = appearance
        self.frame = frame
    }
}

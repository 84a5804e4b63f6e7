/// What a controller looks like after a step.
public struct ControllerSnapshot: Hashable, Sendable {
    public var name: String
    /// False once the controller has been deallocated (or the app was killed).
    public var isAlive: Bool
    public var isViewLoaded: Bool
    public var appearance: AppearanceState
    /// The view's frame in window coordinates; `nil` when the view is not loaded.
    public var frame: Rect?
    /// The root view's safe-area insets (iOS 11+; zero outside the window); `nil` before iOS 11 or without a view.
    public var safeArea: EdgeInsets?

    public init(
        name: String, isAlive: Bool, isViewLoaded: Bool, appearance: AppearanceState, frame: Rect?,
        safeArea: EdgeInsets? = nil
    ) {
        self.name = name
        self.isAlive = isAlive
        self.isViewLoaded = isViewLoaded
        self.appearance = appearance
        self.frame = frame
        self.safeArea = safeArea
    }
}

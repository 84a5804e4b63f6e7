/// Every controller that exists after one step, in the order they were first instantiated.
///
/// Names are stored once and shared between steps; each step keeps only the plain values that change, so a
/// trace of many steps costs one small allocation a step.
public struct StepSnapshot: Hashable, Sendable {
    /// What one controller looks like, without its name.
    struct Entry: Hashable, Sendable {
        var isAlive: Bool
        var isViewLoaded: Bool
        var appearance: AppearanceState
        var frame: Rect?
        /// Kept in single precision: a state is stored for every controller after every step, and insets are
        /// whole points.
        var safeArea: PackedInsets?
    }

    struct PackedInsets: Hashable, Sendable {
        var top: Float
        var left: Float
        var bottom: Float
        var right: Float

        init(_ insets: EdgeInsets) {
            top = Float(insets.top)
            left = Float(insets.left)
            bottom = Float(insets.bottom)
            right = Float(insets.right)
        }

        var insets: EdgeInsets {
            EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
        }
    }

    public var step: Int
    private(set) var names: [String]
    private(set) var entries: [Entry]
    /// What the screen shows after the step; `nil` in snapshots built by hand without one.
    public var screen: ScreenSnapshot?

    init(step: Int, names: [String], entries: [Entry], screen: ScreenSnapshot?) {
        self.step = step
        self.names = names
        self.entries = entries
        self.screen = screen
    }

    public init(step: Int, controllers: [ControllerSnapshot], screen: ScreenSnapshot? = nil) {
        self.step = step
        self.screen = screen
        names = controllers.map { $0.name }
        entries = controllers.map {
            Entry(
                isAlive: $0.isAlive, isViewLoaded: $0.isViewLoaded, appearance: $0.appearance, frame: $0.frame,
                safeArea: $0.safeArea.map(PackedInsets.init))
        }
    }

    public var controllers: [ControllerSnapshot] { names.indices.map(controller(at:)) }

    public func controller(named name: String) -> ControllerSnapshot? {
        names.firstIndex(of: name).map(controller(at:))
    }

    private func controller(at index: Int) -> ControllerSnapshot {
        let entry = entries[index]
        return ControllerSnapshot(
            name: names[index], isAlive: entry.isAlive, isViewLoaded: entry.isViewLoaded,
            appearance: entry.appearance, frame: entry.frame, safeArea: entry.safeArea?.insets)
    }
}

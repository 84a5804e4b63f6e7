/// The appearance states of Apple's state diagram for a view controller's view.
public enum AppearanceState: String, Hashable, Sendable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// Which names a trace printout uses for callbacks.
public enum CallbackNaming: Sendable {
    /// Swift base names: `viewWillAppear`, `init(coder:)`, `deinit`.
    case swift
    /// Objective-C selectors, as the seed logs print them: `viewWillAppear:`, `initWithCoder:`, `dealloc`.
    case objectiveC

    public func name(of callback: Callback) -> String {
        switch self {
        case .swift: callback.swiftName
        case .objectiveC: callback.objectiveCSelector
        }
    }
}

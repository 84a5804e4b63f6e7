import VCLabEngine

/// `only:` for `trace` quizzes: which callbacks the learner types.
public enum TraceFilter: String, Hashable, Sendable, CaseIterable {
    /// The four will/did appear/disappear callbacks and `viewIsAppearing`.
    case appearance
    /// `init…`, `awakeFromNib`, `loadView`, `viewDidLoad`, the unload callbacks, `deinit`.
    case loading
    case layout
    case containment
    case all

    public func includes(_ callback: Callback) -> Bool {
        switch self {
        case .all: true
        case .appearance: callback.family == .appearance
        case .loading: callback.family == .loading
        case .layout: callback.family == .layout
        case .containment: callback.family == .containment
        }
    }
}

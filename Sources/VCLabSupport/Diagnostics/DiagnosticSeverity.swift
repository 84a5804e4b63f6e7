/// How serious a ``Diagnostic`` is. Errors fail a command; warnings fail it only with
/// `--warnings-as-errors`; notes add context to another diagnostic.
public enum DiagnosticSeverity: String, Hashable, Sendable, Comparable, CustomStringConvertible {
    case error
    case warning
    case note

    public var description: String { rawValue }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

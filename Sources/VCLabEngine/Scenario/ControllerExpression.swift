/// A controller, or a container built from controllers: `A`, `nav(A, B)`, `T = tabs(nav(A), B)`.
public indirect enum ControllerExpression: Hashable, Sendable {
    case controller(name: String, column: Int)
    /// A navigation controller; an unnamed one gets `nav1`, `nav2`, … from the parser, in order of appearance.
    case navigation(name: String, stack: [ControllerExpression], column: Int)
    case tabs(name: String, tabs: [ControllerExpression], column: Int)

    /// The name of the controller this expression denotes (a container's own name for containers).
    public var name: String {
        switch self {
        case .controller(let name, _), .navigation(let name, _, _), .tabs(let name, _, _): name
        }
    }

    public var column: Int {
        switch self {
        case .controller(_, let column), .navigation(_, _, let column), .tabs(_, _, let column): column
        }
    }

    /// Every controller name in the expression, outermost first.
    public var allNames: [String] {
        switch self {
        case .controller(let name, _): [name]
        case .navigation(let name, let children, _), .tabs(let name, let children, _):
            [name] + children.flatMap { $0.allNames }
        }
    }
}

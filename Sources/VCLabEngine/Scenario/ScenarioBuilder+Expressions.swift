import VCLabSupport

/// Controller expressions: `A`, `nav(A, B)`, `T = tabs(nav(A), B)`.
extension ScenarioBuilder {
    enum ContainerKind: Hashable, Sendable {
        case navigation
        case tabs

        var keyword: String {
            switch self {
            case .navigation: "nav"
            case .tabs: "tabs"
            }
        }
    }

    /// Reads the expression that must follow `head` and claims the places of its controllers.
    ///
    /// - Parameter isRoot: whether this is the `root` declaration, where a lone controller also takes a place.
    mutating func expression(_ line: inout ScenarioLine, after head: ScenarioToken, usage: String, isRoot: Bool)
        -> ControllerExpression?
    {
        guard !line.isAtEnd else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, head),
                "'\(head.keyword)' needs a controller or a container, as in '\(usage)'")
            return nil
        }
        guard hasBalancedParentheses(line) else { return nil }
        guard let expression = parseExpression(&line, inside: nil) else { return nil }
        // The root's controllers keep their places for the whole run; a presented container is released by its
        // dismissal, so the same expression may be presented again later and claims its places for itself only.
        let placesBefore = places
        claimPlaces(of: expression, line: line.number, isTopLevel: true, isRoot: isRoot)
        if !isRoot { places = placesBefore }
        return expression
    }

    /// Checks the rest of the line before parsing it, so that a missing `)` is reported once, where it matters.
    private mutating func hasBalancedParentheses(_ line: ScenarioLine) -> Bool {
        var open: [ScenarioToken] = []
        for token in line.remainingTokens {
            switch token.kind {
            case .openParenthesis:
                open.append(token)
            case .closeParenthesis:
                guard open.popLast() != nil else {
                    report(
                        ScenarioDiagnosticID.unbalancedParentheses, at: location(line, token),
                        "')' has no matching '('")
                    return false
                }
            default:
                break
            }
        }
        guard let unclosed = open.last else { return true }
        report(
            ScenarioDiagnosticID.unbalancedParentheses, at: location(line, unclosed), "'(' is never closed",
            fixIt: "add ')'")
        return false
    }

    private mutating func parseExpression(_ line: inout ScenarioLine, inside parent: ContainerKind?)
        -> ControllerExpression?
    {
        guard let first = expectWord(line) else { return nil }
        var label: ScenarioToken?
        if line.peek(1)?.kind == .equals {
            label = first
            _ = line.next()
            _ = line.next()
            guard expectWord(line) != nil else { return nil }
        }
        guard let head = line.next() else { return nil }
        guard line.peek()?.kind == .openParenthesis else {
            if let label {
                report(
                    ScenarioDiagnosticID.invalidArgument, at: location(line, label), "only a container can be named",
                    fixIt: "write '\(label.text) = nav(\(head.text))' for a named navigation controller")
                return nil
            }
            guard isValidName(head, on: line) else { return nil }
            return .controller(name: head.text, column: head.column)
        }
        let kind: ContainerKind
        switch head.keyword {
        case "nav": kind = .navigation
        case "tabs": kind = .tabs
        default:
            let suggestion = Suggestion.closest(to: head.text, among: ["nav", "tabs"])
            report(
                ScenarioDiagnosticID.unknownContainer, at: location(line, head), "unknown container '\(head.text)'",
                fixIt: suggestion.map(Self.didYouMean) ?? "containers are 'nav(…)' and 'tabs(…)'")
            return nil
        }
        if let label, !isValidName(label, on: line) { return nil }
        if parent == .navigation {
            // UIKit raises on pushing a navigation or tab bar controller onto a navigation stack.
            let what = kind == .tabs ? "a tab bar controller" : "a navigation controller"
            report(
                ScenarioDiagnosticID.invalidContainer, at: location(line, head),
                "'\(kind.keyword)' cannot go inside 'nav': UIKit does not push \(what)",
                fixIt: kind == .tabs ? "put the navigation controllers inside the tabs, as in 'tabs(nav(A), B)'" : nil)
            return nil
        }
        let name = label?.text ?? nextAutomaticName(for: kind)
        _ = line.next()
        if line.peek()?.kind == .closeParenthesis {
            report(
                ScenarioDiagnosticID.emptyContainer, at: location(line, head), "'\(kind.keyword)()' has no controllers",
                fixIt: "put at least one controller inside, as in '\(kind.keyword)(A)'")
            return nil
        }
        var children: [ControllerExpression] = []
        while true {
            guard let child = parseExpression(&line, inside: kind) else { return nil }
            children.append(child)
            guard let separator = line.next() else { return nil }
            if separator.kind == .closeParenthesis { break }
            guard separator.kind == .comma else {
                report(
                    ScenarioDiagnosticID.invalidArgument, at: location(line, separator),
                    "expected ',' or ')', found '\(separator.text)'")
                return nil
            }
        }
        let column = label?.column ?? head.column
        switch kind {
        case .navigation: return .navigation(name: name, stack: children, column: column)
        case .tabs: return .tabs(name: name, tabs: children, column: column)
        }
    }

    /// The next token if it is a word; reports what was found instead.
    private mutating func expectWord(_ line: ScenarioLine) -> ScenarioToken? {
        if let token = line.peek(), token.isWord { return token }
        let found = line.peek() ?? line.tokens[line.tokens.count - 1]
        report(
            ScenarioDiagnosticID.invalidArgument, at: location(line, found),
            line.isAtEnd
                ? "expected a controller or a container after '\(found.text)'"
                : "expected a controller or a container, found '\(found.text)'")
        return nil
    }

    /// `nav1`, `nav2`, … and `tabs1`, … in order of appearance in the whole file.
    private mutating func nextAutomaticName(for kind: ContainerKind) -> String {
        let count = containerCounts[kind, default: 0] + 1
        containerCounts[kind] = count
        return "\(kind.keyword)\(count)"
    }

    /// A controller has one parent: a name may take one place in the root's expression, and one in each
    /// presented expression, but not a place the root already holds.
    ///
    /// A lone `present B` takes no place, since presenting the same controller again after a dismissal is fine.
    private mutating func claimPlaces(of expression: ControllerExpression, line: Int, isTopLevel: Bool, isRoot: Bool) {
        switch expression {
        case .controller(let name, let column):
            if !isTopLevel || isRoot { claimPlace(name, at: location(line: line, column: column)) }
        case .navigation(let name, let children, let column), .tabs(let name, let children, let column):
            claimPlace(name, at: location(line: line, column: column))
            for child in children { claimPlaces(of: child, line: line, isTopLevel: false, isRoot: isRoot) }
        }
    }

    private mutating func claimPlace(_ name: String, at location: SourceLocation) {
        guard let previous = places[name] else {
            places[name] = location
            return
        }
        report(
            ScenarioDiagnosticID.duplicateController, at: location,
            "'\(name)' is used in two places; a view controller can have only one parent",
            notes: [Diagnostic.Note(location: previous, message: "'\(name)' is first used here")])
    }
}

import VCLabSupport

/// Step lines, from `launch` to the VCLab extensions `transition`, `add view`, `layout`, `constraints` and `properties`.
extension ScenarioBuilder {
    static let stepKeywords = [
        "launch", "push", "pop", "swipe", "present", "dismiss", "segue", "tab", "add", "remove", "background",
        "foreground", "kill", "memory", "rotate", "statusbar", "load", "unload", "transition", "layout", "constraints",
        "interrupt", "unwind", "disconnect", "properties", "page", "state", "replace",
        "resize", "on",
    ]

    /// The steps that are app code the engine can run inside `applicationDidBecomeActive` (`on active …`); the
    /// others are the user's or the system's doing, or have no code of their own there.
    static let activationKeywords = [
        "push", "pop", "present", "dismiss", "segue", "tab", "add", "remove", "load", "transition", "layout",
        "constraints", "properties", "page", "replace",
    ]

    mutating func readStep(_ line: inout ScenarioLine, keyword head: ScenarioToken) {
        let location = location(line, head)
        if firstStepSite == nil { firstStepSite = location }
        noteStepAttempt(keyword: head.keyword, at: location)
        if head.keyword == "launch" { launchSites.append(location) }
        guard head.keyword == "on" else {
            guard let action = action(&line, keyword: head), expectEnd(of: line) else { return }
            steps.append(
                ScenarioStep(
                    index: steps.count + 1, line: line.number, column: line.column, text: line.text, action: action))
            return
        }
        // `on active STEP`: app code inside the launch's `applicationDidBecomeActive`, folded into the `launch`
        // step it follows, so that its callbacks are listed where they happen, nested under the app's event. It
        // reads through the helpers every step uses, as the site's module has few bytes to spare.
        let usage = "on active add C to A"
        guard expect("active", &line, after: head, usage: usage), let active = line.peek(-1),
            value(&line, after: active, among: Self.activationKeywords, describing: "app-code step", usage: usage)
                != nil,
            let inner = line.peek(-1), let action = action(&line, keyword: inner), expectEnd(of: line)
        else { return }
        guard case .launch? = steps.last?.action else {
            // Before any step, the missing 'launch' is the error to report, and it is.
            if !steps.isEmpty {
                report(
                    ScenarioDiagnosticID.misplacedActivationStep, at: location,
                    "'on active' must follow 'launch' (it runs in the launch's applicationDidBecomeActive)")
            }
            return
        }
        steps[steps.count - 1].activationSteps.append(
            ScenarioStep(index: steps.count, line: line.number, column: inner.column, text: line.text, action: action))
        steps[steps.count - 1].text += "; " + line.text
    }

    // One case per step keyword, so that the grammar reads in one place.
    private mutating func action(_ line: inout ScenarioLine, keyword head: ScenarioToken) -> ScenarioStep.Action? {
        let location = location(line, head)
        switch head.keyword {
        case "launch":
            return .launch
        case "push":
            guard let name = name(&line, after: head, step: "push", usage: "push B"), let animated = animation(&line)
            else { return nil }
            return .push(name, animated: animated)
        case "pop":
            return readPop(&line, keyword: head)
        case "swipe":
            return readSwipe(&line, keyword: head)
        case "present":
            return readPresent(&line, keyword: head)
        case "dismiss":
            return animation(&line).map { .dismiss(animated: $0) }
        case "segue":
            guard let name = name(&line, after: head, step: "segue", usage: "segue B push") else { return nil }
            let kinds = ["push", "modal"]
            guard
                let word = value(&line, after: head, among: kinds, describing: "segue kind", usage: "segue B push"),
                let kind = ScenarioStep.SegueKind(rawValue: word)
            else { return nil }
            require("'segue' (storyboard segues)", from: IOSVersion(5), at: location)
            if let refused = line.consume("refused") {
                require("'refused' (shouldPerformSegue)", from: IOSVersion(6), at: self.location(line, refused))
                return .refusedSegue(name, kind: kind)
            }
            return .segue(name, kind: kind)
        case "tab":
            return name(&line, after: head, step: "tab", usage: "tab B").map { .tab($0) }
        case "add":
            return readAdd(&line, keyword: head)
        case "remove":
            guard let name = name(&line, after: head, step: "remove", usage: "remove C") else { return nil }
            require("'remove' (view controller containment)", from: IOSVersion(5), at: location)
            return .remove(name)
        case "background":
            return .background
        case "foreground":
            return .foreground
        case "kill":
            return .kill
        case "memory":
            guard expect("warning", &line, after: head, usage: "memory warning") else { return nil }
            return .memoryWarning
        case "rotate":
            return .rotate
        case "statusbar":
            let states = StatusBarState.allCases.map { $0.rawValue }
            guard
                let word = value(
                    &line, after: head, among: states, describing: "status bar", usage: "statusbar hidden"),
                let state = StatusBarState(rawValue: word)
            else { return nil }
            return .statusBar(state)
        case "load":
            return name(&line, after: head, step: "load", usage: "load A").map { .load($0) }
        case "unload":
            return name(&line, after: head, step: "unload", usage: "unload A").map { .unload($0) }
        case "transition":
            let usage = "transition B to C"
            guard let from = name(&line, after: head, step: "transition", usage: usage),
                let fromToken = line.peek(-1), expect("to", &line, after: fromToken, usage: usage),
                let toToken = line.peek(-1),
                let to = name(&line, after: toToken, step: "transition … to", usage: usage),
                let animated = animation(&line)
            else { return nil }
            require("'transition' (transition(from:to:duration:…))", from: IOSVersion(5), at: location)
            return .transition(from: from, to: to, animated: animated)
        case "layout":
            return name(&line, after: head, step: "layout", usage: "layout A").map { .layout($0) }
        case "state":
            require("'state' (SwiftUI state)", from: IOSVersion(13), at: location)
            return name(&line, after: head, step: "state", usage: "state H").map { .state($0) }
        case "page":
            let usage = "page B in P"
            guard let page = name(&line, after: head, step: "page", usage: usage),
                let pageToken = line.peek(-1), expect("in", &line, after: pageToken, usage: usage),
                let inToken = line.peek(-1),
                let container = name(&line, after: inToken, step: "page … in", usage: usage),
                let animated = animation(&line)
            else { return nil }
            require("'page' (UIPageViewController)", from: IOSVersion(5), at: location)
            return .page(page, in: container, animated: animated)
        case "properties":
            guard let name = name(&line, after: head, step: "properties", usage: "properties A") else { return nil }
            require("'properties' (updateProperties)", from: IOSVersion(26), at: location)
            return .properties(name)
        case "replace":
            let usage = "replace root with B"
            guard expect("root", &line, after: head, usage: usage), let rootToken = line.peek(-1),
                expect("with", &line, after: rootToken, usage: usage), let withToken = line.peek(-1),
                let expression = expression(&line, after: withToken, usage: usage, isRoot: false)
            else { return nil }
            require("'replace root' (UIWindow.rootViewController)", from: IOSVersion(4), at: location)
            return .replaceRoot(expression)
        case "disconnect":
            require("'disconnect' (scenes)", from: IOSVersion(13), at: location)
            return .disconnect
        case "unwind":
            let usage = "unwind to A"
            guard expect("to", &line, after: head, usage: usage), let toToken = line.peek(-1),
                let name = name(&line, after: toToken, step: "unwind to", usage: usage)
            else { return nil }
            require("'unwind' (unwind segues)", from: IOSVersion(6), at: location)
            return .unwind(to: name)
        case "resize":
            return readResize(&line, keyword: head)
        case "interrupt":
            let kinds = ScenarioStep.Interruption.allCases.map { $0.rawValue }
            guard
                let word = value(
                    &line, after: head, among: kinds, describing: "interruption", usage: "interrupt call"),
                let interruption = ScenarioStep.Interruption(rawValue: word)
            else { return nil }
            if interruption.introduced > IOSVersion.supported.lowerBound {
                require("'interrupt \(word)'", from: interruption.introduced, at: location)
            }
            return .interrupt(interruption)
        default:
            guard let name = name(&line, after: head, step: "constraints", usage: "constraints A") else { return nil }
            require("'constraints' (Auto Layout)", from: IOSVersion(6), at: location)
            return .constraints(name)
        }
    }

    /// `pop`, `pop to root`, `pop to A`, each with an optional `animated` or `instant`.
    private mutating func readPop(_ line: inout ScenarioLine, keyword head: ScenarioToken) -> ScenarioStep.Action? {
        guard let to = line.consume("to") else {
            // `pop A` is most likely `pop to A` with a word missing.
            let fixIt = line.peek().flatMap {
                $0.isWord && Self.isIdentifier($0.text) ? "did you mean 'pop to \($0.text)'?" : nil
            }
            return animation(&line, fixIt: fixIt).map { .pop(animated: $0) }
        }
        if line.consume("root") != nil {
            return animation(&line).map { .popToRoot(animated: $0) }
        }
        guard let name = name(&line, after: to, step: "pop to", usage: "pop to A"), let animated = animation(&line)
        else { return nil }
        return .popTo(name, animated: animated)
    }

    /// `resize full`, `resize slide-over` or `resize split 1/3` (`1/2`, `2/3`): iPad multitasking, iOS 9 and later
    /// (on iOS 26 the splits name the new windows' tiles; Slide Over, gone from 26.0, came back in 26.1). A resize to
    /// the size the window already has is a no-op, as UIKit reports only changes: the engine calls nothing for it.
    private mutating func readResize(_ line: inout ScenarioLine, keyword head: ScenarioToken) -> ScenarioStep.Action? {
        let usage = "resize split 1/2"
        guard
            let word = value(
                &line, after: head, among: ["full", "slide-over", "split"], describing: "window size", usage: usage)
        else { return nil }
        var size = word == "full" ? ScenarioStep.WindowSize.full : .slideOver
        if word == "split", let splitToken = line.peek(-1) {
            guard
                let fraction = value(
                    &line, after: splitToken, among: ["1/3", "1/2", "2/3"], describing: "split fraction", usage: usage)
            else { return nil }
            size = fraction == "1/3" ? .oneThird : fraction == "1/2" ? .half : .twoThirds
        }
        require("'resize' (Split View)", from: IOSVersion(9), at: location(line, head))
        return .resize(size)
    }

    /// `swipe back` and `swipe down`, each optionally `cancel`led.
    private mutating func readSwipe(_ line: inout ScenarioLine, keyword head: ScenarioToken) -> ScenarioStep.Action? {
        guard
            let direction = value(
                &line, after: head, among: ["back", "down"], describing: "swipe", usage: "swipe back")
        else { return nil }
        let isCancelled = line.consume("cancel") != nil
        guard expectEnd(of: line, suggesting: ["cancel"]) else { return nil }
        let location = location(line, head)
        if direction == "back" {
            require("'swipe back' (the interactive pop gesture)", from: IOSVersion(7), at: location)
            return .swipeBack(cancelled: isCancelled)
        }
        require("'swipe down' (interactive sheet dismissal)", from: IOSVersion(13), at: location)
        return .swipeDown(cancelled: isCancelled)
    }

    /// `present EXPR`, then a presentation style and `animated` or `instant`, each optional, in either order.
    private mutating func readPresent(_ line: inout ScenarioLine, keyword head: ScenarioToken) -> ScenarioStep.Action? {
        guard let expression = expression(&line, after: head, usage: "present B formSheet", isRoot: false) else {
            return nil
        }
        var style: PresentationStyle?
        var animated: Bool?
        let animations = ["animated", "instant"]
        while let token = line.next() {
            if style == nil, token.isWord,
                let matched = PresentationStyle.allCases.first(where: { $0.rawValue.lowercasedASCII == token.keyword })
            {
                style = matched
                requireStyle(matched, at: location(line, token))
            } else if animated == nil, token.isWord, animations.contains(token.keyword) {
                animated = token.keyword == "animated"
            } else {
                let styles = style == nil ? PresentationStyle.allCases.map { $0.rawValue } : []
                let candidates = styles + (animated == nil ? animations : [])
                let suggestion = token.isWord ? Suggestion.closest(to: token.text, among: candidates) : nil
                let isStyleExpected = style == nil && !animations.contains(token.keyword)
                report(
                    ScenarioDiagnosticID.invalidArgument, at: location(line, token),
                    isStyleExpected
                        ? "unknown presentation style '\(token.text)'"
                        : "unexpected '\(token.text)' at the end of the line",
                    fixIt: suggestion.map(Self.didYouMean)
                        ?? (isStyleExpected ? "expected \(Self.quotedList(styles))" : nil))
                return nil
            }
        }
        return .present(expression, style: style, animated: animated ?? true)
    }

    private mutating func requireStyle(_ style: PresentationStyle, at location: SourceLocation) {
        let feature = "'\(style.rawValue)' presentation style"
        switch style {
        case .fullScreen:
            break
        case .pageSheet, .formSheet:
            require(feature, from: IOSVersion(3, 2), at: location)
        case .overFullScreen, .overCurrentContext, .popover:
            require(feature, from: IOSVersion(8), at: location)
        case .currentContext:
            require(feature, from: IOSVersion(3, 2), at: location)
        case .custom:
            require(feature, from: IOSVersion(7), at: location)
        case .automatic:
            require(feature, from: IOSVersion(13), at: location, fixIt: "leave the style out for the version's default")
        }
    }

    /// `add C to A` (containment) and `add view C to A` (a bare subview).
    private mutating func readAdd(_ line: inout ScenarioLine, keyword head: ScenarioToken) -> ScenarioStep.Action? {
        // `add view to A` adds a controller named `view`; only a fourth word makes `view` the keyword.
        let isView = line.peek()?.isKeyword("view") == true && line.peek(1)?.isKeyword("to") == false
        if isView { _ = line.next() }
        let step = isView ? "add view" : "add"
        let usage = isView ? "add view C to A" : "add C to A"
        guard let child = name(&line, after: line.peek(-1) ?? head, step: step, usage: usage),
            let childToken = line.peek(-1), expect("to", &line, after: childToken, usage: usage),
            let toToken = line.peek(-1), let parent = name(&line, after: toToken, step: "\(step) … to", usage: usage)
        else { return nil }
        guard child.name != parent.name else {
            report(
                ScenarioDiagnosticID.invalidContainment, at: location(line: line.number, column: parent.column),
                "'\(child.name)' cannot be added to itself")
            return nil
        }
        if isView { return .addView(child: child, parent: parent) }
        require("'add … to' (view controller containment)", from: IOSVersion(5), at: location(line, head))
        if let without = line.consume("without") {
            guard line.consume("didmove") != nil else {
                let found = line.peek()
                report(
                    ScenarioDiagnosticID.invalidArgument, at: location(line, found ?? without),
                    found.map { "expected 'didMove', found '\($0.text)'" } ?? "expected 'didMove' after 'without'",
                    fixIt: "write it as 'add C to A without didMove'")
                return nil
            }
            return .addWithoutDidMove(child: child, parent: parent)
        }
        return .add(child: child, parent: parent)
    }
}

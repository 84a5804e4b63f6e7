import VCLabSupport

/// Declaration lines: how controllers are made (`storyboard`, `nib`, `code`), the `root`, and the
/// `keep`, `fullscreen`, `extend`, `manual` and `pages` traits.
extension ScenarioBuilder {
    static let declarationKeywords = [
        "storyboard", "nib", "code", "root", "keep", "fullscreen", "extend", "manual", "context", "embed", "child",
        "modal", "pages", "design", "hosting", "represent",
    ]

    mutating func readDeclaration(_ line: inout ScenarioLine, keyword head: ScenarioToken) {
        let location = location(line, head)
        let kind: ScenarioDeclaration.Kind
        switch head.keyword {
        case "root":
            if let rootSite {
                report(
                    ScenarioDiagnosticID.conflictingDeclaration, at: location,
                    "the root view controller is declared twice",
                    notes: [Diagnostic.Note(location: rootSite, message: "first declared here")])
                return
            }
            rootSite = location
            guard let expression = expression(&line, after: head, usage: "root nav(A)", isRoot: true) else { return }
            kind = .root(expression)
        case "embed", "child", "represent":
            guard let embedded = readEmbedded(&line, keyword: head) else { return }
            kind = embedded
        case "design":
            guard let design = readDesign(&line, after: head) else { return }
            kind = design
        case "extend":
            guard let names = readExtend(&line, after: head) else { return }
            require(
                "'extend' (edgesForExtendedLayout)", from: IOSVersion(7), at: location,
                fixIt: "before iOS 7 views stop at the bars unless 'fullscreen' says otherwise")
            kind = .extendNone(names)
        default:
            let usage = "\(head.keyword) A B"
            guard let tokens = names(&line, after: head, usage: usage) else { return }
            let names = tokens.map { $0.text }
            switch head.keyword {
            case "storyboard", "nib", "code":
                checkCreationKind(of: tokens, keyword: head.keyword, on: line)
                if head.keyword == "storyboard" {
                    require("'storyboard' (UIStoryboard)", from: IOSVersion(5), at: location)
                }
                kind =
                    head.keyword == "storyboard"
                    ? .storyboard(names) : head.keyword == "nib" ? .nib(names) : .code(names)
            case "keep":
                kind = .keep(names)
            case "hosting":
                require("'hosting' (UIHostingController)", from: IOSVersion(13), at: location)
                kind = .hosting(names)
            case "modal":
                require("'modal' (isModalInPresentation)", from: IOSVersion(13), at: location)
                kind = .modalInPresentation(names)
            case "context":
                require("'context' (definesPresentationContext)", from: IOSVersion(5), at: location)
                kind = .presentationContext(names)
            case "pages":
                require("'pages' (UIPageViewController)", from: IOSVersion(5), at: location)
                kind = .pageViewControllers(names)
            case "fullscreen":
                require(
                    "'fullscreen' (wantsFullScreenLayout)", before: IOSVersion(7), at: location,
                    fixIt: "from iOS 7 on, views run under the bars by default; 'extend A none' stops them at the bars")
                kind = .fullScreenLayout(names)
            default:
                require("'manual' (manual appearance forwarding)", from: IOSVersion(5), at: location)
                kind = .manualForwarding(names)
            }
        }
        guard expectEnd(of: line) else { return }
        declarations.append(ScenarioDeclaration(kind: kind, line: line.number, column: head.column))
    }

    /// `embed C in A` and `child C of A`: one child, one parent, each child in one parent only.
    private mutating func readEmbedded(
        _ line: inout ScenarioLine, keyword head: ScenarioToken
    ) -> ScenarioDeclaration.Kind? {
        let bySegue = head.keyword == "embed"
        let represents = head.keyword == "represent"
        let joiner = head.keyword == "child" ? "of" : "in"
        let usage = "\(head.keyword) C \(joiner) \(represents ? "H" : "A")"
        guard let child = name(&line, after: head, step: head.keyword, usage: usage),
            let childToken = line.peek(-1), expect(joiner, &line, after: childToken, usage: usage),
            let joinerToken = line.peek(-1),
            let parent = name(&line, after: joinerToken, step: "\(head.keyword) … \(joiner)", usage: usage)
        else { return nil }
        let childLocation = location(line: line.number, column: child.column)
        guard child.name != parent.name else {
            report(
                ScenarioDiagnosticID.invalidContainment, at: location(line: line.number, column: parent.column),
                "'\(child.name)' cannot be a child of itself")
            return nil
        }
        if let previous = embeddingSites[child.name] {
            report(
                ScenarioDiagnosticID.conflictingDeclaration, at: childLocation,
                "'\(child.name)' is already declared the child of another controller",
                notes: [Diagnostic.Note(location: previous, message: "declared here")])
            return nil
        }
        embeddingSites[child.name] = childLocation
        if represents {
            require("'represent' (UIViewControllerRepresentable)", from: IOSVersion(13), at: location(line, head))
            return .represented(child: child.name, host: parent.name)
        }
        if bySegue {
            // Container views and embed segues arrived with iOS 6's storyboards.
            require("'embed' (container views and embed segues)", from: IOSVersion(6), at: location(line, head))
        } else {
            require("'child' (view controller containment)", from: IOSVersion(5), at: location(line, head))
        }
        return .embedded(child: child.name, parent: parent.name, bySegue: bySegue)
    }

    /// `extend A B none`: names, then the word `none`.
    private mutating func readExtend(_ line: inout ScenarioLine, after head: ScenarioToken) -> [String]? {
        let remaining = line.remainingTokens
        guard let last = remaining.last, remaining.count >= 2, last.isKeyword("none") else {
            if let last = remaining.last, !last.isKeyword("none") {
                report(
                    ScenarioDiagnosticID.invalidArgument, at: location(line, last),
                    remaining.count == 1
                        ? "expected 'none' after '\(last.text)'" : "expected 'none', found '\(last.text)'",
                    fixIt: "write it as 'extend A none': VCLab models edgesForExtendedLayout = [] only")
            } else {
                report(
                    ScenarioDiagnosticID.invalidArgument, at: location(line, head),
                    "'extend' needs a controller name, as in 'extend A none'")
            }
            return nil
        }
        guard let tokens = names(&line, after: head, usage: "extend A none", count: remaining.count - 1) else {
            return nil
        }
        _ = line.next()
        return tokens.map { $0.text }
    }

    /// `design A B 375x667`: names, then the size their storyboard scenes or nibs were designed at.
    private mutating func readDesign(_ line: inout ScenarioLine, after head: ScenarioToken) -> ScenarioDeclaration.Kind?
    {
        let remaining = line.remainingTokens
        guard remaining.count >= 2, let last = remaining.last, last.isWord, let size = Self.size(last.text) else {
            report(
                ScenarioDiagnosticID.invalidArgument, at: location(line, remaining.last ?? head),
                "'design' needs names, then a size, as in 'design A 375x667'")
            return nil
        }
        guard let tokens = names(&line, after: head, usage: "design A 375x667", count: remaining.count - 1) else {
            return nil
        }
        _ = line.next()
        return .designSize(tokens.map { $0.text }, size)
    }

    /// A controller is made one way only: from a storyboard, from a nib or in code.
    private mutating func checkCreationKind(of names: [ScenarioToken], keyword: String, on line: ScenarioLine) {
        for name in names {
            let location = location(line, name)
            guard let previous = creationSites[name.text] else {
                creationSites[name.text] = (keyword, location)
                continue
            }
            guard previous.keyword != keyword else { continue }
            report(
                ScenarioDiagnosticID.conflictingDeclaration, at: location,
                "'\(name.text)' is declared both '\(previous.keyword)' and '\(keyword)'",
                notes: [Diagnostic.Note(location: previous.location, message: "declared '\(previous.keyword)' here")])
        }
    }
}

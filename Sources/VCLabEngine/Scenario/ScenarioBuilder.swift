import VCLabSupport

/// The state of ``ScenarioParser`` while it reads the lines of one source.
///
/// Each line goes to ``read(_:)``; ``finish()`` runs the checks that need the whole file and builds the result.
/// Settings, declarations, steps and controller expressions are read in the `ScenarioBuilder+…` files.
struct ScenarioBuilder {
    let path: String
    let lineOffset: Int
    let overrides: SettingOverrides

    var settings = ScenarioSettings()
    var declarations: [ScenarioDeclaration] = []
    var steps: [ScenarioStep] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var errorCount = 0

    /// Where each setting was last set, to warn when it is set again.
    var settingSites: [String: SourceLocation] = [:]
    /// Whether the `ios` line was unreadable, in which case version checks would only add noise.
    var hasInvalidVersion = false
    /// The creation keyword (`storyboard`, `nib`, `code`) of each declared controller, and where it was declared.
    var creationSites: [String: (keyword: String, location: SourceLocation)] = [:]
    /// Where each `embed`/`child` declaration named its child, so that a second parent is reported.
    var embeddingSites: [String: SourceLocation] = [:]
    var rootSite: SourceLocation?
    /// Where each controller or container takes its place in a container (or as the root), keyed by name.
    var places: [String: SourceLocation] = [:]
    var containerCounts: [ContainerKind: Int] = [:]
    var versionRequirements: [ScenarioVersionRequirement] = []

    /// The first line with a step keyword; settings and declarations after it are misplaced.
    var firstStepSite: SourceLocation?
    /// The first line that is or looks like a step: its keyword, or `nil` for an unknown word.
    var firstStepAttempt: (keyword: String?, location: SourceLocation)?
    var launchSites: [SourceLocation] = []

    init(path: String, lineOffset: Int, overrides: SettingOverrides = .none) {
        self.path = path
        self.lineOffset = lineOffset
        self.overrides = overrides
    }

    /// Whether the diagnostic cap is reached with errors, so that reading on cannot change the result.
    var hasEnoughErrors: Bool { errorCount >= ScenarioParser.maximumDiagnosticCount }

    // MARK: - Lines

    mutating func read(_ source: ScenarioLine) {
        var line = source
        guard let head = line.next() else { return }
        guard head.isWord else {
            noteStepAttempt(keyword: nil, at: location(line, head))
            report(
                ScenarioDiagnosticID.unknownStep, at: location(line, head),
                "expected a step, a setting or a declaration, found '\(head.text)'")
            return
        }
        let keyword = head.keyword
        // `statusbar` is a setting before the first step and a step after it.
        let isSetting = Self.settingKeywords.contains(keyword) && !(keyword == "statusbar" && firstStepSite != nil)
        let isDeclaration = Self.declarationKeywords.contains(keyword)
        if isSetting || isDeclaration {
            if let firstStepSite {
                // A root given after the first step means a new root at run time, which has a step of its own.
                let rest = line.text.dropFirst(head.text.count).drop { $0 == " " || $0 == "\t" }
                let fixIt = keyword == "root" && !rest.isEmpty ? "did you mean 'replace root with \(rest)'?" : nil
                report(
                    ScenarioDiagnosticID.misplacedDeclaration, at: location(line, head),
                    "\(isSetting ? "setting" : "declaration") '\(keyword)' must come before the first step",
                    fixIt: fixIt, notes: [Diagnostic.Note(location: firstStepSite, message: "the first step is here")])
            } else if isSetting {
                readSetting(&line, keyword: head)
            } else {
                readDeclaration(&line, keyword: head)
            }
        } else if Self.stepKeywords.contains(keyword) {
            readStep(&line, keyword: head)
        } else {
            reportUnknownKeyword(head, on: line)
        }
    }

    private mutating func reportUnknownKeyword(_ head: ScenarioToken, on line: ScenarioLine) {
        let isBeforeSteps = firstStepSite == nil
        var candidates = Self.stepKeywords
        if isBeforeSteps { candidates += Self.settingKeywords + Self.declarationKeywords }
        let suggestion = Suggestion.closest(to: head.text, among: candidates)
        let fixIt = suggestion.map(Self.didYouMean)
        let location = location(line, head)
        if isBeforeSteps, let suggestion, Self.settingKeywords.contains(suggestion) {
            report(ScenarioDiagnosticID.unknownSetting, at: location, "unknown setting '\(head.text)'", fixIt: fixIt)
        } else if isBeforeSteps, let suggestion, Self.declarationKeywords.contains(suggestion) {
            report(
                ScenarioDiagnosticID.unknownStep, at: location, "unknown step or declaration '\(head.text)'",
                fixIt: fixIt)
        } else {
            noteStepAttempt(keyword: nil, at: location)
            // With nothing close, the valid words themselves: the list the parser already dispatches on.
            report(
                ScenarioDiagnosticID.unknownStep, at: location, "unknown step '\(head.text)'",
                fixIt: fixIt ?? "a step is \(Self.quotedList(Self.stepKeywords))")
        }
    }

    mutating func noteStepAttempt(keyword: String?, at location: SourceLocation) {
        if firstStepAttempt == nil { firstStepAttempt = (keyword, location) }
    }

    // MARK: - Result

    mutating func finish() -> ScenarioParseResult {
        checkLaunchAndRoot()
        applyOverrides()
        if !hasInvalidVersion {
            for requirement in versionRequirements {
                guard let problem = requirement.problem(on: settings.ios) else { continue }
                report(ScenarioDiagnosticID.unavailableAPI, at: requirement.location, problem, fixIt: requirement.fixIt)
            }
        }
        if firstStepAttempt == nil, !hasEnoughErrors {
            report(
                ScenarioDiagnosticID.empty, at: location(line: lineOffset + 1, column: 1), "the scenario has no steps",
                fixIt: "add 'launch' and the steps to simulate")
        }
        let sorted = diagnostics.enumerated()
            .sorted {
                ($0.element.location.line, $0.element.location.column, $0.offset) < (
                    $1.element.location.line, $1.element.location.column, $1.offset
                )
            }
            .map { $0.element }
        let capped = Array(sorted.prefix(ScenarioParser.maximumDiagnosticCount))
        let scenario =
            capped.containsError || sorted.containsError
            ? nil : Scenario(settings: settings, declarations: declarations, steps: steps)
        return ScenarioParseResult(scenario: scenario, diagnostics: capped)
    }

    /// An overridden version replaces an unreadable `ios` line too, so its checks run again.
    private mutating func applyOverrides() {
        if let ios = overrides.ios {
            settings.ios = ios
            hasInvalidVersion = false
        }
        if let device = overrides.device, device != settings.device {
            settings.device = device
            if device == .ipad {
                require(
                    "'device ipad' (the iPad)", from: IOSVersion(3, 2), at: location(line: lineOffset + 1, column: 1))
            }
        }
    }

    private mutating func checkLaunchAndRoot() {
        if let attempt = firstStepAttempt, let keyword = attempt.keyword, keyword != "launch" {
            report(
                ScenarioDiagnosticID.missingLaunch, at: attempt.location, "the first step must be 'launch'",
                fixIt: launchSites.isEmpty ? "add a 'launch' line before this step" : "move 'launch' before this step")
        }
        if let first = launchSites.first {
            for site in launchSites.dropFirst() {
                report(
                    ScenarioDiagnosticID.duplicateLaunch, at: site,
                    "'launch' appears more than once; the app launches once",
                    notes: [Diagnostic.Note(location: first, message: "the app launches here")])
            }
            if rootSite == nil {
                report(
                    ScenarioDiagnosticID.missingRoot, at: first, "'launch' needs a root view controller",
                    fixIt: "declare one before the steps, as in 'root nav(A)'")
            }
        }
    }

    // MARK: - Diagnostics

    mutating func report(
        _ id: String, severity: DiagnosticSeverity = .error, at location: SourceLocation, _ message: String,
        fixIt: String? = nil, notes: [Diagnostic.Note] = []
    ) {
        if severity == .error { errorCount += 1 }
        diagnostics.append(
            Diagnostic(id: id, severity: severity, location: location, message: message, fixIt: fixIt, notes: notes))
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    func location(_ line: ScenarioLine, _ token: ScenarioToken) -> SourceLocation {
        location(line: line.number, column: token.column)
    }

    static func didYouMean(_ word: String) -> String { "did you mean '\(word)'?" }

    /// `'a', 'b' or 'c'`.
    static func quotedList(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}

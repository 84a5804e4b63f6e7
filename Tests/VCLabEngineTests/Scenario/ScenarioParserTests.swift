import Foundation
import Testing
import VCLabSupport
import VCLabTestSupport

@testable import VCLabEngine

@Suite struct ScenarioParserTests {
    typealias Action = ScenarioStep.Action
    typealias Name = ScenarioStep.Name

    // MARK: - Helpers

    private func parse(_ source: String, lineOffset: Int = 0) -> ScenarioParseResult {
        ScenarioParser.parse(source, path: "test.sim", lineOffset: lineOffset)
    }

    /// The action of the single step after `root nav(A)` and `launch`, which is on line 3.
    private func action(of step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Action? {
        let result = parse("root nav(A)\nlaunch\n\(step)\n")
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return result.scenario?.steps.last?.action
    }

    /// Expects a diagnostic `id` at the `1️⃣` marker of `marked`, and no scenario when it is an error.
    private func expectDiagnostic(
        _ id: String, in marked: String, message: String? = nil, fixIt: String? = nil,
        severity: DiagnosticSeverity = .error, lineOffset: Int = 0,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let text = MarkedText(marked)
        let result = parse(text.text, lineOffset: lineOffset)
        guard let diagnostic = result.diagnostics.first(where: { $0.id == id }) else {
            Issue.record("no \(id) among \(result.diagnostics)", sourceLocation: sourceLocation)
            return
        }
        let position = text.position(of: "1️⃣")
        #expect(diagnostic.location.path == "test.sim", sourceLocation: sourceLocation)
        #expect(
            "\(diagnostic.location.line):\(diagnostic.location.column)"
                == "\(position.line + lineOffset):\(position.column)", "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.severity == severity, sourceLocation: sourceLocation)
        if let message { #expect(diagnostic.message == message, sourceLocation: sourceLocation) }
        if let fixIt { #expect(diagnostic.fixIt == fixIt, sourceLocation: sourceLocation) }
        if severity == .error { #expect(result.scenario == nil, sourceLocation: sourceLocation) }
    }

    // MARK: - Whole scenarios

    @Test func minimalScenarioParsesWithDefaults() throws {
        let result = parse("root nav(A)\nlaunch\npush B\n")
        #expect(result.diagnostics == [])
        let scenario = try #require(result.scenario)
        #expect(scenario.settings == ScenarioSettings())
        #expect(scenario.settings.ios == IOSVersion(17))
        #expect(
            scenario.declarations == [
                ScenarioDeclaration(
                    kind: .root(.navigation(name: "nav1", stack: [.controller(name: "A", column: 10)], column: 6)),
                    line: 1, column: 1)
            ])
        #expect(
            scenario.steps == [
                ScenarioStep(index: 1, line: 2, column: 1, text: "launch", action: .launch),
                ScenarioStep(
                    index: 2, line: 3, column: 1, text: "push B", action: .push(Name("B", column: 6), animated: true)),
            ])
    }

    @Test func settingsAreRead() throws {
        let source = """
            ios 12.4
            device ipad
            autolayout on
            screen 1024x768
            statusbar in-call
            root A
            launch
            """
        let result = parse(source)
        #expect(result.diagnostics == [])
        let settings = try #require(result.scenario).settings
        #expect(settings.ios == IOSVersion(12, 4))
        #expect(settings.device == .ipad)
        #expect(settings.isAutoLayoutEnabled)
        #expect(settings.screen == Size(width: 1024, height: 768))
        #expect(settings.statusBar == .inCall)
    }

    @Test(arguments: [("ios 3", IOSVersion(3)), ("ios 6", IOSVersion(6)), ("ios 26.4", IOSVersion(26, 4))])
    func supportedVersionsAreAccepted(line: String, version: IOSVersion) throws {
        let result = parse("\(line)\nroot A\nlaunch\n")
        #expect(result.diagnostics == [])
        #expect(try #require(result.scenario).settings.ios == version)
    }

    @Test func statusBarIsASettingBeforeTheFirstStepAndAStepAfterIt() throws {
        let scenario = try #require(parse("statusbar hidden\nroot A\nlaunch\nstatusbar in-call\n").scenario)
        #expect(scenario.settings.statusBar == .hidden)
        #expect(scenario.steps.map(\.action) == [.launch, .statusBar(.inCall)])
    }

    @Test func everyDeclarationKindIsRead() throws {
        let source = """
            storyboard A B
            nib C
            code D E
            keep B
            fullscreen A
            manual P
            root tabs(A, B)
            launch
            """
        let result = parse("ios 6\n" + source)
        #expect(result.diagnostics == [])
        let kinds = try #require(result.scenario).declarations.map(\.kind)
        #expect(
            kinds == [
                .storyboard(["A", "B"]), .nib(["C"]), .code(["D", "E"]), .keep(["B"]), .fullScreenLayout(["A"]),
                .manualForwarding(["P"]),
                .root(
                    .tabs(
                        name: "tabs1", tabs: [.controller(name: "A", column: 11), .controller(name: "B", column: 14)],
                        column: 6)),
            ])
        let extended = try #require(parse("extend A B none\nroot A\nlaunch\n").scenario)
        #expect(extended.declarations.first?.kind == .extendNone(["A", "B"]))
    }

    @Test func declarationsRecordTheirLineAndColumn() throws {
        let scenario = try #require(parse("\n  keep B\nroot A\nlaunch\n").scenario)
        #expect(scenario.declarations.map { "\($0.line):\($0.column)" } == ["2:3", "3:1"])
    }

    // MARK: - Steps

    @Test(
        arguments: [
            ("push B", Action.push(Name("B", column: 6), animated: true)),
            ("push B animated", .push(Name("B", column: 6), animated: true)),
            ("push B instant", .push(Name("B", column: 6), animated: false)),
            ("pop", .pop(animated: true)),
            ("pop instant", .pop(animated: false)),
            ("pop to root", .popToRoot(animated: true)),
            ("pop to root instant", .popToRoot(animated: false)),
            ("pop to A", .popTo(Name("A", column: 8), animated: true)),
            ("pop to A instant", .popTo(Name("A", column: 8), animated: false)),
            ("swipe back", .swipeBack(cancelled: false)),
            ("swipe back cancel", .swipeBack(cancelled: true)),
            ("present B", .present(.controller(name: "B", column: 9), style: nil, animated: true)),
            ("present B instant", .present(.controller(name: "B", column: 9), style: nil, animated: false)),
            ("present B fullScreen", .present(.controller(name: "B", column: 9), style: .fullScreen, animated: true)),
            ("present B pageSheet", .present(.controller(name: "B", column: 9), style: .pageSheet, animated: true)),
            ("present B formSheet", .present(.controller(name: "B", column: 9), style: .formSheet, animated: true)),
            (
                "present B overFullScreen instant",
                .present(.controller(name: "B", column: 9), style: .overFullScreen, animated: false)
            ),
            ("present B automatic", .present(.controller(name: "B", column: 9), style: .automatic, animated: true)),
            ("dismiss", .dismiss(animated: true)),
            ("dismiss instant", .dismiss(animated: false)),
            ("swipe down", .swipeDown(cancelled: false)),
            ("swipe down cancel", .swipeDown(cancelled: true)),
            ("segue B push", .segue(Name("B", column: 7), kind: .push)),
            ("segue B modal", .segue(Name("B", column: 7), kind: .modal)),
            ("tab B", .tab(Name("B", column: 5))),
            ("add C to A", .add(child: Name("C", column: 5), parent: Name("A", column: 10))),
            ("remove C", .remove(Name("C", column: 8))),
            ("background", .background),
            ("foreground", .foreground),
            ("kill", .kill),
            ("memory warning", .memoryWarning),
            ("rotate", .rotate),
            ("statusbar hidden", .statusBar(.hidden)),
            ("statusbar visible", .statusBar(.visible)),
            ("statusbar in-call", .statusBar(.inCall)),
            ("load A", .load(Name("A", column: 6))),
            ("unload A", .unload(Name("A", column: 8))),
            (
                "transition C1 to C2",
                .transition(from: Name("C1", column: 12), to: Name("C2", column: 18), animated: true)
            ),
            (
                "transition C1 to C2 instant",
                .transition(from: Name("C1", column: 12), to: Name("C2", column: 18), animated: false)
            ),
            ("add view C to A", .addView(child: Name("C", column: 10), parent: Name("A", column: 15))),
            ("add view to A", .add(child: Name("view", column: 5), parent: Name("A", column: 13))),
            ("layout A", .layout(Name("A", column: 8))),
            ("constraints A", .constraints(Name("A", column: 13))),
        ])
    func everyStepFormParses(step: String, expected: Action) {
        #expect(action(of: step) == expected)
    }

    @Test func stepsRecordIndexLineColumnAndTrimmedText() throws {
        let source = "root nav(A)\n\nlaunch\n   push B   instant   # B is code-built\n\tpop\n"
        let steps = try #require(parse(source).scenario).steps
        #expect(steps.map(\.index) == [1, 2, 3])
        #expect(steps.map(\.line) == [3, 4, 5])
        #expect(steps.map(\.column) == [1, 4, 2])
        #expect(steps.map(\.text) == ["launch", "push B   instant", "pop"])
    }

    @Test func presentTakesContainersAndStyleAndAnimationInEitherOrder() {
        #expect(
            action(of: "present N = nav(B, C) instant formSheet")
                == .present(
                    .navigation(
                        name: "N", stack: [.controller(name: "B", column: 17), .controller(name: "C", column: 20)],
                        column: 9),
                    style: .formSheet, animated: false))
    }

    @Test func keywordsAreCaseInsensitiveAndNamesAreNot() throws {
        let source = """
            # a comment line
            IOS 12.4   # the version
            Device IPad
            ROOT Nav(a)
            LAUNCH
            Push B Instant # comment after a step
            present b FORMSHEET
            Memory Warning
            """
        let result = parse(source)
        #expect(result.diagnostics == [])
        let scenario = try #require(result.scenario)
        #expect(scenario.settings.ios == IOSVersion(12, 4))
        #expect(scenario.settings.device == .ipad)
        #expect(
            scenario.steps.map(\.action) == [
                .launch, .push(Name("B", column: 6), animated: false),
                .present(.controller(name: "b", column: 9), style: .formSheet, animated: true), .memoryWarning,
            ])
        #expect(scenario.steps[1].text == "Push B Instant")
    }

    @Test func crlfLineEndingsAndByteOrderMarkAreAccepted() throws {
        let result = ScenarioParser.parse(
            bytes: [0xEF, 0xBB, 0xBF] + Array("root A\r\nlaunch\r\npush B\r\n".utf8), path: "test.sim")
        #expect(result.diagnostics == [])
        let steps = try #require(result.scenario).steps
        #expect(steps.map(\.text) == ["launch", "push B"])
        #expect(steps.last?.action == .push(Name("B", column: 6), animated: true))
    }

    @Test func namesThatAreNeverDeclaredAreFine() {
        #expect(parse("root A\nlaunch\npush Zed\nload Other_1\n").diagnostics == [])
    }

    // MARK: - Container names

    @Test func unnamedContainersAreNumberedPerKindInOrderOfAppearance() throws {
        let source = """
            root tabs(nav(A), Mine = nav(B), nav(C), D)
            launch
            present nav(E)
            dismiss
            present tabs(F, G)
            """
        let scenario = try #require(parse(source).scenario)
        guard case .root(let root) = scenario.declarations.first?.kind else {
            Issue.record("no root")
            return
        }
        #expect(root.allNames == ["tabs1", "nav1", "A", "Mine", "B", "nav2", "C", "D"])
        let presented = scenario.steps.compactMap { step -> String? in
            guard case .present(let expression, _, _) = step.action else { return nil }
            return expression.name
        }
        #expect(presented == ["nav3", "tabs2"])
    }

    // MARK: - Input checks

    @Test func emptySourceHasNoSteps() {
        expectDiagnostic(ScenarioDiagnosticID.empty, in: "1️⃣", message: "the scenario has no steps")
        expectDiagnostic(ScenarioDiagnosticID.empty, in: "1️⃣# only a comment\n\n   \n# another\n")
        expectDiagnostic(ScenarioDiagnosticID.empty, in: "1️⃣root A\n")
        #expect(parse("# nothing\n").diagnostics.count == 1)
    }

    @Test func tenMegabytesAreRefusedQuickly() {
        let source = String(repeating: "push B\n", count: 10 * 1024 * 1024 / 7 + 1)
        let bytes = Array(source.utf8)
        let clock = ContinuousClock()
        var results: [ScenarioParseResult] = []
        let elapsed = clock.measure {
            results.append(ScenarioParser.parse(source, path: "big.sim"))
            results.append(ScenarioParser.parse(bytes: bytes, path: "big.sim"))
        }
        #expect(elapsed < .milliseconds(200))
        for result in results {
            #expect(result.scenario == nil)
            #expect(result.diagnostics.map(\.id) == [ScenarioDiagnosticID.tooLarge])
            #expect(result.diagnostics.first?.location == SourceLocation(path: "big.sim", line: 1, column: 1))
        }
    }

    @Test func oneMebibyteIsStillRead() {
        let line = "# " + String(repeating: "x", count: 1021) + "\n"
        let source = "root A\nlaunch\n" + String(repeating: line, count: 1023)
        #expect(source.utf8.count <= 1 << 20)
        #expect(parse(source).diagnostics == [])
    }

    @Test func invalidUTF8PointsAtTheFirstBadByte() {
        let bytes = Array("root A\nlaunch\npush ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let result = ScenarioParser.parse(bytes: bytes, path: "bad.sim", lineOffset: 10)
        #expect(result.scenario == nil)
        #expect(result.diagnostics.map(\.id) == [ScenarioDiagnosticID.invalidEncoding])
        #expect(result.diagnostics.first?.location == SourceLocation(path: "bad.sim", line: 13, column: 6))
    }

    @Test(
        arguments: [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] as [[UInt8]])
    func malformedSequencesAreInvalid(sequence: [UInt8]) {
        let bytes = Array("root é\n".utf8) + sequence
        let result = ScenarioParser.parse(bytes: bytes, path: "bad.sim")
        #expect(result.diagnostics.map(\.id) == [ScenarioDiagnosticID.invalidEncoding])
        #expect(result.diagnostics.first?.location.line == 2)
        #expect(result.diagnostics.first?.location.column == 1)
    }

    @Test func nulBytesMakeBinaryInput() {
        let bytes = Array("root A\nla".utf8) + [0] + Array("unch\n".utf8)
        for result in [
            ScenarioParser.parse(bytes: bytes, path: "bin.sim"),
            ScenarioParser.parse(String(decoding: bytes, as: UTF8.self), path: "bin.sim"),
        ] {
            #expect(result.scenario == nil)
            #expect(result.diagnostics.map(\.id) == [ScenarioDiagnosticID.binaryInput])
            #expect(result.diagnostics.first?.location == SourceLocation(path: "bin.sim", line: 2, column: 3))
        }
    }

    @Test func overlongLinesAreReported() {
        let long = "# " + String(repeating: "y", count: 4095)
        expectDiagnostic(
            ScenarioDiagnosticID.lineTooLong, in: "root A\nlaunch\n1️⃣\(long)\n",
            message: "the line is 4097 bytes long; the limit is 4096")
        #expect(parse("root A\nlaunch\n" + String(long.dropLast()) + "\n").diagnostics == [])
    }

    @Test func lineOffsetShiftsStepsDeclarationsAndDiagnostics() throws {
        let scenario = try #require(parse("root A\n\nlaunch\n", lineOffset: 20).scenario)
        #expect(scenario.declarations.first?.line == 21)
        #expect(scenario.steps.first?.line == 23)
        expectDiagnostic(ScenarioDiagnosticID.unknownStep, in: "root A\nlaunch\n1️⃣puhs B\n", lineOffset: 20)
        expectDiagnostic(ScenarioDiagnosticID.empty, in: "1️⃣", lineOffset: 7)
    }

    // MARK: - Diagnostics

    @Test func unknownStepSuggestsTheClosestStep() {
        expectDiagnostic(
            ScenarioDiagnosticID.unknownStep, in: "root nav(A)\nlaunch\n1️⃣puhs B\n", message: "unknown step 'puhs'",
            fixIt: "did you mean 'push'?")
        // Nothing close: the steps that would be valid there, every one of them.
        expectDiagnostic(
            ScenarioDiagnosticID.unknownStep, in: "root A\nlaunch\n  1️⃣frobnicate\n",
            message: "unknown step 'frobnicate'",
            fixIt: "a step is " + ScenarioBuilder.quotedList(ScenarioParser.stepKeywords))
        let fixIt = LifecycleEngine.run(source: "root A\nlaunch\nfrobnicate\n", path: "s.sim").diagnostics.first?.fixIt
        #expect(fixIt?.hasPrefix("a step is 'launch', 'push', 'pop', ") == true, "\(fixIt ?? "")")
        #expect(fixIt?.hasSuffix("'replace', 'resize' or 'on'") == true, "\(fixIt ?? "")")
        expectDiagnostic(ScenarioDiagnosticID.unknownStep, in: "root A\nlaunch\n1️⃣(A)\n")
    }

    @Test func unknownSettingSuggestsTheClosestSetting() {
        expectDiagnostic(
            ScenarioDiagnosticID.unknownSetting, in: "1️⃣iso 6\nroot A\nlaunch\n", message: "unknown setting 'iso'",
            fixIt: "did you mean 'ios'?")
        expectDiagnostic(
            ScenarioDiagnosticID.unknownSetting, in: "1️⃣devise ipad\nroot A\nlaunch\n", fixIt: "did you mean 'device'?")
    }

    @Test func invalidArgumentsPointAtTheArgument() {
        let id = ScenarioDiagnosticID.invalidArgument
        expectDiagnostic(
            id, in: "root A\nlaunch\n1️⃣push\n", message: "'push' needs a controller name, as in 'push B'")
        expectDiagnostic(id, in: "ios 1️⃣banana\nroot A\nlaunch\n", message: "'banana' is not an iOS version")
        expectDiagnostic(id, in: "ios 1️⃣12.4.1\nroot A\nlaunch\n")
        expectDiagnostic(id, in: "1️⃣ios\nroot A\nlaunch\n")
        expectDiagnostic(id, in: "screen 1️⃣0x0\nroot A\nlaunch\n", message: "'0x0' is not a screen size")
        expectDiagnostic(id, in: "screen 1️⃣320*480\nroot A\nlaunch\n")
        expectDiagnostic(id, in: "device 1️⃣ipod\nroot A\nlaunch\n", fixIt: "did you mean 'ipad'?")
        expectDiagnostic(id, in: "autolayout 1️⃣yes\nroot A\nlaunch\n", fixIt: "expected 'on' or 'off'")
        expectDiagnostic(
            id, in: "root A\nlaunch\npresent B 1️⃣formSheat\n", message: "unknown presentation style 'formSheat'",
            fixIt: "did you mean 'formSheet'?")
        expectDiagnostic(
            id, in: "root A\nlaunch 1️⃣now\n", message: "unexpected 'now' at the end of the line",
            fixIt: "did you mean 'launch'?")
        expectDiagnostic(id, in: "root A\nlaunch\npush B instant 1️⃣again\n", fixIt: "did you mean 'push B instant'?")
        // The form that was complete before the extra words: `remove` takes the child alone.
        expectDiagnostic(
            id, in: "child C2 of P\nroot P\nlaunch\nremove  C2 \t1️⃣from P\n",
            message: "unexpected 'from' at the end of the line", fixIt: "did you mean 'remove C2'?")
        expectDiagnostic(
            id, in: "root N=nav(A,B)  1️⃣C # a comment\nlaunch\n", fixIt: "did you mean 'root N = nav(A, B)'?")
        expectDiagnostic(id, in: "root A\nlaunch\npush B 1️⃣animatd\n", fixIt: "did you mean 'animated'?")
        expectDiagnostic(id, in: "root nav(A)\nlaunch\npop 1️⃣A\n", fixIt: "did you mean 'pop to A'?")
        expectDiagnostic(id, in: "root A\nlaunch\nswipe 1️⃣left\n", message: "unknown swipe 'left'")
        expectDiagnostic(id, in: "root A\nlaunch\nswipe back 1️⃣cancle\n", fixIt: "did you mean 'cancel'?")
        expectDiagnostic(id, in: "root A\nlaunch\n1️⃣segue B\n")
        expectDiagnostic(id, in: "root A\nlaunch\nsegue B 1️⃣show\n")
        expectDiagnostic(id, in: "root A\nlaunch\nadd C 1️⃣into A\n", message: "expected 'to', found 'into'")
        expectDiagnostic(id, in: "root A\nlaunch\nmemory 1️⃣warnings\n")
        expectDiagnostic(id, in: "storyboard A1️⃣, B\nroot A\nlaunch\n")
        expectDiagnostic(id, in: "extend A 1️⃣top\nroot A\nlaunch\n")
        expectDiagnostic(id, in: "root 1️⃣N = A\nlaunch\n", message: "only a container can be named")
        expectDiagnostic(id, in: "root nav(A 1️⃣B)\nlaunch\n", message: "expected ',' or ')', found 'B'")
        expectDiagnostic(id, in: "root nav(A, 1️⃣)\nlaunch\n")
    }

    @Test func invalidNamesAreReported() {
        let id = ScenarioDiagnosticID.invalidName
        expectDiagnostic(id, in: "root A\nlaunch\npush 1️⃣1B\n", message: "'1B' is not a valid controller name")
        expectDiagnostic(id, in: "root A\nlaunch\npush 1️⃣Bé\n")
        expectDiagnostic(
            id, in: "root 1️⃣nav\nlaunch\n", message: "'nav' is a reserved word and cannot name a controller")
        expectDiagnostic(id, in: "storyboard A 1️⃣app\nroot A\nlaunch\n")
        expectDiagnostic(id, in: "root tabs(A, 1️⃣Tabs)\nlaunch\n")
        expectDiagnostic(id, in: "root 1️⃣nav = nav(A)\nlaunch\n")
    }

    @Test func unsupportedVersionsAreReported() {
        let id = ScenarioDiagnosticID.unsupportedVersion
        expectDiagnostic(
            id, in: "ios 1️⃣2\nroot A\nlaunch\n",
            message: "iOS 2 is not supported; VCLab simulates iOS 3.0 through 18.x and 26.x")
        expectDiagnostic(id, in: "ios 1️⃣27\nroot A\nlaunch\n")
        expectDiagnostic(id, in: "ios 1️⃣99999999999999999999999\nroot A\nlaunch\n")
    }

    /// Apple went from iOS 18 to iOS 26: 19 through 25 never existed, and a scenario that names one is told so,
    /// with the released versions on either side.
    @Test func versionsThatWereNeverReleasedAreReported() {
        let id = ScenarioDiagnosticID.unsupportedVersion
        for version in ["19", "22", "25.1"] {
            expectDiagnostic(
                id, in: "ios 1️⃣\(version)\nroot A\nlaunch\n",
                message: "iOS \(version) was never released: Apple went from iOS 18 to iOS 26",
                fixIt: "did you mean 'ios 18' or 'ios 26'?")
        }
        #expect(parse("ios 27\nroot A\nlaunch\n").diagnostics.first?.fixIt == "did you mean 'ios 26'?")
        for version in ["3", "12.4", "18", "18.6", "26", "26.1"] {
            #expect(parse("ios \(version)\nroot A\nlaunch\n").diagnostics.isEmpty, "iOS \(version) was released")
        }
        #expect(IOSVersion.releasedMajors == Array(3...18) + [26])
        #expect(IOSVersion(parsing: "12.4") == IOSVersion(12, 4))
        #expect(IOSVersion(parsing: "12.") == nil && IOSVersion(parsing: "+1") == nil)
        #expect(IOSVersion(parsing: "1.2.3") == nil)
    }

    @Test func repeatedSettingsWarnAndTheLastWins() throws {
        expectDiagnostic(
            ScenarioDiagnosticID.duplicateSetting, in: "ios 6\n1️⃣iOS 7\nroot A\nlaunch\n",
            message: "'ios' is set more than once; the last one wins", severity: .warning)
        let result = parse("ios 6\nios 7\nroot A\nlaunch\n")
        #expect(try #require(result.scenario).settings.ios == IOSVersion(7))
        #expect(result.diagnostics.first?.notes.first?.location.line == 1)
    }

    @Test func declarationsAfterTheFirstStepAreMisplaced() {
        let id = ScenarioDiagnosticID.misplacedDeclaration
        expectDiagnostic(
            id, in: "root A\nlaunch\n1️⃣keep B\n", message: "declaration 'keep' must come before the first step")
        expectDiagnostic(id, in: "root A\nlaunch\n1️⃣ios 6\n", message: "setting 'ios' must come before the first step")
    }

    @Test func conflictingDeclarationsAreReported() {
        let id = ScenarioDiagnosticID.conflictingDeclaration
        expectDiagnostic(
            id, in: "storyboard A B\nnib 1️⃣B\nroot A\nlaunch\n", message: "'B' is declared both 'storyboard' and 'nib'")
        expectDiagnostic(id, in: "code A\nroot A\n1️⃣root nav(B)\nlaunch\n")
        #expect(parse("code A\ncode A\nroot A\nlaunch\n").diagnostics == [])
    }

    @Test(
        arguments: [
            (
                "ios 12\nroot A\nlaunch\npresent B\n1️⃣swipe down",
                "'swipe down' (interactive sheet dismissal) needs iOS 13; this scenario runs iOS 12.0"
            ),
            (
                "ios 6\nroot nav(A)\nlaunch\npush B\n1️⃣swipe back cancel",
                "'swipe back' (the interactive pop gesture) needs iOS 7; this scenario runs iOS 6.0"
            ),
            (
                "ios 12\nroot A\nlaunch\npresent B 1️⃣automatic",
                "'automatic' presentation style needs iOS 13; this scenario runs iOS 12.0"
            ),
            (
                "ios 7.1\nroot A\nlaunch\npresent B 1️⃣overFullScreen",
                "'overFullScreen' presentation style needs iOS 8; this scenario runs iOS 7.1"
            ),
            (
                "ios 3.1\nroot A\nlaunch\npresent B 1️⃣pageSheet",
                "'pageSheet' presentation style needs iOS 3.2; this scenario runs iOS 3.1"
            ),
            (
                "ios 3\nroot A\nlaunch\npresent B 1️⃣formSheet",
                "'formSheet' presentation style needs iOS 3.2; this scenario runs iOS 3.0"
            ),
            (
                "ios 4.3\nroot A\nlaunch\n1️⃣add C to A",
                "'add … to' (view controller containment) needs iOS 5; this scenario runs iOS 4.3"
            ),
            (
                "ios 4\nroot A\nlaunch\n1️⃣remove C",
                "'remove' (view controller containment) needs iOS 5; this scenario runs iOS 4.0"
            ),
            (
                "ios 4\nroot A\nlaunch\n1️⃣transition B to C",
                "'transition' (transition(from:to:duration:…)) needs iOS 5; this scenario runs iOS 4.0"
            ),
            (
                "ios 4\nroot A\nlaunch\n1️⃣segue B push",
                "'segue' (storyboard segues) needs iOS 5; this scenario runs iOS 4.0"
            ),
            (
                "ios 4\n1️⃣manual P\nroot A\nlaunch",
                "'manual' (manual appearance forwarding) needs iOS 5; this scenario runs iOS 4.0"
            ),
            (
                "ios 5\nroot A\nlaunch\n1️⃣constraints A",
                "'constraints' (Auto Layout) needs iOS 6; this scenario runs iOS 5.0"
            ),
            (
                "ios 5.1\n1️⃣autolayout on\nroot A\nlaunch",
                "'autolayout on' (Auto Layout) needs iOS 6; this scenario runs iOS 5.1"
            ),
            (
                "1️⃣storyboard A\nios 4\nroot A\nlaunch",
                "'storyboard' (UIStoryboard) needs iOS 5; this scenario runs iOS 4.0"
            ),
            (
                "ios 6\n1️⃣extend A none\nroot A\nlaunch",
                "'extend' (edgesForExtendedLayout) needs iOS 7; this scenario runs iOS 6.0"
            ),
            (
                "1️⃣fullscreen A\nroot A\nlaunch",
                "'fullscreen' (wantsFullScreenLayout) was deprecated in iOS 7; this scenario runs iOS 17.0"
            ),
        ])
    func apisMissingFromTheVersionAreUnavailable(marked: String, message: String) {
        expectDiagnostic(ScenarioDiagnosticID.unavailableAPI, in: marked, message: message)
    }

    @Test func apisPresentInTheVersionAreFine() {
        let sources = [
            "ios 13\nroot A\nlaunch\npresent B automatic\nswipe down cancel\n",
            "ios 6\nfullscreen A\nautolayout on\nroot A\nlaunch\nunload A\nconstraints A\n",
            "ios 3\nroot A\nlaunch\nunload A\n",
            "ios 4\nroot A\nlaunch\nadd view C to A\n",
            "ios 7\nextend A none\nroot nav(A)\nlaunch\npush B\nswipe back\n",
        ]
        for source in sources { #expect(parse(source).diagnostics == [], "\(source)") }
    }

    @Test func unbalancedParenthesesPointAtTheCulprit() {
        let id = ScenarioDiagnosticID.unbalancedParentheses
        expectDiagnostic(id, in: "root nav1️⃣(A\nlaunch\n", message: "'(' is never closed", fixIt: "add ')'")
        expectDiagnostic(id, in: "root tabs1️⃣(nav(A), B\nlaunch\n")
        expectDiagnostic(id, in: "root nav(A)1️⃣)\nlaunch\n", message: "')' has no matching '('")
        expectDiagnostic(id, in: "root A\nlaunch\npresent 1️⃣)B(\n")
    }

    @Test func containerProblemsAreReported() {
        expectDiagnostic(
            ScenarioDiagnosticID.emptyContainer, in: "root 1️⃣nav()\nlaunch\n", message: "'nav()' has no controllers")
        expectDiagnostic(ScenarioDiagnosticID.emptyContainer, in: "root tabs(A, 1️⃣tabs( ))\nlaunch\n")
        expectDiagnostic(
            ScenarioDiagnosticID.invalidContainer, in: "root nav(1️⃣tabs(A, B))\nlaunch\n",
            message: "'tabs' cannot go inside 'nav': UIKit does not push a tab bar controller")
        expectDiagnostic(ScenarioDiagnosticID.invalidContainer, in: "root A\nlaunch\npresent nav(A, T = 1️⃣tabs(B))\n")
        expectDiagnostic(
            ScenarioDiagnosticID.unknownContainer, in: "root 1️⃣navv(A)\nlaunch\n", message: "unknown container 'navv'",
            fixIt: "did you mean 'nav'?")
        #expect(parse("root tabs(nav(A), nav(B))\nlaunch\n").diagnostics == [])
    }

    @Test func aControllerTakesOnePlaceAmongContainers() {
        let id = ScenarioDiagnosticID.duplicateController
        expectDiagnostic(
            id, in: "root tabs(A, nav(1️⃣A))\nlaunch\n",
            message: "'A' is used in two places; a view controller can have only one parent")
        expectDiagnostic(id, in: "root nav(A)\nlaunch\npresent nav(1️⃣A)\n")
        expectDiagnostic(id, in: "root A\nlaunch\npresent tabs(1️⃣A)\n")
        expectDiagnostic(id, in: "root N = nav(1️⃣N)\nlaunch\n")
        expectDiagnostic(id, in: "root tabs(nav(A), 1️⃣nav1)\nlaunch\n")
        expectDiagnostic(id, in: "root tabs(T = nav(A), 1️⃣T = nav(B))\nlaunch\n")
        // Presenting the same lone controller, or the same container, again after a dismissal is fine.
        #expect(parse("root A\nlaunch\npresent B\ndismiss\npresent B\n").diagnostics == [])
        #expect(parse("root A\nlaunch\npresent N = nav(B)\ndismiss\npresent N = nav(B)\n").diagnostics == [])
        expectDiagnostic(id, in: "root A\nlaunch\npresent nav(B, 1️⃣B)\n")
    }

    @Test func addingAControllerToItselfIsInvalid() {
        expectDiagnostic(
            ScenarioDiagnosticID.invalidContainment, in: "root A\nlaunch\nadd C to 1️⃣C\n",
            message: "'C' cannot be added to itself")
        expectDiagnostic(ScenarioDiagnosticID.invalidContainment, in: "root A\nlaunch\nadd view C to 1️⃣C\n")
    }

    @Test func launchComesFirstAndOnce() {
        expectDiagnostic(
            ScenarioDiagnosticID.missingLaunch, in: "root A\n\n  1️⃣push B\nlaunch\n",
            message: "the first step must be 'launch'")
        expectDiagnostic(ScenarioDiagnosticID.missingLaunch, in: "root A\n1️⃣background\n")
        expectDiagnostic(
            ScenarioDiagnosticID.duplicateLaunch, in: "root A\nlaunch\nbackground\n1️⃣launch\n",
            message: "'launch' appears more than once; the app launches once")
        expectDiagnostic(
            ScenarioDiagnosticID.missingRoot, in: "code A\n1️⃣launch\n", message: "'launch' needs a root view controller")
    }

    @Test func aMisspelledFirstStepDoesNotAlsoReportMissingLaunch() {
        let ids = parse("root A\nlanch\npush B\n").diagnostics.map(\.id)
        #expect(ids == [ScenarioDiagnosticID.unknownStep])
    }

    @Test func everyErrorOfTheFileIsReportedInSourceOrder() {
        let source = """
            iso 6
            root navv(A)
            launch
            puhs B
            present B formSheat
            ios 6
            """
        let ids = parse(source).diagnostics.map(\.id)
        #expect(
            ids == [
                ScenarioDiagnosticID.unknownSetting, ScenarioDiagnosticID.unknownContainer,
                ScenarioDiagnosticID.unknownStep, ScenarioDiagnosticID.invalidArgument,
                ScenarioDiagnosticID.misplacedDeclaration,
            ])
    }

    @Test func diagnosticsAreCappedAtFifty() {
        let source = "root A\nlaunch\n" + String(repeating: "puhs B\n", count: 80)
        let result = parse(source)
        #expect(result.scenario == nil)
        #expect(result.diagnostics.count == 50)
        #expect(result.diagnostics.last?.location.line == 52)
    }

    // MARK: - Reference scenarios

    @Test func everyReferenceScenarioParsesCleanly() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reference")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sim") }
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let result = ScenarioParser.parse(bytes: Array(data), path: file)
            #expect(result.diagnostics == [], "\(file)")
            #expect(result.scenario != nil, "\(file)")
        }
    }
}

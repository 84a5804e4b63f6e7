import Testing
import VCLabDevice
import VCLabEngine

@Suite struct DeviceComparisonTests {
    typealias Support = DeviceTestSupport

    static func compare(_ log: String, _ source: String, names: [String: String] = [:]) throws -> DeviceComparison {
        let parsed = try DeviceLogReader.read(Array(log.utf8), path: "device.log")
        return DeviceComparison(
            log: parsed, trace: Support.trace(source), scenarioHash: ScenarioHash.of(Array(source.utf8)), names: names)
    }

    @Test(arguments: Support.scenarios.keys.sorted())
    func theTraceWrittenInEachFormatComparesEqual(name: String) throws {
        let source = try #require(Support.scenarios[name])
        let trace = Support.trace(source)
        let hash = ScenarioHash.of(Array(source.utf8))
        let logs = [
            "vclab": DeviceLogFormat.log(of: trace, scenario: name, hash: hash),
            "print": Support.printLines(trace),
            "nslog": Support.nsLogLines(trace),
            "ndjson": Support.ndjsonLines(trace, hash: hash),
            "xcode": Support.xcodeLines(trace, hash: hash),
        ]
        for (format, log) in logs.sorted(by: { $0.key < $1.key }) {
            let comparison = try Self.compare(log, source)
            #expect(comparison.verdict == .equal, "\(name) in \(format): \(comparison.differences)")
            #expect(comparison.loggedCount == trace.events.count, "\(name) in \(format)")
            // The app's own log instruments every callback, so nothing is left unlogged.
            if format != "print", format != "nslog" {
                #expect(!comparison.steps.flatMap(\.rows).contains { $0.kind == .notLogged }, "\(format)")
            }
        }
    }

    static let navigation = "ios 17\nroot nav(A)\nlaunch\npush B\npop\n"

    /// The app's own log of the navigation scenario with its lines edited by `edit`.
    static func editedLog(_ edit: (inout [String]) -> Void) -> String {
        let trace = Support.trace(navigation)
        var lines = DeviceLogFormat.log(of: trace, scenario: "n.sim", hash: ScenarioHash.of(Array(navigation.utf8)))
            .split(separator: "\n").map(String.init)
        edit(&lines)
        return lines.joined(separator: "\n") + "\n"
    }

    static func index(of event: String, in lines: [String]) -> Int {
        lines.firstIndex { $0.hasSuffix(event) || $0.contains(event + " animated") }!
    }

    @Test func aSwappedPairIsOneCallbackOutOfOrder() throws {
        let log = Self.editedLog { lines in
            let first = Self.index(of: "A viewWillDisappear", in: lines)
            let second = Self.index(of: "B viewWillAppear", in: lines)
            lines.swapAt(first, second)
        }
        let differences = try Self.compare(log, Self.navigation).differences
        #expect(differences.count == 1)
        #expect(differences.first?.kind == .outOfOrder)
        #expect(
            ["A viewWillDisappear", "B viewWillAppear"].contains(
                differences.map { "\($0.controller) \($0.callback)" }.first ?? ""))
        #expect(differences.first?.step == 2)
        #expect(differences.first?.rule != nil)
    }

    @Test func aMissingCallbackIsThatDifference() throws {
        let log = Self.editedLog { lines in lines.remove(at: Self.index(of: "B viewDidAppear", in: lines)) }
        let differences = try Self.compare(log, Self.navigation).differences
        #expect(differences.map(\.kind) == [.missing])
        #expect(differences.first.map { "\($0.controller) \($0.callback)" } == "B viewDidAppear")
        #expect(differences.first?.rule?.evidence != nil)
    }

    @Test func anExtraCallbackIsThatDifference() throws {
        let log = Self.editedLog { lines in
            let place = Self.index(of: "B viewDidAppear", in: lines)
            lines.insert("vclab 99 B didReceiveMemoryWarning", at: place + 1)
        }
        let comparison = try Self.compare(log, Self.navigation)
        #expect(comparison.differences.map(\.kind) == [.extra])
        #expect(comparison.differences.first?.callback == .didReceiveMemoryWarning)
        #expect(comparison.differences.first?.step == 2)
        #expect(comparison.verdict == .differ)
    }

    @Test func anotherAnimatedFlagIsADifference() throws {
        let log = Self.editedLog { lines in
            let place = Self.index(of: "B viewDidAppear", in: lines)
            lines[place] = lines[place].replacingOccurrences(of: "animated=true", with: "animated=false")
        }
        let differences = try Self.compare(log, Self.navigation).differences
        #expect(differences.map(\.kind) == [.animated])
        #expect(differences.first?.loggedAnimated == false)
    }

    @Test func aLogOfAnotherScenarioIsReportedAsSuch() throws {
        let other = try #require(Support.scenarios["present.sim"])
        let log = DeviceLogFormat.log(
            of: Support.trace(other), scenario: "present.sim", hash: ScenarioHash.of(Array(other.utf8)))
        let comparison = try Self.compare(log, Self.navigation)
        #expect(comparison.verdict == .otherScenario(name: "present.sim", hash: ScenarioHash.of(Array(other.utf8))))
        #expect(comparison.differences.isEmpty)
    }

    @Test func aLogOfOtherClassesSaysNothingOfTheScenarioIsInIt() throws {
        let comparison = try Self.compare(
            "ViewController viewDidLoad()\nViewController viewWillAppear(_:)\n", Self.navigation)
        #expect(comparison.verdict == .nothingOfScenario(names: ["ViewController"]))
        let mapped = try Self.compare(
            "ViewController viewDidLoad()\nViewController viewWillAppear(_:)\nViewController viewWillAppear(_:)\n",
            Self.navigation,
            names: ["ViewController": "A"])
        #expect(mapped.verdict == .equal)
    }

    @Test func onlyTheCallbacksTheLogShowsAreCompared() throws {
        let comparison = try Self.compare("A viewDidLoad()\nB viewDidLoad()\n", Self.navigation)
        #expect(comparison.verdict == .equal)
        let rows = comparison.steps.flatMap(\.rows)
        #expect(rows.filter { $0.kind == .same }.count == 2)
        #expect(rows.contains { $0.kind == .notLogged && $0.callback == .viewWillAppear })
        #expect(!rows.contains { $0.kind == .missing })
    }

    /// The simulator log published with the seed article (/work/shared/seeds/002_e4edf52cf7159a29.txt, section
    /// 四, "模拟器的调用顺序"), copied verbatim with its headings and comments: tag 1 is A, tag 2 is B.
    @Test func theSeedArticlesSimulatorLogComparesEqual() throws {
        let log = try Support.bytes("Tests/VCLabDeviceTests/Fixtures/seed-002-simulator.log")
        let source = try Support.bytes("Content/shared/modal-segue-log.sim")
        let parsed = try DeviceLogReader.read(log, path: "seed.log")
        let comparison = DeviceComparison(
            log: parsed, trace: Support.trace(String(decoding: source, as: UTF8.self)),
            scenarioHash: ScenarioHash.of(source), names: ["1": "A", "2": "B"])
        #expect(comparison.verdict == .equal)
        #expect(comparison.loggedCount == 22)
        // What a reader of the log sees it leave out: awakeFromNib and the app's events.
        let unlogged = Set(comparison.steps.flatMap(\.rows).filter { $0.kind == .notLogged }.map(\.callback))
        #expect(unlogged == [.awakeFromNib, .didFinishLaunching, .didBecomeActive])
    }

    @Test func aLogHoldingSeveralRunsIsComparedOnItsLast() throws {
        let once = Self.editedLog { _ in }
        let broken = Self.editedLog { lines in lines.remove(at: Self.index(of: "B viewDidAppear", in: lines)) }
        let parsed = try DeviceLogReader.read(Array((broken + once).utf8), path: "device.log")
        #expect(parsed.runCount == 2)
        let comparison = DeviceComparison(
            log: parsed, trace: Support.trace(Self.navigation),
            scenarioHash: ScenarioHash.of(Array(Self.navigation.utf8)))
        #expect(comparison.verdict == .equal)
    }
}

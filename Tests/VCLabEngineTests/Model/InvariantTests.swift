import Testing
import VCLabEngine

/// Thousands of random valid scenarios never break the lifecycle's invariants.
@Suite struct InvariantTests {
    /// What must hold for every controller instance in any trace UIKit could produce.
    static func violations(in trace: Trace) -> [String] {
        var problems: [String] = []
        var loaded: [String: Bool] = [:]
        var appearance: [String: AppearanceState] = [:]
        var alive: [String: Bool] = [:]
        var previousSequence = 0
        for event in trace.events {
            let name = event.controller
            if event.sequence != previousSequence + 1 { problems.append("#\(event.sequence) breaks the order") }
            previousSequence = event.sequence
            guard name != "app" else { continue }
            let isInitializer = event.callback == .initWithCoder || event.callback == .initWithNibName
            if isInitializer {
                if alive[name] == true { problems.append("#\(event.sequence) \(name) initialised twice while alive") }
                alive[name] = true
                loaded[name] = false
                appearance[name] = .disappeared
                continue
            }
            if alive[name] != true {
                problems.append("#\(event.sequence) \(event.qualifiedName) on a dead or unborn controller")
            }
            switch event.callback {
            case .loadView:
                if loaded[name] == true { problems.append("#\(event.sequence) \(name) loads a loaded view") }
                loaded[name] = true
            case .viewDidUnload:
                loaded[name] = false
            case .viewWillAppear:
                if loaded[name] != true { problems.append("#\(event.sequence) \(name) appears without a view") }
                appearance[name] = .appearing
            case .viewDidAppear:
                if appearance[name] != .appearing {
                    problems.append(
                        "#\(event.sequence) \(name).viewDidAppear without viewWillAppear (\(appearance[name] ?? .disappeared))"
                    )
                }
                appearance[name] = .appeared
            case .viewWillDisappear:
                if loaded[name] != true { problems.append("#\(event.sequence) \(name) disappears without a view") }
                appearance[name] = .disappearing
            case .viewDidDisappear:
                if appearance[name] != .disappearing {
                    problems.append("#\(event.sequence) \(name).viewDidDisappear without viewWillDisappear")
                }
                appearance[name] = .disappeared
            case .viewIsAppearing:
                if appearance[name] != .appearing {
                    problems.append("#\(event.sequence) \(name).viewIsAppearing outside appearing")
                }
            case .deinitialize:
                alive[name] = false
            default:
                break
            }
        }
        return problems
    }

    @Test(arguments: 0..<8)
    func randomScenariosKeepTheInvariants(batch: Int) {
        for offset in 0..<250 {
            let seed = UInt64(batch * 250 + offset)
            var generator = RandomScenarioGenerator(seed: seed)
            let source = generator.scenario(stepCount: 40)
            let run = LifecycleEngine.run(source: source, path: "random-\(seed).sim")
            guard let trace = run.trace else {
                Issue.record("seed \(seed) did not run: \(run.diagnostics)\n\(source)")
                return
            }
            let problems = Self.violations(in: trace)
            #expect(problems.isEmpty, "seed \(seed):\n\(problems.prefix(5).joined(separator: "\n"))\n\(source)")
            if !problems.isEmpty { return }
        }
    }

    @Test func theCheckerCatchesABrokenTrace() {
        let broken = Trace(
            ios: IOSVersion(17), device: .iphone, steps: [],
            events: [
                TraceEvent(
                    sequence: 1, step: 1, controller: "A", callback: .initWithNibName, animated: nil, depth: 0,
                    rule: .initCode),
                TraceEvent(
                    sequence: 2, step: 1, controller: "A", callback: .viewDidAppear, animated: false, depth: 0,
                    rule: .initCode),
                TraceEvent(
                    sequence: 3, step: 1, controller: "A", callback: .deinitialize, animated: nil, depth: 0,
                    rule: .initCode),
                TraceEvent(
                    sequence: 4, step: 1, controller: "A", callback: .loadView, animated: nil, depth: 0,
                    rule: .initCode),
            ], states: [])
        #expect(Self.violations(in: broken).count == 2)
    }

    /// The fuzzer and the differential test reach the scene forms: both values of `scenes` and a disconnected
    /// scene coming back, in scenarios that run (a new scene builds a new window from the root again).
    @Test func theGeneratorWritesTheSceneSettingsAndDisconnections() throws {
        var written: Set<String> = []
        for seed in UInt64(0)..<300 {
            var generator = RandomScenarioGenerator(seed: seed)
            let source = generator.scenario(stepCount: 40)
            let lines = source.split(separator: "\n").map(String.init)
            for line in lines where line.hasPrefix("scenes ") || line == "disconnect" { written.insert(line) }
            if lines.contains("disconnect") {
                let trace = try #require(LifecycleEngine.run(source: source, path: "random-\(seed).sim").trace)
                #expect(trace.events.contains { $0.callback == .sceneDidDisconnect }, "seed \(seed)")
            }
        }
        #expect(written == ["scenes on", "scenes off", "disconnect"])
    }

    @Test func theGeneratorIsDeterministic() {
        var first = RandomScenarioGenerator(seed: 42)
        var second = RandomScenarioGenerator(seed: 42)
        #expect(first.scenario(stepCount: 50) == second.scenario(stepCount: 50))
    }
}

import Foundation
import Testing
import VCLabEngine

/// Checks the engine against expectations written from the ground-truth reference (and the seed's simulator
/// log), never from the engine's own output. `Reference/README.md` explains the files and the match modes.
@Suite struct ReferenceTraceTests {
    struct Expectation: Decodable, CustomTestStringConvertible {
        var reference: String
        var ios: String
        var match: String
        var step: String?
        var events: [String]
        var absent: [String]?
        var callbacks: [String]?
        var why: String?
        /// For cases outside the reference's sections (`issue-12`): the published logs the order comes from.
        var sources: [String]?
        var name = ""

        enum CodingKeys: String, CodingKey {
            case reference, ios, match, step, events, absent, callbacks, why, sources
        }

        var testDescription: String { name }
    }

    static let directory: URL = Bundle.module.resourceURL!.appendingPathComponent("Reference")

    static let cases: [Expectation] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".expected.json") }.sorted().compactMap { file in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path),
                var expectation = try? JSONDecoder().decode(Expectation.self, from: data)
            else { return nil }
            expectation.name = String(file.dropLast(".expected.json".count))
            return expectation
        }
    }()

    @Test func everyReferenceScenarioHasAnExpectation() {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        let expectationCount = files.filter { $0.hasSuffix(".expected.json") }.count
        #expect(Self.cases.count == expectationCount, "an expectation file failed to decode")
        let sections = Set(Self.cases.map(\.reference))
        for section in 1...30 {
            #expect(sections.contains("S\(section)"), "no reference case for S\(section)")
        }
        // A case written from published logs outside the reference must say where they are.
        for expectation in Self.cases
        where !expectation.reference.hasPrefix("S") && !expectation.reference.hasPrefix("seed") {
            #expect(!(expectation.sources ?? []).isEmpty, "\(expectation.name) cites no source")
        }
    }

    @Test(arguments: cases)
    func traceMatchesTheReference(_ expectation: Expectation) throws {
        let path = Self.directory.appendingPathComponent(expectation.name + ".sim").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let run = LifecycleEngine.run(source: source, path: path)
        let trace = try #require(run.trace, "the scenario did not run: \(run.diagnostics)")
        #expect(trace.ios.description == expectation.ios)

        let window: [TraceEvent]
        if let stepText = expectation.step {
            let step = try #require(trace.steps.first { $0.text == stepText }, "no step '\(stepText)'")
            window = Array(trace.events(ofStep: step.index))
        } else {
            window = trace.events
        }
        let names = window.map(\.qualifiedName)

        switch expectation.match {
        case "window-exact":
            #expect(names == expectation.events, "\(expectation.why ?? "")")
        case "window-subsequence":
            let mentioned = Set(expectation.events)
            #expect(names.filter(mentioned.contains) == expectation.events, "\(expectation.why ?? "")")
        case "whole-trace-filtered":
            let callbacks = Set(expectation.callbacks ?? [])
            #expect(
                window.filter { callbacks.contains($0.callback.swiftName) }.map(\.qualifiedName)
                    == expectation.events)
        default:
            Issue.record("unknown match mode \(expectation.match)")
        }
        for absent in expectation.absent ?? [] {
            #expect(!names.contains(absent), "\(absent) must not happen here")
        }
    }
}

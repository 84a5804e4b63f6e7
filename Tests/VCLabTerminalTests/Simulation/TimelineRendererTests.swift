import Testing
import VCLabContent
import VCLabEngine
import VCLabSupport

@testable import VCLabTerminal

@Suite struct TimelineRendererTests {
    static let evaluation = FixtureLesson.evaluation()
    static let pushPop = evaluation.lesson.simulations[0]
    static let pushPopRuns = evaluation.simulationRuns[0]
    static let rotation = evaluation.lesson.simulations[1]
    static let rotationRuns = evaluation.simulationRuns[1]

    func text(_ lines: [StyledLine]) -> [String] { lines.map { ANSIWriter.write($0, style: .plain(width: 200)) } }

    @Test func oneLinePerCallbackWithItsNumberControllerAndEvidenceMark() {
        let lines = text(TimelineRenderer.lines(for: Self.pushPop, runs: Self.pushPopRuns, width: 80))
        let events = Self.pushPopRuns[0].trace.events
        for event in events {
            let line = lines.first { $0.contains(" \(event.sequence) ") && $0.contains(event.controller + ".") }
            #expect(line != nil, "no line for #\(event.sequence)")
        }
        #expect(lines.contains { $0.hasPrefix("2 push B") })
        #expect(lines.contains { $0.contains("B.viewWillAppear (animated)") && $0.hasSuffix("◐") })
        #expect(lines.last == "● documented · ◐ observed · ◑ disputed · ○ inferred")
    }

    @Test func nestedCallsAreIndentedUnderTheirCaller() {
        let lines = text(TimelineRenderer.lines(for: Self.pushPop, runs: Self.pushPopRuns, width: 80))
        let nested = Self.pushPopRuns[0].trace.events.first { $0.depth == 1 }!
        #expect(lines.contains { $0.contains("   \(nested.controller).\(nested.callback.swiftName)") })
    }

    @Test func controllersGetDistinctColours() {
        let style = TerminalStyle(usesColor: true, usesHyperlinks: false, width: 80)
        let page = ANSIWriter.write(
            TimelineRenderer.lines(for: Self.pushPop, runs: Self.pushPopRuns, width: 80), style: style)
        #expect(page.contains("\u{1B}[36mA\u{1B}[0m.viewDidLoad"))
        #expect(page.contains("\u{1B}[35mnav1\u{1B}[0m.viewDidLoad"))
        #expect(page.contains("\u{1B}[33mB\u{1B}[0m.viewDidLoad"))
    }

    @Test func steppingRevealsOneCallbackAtATimeAndMarksTheCurrentOne() {
        let three = text(TimelineRenderer.lines(for: Self.pushPop, runs: Self.pushPopRuns, width: 80, revealed: 3))
        #expect(three.count == 1 + 1 + 3 + 1)
        #expect(three[4].contains("▸") && three[4].contains("nav1.init(nibName:bundle:)"))
        let all = Self.pushPopRuns[0].trace.events.count
        let whole = text(TimelineRenderer.lines(for: Self.pushPop, runs: Self.pushPopRuns, width: 80, revealed: all))
        #expect(whole.contains { $0.hasPrefix("3 pop") })
    }

    @Test func steppingDrawsTheScreenWhenAStepIsOverAndOnlyThen() {
        let trace = Self.pushPopRuns[0].trace
        let endOfLaunch = trace.events.lastIndex { $0.step == trace.steps[0].index }! + 1
        let finished = text(
            TimelineRenderer.lines(for: Self.pushPop, runs: Self.pushPopRuns, width: 80, revealed: endOfLaunch))
        let picture = ScreenTextRenderer.lines(trace.states[0], width: 80 - 4)
        // Under the step's state line, before the legend of evidence marks.
        #expect(
            picture.count > 4 && finished.dropLast().suffix(picture.count).map { String($0.dropFirst(4)) } == picture)
        let midway = text(
            TimelineRenderer.lines(for: Self.pushPop, runs: Self.pushPopRuns, width: 80, revealed: endOfLaunch + 1))
        #expect(!midway.contains { $0.contains("┌") }, "once the next step has begun, the picture goes")
        #expect(midway.contains { $0.contains("after: ") }, "the state line stays")
    }

    @Test func compareShowsColumnsWhenTheyFitAndStacksOtherwise() {
        let wide = text(TimelineRenderer.lines(for: Self.rotation, runs: Self.rotationRuns, width: 116))
        #expect(wide[1].contains("iOS 5.0") && wide[1].contains("iOS 13.0") && wide[1].contains("iOS 17.0"))
        #expect(wide.contains { $0.contains("│ +  8 A.viewIsAppearing") }, "a callback iOS 5 lacks is marked")
        #expect(wide.contains("+ not in every version"))
        let narrow = text(TimelineRenderer.lines(for: Self.rotation, runs: Self.rotationRuns, width: 76))
        #expect(narrow.filter { $0.hasPrefix("iOS ") } == ["iOS 5.0", "iOS 13.0", "iOS 17.0"])
    }

    @Test func alignedRowsLeaveGapsWhereAVersionLacksACallback() {
        let rows = TimelineRenderer.alignedRows([["a", "b", "d"], ["a", "c", "b", "d"], ["a", "b"]])
        #expect(rows == [[0, 0, 0], [nil, 1, nil], [1, 2, 1], [2, 3, nil]])
    }

    @Test func aScenarioThatDidNotRunSaysSo() {
        let lines = text(TimelineRenderer.lines(for: Self.pushPop, runs: [], width: 80))
        #expect(lines.contains { $0.contains("did not run") })
    }
}

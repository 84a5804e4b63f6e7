import Testing

@testable import VCLabEngine

/// The text trace in a narrow terminal: `vclab run` at 50 columns used to print 53-column lines, which the
/// terminal broke mid-word ("document" / "ed").
@Suite struct TraceTextFormatterTests {
    static let trace = LifecycleEngine.run(source: "root nav(A)\nlaunch\npush B animated\n", path: "t.sim").trace

    @Test func everyEventLineFitsTheWidthWhenItsNameDoes() throws {
        let trace = try #require(Self.trace)
        for width in [50, 60, 80] {
            let lines = TraceTextFormatter.format(trace, width: width).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines.filter { $0.count > width })")
        }
    }

    /// At 50 columns the name column narrows to 50 − 2 (the number) − 6 (margins) − 10 ("documented") = 32, as
    /// wide as "nav1.viewSafeAreaInsetsDidChange": that name keeps its evidence beside it, at column 41 (what a
    /// "documented" there ends at 50), and "nav1.viewWillAppear (not animated)" (34) has it on the next line, under the evidence column.
    @Test func aLongerNamePutsItsEvidenceUnderTheColumn() throws {
        let lines = TraceTextFormatter.format(try #require(Self.trace), width: 50).split(separator: "\n")
        let fits = try #require(lines.first { $0.contains("nav1.viewSafeAreaInsetsDidChange") })
        #expect(fits.hasSuffix("  observed") && fits.count - "observed".count == 40)
        let long = try #require(lines.firstIndex { $0.hasSuffix("nav1.viewWillAppear (not animated)") })
        let evidence = lines[long + 1]
        #expect(evidence.drop { $0 == " " } == "observed")
        #expect(evidence.count - "observed".count == fits.count - "observed".count)
    }

    /// Without a width nothing moves: one line an event, the name column as wide as the longest name.
    @Test func withoutAWidthEveryEventIsOneLine() throws {
        let trace = try #require(Self.trace)
        let lines = TraceTextFormatter.format(trace).split(separator: "\n")
        let events = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  after:") }
        #expect(events.count == trace.events.count)
        #expect(lines.contains { $0.hasSuffix("nav1.viewWillAppear (not animated)   observed") })
    }
}

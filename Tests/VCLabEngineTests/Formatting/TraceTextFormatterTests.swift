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

    /// A name wider than the terminal: at 50 columns `app.application:didFinishLaunchingWithOptions:` (47, after
    /// the number's 6 columns) printed a 53-column line. It breaks after its colon, the rest two columns in, and
    /// the evidence goes under the evidence column.
    @Test func aNameWiderThanTheTerminalBreaksAfterAColon() throws {
        let trace = try #require(Self.trace)
        let lines = TraceTextFormatter.format(trace, naming: .objectiveC, width: 50).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 50 }, "\(lines.filter { $0.count > 50 })")
        let first = try #require(lines.firstIndex { $0.hasSuffix("  app.application:") })
        #expect(lines[first + 1] == "        didFinishLaunchingWithOptions:")
        #expect(lines[first + 2].drop { $0 == " " } == "documented")
        // With room for the whole name, one line.
        let wide = TraceTextFormatter.format(trace, naming: .objectiveC, width: 80).split(separator: "\n")
        #expect(wide.contains { $0.contains("app.application:didFinishLaunchingWithOptions:  ") })
    }

    /// The boundary: a name exactly as wide as its columns stays whole, one column more breaks; with no dot,
    /// colon or space to break after, it is cut at the width; with too few columns it is left whole.
    @Test func breaksOnlyWhatDoesNotFit() {
        #expect(
            TraceTextFormatter.broken("app.application:didFinish", first: 25, rest: 23) == ["app.application:didFinish"]
        )
        #expect(
            TraceTextFormatter.broken("app.application:didFinish", first: 24, rest: 22) == [
                "app.application:", "didFinish",
            ])
        #expect(
            TraceTextFormatter.broken("abcdefghijklmnopqrstuvwxyz", first: 13, rest: 13) == [
                "abcdefghijklm", "nopqrstuvwxyz",
            ])
        #expect(
            TraceTextFormatter.broken("A.viewWillAppear (not animated)", first: 20, rest: 18) == [
                "A.viewWillAppear", "(not animated)",
            ])
        #expect(
            TraceTextFormatter.broken("app.application:didFinish", first: 10, rest: 8) == ["app.application:didFinish"])
    }

    /// A controller whose name alone is wider than the columns: the name is cut inside it, and each piece is
    /// printed once (the controller's colour went on the whole name, and its rest came again on the next line).
    /// The `after:` line, which breaks only between controllers, is not an event's.
    @Test func aControllerNameWiderThanTheColumnsIsPrintedOnce() throws {
        let name = "ControllerWithANameWiderThanFiftyColumnsTogether"
        let trace = try #require(LifecycleEngine.run(source: "root \(name)\nlaunch\n", path: "t.sim").trace)
        let lines = TraceTextFormatter.format(trace, width: 50).split(separator: "\n")
            .filter { !$0.hasPrefix("  after:") }
        #expect(lines.allSatisfy { $0.count <= 50 }, "\(lines.filter { $0.count > 50 })")
        let first = try #require(lines.firstIndex { $0.hasSuffix("  2  " + String(name.prefix(44))) })
        #expect(lines[first + 1] == "        " + String(name.dropFirst(44)) + ".init(nibName:bundle:)")
    }
}

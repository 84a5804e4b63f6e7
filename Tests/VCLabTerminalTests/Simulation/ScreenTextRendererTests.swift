import Testing
import VCLabEngine
import VCLabTestSupport

@testable import VCLabTerminal

@Suite struct ScreenTextRendererTests {
    static func trace(_ source: String) -> Trace {
        let run = LifecycleEngine.run(bytes: Array(source.utf8), path: "screens.sim", overrides: SettingOverrides())
        return run.trace!
    }

    /// Every kind of thing the picture draws: bars, a view under them, a sheet, landscape, the home screen,
    /// a controller without a view and one that is gone.
    static let tour = trace(
        """
        ios 17
        root tabs(nav(A), B)
        launch
        push C
        present D pageSheet
        dismiss
        pop
        rotate
        background
        """)

    @Test(arguments: [40, 80]) func goldenAtTwoWidths(width: Int) throws {
        try expectGolden(ScreenTextRenderer.text(Self.tour, width: width), named: "screens.\(width).txt")
    }

    @Test func everyLineFitsTheWidth() {
        for width in [12, 20, 40, 80] {
            for line in ScreenTextRenderer.text(Self.tour, width: width).split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= max(width, 12), "\(width): \(line)")
            }
        }
    }

    @Test func aViewUnderTheBarsIsNamedBelowThem() {
        let launch = ScreenTextRenderer.lines(Self.tour.states[0], width: 80)
        let bar = launch.firstIndex { $0.contains("nav1 · navigation bar") }
        let view = launch.firstIndex { $0.contains("│A ") }
        #expect(bar != nil && view != nil && view! > bar!, "\(launch.joined(separator: "\n"))")
        #expect(launch.contains { $0.contains("tabs1 · tab bar") })
        #expect(launch.last == "No view: B")
    }

    @Test func theListsMatchTheSitesPicture() {
        // pop releases C: gone, and A is back on screen.
        let afterPop = Self.tour.states[4]
        let lines = ScreenTextRenderer.lines(afterPop, width: 80)
        let lists = OffScreenControllers(afterPop, screen: afterPop.screen!)
        #expect(lists.gone == ["C", "D"])
        #expect(lines.contains("Gone: C, D"))
        #expect(!lines.contains { $0.hasPrefix("Loaded, off screen:") })
    }

    @Test func theHomeScreenWhenTheAppIsInTheBackground() {
        let lines = ScreenTextRenderer.lines(Self.tour.states.last!, width: 80)
        #expect(lines[0] == "iPhone 844×390, landscape")
        #expect(lines.contains { $0.contains("Home screen:") })
        #expect(lines.contains { $0.hasPrefix("Loaded, off screen: ") && $0.contains("A") })
    }
}

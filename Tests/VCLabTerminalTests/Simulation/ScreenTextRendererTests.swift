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

extension ScreenTextRendererTests {
    /// In Chinese the labels take two columns a character, and the screen's edges still line up.
    @Test func inChineseEveryRowOfTheScreenIsAsWideAsItsFrame() {
        for width in [12, 20, 40, 80] {
            let text = ScreenTextRenderer.text(Self.tour, width: width, language: .simplifiedChinese)
            for line in text.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= max(width, 12), "\(width): \(line)")
            }
            // Every row between a picture's top and bottom edge is exactly as wide as the edges.
            var edge: Int?
            for line in text.split(separator: "\n") {
                if line.hasPrefix("┌") { edge = DisplayWidth.of(line) } else if line.hasPrefix("└") { edge = nil }
                if let edge, line.hasPrefix("│") { #expect(DisplayWidth.of(line) == edge, "\(width): \(line)") }
            }
        }
        let launch = ScreenTextRenderer.lines(Self.tour.states[0], width: 80, language: .simplifiedChinese)
        #expect(launch.contains { $0.contains("nav1 · 导航栏") } && launch.contains { $0.contains("tabs1 · 标签栏") })
        #expect(launch.first == "iPhone 390×844，竖屏" && launch.last == "没有视图：B")
        let home = ScreenTextRenderer.lines(Self.tour.states.last!, width: 80, language: .simplifiedChinese)
        #expect(home.contains { $0.contains("主屏幕：") } && home.contains { $0.contains("应用在后台") })
        let narrow = ScreenTextRenderer.lines(Self.tour.states[0], width: 12, language: .simplifiedChinese)
        #expect(narrow.contains { $0.contains("…") })
    }
}

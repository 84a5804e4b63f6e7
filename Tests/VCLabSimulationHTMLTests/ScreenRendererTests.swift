import Testing
import VCLabEngine
import VCLabTestSupport

@testable import VCLabSimulationHTML

/// The picture of the screen after each step: what is in the window, bottom first, and what is not.
@Suite struct ScreenRendererTests {
    static func picture(_ source: String, afterStep step: Int) throws -> String {
        let trace = Scenarios.run(source)
        let state = try #require(trace.states.first { $0.step == step })
        return ScreenRenderer.render(state, titleID: "t", caption: "After step \(step)")
    }

    @Test func aPushedControllerCoversTheRootUnderTheNavigationBar() throws {
        let svg = try Self.picture("ios 17\nroot nav(A)\nlaunch\npush B\n", afterStep: 2)
        try expectGolden(svg, named: "push-ios17.svg")
        // B's view, then the bar over it; A is loaded but no longer in the window.
        let view = try #require(svg.range(of: "<g class=\"scr-view\" data-controller=\"B\">"))
        let bar = try #require(svg.range(of: "<g class=\"scr-navigation-bar\" data-controller=\"nav1\">"))
        #expect(view.lowerBound < bar.lowerBound)
        #expect(!svg.contains("data-controller=\"A\""))
        #expect(svg.contains("Loaded, off screen: A"))
    }

    @Test func theBarsSitBelowTheStatusBarFromIOS7() throws {
        let trace = Scenarios.run("ios 12\nroot tabs(nav(A), B)\nlaunch\n")
        let screen = try #require(trace.states.last?.screen)
        // iPhone 375x667: a 20-point status bar, a 44-point navigation bar under it, a 49-point tab bar.
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(screen.statusBarHeight == 20)
        let navigationBar = try #require(screen.layers.first { $0.kind == .navigationBar })
        #expect(navigationBar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        let tabBar = try #require(screen.layers.first { $0.kind == .tabBar })
        #expect(tabBar.frame == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(screen.layers.map { $0.controller } == ["tabs1", "nav1", "A", "nav1", "tabs1"])
    }

    @Test func upToIOS6TheNavigationBarStartsWithItsContainerBelowTheStatusBar() throws {
        let trace = Scenarios.run("ios 6\nroot nav(A)\nlaunch\n")
        let screen = try #require(trace.states.last?.screen)
        let navigationBar = try #require(screen.layers.first { $0.kind == .navigationBar })
        #expect(navigationBar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        let view = try #require(screen.layers.first { $0.controller == "A" })
        #expect(view.frame == Rect(x: 0, y: 64, width: 320, height: 416))
    }

    @Test func aSheetIsDrawnOverThePresenter() throws {
        let trace = Scenarios.run("ios 17\nroot A\nlaunch\npresent B pageSheet\n")
        let screen = try #require(trace.states.last?.screen)
        #expect(screen.layers.map { $0.controller } == ["A", "B"])
        #expect(screen.layers.last?.frame == Rect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func inTheBackgroundTheHomeScreenShowsAndEveryViewIsOffScreen() throws {
        let svg = try Self.picture("root A\nlaunch\nbackground\n", afterStep: 2)
        #expect(svg.contains("Home screen: the app is in the background"))
        #expect(!svg.contains("class=\"scr-view\""))
        #expect(svg.contains("Loaded, off screen: A"))
    }

    @Test func aDeallocatedControllerIsListedAsGone() throws {
        let svg = try Self.picture("root nav(A)\nlaunch\npush B\npop\n", afterStep: 3)
        #expect(svg.contains("Gone: B"))
        #expect(svg.contains("data-controller=\"A\""))
    }

    @Test func anIPadInLandscapeIsWiderThanTall() throws {
        let trace = Scenarios.run("device ipad\nroot A\nlaunch\nrotate\n")
        let screen = try #require(trace.states.last?.screen)
        #expect(screen.isLandscape)
        #expect(screen.size == Size(width: 1024, height: 768))
        let svg = ScreenRenderer.render(try #require(trace.states.last), titleID: "t", caption: "c")
        // The longer side is drawn 320 pixels long, plus the bezel on each side.
        #expect(svg.contains("width=\"340\" height=\"260\""))
    }

    @Test func namesAreEscaped() throws {
        let trace = Scenarios.run("root A\nlaunch\n")
        let svg = ScreenRenderer.render(try #require(trace.states.last), titleID: "\"><x", caption: "<b>")
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("\"><x"))
    }
}

extension ScreenRendererTests {
    /// A Chinese page draws the same picture in its reader's words; only the words differ.
    @Test func aChinesePictureHasTheSameShapesInChineseWords() throws {
        let trace = Scenarios.run("ios 17\nroot nav(A)\nlaunch\npush B\nbackground\n")
        let pushed = try #require(trace.states.first { $0.step == 2 })
        let chinese = ScreenRenderer.render(pushed, titleID: "t", caption: "第 2 步之后", language: .simplifiedChinese)
        let english = ScreenRenderer.render(pushed, titleID: "t", caption: "第 2 步之后")
        #expect(chinese.contains("nav1 · 导航栏") && chinese.contains("已加载，不在屏幕上：A"))
        #expect(chinese.contains("竖屏") && chinese.contains("自下而上：") && chinese.contains("B 的视图位于"))
        #expect(!chinese.contains("navigation bar") && !chinese.contains("Loaded, off screen"))
        #expect(english.contains("nav1 · navigation bar") && english.contains("Loaded, off screen: A"))
        // The same shapes at the same places: strip the text and the two pictures are one.
        func shapes(_ svg: String) -> String {
            svg.split(separator: "<").filter { $0.hasPrefix("rect") || $0.hasPrefix("g ") }.joined(separator: "<")
        }
        #expect(shapes(chinese) == shapes(english))
        let background = try #require(trace.states.last)
        let home = ScreenRenderer.render(background, titleID: "t", caption: "", language: .simplifiedChinese)
        #expect(home.contains("主屏幕：应用在后台") && home.contains("应用在后台。"))
    }
}

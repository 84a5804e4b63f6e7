import VCLabEngine
import VCLabSupport

/// Draws the screen after a step as SVG: the device, the status bar (and a call's bar), every view in the
/// window at its frame with its controller's name, the navigation and tab bars; under it, the controllers
/// whose views are loaded but off screen, and those that are gone.
///
/// Styled by class names only (`site.css`), so it follows the page's theme.
public enum ScreenRenderer {
    /// The longer side of the drawn screen, in CSS pixels.
    static let drawnLength = 320.0
    static let bezel = 10

    public static func render(
        _ state: StepSnapshot, titleID: String, caption: String, language: ContentLanguage = .english
    ) -> String {
        HTMLWriter.text { write(state, titleID: titleID, caption: caption, language: language, into: &$0) }
    }

    /// ``render(_:titleID:caption:language:)`` written into `svg`.
    public static func write(
        _ state: StepSnapshot, titleID: String, caption: String, language: ContentLanguage = .english,
        into svg: inout HTMLWriter
    ) {
        guard let screen = state.screen else { return }
        let scale = drawnLength / max(screen.size.width, screen.size.height, 1)
        func pixels(_ value: Double) -> Int { Int((value * scale).rounded()) }
        let width = pixels(screen.size.width)
        let height = pixels(screen.size.height)
        let outerWidth = width + 2 * bezel
        let outerHeight = height + 2 * bezel
        let deviceName = screen.device == .iphone ? "iPhone" : "iPad"
        let orientation = (screen.isLandscape ? RunText.landscape : RunText.portrait)[language]
        let size = "\(Rect.format(screen.size.width))×\(Rect.format(screen.size.height))"

        svg.write("<svg class=\"screen-picture\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"")
        svg.write(" aria-labelledby=\"\(escaping: titleID)\" width=\"\(outerWidth)\"")
        svg.write(" height=\"\(outerHeight)\" viewBox=\"0 0 \(outerWidth) \(outerHeight)\">\n")
        let summary = description(screen, language: language)
        let title = RunText.screenTitle(caption, "\(deviceName) \(size)", orientation, summary)[language]
        svg.write("<title id=\"\(escaping: titleID)\">\(escaping: title)</title>\n")
        svg.write("<rect class=\"scr-device\" x=\"0\" y=\"0\" width=\"\(outerWidth)\" height=\"\(outerHeight)\"")
        svg.write(" rx=\"\(screen.device == .iphone ? 22 : 14)\"/>\n")
        svg.write(
            "<rect class=\"scr-screen\" x=\"\(bezel)\" y=\"\(bezel)\" width=\"\(width)\" height=\"\(height)\"/>\n")

        var peeking = HTMLWriter()
        switch screen.application {
        case .background, .terminated, .notRunning:
            let text =
                switch screen.application {
                case .background: RunText.homeBackground[language]
                case .terminated: RunText.homeKilled[language]
                default: RunText.notRunning[language]
                }
            svg.write("<text class=\"scr-home-screen\" x=\"\(bezel + width / 2)\" y=\"\(bezel + height / 2)\">")
            svg.write("\(html: text)</text>\n")
        case .active:
            for (index, layer) in screen.layers.enumerated() {
                write(
                    layer, coveredBy: screen.layers[(index + 1)...], pixels: pixels, language: language,
                    peeking: &peeking, into: &svg)
            }
        }

        if screen.statusBarHeight > 0 {
            let barHeight = max(pixels(screen.statusBarHeight), 6)
            let kind = screen.statusBar == .inCall && !screen.hasNotch ? "scr-status scr-status-call" : "scr-status"
            // With a notch or Dynamic Island the time sits in the left ear beside it, as on the device; it
            // is centred only on a flat status bar.
            let timeX = screen.hasNotch && !screen.isLandscape ? bezel + width / 6 : bezel + width / 2
            svg.write("<g class=\"\(html: kind)\"><rect x=\"\(bezel)\" y=\"\(bezel)\" width=\"\(width)\"")
            svg.write(" height=\"\(barHeight)\"/><text x=\"\(timeX)\" y=\"\(bezel + (barHeight + 9) / 2)\">")
            if screen.statusBar == .inCall { svg.write("\(html: RunText.call[language]) · ") }
            svg.write("9:41</text></g>\n")
        }
        if screen.hasNotch, !screen.isLandscape {
            svg.write("<rect class=\"scr-notch\" x=\"\(bezel + width / 2 - width / 6)\" y=\"\(bezel)\"")
            svg.write(" width=\"\(width / 3)\" height=\"\(pixels(30))\" rx=\"\(pixels(15))\"/>\n")
        }
        if screen.hasNotch {
            svg.write("<rect class=\"scr-home-indicator\" x=\"\(bezel + width / 2 - width / 6)\"")
            svg.write(" y=\"\(bezel + height - pixels(9))\" width=\"\(width / 3)\" height=\"3\" rx=\"1.5\"/>\n")
        }
        // Names of views that only peek out under a later one, drawn over the status bar so they can be read.
        svg.write("\(html: peeking.text)")
        svg.write("</svg><figcaption>\(escaping: caption)")
        writeOffScreenList(state, screen, language: language, into: &svg)
        svg.write("</figcaption>")
    }

    private static func write(
        _ layer: ScreenSnapshot.Layer, coveredBy above: ArraySlice<ScreenSnapshot.Layer>, pixels: (Double) -> Int,
        language: ContentLanguage, peeking: inout HTMLWriter, into svg: inout HTMLWriter
    ) {
        let x = bezel + pixels(layer.frame.x)
        let y = bezel + pixels(layer.frame.y)
        let width = max(pixels(layer.frame.width), 1)
        let height = max(pixels(layer.frame.height), 1)
        let name = layer.controller
        switch layer.kind {
        case .view:
            svg.write("<g class=\"scr-view\" data-controller=\"\(escaping: name)\"><rect x=\"\(x)\" y=\"\(y)\"")
            svg.write(" width=\"\(width)\" height=\"\(height)\"/>")
            // A container's view is usually hidden under its child's; only a view someone can see is named.
            let isCovered = above.contains { $0.kind == .view && $0.frame == layer.frame }
            // A view partly under a later one (a presenter behind a sheet) is named in the strip left above
            // it, and its frame shown only where the strip has room for both lines.
            let visible =
                above.filter {
                    $0.kind == .view && $0.frame.y > layer.frame.y && $0.frame.y < layer.frame.y + layer.frame.height
                }
                .map { pixels($0.frame.y) - pixels(layer.frame.y) }.min() ?? height
            if visible < 40, !isCovered {
                // A strip too thin for the name (a presenter behind an iOS 13 sheet, most of it under the status
                // bar): the name sits just above the covering view's edge, on top of everything.
                peeking.write("<text class=\"scr-peek\" x=\"\(x + width - 6)\" y=\"\(y + visible - 3)\">")
                peeking.write("\(escaping: name)</text>\n")
            } else if !isCovered {
                let middle = y + min(visible, height) / 2
                svg.write("<text x=\"\(x + width / 2)\" y=\"\(middle)\">\(escaping: name)</text>")
                svg.write("<text class=\"scr-frame\" x=\"\(x + width / 2)\" y=\"\(middle + 15)\">")
                svg.write("\(html: layer.frame.description)</text>")
            }
            svg.write("</g>\n")
        case .containerView:
            svg.write("<g class=\"scr-container\" data-controller=\"\(escaping: name)\"><rect x=\"\(x)\" y=\"\(y)\"")
            svg.write(" width=\"\(width)\" height=\"\(height)\"/></g>\n")
        case .navigationBar, .tabBar:
            let kind = layer.kind == .navigationBar ? "scr-navigation-bar" : "scr-tab-bar"
            let label = (layer.kind == .navigationBar ? RunText.navigationBar : RunText.tabBar)[language]
            svg.write("<g class=\"\(html: kind)\" data-controller=\"\(escaping: name)\"><rect x=\"\(x)\" y=\"\(y)\"")
            svg.write(" width=\"\(width)\" height=\"\(height)\"/><text x=\"\(x + width / 2)\"")
            svg.write(" y=\"\(y + min(height, 20) / 2 + 4)\">\(escaping: name) · \(html: label)</text></g>\n")
        }
    }

    /// What a screen reader hears instead of the drawing.
    static func description(_ screen: ScreenSnapshot, language: ContentLanguage = .english) -> String {
        switch screen.application {
        case .background: return RunText.inBackground[language]
        case .terminated: return RunText.killed[language]
        case .notRunning: return RunText.notRunningSentence[language]
        case .active: break
        }
        let parts = screen.layers.map { layer -> String in
            switch layer.kind {
            case .view, .containerView: RunText.viewAt(layer.controller, "\(layer.frame)")[language]
            case .navigationBar: RunText.navigationBarAt(layer.controller, "\(layer.frame)")[language]
            case .tabBar: RunText.tabBarAt(layer.controller, "\(layer.frame)")[language]
            }
        }
        return parts.isEmpty ? RunText.nothingOnScreen[language] : RunText.fromTheBottom(parts)[language]
    }

    private static func writeOffScreenList(
        _ state: StepSnapshot, _ screen: ScreenSnapshot, language: ContentLanguage, into html: inout HTMLWriter
    ) {
        let lists = OffScreenControllers(state, screen: screen)
        for (label, names, kind) in [
            (RunText.loadedOffScreen[language], lists.loaded, "off"),
            (RunText.noView[language], lists.withoutView, "unloaded"), (RunText.gone[language], lists.gone, "gone"),
        ] where !names.isEmpty {
            html.write("<span class=\"scr-list scr-list-\(html: kind)\">\(html: label)\(html: RunText.colon[language])")
            html.write("\(escaping: names.joined(separator: ", "))</span>")
        }
    }
}

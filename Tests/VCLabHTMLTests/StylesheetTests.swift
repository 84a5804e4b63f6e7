import Foundation
import Testing

@testable import VCLabHTML

/// The colours of `site.css` keep a contrast of at least 4.5:1 (WCAG AA for body text) in both themes.
@Suite struct StylesheetTests {
    /// Text colour on background colour, as the stylesheet uses them.
    static let pairs: [(String, String)] = [
        ("fg", "bg"), ("fg", "surface"), ("fg", "code-bg"), ("fg", "band-a"), ("fg", "highlight"),
        ("muted", "bg"), ("muted", "surface"), ("muted", "code-bg"), ("muted", "band-a"),
        ("link", "bg"), ("link", "surface"), ("bg", "link"),
        ("right", "bg"), ("right", "surface"), ("wrong", "bg"), ("wrong", "surface"), ("partly", "bg"),
        ("partly", "surface"), ("partly", "band-a"),
        ("hl-kw", "code-bg"), ("hl-str", "code-bg"), ("hl-com", "code-bg"), ("hl-num", "code-bg"),
        ("hl-type", "code-bg"), ("hl-attr", "code-bg"), ("hl-pre", "code-bg"),
    ]

    static func block(after selector: String) throws -> [String: String] {
        let css = SiteResources.stylesheet
        let start = try #require(css.range(of: selector + " {"))
        let end = try #require(css[start.upperBound...].firstIndex(of: "}"))
        var variables: [String: String] = [:]
        for line in css[start.upperBound..<end].split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("--") else { continue }
            variables[String(parts[0].dropFirst(2))] = parts[1].trimmingCharacters(in: .whitespaces + ";")
        }
        return variables
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func contrast(_ first: String, _ second: String) -> Double {
        let a = luminance(first)
        let b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test(arguments: [":root", ":root[data-theme=\"dark\"]"])
    func everyTextColourIsReadable(_ selector: String) throws {
        let colours = try Self.block(after: selector)
        for (text, background) in Self.pairs {
            let foreground = try #require(colours[text], "\(selector) lacks --\(text)")
            let back = try #require(colours[background], "\(selector) lacks --\(background)")
            let ratio = Self.contrast(foreground, back)
            #expect(ratio >= 4.5, "\(selector): --\(text) on --\(background) is \(ratio):1")
        }
    }

    @Test func theSystemDarkThemeIsTheSameAsThePickedOne() throws {
        #expect(
            try Self.block(after: ":root:not([data-theme=\"light\"])")
                == Self.block(after: ":root[data-theme=\"dark\"]"))
    }

    @Test func thereIsAPrintStyleAndFocusStyles() {
        #expect(SiteResources.stylesheet.contains("@media print"))
        #expect(SiteResources.stylesheet.contains(":focus-visible"))
    }
}

extension CharacterSet {
    fileprivate static func + (lhs: CharacterSet, rhs: String) -> CharacterSet {
        lhs.union(CharacterSet(charactersIn: rhs))
    }
}

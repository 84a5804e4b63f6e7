import VCLabMarkdown
import VCLabSupport

/// Escaping for text that goes into HTML.
///
/// Lesson prose is rendered by ``MarkdownHTMLRenderer``; everything else on a page (titles, controller
/// names, quiz options) goes through ``escaped(_:)``, which is that renderer's escaping, so the whole site
/// is escaped by one implementation of cmark's `escape_html`.
enum HTMLText {
    /// `text` with `&`, `<`, `>` and `"` as entities: safe between tags and inside a double-quoted attribute.
    static func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }

    /// The HTML of inline Markdown (a heading's content, a one-line label), without a surrounding `<p>`.
    static func inlineHTML(_ inlines: [MarkdownInline]) -> String {
        MarkdownHTMLRenderer.render(inlines: inlines)
    }

    /// A site path (`06-navigation.html`) as an href: each segment percent-encoded.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { urlPathSegment(String($0)) }
            .joined(separator: "/")
    }

    /// `segment` percent-encoded for one path segment of a URL: only `A-Z a-z 0-9 - . _ ~` stay as they are.
    static func urlPathSegment(_ segment: String) -> String {
        guard !segment.utf8.allSatisfy(isUnreserved) else { return segment }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in segment.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Decodes `%XX` escapes (as browsers do before matching a fragment against ids); invalid escapes stay.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

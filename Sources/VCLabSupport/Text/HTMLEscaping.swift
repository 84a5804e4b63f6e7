/// cmark's `escape_html`: `&`, `<`, `>` and `"` as entities, which is safe between tags and inside a
/// double-quoted attribute.
///
/// The one escaping loop of every HTML VCLab writes: lesson prose (through VCLabMarkdown), the site's pages,
/// highlighted code, and the simulations drawn at build time and in the browser.
public enum HTMLEscaping {
    public static func escaped(_ text: String) -> String {
        // Searched through the contiguous bytes: the UTF-8 view's iterator costs several times as much, and
        // most texts (names, numbers, class names) have nothing to escape.
        var text = text
        guard text.withUTF8({ $0.contains(where: isSpecial) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        text.withUTF8 { appendEscaped($0, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `utf8` escaped, copying the runs between special characters at once: prose is mostly such
    /// runs.
    public static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var runStart = 0
        for index in 0..<utf8.count {
            let entity: StaticString
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            bytes.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"")
    }
}

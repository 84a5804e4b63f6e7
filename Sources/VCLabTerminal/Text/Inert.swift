import VCLabSupport

/// ``TerminalSafeText/inert(_:)`` with a shortcut: text with no control character at all, which is nearly
/// all text, is returned as it is without being rebuilt scalar by scalar.
enum Inert {
    static func text(_ text: String) -> String {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            // C0 controls, DEL, and C1 controls (U+0080–U+009F, encoded C2 80 – C2 9F).
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) {
                return TerminalSafeText.inert(text)
            }
            previous = byte
        }
        return text
    }
}

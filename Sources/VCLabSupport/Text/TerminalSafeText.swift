/// Makes untrusted text safe to print on a terminal.
///
/// Lesson, quiz and scenario text comes from many authors; an escape sequence inside it must never
/// reach the terminal as a command (clearing the screen, retitling the window, faking a link).
public enum TerminalSafeText {
    /// Replaces C0 and C1 control characters with visible `^X` / `\u{…}` forms; a tab becomes a space.
    public static func inert(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09:
                result.unicodeScalars.append(" ")
            case 0x00..<0x20:
                result += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                result += "^?"
            case 0x80..<0xA0:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

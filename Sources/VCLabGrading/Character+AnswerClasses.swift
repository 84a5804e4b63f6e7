/// How the grader sorts the characters of what a learner types: spaces, digits, letters and the rest.
///
/// Decided from the character's first scalar by short lists rather than by Unicode's property tables
/// (`isWhitespace`, `isLetter`, `isNumber`), which would put 12 KB of tables into the site's WebAssembly
/// module. Spaces are exactly Unicode's White_Space. Digits are ASCII and full-width (an input method's).
/// Letters are ASCII letters and every other scalar that is not a space, a digit, punctuation or a symbol
/// of the common blocks (Latin-1, general punctuation, arrows and mathematical, box-drawing and other
/// symbols, CJK and full-width punctuation, emoji), so that a word in any script stays a word. The
/// names an answer is matched against (controllers, callbacks, frame words) are all ASCII; the lists
/// decide only where a learner's words end.
extension Character {
    var isAnswerSpace: Bool {
        switch firstScalarValue {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    var isAnswerDigit: Bool {
        switch firstScalarValue {
        case 0x30...0x39, 0xFF10...0xFF19: true
        default: false
        }
    }

    var isAnswerLetter: Bool {
        let value = firstScalarValue
        if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        switch value {
        case 0x80...0xBF, 0xD7, 0xF7: return false  // Latin-1 controls, punctuation and signs
        case 0x2000...0x206F, 0x20A0...0x20CF: return false  // general punctuation, currency
        case 0x2190...0x2BFF: return false  // arrows, mathematical and technical signs, box drawing, shapes
        case 0x3000...0x303F: return false  // CJK punctuation
        case 0xFE30...0xFE4F, 0xFE50...0xFE6F: return false  // CJK compatibility and small forms
        case 0xFF00...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: return false  // full-width punctuation, digits
        case 0x1F000...0x1FAFF: return false  // emoji and pictographs
        default: return !isAnswerSpace
        }
    }

    private var firstScalarValue: UInt32 { unicodeScalars.first?.value ?? 0 }
}

/// How many terminal columns text takes.
///
/// Terminals draw East Asian wide and fullwidth characters, and emoji in emoji presentation, in two
/// columns; combining marks and format characters (zero-width joiner, variation selectors) take none.
/// Wrapping and column layout count these widths, never `String.count`, so that a line of Japanese
/// prose does not overflow its width.
///
///     DisplayWidth.of("viewDidLoad")  // 11
///     DisplayWidth.of("画面")          // 4
public enum DisplayWidth {
    /// The columns `text` takes, summed over its characters.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        // Printable ASCII, by far the most common case, is one column a byte: no grapheme breaking needed.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        var base: Unicode.Scalar?
        for scalar in scalars {
            // A variation selector 16 or a regional-indicator pair asks for the two-column emoji form.
            if scalar.value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(scalar.value) { return 2 }
            if scalar.properties.isEmojiPresentation { return 2 }
            if base == nil, width(of: scalar) > 0 { base = scalar }
        }
        guard let base else { return 0 }
        return width(of: base)
    }

    /// The columns one scalar takes on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants join
        return isWide(value) ? 2 : 1
    }

    /// East Asian Width W and F (Unicode 15), by block; emoji are handled by their emoji property.
    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        for range in wideRanges {
            if value < range.lowerBound { return false }
            if value <= range.upperBound { return true }
        }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,
        0x16FE0...0x16FE4,
        0x17000...0x18CFF,  // Tangut
        0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G–H
    ]
}

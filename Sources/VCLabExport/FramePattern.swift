import VCLabGrading

/// The XML Schema regular expression (QTI 2.1's `patternMatch`, matched against the whole answer) that accepts
/// a frame as the site's grader does: four numbers each within 0.5 of the key's (`QuizGrader`'s tolerance), in
/// any of the forms `AnswerParser` reads them (`0 20 320 460`, `(0, 20, 320, 460)`, `{{0, 20}, {320, 460}}`,
/// `CGRect(x: 0, y: 20, width: 320, height: 460)`, `0,20 320x460`, `20pt`, leading zeros, `375.0`, `374.5`),
/// and nothing else.
///
/// Between numbers goes punctuation or space (any character that is not an ASCII digit, `.` or a letter), a
/// `-` straight after a digit, and the frame words AnswerParser allows, each in any case; a `-` anywhere else
/// is a number's sign. Not carried: exponents (`3.75e2`), which no one types for a frame, and a key component
/// that is neither whole nor a half, whose tolerance band has no short pattern: it is matched exactly.
enum FramePattern {
    static func pattern(_ key: [Double]) -> String {
        let word = "(" + AnswerParser.frameWords.sorted().map(anyCase).joined(separator: "|") + ")"
        let separator = "[^0-9.\\-\\p{L}]"
        // Words, each followed by separators unless it is the last: two words never touch (`xy` is no word).
        let words = "(\(word)(\(separator)+\(word))*\(separator)*)"
        let lead = "\(separator)*\(words)?"
        let gap = "(-\(separator)*\(words)?|\(separator)+\(words)?|\(words))"
        var pattern = lead
        for (index, value) in key.enumerated() {
            pattern += "(" + number(within: value) + ")"
            pattern += index == key.count - 1 ? "(-?\(separator)*\(words)?)" : gap
        }
        return pattern
    }

    /// Every written number `DecimalNumber` reads as within 0.5 of `value`.
    static func number(within value: Double) -> String {
        if value < 0 { return "-(" + number(within: -value) + ")" }
        let digits = "[0-9]"
        let whole = value.rounded(.down)
        if value == whole, whole < 1e15 {
            let n = Int(whole)
            // [n, n + 0.5]: n itself, or n with a fraction up to .5.
            var forms = ["0*\(n)(\\.([0-4]\(digits)*|50*))?"]
            // [n - 0.5, n): n - 1 with a fraction of .5 or more; for 0, the negative side: -0.5 to -0.
            if n > 0 {
                forms.append("0*\(n - 1)\\.[5-9]\(digits)*")
            } else {
                forms.append("-0+(\\.([0-4]\(digits)*|50*))?")
            }
            return forms.joined(separator: "|")
        }
        if value - whole == 0.5, whole < 1e15 {
            // [m, m + 1] for a key of m.5.
            let m = Int(whole)
            return "0*\(m)(\\.\(digits)+)?|0*\(m + 1)(\\.0+)?"
        }
        return QuizGrader.formatNumber(value).replacing(".", with: "\\.")
    }

    private static func anyCase(_ word: String) -> String {
        word.map { character in
            let lower = character.lowercased()
            let upper = character.uppercased()
            return lower == upper ? String(character) : "[\(lower)\(upper)]"
        }.joined()
    }
}

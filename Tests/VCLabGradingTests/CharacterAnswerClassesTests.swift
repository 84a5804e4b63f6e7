import Testing

@testable import VCLabGrading

@Suite struct CharacterAnswerClassesTests {
    @Test func spacesAreExactlyUnicodesWhiteSpace() {
        // Every scalar: the short list must agree with the property table it replaces.
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if character.isAnswerSpace != character.isWhitespace {
                Issue.record(
                    "U+\(String(value, radix: 16)): \(character.isAnswerSpace) but isWhitespace is \(character.isWhitespace)"
                )
                return
            }
        }
    }

    @Test func asciiLettersAndDigitsAreUnicodes() {
        for value in UInt32(0)..<0x80 {
            let character = Character(Unicode.Scalar(value)!)
            #expect(character.isAnswerLetter == character.isLetter, "U+\(String(value, radix: 16))")
            #expect(character.isAnswerDigit == character.isNumber, "U+\(String(value, radix: 16))")
        }
    }

    @Test func wordsOfOtherScriptsStayWordsAndTheirPunctuationSeparates() {
        for letter: Character in ["é", "ß", "ж", "λ", "視", "あ", "カ", "한", "Ｂ", "ｂ"] {
            #expect(letter.isAnswerLetter && letter.isLetter, "\(letter)")
        }
        for other: Character in ["（", "）", "。", "，", "：", "“", "”", "—", "→", "•", "·", "×", "😀", "\u{3000}"] {
            #expect(!other.isAnswerLetter && !other.isAnswerDigit && !other.isLetter, "\(other)")
        }
        for digit: Character in ["0", "9", "０", "９"] { #expect(digit.isAnswerDigit && digit.isNumber, "\(digit)") }
    }

    @Test func aCallbackWrittenWithFullWidthPunctuationIsStillRead() {
        let candidates = ["B.viewDidLoad", "B.loadView"]
        #expect(EventReader.read("B.viewDidLoad（）", among: candidates) == .event("B.viewDidLoad"))
        #expect(EventReader.read("\u{3000}B.loadView()\u{00A0}", among: candidates) == .event("B.loadView"))
        #expect(AnswerParser.frameNumbers("CGRect(x: ０, y: 20, width: 320, height: 460)") == nil)
        #expect(AnswerParser.frameNumbers("宽 320") == nil)
    }
}

import Foundation
import Testing
import VCLabGrading
import VCLabTestSupport

@testable import VCLabExport

/// QTI 2.1's frame pattern against the site's own grader: for every answer tried, the pattern matches exactly
/// when `AnswerParser` reads it and `QuizGrader` grades it right.
@Suite struct FramePatternTests {
    static let answers = [
        "0 20 320 460", "0,20,320,460", "0, 20, 320, 460", "(0, 20, 320, 460)", "{{0, 20}, {320, 460}}",
        "CGRect(x: 0, y: 20, width: 320, height: 460)", "cgrectmake(0, 20, 320, 460)", "0,20 320x460",
        "0pt 20pt 320pt 460pt", "x 0 y 20 w 320 h 460", "00 020 320.0 460.00", "0.4 19.5 320.5 459.5",
        "-0.5 20 320 460", " 0 20 320 460 ", "0\t20\n320 460", "0-20-320-460",
        // Wrong, or not a frame.
        "0 20 320 461", "0 20 320 460.6", "0 19.4 320 460", "1 20 320 460", "0 20 320", "0 20 320 460 1",
        "0 2 0320 460", "0020320460", "xy 0 20 320 460", "0 20 320 460 pixels", "0 -20 320 460", "0 20 -320 460",
        "0 20 320 460.", "0 20 . 320 460", "0 20 320 4600", "10 20 320 460", "0 20 3200 460",
    ]

    static func graderAccepts(_ answer: String, key: [Double]) -> Bool {
        let quiz = QuizFixtures.quiz("f", kind: "frame", key: .frame(key))
        guard case .success(let response) = AnswerParser.parse(answer, for: quiz) else { return false }
        return QuizGrader.grade(quiz, response: response).verdict == .right
    }

    static func patternAccepts(_ answer: String, key: [Double]) throws -> Bool {
        // XML Schema patterns match the whole string; ICU's need anchors to do the same.
        let expression = try NSRegularExpression(pattern: "^(?:" + FramePattern.pattern(key) + ")$")
        let range = NSRange(answer.startIndex..., in: answer)
        return expression.firstMatch(in: answer, range: range) != nil
    }

    @Test(arguments: [[0, 20, 320, 460], [-20, 0, 375, 667.5], [0.5, 1, 2, 3]])
    func thePatternAgreesWithTheGrader(key: [Double]) throws {
        var tried = Self.answers
        // The same forms written for this key.
        let written = key.map(QuizGrader.formatNumber)
        tried += [written.joined(separator: " "), "(\(written.joined(separator: ", ")))"]
        for (index, value) in key.enumerated() {
            for delta in [-0.6, -0.5, -0.25, 0.25, 0.5, 0.6, 1] {
                var moved = written
                moved[index] = QuizGrader.formatNumber(value + delta)
                tried.append(moved.joined(separator: " "))
            }
        }
        for answer in tried {
            let expected = Self.graderAccepts(answer, key: key)
            #expect(
                try Self.patternAccepts(answer, key: key) == expected, "\(answer) for \(key): grader says \(expected)")
        }
        #expect(try Self.patternAccepts(written.joined(separator: " "), key: key))
    }
}

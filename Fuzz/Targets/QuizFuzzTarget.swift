import VCLabContent
import VCLabGrading

/// libFuzzer entry point for the quiz parser, the checker and the grader: the input is the body of a quiz
/// block in a lesson with a fixed scenario. Any bytes must yield diagnostics or prepared quizzes, and every
/// prepared quiz must grade its own key as right and any other response without crashing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuiz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    let head = "---\ntitle: Fuzz\n---\n\n```sim s\nroot nav(A)\nlaunch\npush B\npop\n```\n\n```quiz\n"
    let lesson = Array(head.utf8) + body + Array("\n```\n".utf8)
    let report = CourseChecker.check(files: [SourceFile(path: "fuzz.md", bytes: lesson)])
    for evaluation in report.evaluations {
        for quiz in evaluation.preparedQuizzes.compactMap({ $0 }) {
            let right: QuizResponse
            switch quiz.key {
            case .sequence(let items): right = .sequence(items)
            case .single(let item): right = .single(item)
            case .boolean(let value): right = .boolean(value)
            case .number(let value): right = .number(value)
            case .set(let items): right = .set(items)
            case .frame(let values): right = .frame(values)
            }
            precondition(QuizGrader.grade(quiz, response: right).verdict == .right, "the key must grade as right")
            _ = QuizGrader.grade(quiz, response: .sequence(quiz.options.reversed()))
            _ = QuizGrader.grade(quiz, response: .set(Array(quiz.options.prefix(1))))
            _ = QuizGrader.grade(quiz, response: .frame([1, 2]))
        }
    }
    return 0
}

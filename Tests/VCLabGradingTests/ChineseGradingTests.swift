import Testing
import VCLabGrading
import VCLabSupport
import VCLabTestSupport

/// Issue 16: the grader speaks Chinese when asked, and only its words change: the verdict and the score are the
/// same in both languages, and English stays the default (the site's module calls it without a language).
@Suite struct ChineseGradingTests {
    static let chinese = ContentLanguage.simplifiedChinese

    @Test func mistakesOfEachKindAreInChinese() {
        func mistakes(_ quiz: PreparedQuiz, _ response: QuizResponse) -> [String] {
            QuizGrader.grade(quiz, response: response, language: Self.chinese).mistakes
        }
        #expect(
            mistakes(
                QuizFixtures.order,
                .sequence(["B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"]))
                == ["你把 B.viewWillAppear 放在了 A.viewWillDisappear 之前"])
        #expect(mistakes(QuizFixtures.first, .single("A.viewDidAppear")) == ["B.viewDidLoad 在 A.viewDidAppear 之前"])
        #expect(mistakes(QuizFixtures.happens, .boolean(true)) == ["答案是“否”，不是“是”"])
        #expect(mistakes(QuizFixtures.claim, .boolean(false)) == ["答案是“对”，不是“错”"])
        #expect(mistakes(QuizFixtures.count, .number(1)) == ["它发生 2 次，不是 1 次"])
        #expect(
            mistakes(QuizFixtures.which, .set(["A.viewDidLoad", "C.viewDidLoad"]))
                == ["C.viewDidLoad 不会发生", "B.viewDidLoad 也会发生"])
        #expect(mistakes(QuizFixtures.loaded, .set(["A", "B"])) == ["B 那时没有已加载的视图", "C 也有已加载的视图"])
        #expect(mistakes(QuizFixtures.frame, .frame([0, 20, 320, 416])) == ["y 是 64，不是 20"])
        #expect(
            mistakes(QuizFixtures.trace, .sequence(["A.viewWillAppear", "B.viewWillDisappear", "B.viewDidLoad"]))
                == ["顺序不对：B.viewWillDisappear 在 A.viewWillAppear 之前", "缺少：B.deinit", "不在那里的调用序列中：B.viewDidLoad"])
    }

    @Test func theVerdictAndScoreDoNotDependOnTheLanguage() {
        let cases: [(PreparedQuiz, QuizResponse)] = [
            (
                QuizFixtures.order,
                .sequence(["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
            ),
            (
                QuizFixtures.order,
                .sequence(["B.viewDidAppear", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear"])
            ),
            (QuizFixtures.trace, .sequence(["B.viewWillDisappear", "B.deinit", "A.viewWillAppear"])),
            (QuizFixtures.which, .set(["A.viewDidLoad"])), (QuizFixtures.count, .number(2)),
            (QuizFixtures.frame, .frame([0, 64, 320, 400])), (QuizFixtures.happens, .boolean(false)),
        ]
        for (quiz, response) in cases {
            let english = QuizGrader.grade(quiz, response: response)
            let chinese = QuizGrader.grade(quiz, response: response, language: Self.chinese)
            #expect(
                english.verdict == chinese.verdict && english.score == chinese.score
                    && english.feedback == chinese.feedback)
            #expect(english.mistakes.count == chinese.mistakes.count)
            #expect(english == QuizGrader.grade(quiz, response: response, language: .english), "English is the default")
        }
    }

    @Test func booleansAndCountsAreReadInChineseInEveryLanguage() {
        for language in ContentLanguage.allCases {
            for (text, value) in [("是", true), ("否", false), ("不是", false), ("对", true), ("错", false), ("正确", true)] {
                #expect(
                    AnswerParser.parse(text, for: QuizFixtures.claim, language: language) == .success(.boolean(value)))
            }
            #expect(AnswerParser.parse("两次", for: QuizFixtures.count, language: language) == .success(.number(2)))
        }
    }

    @Test func problemsWithAResponseAreInChinese() {
        func problem(_ text: String, _ quiz: PreparedQuiz) -> String? {
            guard case .failure(let problem) = AnswerParser.parse(text, for: quiz, language: Self.chinese) else {
                return nil
            }
            return problem.message
        }
        #expect(problem(" ", QuizFixtures.order) == "请先输入答案")
        #expect(problem("也许", QuizFixtures.happens) == "请回答是或否")
        #expect(problem("也许", QuizFixtures.claim) == "请回答对或错")
        #expect(problem("a b", QuizFixtures.first) == "只选一个字母，不要选 2 个")
        #expect(problem("z", QuizFixtures.first) == "“z”不是选项字母（a–b）")
        #expect(problem("B.viewDidLod", QuizFixtures.first) == "“B.viewDidLod”：你是指 B.viewDidLoad 吗？")
        #expect(problem("1 2", QuizFixtures.frame) == "请输入四个数：x y 宽 高")
    }
}

import Testing
import VCLabSupport
import VCLabTestSupport

@testable import VCLabStudy

/// Issue 16: study mode in Chinese: the session's messages, the key bar, the grader's words, and the yes/no
/// choice (是/否, still moved with y and n); what is right and what is logged are the same as in English.
@Suite struct ChineseStudyTests {
    let yesNoPage = StudyPage(
        lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.happens))
    let claimPage = StudyPage(
        lessonIndex: 0, blocks: 0..<1, section: "", stop: .quiz(index: 0, quiz: QuizFixtures.claim))

    @Test func aYesNoQuizIsChosenBetween是And否() {
        var session = StudySession(pages: [yesNoPage, claimPage], language: .simplifiedChinese)
        #expect(session.handle(.openAnswer, now: 0) == [.editAnswer(text: "", choices: ["是", "否"])])
        var editor = AnswerEditor(text: "", choices: ["是", "否"], isMultiline: false)
        #expect(editor.handle("n") == .editing)
        #expect(editor.choice == 1, "n moves the choice to 否")
        #expect(editor.handle("y") == .editing)
        #expect(editor.choice == 0, "y moves it back to 是")
        #expect(editor.handle("n") == .editing)
        #expect(editor.handle(StudyKeys.enter) == .submitted("否"))
        // The key is false: 否 is right, and the log has the same record as for "no".
        let effects = session.handle(.answer("否"), now: 5)
        guard case .record(let record)? = effects.first else {
            Issue.record("no record: \(effects)")
            return
        }
        #expect(record.quizID == "happens" && record.score == 1)
        session.handle(.next, now: 5)
        #expect(session.handle(.openAnswer, now: 5) == [.editAnswer(text: "", choices: ["对", "错"])])
        session.handle(.answer("错"), now: 6)
        guard case .answered(let attempt) = session.phase else {
            Issue.record("not answered: \(session.phase)")
            return
        }
        #expect(attempt.grade.score == 0 && attempt.grade.mistakes == ["答案是“对”，不是“错”"])
    }

    @Test func messagesAndKeysAreInChinese() {
        var session = StudySession(pages: [yesNoPage], language: .simplifiedChinese)
        session.handle(.back, now: 0)
        #expect(session.message == "这已经是第一页。")
        session.handle(.hint, now: 0)
        #expect(session.message == "这道题没有提示。")
        session.handle(.answer("也许"), now: 0)
        #expect(session.message == "请回答是或否。", "the grader's problem, punctuated as Chinese")
        let keys = StudyKeys.bindings(
            for: .asking(showsHint: false), page: yesNoPage, isLastPage: true, language: .simplifiedChinese)
        #expect(keys.map(\.label) == ["作答", "跳过", "上一页", "退出"])
        #expect(
            keys.map(\.key)
                == StudyKeys.bindings(for: .asking(showsHint: false), page: yesNoPage, isLastPage: true).map(\.key))
        #expect(
            StudyKeys.answerBindings(choosing: true, multiline: false, language: .simplifiedChinese).map(\.label) == [
                "选择", "作答", "取消",
            ])
    }
}

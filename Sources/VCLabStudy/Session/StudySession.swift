import VCLabContent
import VCLabGrading
import VCLabSupport
import VCLabTerminal

/// Study mode as a state machine: which page the learner is on, what they are doing there, and what
/// each command changes. It reads no keys, prints nothing and touches no file; ``handle(_:now:)`` returns
/// the attempts to log, so a test can walk a whole session with plain values.
///
///     var session = StudySession(pages: pages)
///     session.handle(.answer("c a d b"), now: 0)  // [.record(ProgressRecord(…, score: 1))]
///     session.phase                                // .answered(…)
public struct StudySession: Hashable, Sendable {
    /// What the learner is doing on the current page.
    public enum Phase: Hashable, Sendable {
        /// Reading prose, or looking at a whole scenario.
        case reading
        /// Stepping through a scenario: how many callbacks are shown.
        case stepping(revealed: Int)
        /// Answering the page's quiz; the hint is shown once asked for.
        case asking(showsHint: Bool)
        /// The quiz is answered and graded.
        case answered(Attempt)
        /// The session is over (quit, or past the last page).
        case finished
    }

    /// One graded response.
    public struct Attempt: Hashable, Sendable {
        public var text: String
        public var response: QuizResponse
        public var grade: QuizGrade
        /// Whether the explanation and the real trace are shown: after a right answer, a second try, or on
        /// request. A first wrong answer shows only what is wrong, so the learner can try again.
        public var showsSolution: Bool
        /// The options in the order they were shown for this attempt.
        public var quiz: PreparedQuiz
        /// What is wrong, said without the answer (``QuizGrader/clues(_:response:language:)``): shown instead
        /// of the grade's mistakes while the solution is held back.
        public var clues: [String] = []
    }

    public private(set) var pages: [StudyPage]
    public private(set) var pageIndex = 0
    public private(set) var phase: Phase = .reading
    /// A one-line note for the learner about the last command (`'x' is not one of the letters`).
    public private(set) var message: String?
    /// Every attempt made in this session, in order.
    public private(set) var attempts: [ProgressRecord] = []
    /// The last attempt on each page, so that coming back to a page shows how it went.
    public private(set) var lastAttempts: [Int: Attempt] = [:]
    /// Which of the page scenario's runs (its `compare:` versions) is stepped through.
    public private(set) var run = 0
    /// The last unreadable answer rewritten with a did-you-mean, for the learner to confirm or edit.
    public private(set) var suggestion: String?
    /// Attempts at each quiz before this session and during it: each one shows the options in a new order.
    private var rounds: [String: Int]
    /// Graded answers on the current page since the learner came to it.
    private var triesOnPage = 0
    /// Whether the learner went on past the last page (rather than quitting).
    public private(set) var reachedTheEnd = false
    /// In a review, a quiz answered wrong is asked again at the end of the session, after its scenario.
    public let asksMissesAgain: Bool
    /// The quizzes whose explanation and real trace were shown in this session: answering one of them again
    /// is not recall (the record says `sawAnswer`).
    private var solutionsShown: Set<String> = []
    /// The pages whose miss already put a copy of them at the end.
    private var requeued: Set<Int> = []
    /// The language of the messages and of the grader's words; what is right is the same in every language.
    public let language: ContentLanguage

    /// - Parameters:
    ///   - startPage: where to begin (where the learner left off).
    ///   - priorAttempts: attempts at each quiz id already in the log, so that a review shows new orders.
    public init(
        pages: [StudyPage], startPage: Int = 0, priorAttempts: [String: Int] = [:], asksMissesAgain: Bool = false,
        language: ContentLanguage = .english
    ) {
        self.pages = pages
        self.asksMissesAgain = asksMissesAgain
        self.language = language
        rounds = priorAttempts
        pageIndex = pages.indices.contains(startPage) ? startPage : 0
        phase = pages.isEmpty ? .finished : entryPhase(of: pageIndex)
        run = pages.isEmpty ? 0 : quizRun(of: pageIndex)
    }

    /// The quiz of the page as it is asked now: its options in this round's order.
    public var quiz: PreparedQuiz? {
        if case .answered(let attempt) = phase { return attempt.quiz }
        guard var quiz = page?.quiz else { return nil }
        quiz.options = OptionShuffle.options(quiz.options, id: quiz.id, round: rounds[quiz.id] ?? 0)
        return quiz
    }

    public var page: StudyPage? { pages.indices.contains(pageIndex) ? pages[pageIndex] : nil }

    public var isFinished: Bool { phase == .finished }

    /// Applies a command; returns what the command line must do (log an attempt, animate a scenario).
    @discardableResult
    public mutating func handle(_ command: StudyAction, now: Double) -> [StudyEffect] {
        message = nil
        suggestion = nil
        guard let page else {
            phase = .finished
            return []
        }
        switch (command, phase) {
        case (.quit, _):
            phase = .finished
        case (.next, _):
            go(to: pageIndex + 1)
        case (.back, _):
            if pageIndex == 0 {
                message = TerminalText.firstPage[language]
            } else {
                go(to: pageIndex - 1)
            }
        case (.step, .reading), (.restart, _):
            guard page.callbackCount(run: run) > 0 else { return unavailable(command) }
            phase = .stepping(revealed: 1)
        case (.step, .stepping(let revealed)):
            let count = page.callbackCount(run: run)
            if revealed >= count {
                message = TerminalText.lastCallback[language]
            } else {
                phase = .stepping(revealed: revealed + 1)
            }
        case (.stepBack, .stepping(let revealed)):
            if revealed <= 1 {
                message = TerminalText.firstCallback[language]
            } else {
                phase = .stepping(revealed: revealed - 1)
            }
        case (.switchVersion, .reading), (.switchVersion, .stepping):
            guard page.runCount > 1 else {
                message = TerminalText.oneVersionOnly[language]
                return []
            }
            // The same step number on the next version: the reader keeps their place.
            run = (run + 1) % page.runCount
            if case .stepping(let revealed) = phase {
                phase = .stepping(revealed: max(1, min(revealed, page.callbackCount(run: run))))
            } else {
                phase = .stepping(revealed: 1)
            }
        case (.play, .reading), (.play, .stepping):
            let count = page.callbackCount(run: run)
            guard count > 0 else { return unavailable(command) }
            var from = 0
            if case .stepping(let revealed) = phase { from = revealed }
            phase = .stepping(revealed: count)
            return from < count ? [.play(from: from, to: count)] : []
        case (.hint, .asking):
            guard let hint = page.quiz?.hint, !hint.isEmpty else {
                message = TerminalText.noHint[language]
                return []
            }
            phase = .asking(showsHint: true)
        case (.retry, .answered):
            phase = .asking(showsHint: false)
            return openAnswer()
        case (.openAnswer, .asking):
            return openAnswer()
        case (.startAnswer(let text), .asking):
            guard let quiz else { return [] }
            return [.editAnswer(text: text, choices: choices(for: quiz))]
        case (.explain, .answered(var attempt)):
            attempt.showsSolution = true
            solutionsShown.insert(attempt.quiz.id)
            phase = .answered(attempt)
            lastAttempts[pageIndex] = attempt
        case (.answer(let text), .asking):
            return answer(text, quiz: quiz, now: now)
        default:
            return unavailable(command)
        }
        return []
    }

    /// Leaves a scenario that was playing at `revealed` callbacks, when the learner stops it with a key.
    public mutating func stopPlaying(at revealed: Int) {
        guard case .stepping = phase, revealed > 0 else { return }
        phase = .stepping(revealed: revealed)
    }

    private mutating func answer(_ text: String, quiz: PreparedQuiz?, now: Double) -> [StudyEffect] {
        guard let quiz else { return unavailable(.answer(text)) }
        switch AnswerParser.parse(text, for: quiz, language: language) {
        case .failure(let problem):
            let sentence = problem.message.prefix(1).uppercased() + problem.message.dropFirst()
            let isQuestion = sentence.hasSuffix("?") || sentence.hasSuffix("？")
            message = isQuestion ? sentence : sentence + (language == .english ? "." : "。")
            suggestion = problem.suggestion
            return [.editAnswer(text: problem.suggestion ?? text, choices: choices(for: quiz))]
        case .success(let response):
            let grade = QuizGrader.grade(quiz, response: response, language: language)
            triesOnPage += 1
            rounds[quiz.id, default: 0] += 1
            let showsSolution = grade.score >= 1 || triesOnPage >= 2
            let sawAnswer = solutionsShown.contains(quiz.id)
            if showsSolution { solutionsShown.insert(quiz.id) }
            let attempt = Attempt(
                text: text.trimmed, response: response, grade: grade, showsSolution: showsSolution, quiz: quiz,
                clues: showsSolution ? [] : QuizGrader.clues(quiz, response: response, language: language))
            phase = .answered(attempt)
            lastAttempts[pageIndex] = attempt
            if asksMissesAgain, grade.score < 1 { askAgainLater() }
            // A quiz without an id cannot be tracked; it is graded all the same.
            guard !quiz.id.isEmpty else { return [] }
            let record = ProgressRecord(
                time: now, quizID: quiz.id, response: attempt.text, score: grade.score, sawAnswer: sawAnswer)
            attempts.append(record)
            return [.record(record)]
        }
    }

    /// Puts the current quiz page at the end, after a copy of the scenario page it follows (the nearest
    /// page before it that is not a quiz, when that is a scenario), once per page.
    private mutating func askAgainLater() {
        guard !requeued.contains(pageIndex) else { return }
        requeued.insert(pageIndex)
        var scenario = pageIndex - 1
        while scenario >= 0, isQuizStop(pages[scenario].stop) { scenario -= 1 }
        if scenario >= 0, pages[scenario].runCount > 0 { pages.append(pages[scenario]) }
        pages.append(pages[pageIndex])
    }

    private func isQuizStop(_ stop: StudyPage.Stop) -> Bool {
        if case .quiz = stop { return true }
        return false
    }

    private func openAnswer() -> [StudyEffect] {
        guard let quiz else { return [] }
        return [.editAnswer(text: "", choices: choices(for: quiz))]
    }

    /// Yes/no and true/false are chosen between, never guessed from a letter.
    private func choices(for quiz: PreparedQuiz) -> [String] {
        guard case .boolean = quiz.key else { return [] }
        let claim = quiz.kind == "claim"
        let words = claim ? (TerminalText.trueWord, TerminalText.falseWord) : (TerminalText.yes, TerminalText.no)
        return [words.0[language], words.1[language]]
    }

    /// The run a page's stepping starts on: the one its quizzes are graded on.
    private func quizRun(of index: Int) -> Int {
        if case .simulation(_, _, let quizRun) = pages[index].stop { return quizRun }
        return 0
    }

    private mutating func unavailable(_ command: StudyAction) -> [StudyEffect] {
        message =
            switch command {
            case .step, .play, .restart: TerminalText.noScenarioHere[language]
            case .retry: TerminalText.answerFirst[language]
            case .answer: TerminalText.noQuizHere[language]
            default: TerminalText.doesNothingHere[language]
            }
        return []
    }

    private mutating func go(to index: Int) {
        guard pages.indices.contains(index) else {
            reachedTheEnd = index >= pages.count
            phase = .finished
            return
        }
        pageIndex = index
        phase = entryPhase(of: index)
        run = quizRun(of: index)
        triesOnPage = 0
    }

    /// A quiz page asks its quiz, or shows the last answer when the learner comes back to it.
    private func entryPhase(of index: Int) -> Phase {
        guard pages[index].quiz != nil else { return .reading }
        return lastAttempts[index].map { .answered($0) } ?? .asking(showsHint: false)
    }
}

import VCLabContent
import VCLabGrading

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

    public init(pages: [StudyPage]) {
        self.pages = pages
        phase = pages.isEmpty ? .finished : entryPhase(of: 0)
    }

    public var page: StudyPage? { pages.indices.contains(pageIndex) ? pages[pageIndex] : nil }

    public var isFinished: Bool { phase == .finished }

    /// Applies a command; returns what the command line must do (log an attempt, animate a scenario).
    @discardableResult
    public mutating func handle(_ command: StudyAction, now: Double) -> [StudyEffect] {
        message = nil
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
                message = "This is the first page."
            } else {
                go(to: pageIndex - 1)
            }
        case (.step, .reading), (.restart, _):
            guard case .simulation(_, let count) = page.stop, count > 0 else { return unavailable(command) }
            phase = .stepping(revealed: 1)
        case (.step, .stepping(let revealed)):
            guard case .simulation(_, let count) = page.stop else { return unavailable(command) }
            if revealed >= count {
                message = "That was the last callback; n goes on."
            } else {
                phase = .stepping(revealed: revealed + 1)
            }
        case (.play, .reading), (.play, .stepping):
            guard case .simulation(_, let count) = page.stop, count > 0 else { return unavailable(command) }
            var from = 0
            if case .stepping(let revealed) = phase { from = revealed }
            phase = .stepping(revealed: count)
            return from < count ? [.play(from: from, to: count)] : []
        case (.hint, .asking), (.hint, .answered):
            guard let hint = page.quiz?.hint, !hint.isEmpty else {
                message = "This quiz has no hint."
                return []
            }
            phase = .asking(showsHint: true)
        case (.retry, .answered):
            phase = .asking(showsHint: false)
        case (.answer(let text), .asking):
            return answer(text, quiz: page.quiz, now: now)
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
        switch AnswerParser.parse(text, for: quiz) {
        case .failure(let problem):
            message = problem.message.prefix(1).uppercased() + problem.message.dropFirst() + "."
            return []
        case .success(let response):
            let grade = QuizGrader.grade(quiz, response: response)
            let attempt = Attempt(text: text.trimmed, response: response, grade: grade)
            phase = .answered(attempt)
            lastAttempts[pageIndex] = attempt
            // A quiz without an id cannot be tracked; it is graded all the same.
            guard !quiz.id.isEmpty else { return [] }
            let record = ProgressRecord(time: now, quizID: quiz.id, response: attempt.text, score: grade.score)
            attempts.append(record)
            return [.record(record)]
        }
    }

    private mutating func unavailable(_ command: StudyAction) -> [StudyEffect] {
        message =
            switch command {
            case .step, .play, .restart: "There is no scenario on this page to step through."
            case .retry: "Answer the quiz first."
            case .answer: "There is no quiz to answer on this page."
            default: "That does nothing here."
            }
        return []
    }

    private mutating func go(to index: Int) {
        guard pages.indices.contains(index) else {
            phase = .finished
            return
        }
        pageIndex = index
        phase = entryPhase(of: index)
    }

    /// A quiz page asks its quiz, or shows the last answer when the learner comes back to it.
    private func entryPhase(of index: Int) -> Phase {
        guard pages[index].quiz != nil else { return .reading }
        return lastAttempts[index].map { .answered($0) } ?? .asking(showsHint: false)
    }
}

/// The site's review page's request of `vclab-review.wasm`: the attempts kept in the browser, grouped by
/// quiz, in; each quiz's state out, scheduled by ``ReviewState`` as `vclab study --review` schedules.
///
/// Numbers, not text, so that the module needs no JSON or number parser: the script fills one array of
/// doubles and one of the ids' UTF-8 bytes.
///
///     numbers: now, UTC offset (seconds), quiz count,
///              then per quiz: id's byte count, attempt count, then per attempt: time, score, seen (0 or 1)
///     ids:     the quizzes' ids, one after another
///
/// The answer has ``fieldsPerQuiz`` numbers a quiz, in the same order: due today (0 or 1), due (seconds
/// since 1970), recall today (0 to 1), stability, difficulty, attempts, the spread wait in days.
public enum ReviewBatch {
    public static let fieldsPerQuiz = 7

    /// `nil` when the numbers do not describe whole quizzes within `ids` (the script's own mistake, or a
    /// store edited by hand): the page then shows no schedule rather than a wrong one.
    public static func schedule(numbers: UnsafeBufferPointer<Double>, ids: UnsafeBufferPointer<UInt8>) -> [Double]? {
        guard numbers.count >= 3, let utcOffset = whole(numbers[1]), let quizzes = whole(numbers[2]), quizzes >= 0
        else {
            return nil
        }
        let clock = ReviewClock(now: numbers[0], utcOffset: utcOffset)
        var answer: [Double] = []
        answer.reserveCapacity(quizzes * fieldsPerQuiz)
        var at = 3
        var idStart = 0
        for _ in 0..<quizzes {
            guard at + 2 <= numbers.count, let idLength = whole(numbers[at]), let attempts = whole(numbers[at + 1]),
                idLength >= 0,
                attempts > 0, idStart + idLength <= ids.count, at + 2 + 3 * attempts <= numbers.count
            else { return nil }
            let quizID = String(
                decoding: UnsafeBufferPointer(rebasing: ids[idStart..<(idStart + idLength)]), as: UTF8.self)
            idStart += idLength
            at += 2
            var state: ReviewState?
            for _ in 0..<attempts {
                let score = numbers[at + 1]
                guard numbers[at].isFinite, score >= 0, score <= 1 else { return nil }
                state = ReviewState.after(
                    state, quizID: quizID, time: numbers[at], score: score, sawAnswer: numbers[at + 2] != 0,
                    utcOffset: utcOffset)
                at += 3
            }
            guard let state else { return nil }
            answer += [
                state.isDue(on: clock) ? 1 : 0, state.due, state.recall(on: clock), state.memory.stability,
                state.memory.difficulty, Double(state.attempts), Double(state.scheduledDays),
            ]
        }
        return at == numbers.count && idStart == ids.count ? answer : nil
    }

    /// A count or an offset the script wrote: a whole number in a sensible range, or `nil`.
    private static func whole(_ number: Double) -> Int? {
        guard number.isFinite, number == number.rounded(.towardZero), abs(number) < 1e9 else { return nil }
        return Int(number)
    }
}

import Foundation
import VCLabContent
import VCLabStudy
import VCLabSupport
import VCLabTerminal

/// Where the progress log lives, the clock, and dates as learners read them: the edge of study mode.
package enum ProgressFiles {
    package static func logFile(dataDirectory: String?, environment: [String: String]) -> ProgressLogFile? {
        guard let directory = dataDirectory ?? ProgressLogFile.defaultDirectory(environment: environment) else {
            return nil
        }
        return ProgressLogFile(directory: directory)
    }

    package static func clock() -> ReviewClock {
        ReviewClock(now: Date().timeIntervalSince1970, utcOffset: TimeZone.current.secondsFromGMT())
    }

    package static func summary(evaluations: [LessonEvaluation], log: ProgressLog) -> ProgressSummary {
        let lessons = evaluations.map { evaluation in
            (
                slug: evaluation.lesson.slug, title: evaluation.lesson.title,
                quizIDs: evaluation.preparedQuizzes.compactMap { $0?.id }
            )
        }
        return ProgressSummary(lessons: lessons, records: log.records, clock: clock())
    }

    /// A date in a table's cell: `today` (or overdue), `tomorrow`, `in 3 days`, `2026-12-24`.
    package static func cell(_ time: Double) -> LocalizedText {
        describe(time, onDate: { LocalizedText(english: $0, chinese: $0) })
    }

    /// `today`, `tomorrow`, `in 3 days`, `on 2026-12-24`.
    package static func describe(_ time: Double) -> LocalizedText {
        describe(time, onDate: TerminalText.onDate)
    }

    private static func describe(_ time: Double, onDate: (String) -> LocalizedText) -> LocalizedText {
        let clock = clock()
        let days = Int(((time - clock.endOfToday) / 86_400).rounded(.down)) + 1
        switch days {
        case ...0: return TerminalText.today
        case 1: return TerminalText.tomorrow
        case 2...13: return TerminalText.inDays(days)
        default:
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            return onDate(formatter.string(from: Date(timeIntervalSince1970: time)))
        }
    }
}

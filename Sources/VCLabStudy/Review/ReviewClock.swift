/// The time, passed in as a value so that scheduling is a pure function a test can set to any day.
public struct ReviewClock: Hashable, Sendable {
    public static let secondsPerDay = 86_400.0

    /// Seconds since 1970.
    public var now: Double
    /// The learner's offset from UTC in seconds, which decides when "today" ends.
    public var utcOffset: Int

    public init(now: Double, utcOffset: Int = 0) {
        self.now = now
        self.utcOffset = utcOffset
    }

    /// The learner's day that `time` falls on, counted from 1970-01-01: FSRS counts days by midnights.
    public static func day(of time: Double, utcOffset: Int) -> Int {
        Int(((time + Double(utcOffset)) / secondsPerDay).rounded(.down))
    }

    /// The first second of the learner's `day`.
    public static func start(ofDay day: Int, utcOffset: Int) -> Double {
        Double(day) * secondsPerDay - Double(utcOffset)
    }

    public var today: Int { Self.day(of: now, utcOffset: utcOffset) }

    /// The first second of the learner's next day: what is due before it is due today.
    public var endOfToday: Double { Self.start(ofDay: today + 1, utcOffset: utcOffset) }
}

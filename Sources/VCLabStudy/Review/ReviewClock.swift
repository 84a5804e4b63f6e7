/// The time, passed in as a value so that scheduling is a pure function a test can set to any day.
public struct ReviewClock: Hashable, Sendable {
    /// Seconds since 1970.
    public var now: Double
    /// The learner's offset from UTC in seconds, which decides when "today" ends.
    public var utcOffset: Int

    public init(now: Double, utcOffset: Int = 0) {
        self.now = now
        self.utcOffset = utcOffset
    }

    /// The first second of the learner's next day: what is due before it is due today.
    public var endOfToday: Double {
        let local = now + Double(utcOffset)
        let day = 86_400.0
        return (local / day).rounded(.down) * day + day - Double(utcOffset)
    }
}

/// A device's log as read: the callbacks in it and what the generated app said about the run.
public struct DeviceLog: Hashable, Sendable {
    /// The forms a line can take, as ``DeviceLogReader`` recognises them.
    public enum LineForm: String, Hashable, Sendable, CaseIterable {
        /// The generated app's own lines (``DeviceLogFormat``).
        case vclab
        /// `-[A viewWillAppear:]`, as `NSLog(@"%s", __PRETTY_FUNCTION__)` prints it, with or without NSLog's
        /// date and process prefix.
        case objectiveC = "objective-c"
        /// `print("\(type(of: self)) \(#function)")`: `A viewWillAppear(_:)`; also `A viewWillAppear` and a
        /// tag and a name, as hand-written logs have them (`1 initWithCoder`).
        case nameAndCallback = "name-and-callback"
        /// `log stream --style ndjson`: one JSON object a line, the message in `eventMessage`.
        case ndjson
    }

    /// The generated app's header, when the log has one; the last one when the log holds several runs.
    public var header: DeviceLogHeader?
    public var entries: [DeviceLogEntry]
    /// Controllers whose creation callbacks the app could not make as the scenario declares them.
    public var creationNotLogged: Set<String>
    /// The forms that lines of this log took.
    public var forms: Set<LineForm>
    /// Lines that were not callbacks (blank lines, prose, other messages of the app).
    public var otherLineCount: Int
    /// How many runs of the generated app the log holds (headers); only the last is kept.
    public var runCount: Int
    /// Whether the app marked its steps (`vclab-step`), so that each entry knows its step.
    public var marksSteps: Bool

    public init(
        header: DeviceLogHeader? = nil, entries: [DeviceLogEntry] = [], creationNotLogged: Set<String> = [],
        forms: Set<LineForm> = [], otherLineCount: Int = 0, runCount: Int = 0, marksSteps: Bool = false
    ) {
        self.header = header
        self.entries = entries
        self.creationNotLogged = creationNotLogged
        self.forms = forms
        self.otherLineCount = otherLineCount
        self.runCount = runCount
        self.marksSteps = marksSteps
    }
}

import VCLabEngine

/// One callback a device printed.
public struct DeviceLogEntry: Hashable, Sendable {
    /// The 1-based line of the log it was read from.
    public var line: Int
    /// The name the log gives the object (a class, a tag, `app`), before ``DeviceLogReader/rename`` maps it.
    public var controller: String
    public var callback: Callback
    /// The `animated` flag, when the log prints it (the app's own format does).
    public var animated: Bool?
    /// The step the app said it was performing (`vclab-step`), or nil in a log that does not say.
    public var step: Int?

    public init(line: Int, controller: String, callback: Callback, animated: Bool? = nil, step: Int? = nil) {
        self.line = line
        self.controller = controller
        self.callback = callback
        self.animated = animated
        self.step = step
    }
}

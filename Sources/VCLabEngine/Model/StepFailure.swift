/// Why a step cannot run in the state the scenario has reached (`pop` with one controller left, …).
struct StepFailure: Error {
    var id: String
    var message: String
    /// The column inside the step's line, when a specific name is at fault.
    var column: Int?
    /// The line, when it is not the step's own: an `on active` line folded into `launch`.
    var line: Int?
    var fixIt: String?

    init(_ id: String, _ message: String, column: Int? = nil, fixIt: String? = nil) {
        self.id = id
        self.message = message
        self.column = column
        self.fixIt = fixIt
    }
}

/// Something the session asks the command line to do after a command: the session itself does no I/O.
public enum StudyEffect: Hashable, Sendable {
    /// Append this attempt to the progress log, now.
    case record(ProgressRecord)
    /// Show the scenario's callbacks from `from` to `to`, one at a time.
    case play(from: Int, to: Int)
    /// Open the answer for editing, with `text` already typed (empty, or a did-you-mean to confirm); with
    /// `choices` (yes/no, true/false) the learner picks one instead of typing.
    case editAnswer(text: String, choices: [String])
}

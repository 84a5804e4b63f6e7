/// Where study mode's keys and answers come from.
package protocol StudyInput {
    /// One key outside a quiz: a character, or one of ``StudyKeys``' names (`enter`, `left`, `ctrl-c`…).
    mutating func readKey() -> String
    /// One line of an answer, shown after `prompt`; ``StudyKeys/interrupt`` or ``StudyKeys/endOfInput``
    /// when the learner quits instead.
    mutating func readLine(prompt: String) -> String
    /// Waits up to `milliseconds` for a key, for a scenario that plays until a key stops it.
    mutating func key(within milliseconds: Int) -> String?
    /// Whether a person is at the keyboard (raw terminal) rather than a script feeding lines.
    var isInteractive: Bool { get }
    /// Puts the terminal back as it was.
    mutating func restore()
}

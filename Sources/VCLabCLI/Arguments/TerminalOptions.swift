import VCLabTerminal

/// The options `show`, `study` and `progress` share: colour, width, links, pager, content directory.
struct TerminalOptions {
    var color: TerminalCapabilities.ColorChoice = .auto
    var width: Int?
    var links: TerminalEnvironment.LinkChoice = .auto
    var noPager = false
    var contentDirectory = LessonLibrary.defaultContentDirectory

    /// Takes `argument` (and its value) if it is one of these options; `false` leaves it to the command.
    mutating func consume(_ argument: String, from scanner: inout ArgumentScanner) throws(UsageError) -> Bool {
        switch argument {
        case "--color", "--colour":
            let value = try scanner.value(for: argument)
            guard let choice = TerminalCapabilities.ColorChoice(rawValue: value) else {
                throw UsageError("--color takes 'always', 'never' or 'auto'")
            }
            color = choice
        case "--width":
            guard let value = Int(try scanner.value(for: argument)), (20...1000).contains(value) else {
                throw UsageError("--width takes a number of columns from 20 to 1000")
            }
            width = value
        case "--links":
            guard let choice = TerminalEnvironment.LinkChoice(rawValue: try scanner.value(for: argument)) else {
                throw UsageError("--links takes 'auto', 'osc8' or 'footnotes'")
            }
            links = choice
        case "--no-pager":
            noPager = true
        case "--content":
            contentDirectory = try scanner.value(for: argument)
        default:
            return false
        }
        return true
    }
}

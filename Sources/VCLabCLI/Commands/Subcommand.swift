import VCLabHost
import VCLabSupport

/// One `vclab` command: it parses its own arguments and does its work through a ``Console``.
protocol Subcommand: Sendable {
    /// The word after `vclab` (`run`, `check`, …).
    static var name: String { get }
    /// The line `vclab --help` shows for the command.
    static var summary: String { get }
    /// The full text of `vclab <name> --help`.
    static var help: String { get }

    /// The help in `language`; commands that speak only English leave it to the default, their ``help``.
    static func help(in language: ContentLanguage) -> String

    /// Parses the arguments after the command's name.
    init(arguments: [String]) throws(UsageError)

    /// Runs the command and returns the process's exit status.
    func execute(console: Console) -> Int32
}

extension Subcommand {
    static func help(in language: ContentLanguage) -> String { help }

    /// Parses `arguments` and runs the command.
    static func run(arguments: [String], console: Console) throws(UsageError) -> Int32 {
        try Self(arguments: arguments).execute(console: console)
    }
}

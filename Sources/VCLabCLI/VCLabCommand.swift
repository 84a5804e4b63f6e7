import VCLabSupport

/// The `vclab` command line: picks the subcommand and maps its outcome to an exit code.
public enum VCLabCommand {
    static let help = """
        VCLab: learn how iOS view controllers live and die, by running them.

        USAGE: vclab <command> [options]

        COMMANDS:
          run <file.sim>    run a scenario and print its trace (vclab run --help)
          random            write a random scenario that runs (vclab random --help)
          help [command]    show help for a command

        OPTIONS:
          -h, --help        show this help
          --version         print the version

        Exit status: 0 success, 1 content errors, 64 usage errors, 74 unreadable files.
        """

    public static let version = "0.1.0"

    public static func main(arguments: [String]) -> Int32 {
        let console = Console()
        guard let command = arguments.first else {
            console.writeError(help + "\n")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help":
            console.write(help + "\n")
            return ExitCode.success
        case "help":
            return printHelp(for: rest.first, console: console)
        case "--version":
            console.write("vclab \(version)\n")
            return ExitCode.success
        case "run":
            return subcommand("run", help: RunCommand.help, arguments: rest, console: console) {
                arguments throws(UsageError) in
                try RunCommand(arguments: arguments).execute(console: console)
            }
        case "random":
            return subcommand("random", help: RandomCommand.help, arguments: rest, console: console) {
                arguments throws(UsageError) in
                try RandomCommand(arguments: arguments).execute(console: console)
            }
        default:
            let suggestion = Suggestion.closest(to: command, among: commandNames).map { " (did you mean '\($0)'?)" }
            console.writeError("vclab: error: unknown command '\(command)'\(suggestion ?? "")\n\n\(help)\n")
            return ExitCode.usage
        }
    }

    static let commandNames = ["run", "random", "help"]

    /// Runs a subcommand: `--help` prints its help; a usage error prints the message and the help, exit 64.
    private static func subcommand(
        _ name: String, help: String, arguments: [String], console: Console,
        _ body: ([String]) throws(UsageError) -> Int32
    ) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            console.write(help + "\n")
            return ExitCode.success
        }
        do {
            return try body(arguments)
        } catch {
            console.writeError("vclab \(name): error: \(error.message)\n\n\(help)\n")
            return ExitCode.usage
        }
    }

    private static func printHelp(for command: String?, console: Console) -> Int32 {
        switch command {
        case nil: console.write(help + "\n")
        case "run": console.write(RunCommand.help + "\n")
        case "random": console.write(RandomCommand.help + "\n")
        default:
            console.writeError("vclab help: error: no command called '\(command ?? "")'\n")
            return ExitCode.usage
        }
        return ExitCode.success
    }
}

import VCLabSupport

/// The `vclab` command line: picks the subcommand and maps its outcome to an exit code.
public enum VCLabCommand {
    static let help = """
        VCLab: learn how iOS view controllers live and die, by running them.

        USAGE: vclab <command> [options]

        COMMANDS:
          run <file.sim>    run a scenario and print its trace (vclab run --help)
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
            if rest.contains("-h") || rest.contains("--help") {
                console.write(RunCommand.help + "\n")
                return ExitCode.success
            }
            do {
                return try RunCommand(arguments: rest).execute(console: console)
            } catch {
                console.writeError("vclab run: error: \(error.message)\n\n\(RunCommand.help)\n")
                return ExitCode.usage
            }
        default:
            let suggestion = Suggestion.closest(to: command, among: ["run", "help"]).map { " (did you mean '\($0)'?)" }
            console.writeError("vclab: error: unknown command '\(command)'\(suggestion ?? "")\n\n\(help)\n")
            return ExitCode.usage
        }
    }

    private static func printHelp(for command: String?, console: Console) -> Int32 {
        switch command {
        case nil: console.write(help + "\n")
        case "run": console.write(RunCommand.help + "\n")
        default:
            console.writeError("vclab help: error: no command called '\(command ?? "")'\n")
            return ExitCode.usage
        }
        return ExitCode.success
    }
}

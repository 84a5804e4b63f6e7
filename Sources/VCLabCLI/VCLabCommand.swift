import VCLabHost
import VCLabSupport

/// The `vclab` command line: picks the subcommand and maps its outcome to an exit code.
public enum VCLabCommand {
    public static let version = VCLabVersion.string

    static var help: String {
        let width = CommandRegistry.commands.map { $0.name.count }.max() ?? 0
        var text = "VCLab: learn how iOS view controllers live and die, by running them.\n\n"
        text += "USAGE: vclab <command> [options]\n\nCOMMANDS:\n"
        for command in CommandRegistry.commands {
            let padding = String(repeating: " ", count: width - command.name.count + 4)
            text += "  \(command.name)\(padding)\(command.summary)\n"
        }
        text += "\nRun 'vclab <command> --help' for a command's options.\n\n"
        text += "OPTIONS:\n  -h, --help        show this help\n  --version         print the version\n\n"
        text += "Exit status: 0 success, 1 content errors, 64 usage errors, 74 unreadable or unwritable files."
        return text
    }

    /// The language a command's help is shown in: its `--lang`, as the command would read it, else the
    /// locale's. Read before the command's options, which may be what is wrong.
    static func helpLanguage(_ arguments: [String], environment: [String: String]) -> ContentLanguage {
        for (index, argument) in arguments.enumerated() {
            for option in ["--lang", "--language"] {
                if argument == option, index + 1 < arguments.count,
                    let language = ContentLanguage(optionValue: arguments[index + 1])
                {
                    return language
                }
                if argument.hasPrefix(option + "="),
                    let language = ContentLanguage(optionValue: String(argument.dropFirst(option.count + 1)))
                {
                    return language
                }
            }
        }
        return ContentLanguage(environment: environment) ?? .original
    }

    public static func main(arguments: [String]) -> Int32 {
        let console = Console()
        guard let name = arguments.first else {
            console.writeError(help + "\n")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "-h", "--help":
            console.write(help + "\n")
            return ExitCode.success
        case "--version":
            console.write("vclab \(version)\n")
            return ExitCode.success
        case "help":
            guard let topic = rest.first else {
                console.write(help + "\n")
                return ExitCode.success
            }
            guard let command = CommandRegistry.command(named: topic) else {
                console.writeError("vclab help: error: no command called '\(topic)'\n")
                return ExitCode.usage
            }
            console.write(command.help + "\n")
            return ExitCode.success
        default:
            guard let command = CommandRegistry.command(named: name) else {
                let names = CommandRegistry.commands.map { $0.name } + ["help"]
                let suggestion = Suggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" }
                console.writeError("vclab: error: unknown command '\(name)'\(suggestion ?? "")\n\n\(help)\n")
                return ExitCode.usage
            }
            let language = helpLanguage(rest, environment: TerminalEnvironment.current(console: console).variables)
            if rest.contains("-h") || rest.contains("--help") {
                console.write(command.help(in: language) + "\n")
                return ExitCode.success
            }
            do {
                return try command.run(arguments: rest, console: console)
            } catch {
                console.writeError(
                    "vclab \(name): error: \(error.message(in: language))\n\n\(command.help(in: language))\n")
                return ExitCode.usage
            }
        }
    }
}

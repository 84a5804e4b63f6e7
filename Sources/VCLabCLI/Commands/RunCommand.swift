import VCLabEngine
import VCLabSupport

/// `vclab run FILE.sim`: runs a scenario and prints its trace.
struct RunCommand: Subcommand {
    static let name = "run"
    static let summary = "run a scenario and print its trace"
    static let help = """
        USAGE: vclab run <file.sim | -> [--format text|json|summary] [--objc] [--explain]

        Runs a scenario and prints every callback UIKit would make, grouped by step.

        ARGUMENTS:
          <file.sim>        the scenario to run; '-' reads standard input

        OPTIONS:
          --format text     aligned text, one callback a line, grouped under its step (default)
          --format json     the JSON object of the scenario-language contract
          --format summary  one line: how many steps, callbacks and controllers
          --objc            name callbacks by their Objective-C selectors (viewWillAppear:, dealloc)
          --explain         under each callback, the engine rule that produced it and its sources
                            (text format; the JSON always carries each event's rule id)
          -h, --help        show this help

        EXIT STATUS:
          0 the scenario ran; 1 it has an error (printed as path:line:col: error: message [id]);
          64 the command line is wrong; 74 the file cannot be read.

        The scenario language is described in the README ("Scenarios").
        """

    typealias Format = RunReport.Format

    var path: String
    var format: Format = .text
    var naming: CallbackNaming = .swift
    var explain = false

    init(arguments: [String]) throws(UsageError) {
        var path: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--format":
                index += 1
                guard index < arguments.endIndex, let format = Format(rawValue: arguments[index]) else {
                    throw UsageError("--format takes 'text', 'json' or 'summary'")
                }
                self.format = format
            case "--objc":
                naming = .objectiveC
            case "--explain":
                explain = true
            case "-":
                path = argument
            default:
                if argument.hasPrefix("--format=") {
                    guard let format = Format(rawValue: String(argument.dropFirst("--format=".count))) else {
                        throw UsageError("--format takes 'text', 'json' or 'summary'")
                    }
                    self.format = format
                } else if argument.hasPrefix("-") {
                    throw UsageError("unknown option '\(argument)'")
                } else if path != nil {
                    throw UsageError("run takes one scenario file; got a second one, '\(argument)'")
                } else {
                    path = argument
                }
            }
            index += 1
        }
        guard let path else { throw UsageError("run needs a scenario file (or '-' for standard input)") }
        self.path = path
    }

    func execute(console: Console) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try FileInput.readBytes(path)
        } catch {
            console.writeError("vclab: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        let displayPath = path == "-" ? "<stdin>" : path
        let run = LifecycleEngine.run(bytes: bytes, path: displayPath)
        DiagnosticPrinter(console: console).print(run.diagnostics) { _ in
            String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let trace = run.trace else { return ExitCode.contentError }
        console.write(RunReport.output(trace, format: format, naming: naming, explain: explain))
        return ExitCode.success
    }
}

import VCLabContent
import VCLabEngine
import VCLabEvidence
import VCLabHost
import VCLabSupport
import VCLabTerminal

/// `vclab run FILE.sim`: runs a scenario and prints its trace.
struct RunCommand: Subcommand {
    static let name = "run"
    static let summary = "run a scenario and print its trace"
    static let help = """
        USAGE: vclab run <file.sim | -> [--format text|json|summary] [--objc] [--explain] [--screens] [--ios V]
                         [--device D] [--compare V,V,...] [--color WHEN] [--width N]

        Runs a scenario and prints every callback UIKit would make, grouped by step. On a terminal the
        text is coloured as in 'vclab show' and the line after each step is wrapped to the width.

        ARGUMENTS:
          <file.sim>        the scenario to run; '-' reads standard input

        OPTIONS:
          --format text     aligned text, one callback a line, grouped under its step (default)
          --format json     the JSON object of the scenario-language contract
          --format summary  one line: how many steps, callbacks and controllers
          --objc            name callbacks by their Objective-C selectors (viewWillAppear:, dealloc)
          --explain         under each callback, the engine rule that produced it and its sources
                            (text format; the JSON always carries each event's rule id)
          --screens         after the trace, a picture of the screen after each step, drawn in text
          --ios V           run on iOS V (6, 12.4), whatever the scenario's 'ios' line says
          --device D        run on an iphone or an ipad, whatever its 'device' line says
          --compare V,V     run on each version and show them side by side (text only), as 'compare:'
                            does in a lesson: --compare 6,12,17
          --color WHEN      always, never or auto (colour when writing to a terminal; NO_COLOR, FORCE_COLOR)
          --width N         the width to wrap and lay out to (default: the terminal's, else 80)
          -h, --help        show this help

        EXIT STATUS:
          0 the scenario ran; 1 it has an error (printed as path:line:col: error: message [id]);
          64 the command line is wrong; 74 the file cannot be read.

        The scenario language is described in docs/scenario-language.md.
        """

    typealias Format = RunReport.Format

    var path: String
    var format: Format = .text
    var naming: CallbackNaming = .swift
    var explain = false
    var screens = false
    var ios: IOSVersion?
    var device: ScenarioSettings.Device?
    var compared: [IOSVersion] = []
    var options = TerminalOptions()

    init(arguments: [String]) throws(UsageError) {
        var path: String?
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            if try options.consume(argument, from: &scanner) { continue }
            switch argument {
            case "--format":
                guard let format = Format(rawValue: try scanner.value(for: argument)) else {
                    throw UsageError("--format takes 'text', 'json' or 'summary'")
                }
                self.format = format
            case "--objc":
                naming = .objectiveC
            case "--explain":
                explain = true
            case "--screens":
                screens = true
            case "--ios":
                ios = try Self.version(try scanner.value(for: argument), option: argument)
            case "--device":
                let value = try scanner.value(for: argument).lowercased()
                guard value == "iphone" || value == "ipad" else {
                    throw UsageError("--device takes 'iphone' or 'ipad'")
                }
                device = value == "ipad" ? .ipad : .iphone
            case "--compare":
                let list = try scanner.value(for: argument)
                compared = try list.split(separator: ",").map { word throws(UsageError) in
                    try Self.version(String(word).trimmed, option: argument)
                }
                guard compared.count >= 2 else {
                    throw UsageError("--compare takes two versions or more, as in 6,12,17")
                }
            case "-":
                guard path == nil else { throw UsageError("run takes one scenario file; got a second one, '-'") }
                path = argument
            default:
                if argument.hasPrefix("-") {
                    throw UsageError("unknown option '\(argument)'")
                } else if path != nil {
                    throw UsageError("run takes one scenario file; got a second one, '\(argument)'")
                } else {
                    path = argument
                }
            }
        }
        guard let path else { throw UsageError("run needs a scenario file (or '-' for standard input)") }
        if !compared.isEmpty, format != .text { throw UsageError("--compare shows versions side by side as text") }
        if screens, format != .text || !compared.isEmpty {
            throw UsageError("--screens draws the screens under a text trace of one version")
        }
        if !compared.isEmpty, ios != nil { throw UsageError("--compare lists the versions; drop --ios") }
        self.path = path
    }

    /// `6`, `12.4`: a version VCLab simulates.
    static func version(_ text: String, option: String) throws(UsageError) -> IOSVersion {
        guard let version = IOSVersion(parsing: text) else {
            throw UsageError("\(option) takes an iOS version, like 6 or 12.4; got '\(text)'")
        }
        guard version.isReleased else {
            let suggestion = version.didYouMean().map { " (\($0))" } ?? ""
            throw UsageError("\(option): \(IOSVersion.unreleasedMessage(text, version))\(suggestion)")
        }
        return version
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
        let environment = TerminalEnvironment.current(console: console)
        let style = environment.style(color: options.color, width: options.width, links: .footnotes)
        let text = String(decoding: bytes, as: UTF8.self)
        var runs: [LessonEvaluation.SimulationRun] = []
        for version in compared.isEmpty ? [ios] : compared.map(Optional.some) {
            // Applied before the parser's version checks: an older version's missing APIs stay errors.
            let overrides = SettingOverrides(ios: version, device: device)
            let run = LifecycleEngine.run(bytes: bytes, path: displayPath, overrides: overrides)
            var diagnostics = run.diagnostics
            if let version, !compared.isEmpty {
                for index in diagnostics.indices {
                    diagnostics[index].message = "on iOS \(version): " + diagnostics[index].message
                }
            }
            DiagnosticPrinter(console: console).print(diagnostics) { _ in
                text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let trace = run.trace else { return ExitCode.contentError }
            runs.append(LessonEvaluation.SimulationRun(version: trace.ios, trace: trace))
        }
        if !compared.isEmpty {
            console.write(RunTraceRenderer.compare(name: displayPath, runs: runs, style: style))
            return ExitCode.success
        }
        let trace = runs[0].trace
        // An author's command: the rules are explained in the catalogue's English, on a terminal and in a pipe.
        let explanations = explain ? RuleDescriptions.catalogue(.english) : nil
        if format == .text, style.usesColor || options.width != nil || environment.standardOutputIsTerminal {
            console.write(RunTraceRenderer.text(trace, naming: naming, explain: explanations, style: style))
        } else {
            // Into a pipe, the same bytes as the site's VCLab.run.
            console.write(RunReport.output(trace, format: format, naming: naming, explain: explanations))
        }
        if screens { console.write(ScreenTextRenderer.text(trace, width: style.width)) }
        return ExitCode.success
    }
}

import VCLabDevice
import VCLabEngine
import VCLabHost
import VCLabSupport

/// `vclab compare LOG SCENARIO`: what a device printed, set beside the engine's trace step by step.
struct CompareCommand: Subcommand {
    static let name = "compare"
    static let summary = "compare what a device printed with a scenario's trace"
    static var help: String { localizedHelp.english }

    static func help(in language: ContentLanguage) -> String { localizedHelp[language] }

    static let localizedHelp = LocalizedText(
        english: """
            USAGE: vclab compare <log | -> <file.sim> [--ios V] [--name Class=A ...] [--format text|json]
                                 [--record FILE] [--color WHEN] [--width N] [--lang en|zh]

            Reads what a device or the Simulator printed and sets it beside the engine's trace, step by step,
            with the engine's rule and its evidence beside each difference. It reads the log of 'vclab app',
            Xcode console copies, print("\\(type(of: self)) \\(#function)") lines, NSLog lines
            (-[A viewWillAppear:]) and 'log stream --style ndjson'. Only the callbacks the log shows for a
            controller are compared; the rest of the trace is marked not logged.

            ARGUMENTS:
              <log>             the device's log; '-' reads standard input
              <file.sim>        the scenario the app performed

            OPTIONS:
              --ios V           the trace on iOS V (default: the version in the log's header, else the scenario's)
              --name Class=A    the log's Class is the scenario's A (repeat for each; a tag: --name 1=A)
              --format text     a diff per step (default); --format json, one JSON object
              --record FILE     also write the comparison as entries of the evidence table to FILE
              --color WHEN      always, never or auto
              --width N         the width to lay out to
            \(TerminalOptions.languageHelp.english)
              -h, --help        show this help

            EXIT STATUS:
              0 the log agrees with the trace; 1 they differ, the log is of another scenario, or the scenario
              has an error; 64 the command line is wrong; 65 the log cannot be read (the line is printed);
              74 a file cannot be read or written.

            The log format and a first run on a device are described in docs/device.md.
            """,
        chinese: """
            用法：vclab compare <log | -> <file.sim> [--ios V] [--name Class=A ...] [--format text|json]
                                 [--record FILE] [--color WHEN] [--width N] [--lang en|zh]

            读取真机或模拟器打印的日志，与引擎的轨迹逐步对照，每处不同都注明引擎的规则及其证据等级。
            它能读 'vclab app' 生成的应用的日志、Xcode 控制台的复制内容、print("\\(type(of: self)) \\(#function)")
            打印的行、NSLog 的行（-[A viewWillAppear:]）以及 'log stream --style ndjson' 的输出。每个控制器只对照
            日志里出现过的回调，轨迹中其余的回调标为“日志未记录”。

            参数：
              <log>             设备的日志；'-' 表示读取标准输入
              <file.sim>        应用执行的场景

            选项：
              --ios V           在 iOS V 上运行轨迹（默认：日志头里的版本，否则用场景的版本）
              --name Class=A    日志中的 Class 就是场景中的 A（可重复；标签亦可：--name 1=A）
              --format text     逐步显示差异（默认）；--format json 输出一个 JSON 对象
              --record FILE     另把对照结果写成证据表的条目，存入 FILE
              --color WHEN      always、never 或 auto
              --width N         排版宽度
            \(TerminalOptions.languageHelp.chinese)
              -h, --help        显示本帮助

            退出状态：
              0 日志与轨迹一致；1 不一致、日志属于另一个场景或场景有错误；64 命令行有误；
              65 日志无法读取（会打印出问题的那一行）；74 文件无法读写。

            日志格式与第一次在真机上运行的步骤见 docs/device.md。
            """)

    enum Format: String { case text, json }

    var logPath: String
    var scenarioPath: String
    var ios: IOSVersion?
    var names: [String: String] = [:]
    var format: Format = .text
    var recordPath: String?
    var options = TerminalOptions()

    init(arguments: [String]) throws(UsageError) {
        var paths: [String] = []
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            if try options.consume(argument, from: &scanner) { continue }
            switch argument {
            case "--ios":
                ios = try RunCommand.version(try scanner.value(for: argument), option: argument)
            case "--name":
                let value = try scanner.value(for: argument)
                guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
                    value.index(after: equals) != value.endIndex
                else {
                    throw UsageError(
                        LocalizedText(
                            english: "--name takes Class=A: the log's name, then the scenario's; got '\(value)'",
                            chinese: "--name 的写法是 Class=A：先写日志里的名字，再写场景里的；收到的是 '\(value)'"))
                }
                names[String(value[..<equals])] = String(value[value.index(after: equals)...])
            case "--format":
                guard let format = Format(rawValue: try scanner.value(for: argument)) else {
                    throw UsageError(
                        LocalizedText(
                            english: "--format takes 'text' or 'json'", chinese: "--format 只接受 'text' 或 'json'"))
                }
                self.format = format
            case "--record":
                recordPath = try scanner.value(for: argument)
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(
                        LocalizedText(english: "unknown option '\(argument)'", chinese: "未知选项 '\(argument)'"))
                }
                paths.append(argument)
            }
        }
        guard paths.count == 2 else {
            throw UsageError(
                LocalizedText(
                    english: "compare takes a log and a scenario: vclab compare LOG SCENARIO.sim",
                    chinese: "compare 需要一份日志和一个场景：vclab compare LOG SCENARIO.sim"))
        }
        guard paths[1] != "-" else {
            throw UsageError(
                LocalizedText(
                    english: "the scenario is read from a file; '-' is for the log",
                    chinese: "场景须从文件读取；'-' 只用于日志"))
        }
        logPath = paths[0]
        scenarioPath = paths[1]
    }

    func execute(console: Console) -> Int32 {
        let environment = TerminalEnvironment.current(console: console)
        let language = options.language(environment: environment.variables)
        let logBytes: [UInt8]
        let scenarioBytes: [UInt8]
        do {
            logBytes = try FileInput.readBytes(logPath)
            scenarioBytes = try FileInput.readBytes(scenarioPath)
        } catch {
            console.writeError("vclab compare: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        let logName = logPath == "-" ? "<stdin>" : logPath
        let log: DeviceLog
        do {
            log = try DeviceLogReader.read(logBytes, path: logName)
        } catch {
            DiagnosticPrinter(console: console).print([error.diagnostic]) { _ in
                logLines(logBytes, around: error.diagnostic.location.line)
            }
            return ExitCode.dataError
        }
        var version = ios
        if version == nil, let header = log.header {
            let parts = header.ios.split(separator: ".").prefix(2).joined(separator: ".")
            guard let logged = IOSVersion(parsing: parts), logged.isReleased else {
                console.writeError(
                    "vclab compare: error: the log is of iOS '\(header.ios)', which VCLab does not simulate; give --ios V\n"
                )
                return ExitCode.usage
            }
            version = logged
        }
        let run = LifecycleEngine.run(
            bytes: scenarioBytes, path: scenarioPath, overrides: SettingOverrides(ios: version, device: nil))
        let scenarioText = String(decoding: scenarioBytes, as: UTF8.self)
        DiagnosticPrinter(console: console).print(run.diagnostics) { _ in
            scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let trace = run.trace else { return ExitCode.contentError }
        let hash = ScenarioHash.of(scenarioBytes)
        let comparison = DeviceComparison(log: log, trace: trace, scenarioHash: hash, names: names)
        let subject = DeviceComparisonRenderer.Subject(
            logName: logName, scenarioName: scenarioPath, scenarioHash: hash, ios: trace.ios)
        switch format {
        case .text:
            let style = environment.style(color: options.color, width: options.width, language: language)
            console.write(DeviceComparisonRenderer.text(comparison, log: log, subject: subject, style: style))
        case .json:
            console.write(DeviceComparisonRenderer.json(comparison, log: log, subject: subject))
        }
        if let recordPath {
            let record = EvidenceRecordWriter.record(comparison, log: log, subject: subject, source: logName)
            do {
                try FileOutput.writeAtomically(Array(record.utf8), to: recordPath)
            } catch {
                console.writeError("vclab compare: error: \(error.message)\n")
                return ExitCode.inputOutput
            }
        }
        return comparison.verdict == .equal ? ExitCode.success : ExitCode.contentError
    }

    /// The log's lines for the diagnostic's quoted line, read only around it: a 100 MB log is not split whole.
    private func logLines(_ bytes: [UInt8], around line: Int) -> [Substring] {
        var lines: [Substring] = []
        var start = 0
        var number = 1
        while start <= bytes.count, number <= line {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            lines.append(number == line ? Substring(String(decoding: bytes[start..<end], as: UTF8.self)) : "")
            start = end + 1
            number += 1
        }
        return lines
    }
}

import Foundation
import VCLabDevice
import VCLabEngine
import VCLabHost
import VCLabSupport

/// `vclab app SCENARIO --out DIR`: the scenario as an iOS app package that logs every callback.
struct AppCommand: Subcommand {
    static let name = "app"
    static let summary = "write a scenario as an iOS app that logs its callbacks"
    static var help: String { localizedHelp.english }

    static func help(in language: ContentLanguage) -> String { localizedHelp[language] }

    static let localizedHelp = LocalizedText(
        english: """
            USAGE: vclab app <file.sim> --out DIR [--ios V]

            Writes DIR/NAME.swiftpm, an app package that opens in Xcode 15 or later and in Swift Playgrounds 4.4
            or later. The app performs the scenario's steps on a device or the Simulator (asking you to do the
            ones only a person can, such as rotating or going Home), prints every callback of every controller,
            and at the end copies the log and offers to share it, for 'vclab compare LOG file.sim'.

            OPTIONS:
              --out DIR         the folder to write the package into (created if needed)
              --ios V           the trace the driver waits on is the one of iOS V (default: the scenario's)
              -h, --help        show this help

            EXIT STATUS:
              0 written; 1 the scenario has an error; 64 the command line is wrong; 74 a file cannot be
              read or written.

            What the app does and what was verified (it was type-checked, never run here) is in docs/device.md.
            """,
        chinese: """
            用法：vclab app <file.sim> --out DIR [--ios V]

            写出 DIR/NAME.swiftpm：一个可用 Xcode 15 及以上或 Swift Playgrounds 4.4 及以上打开的应用包。应用在
            真机或模拟器上依次执行场景的步骤（只有人能做的步骤，如旋转、回到主屏幕，会提示你去做），打印每个
            控制器的每个回调，最后复制日志并提供分享，供 'vclab compare LOG file.sim' 对照。

            选项：
              --out DIR         写入应用包的目录（不存在则创建）
              --ios V           驱动程序等待的轨迹按 iOS V 计算（默认：场景里的版本）
              -h, --help        显示本帮助

            退出状态：
              0 已写出；1 场景有错误；64 命令行有误；74 文件无法读写。

            应用做了什么、验证了什么（只做过类型检查，从未在此运行）见 docs/device.md。
            """)

    var path: String
    var outputDirectory: String
    var ios: IOSVersion?

    init(arguments: [String]) throws(UsageError) {
        var path: String?
        var output: String?
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument {
            case "--out": output = try scanner.value(for: argument)
            case "--ios": ios = try RunCommand.version(try scanner.value(for: argument), option: argument)
            default:
                guard !argument.hasPrefix("-"), path == nil else {
                    throw UsageError(
                        LocalizedText(english: "unknown argument '\(argument)'", chinese: "未知参数 '\(argument)'"))
                }
                path = argument
            }
        }
        guard let path, let output else {
            throw UsageError(
                LocalizedText(
                    english: "app takes a scenario and --out DIR: vclab app file.sim --out DIR",
                    chinese: "app 需要一个场景和 --out DIR：vclab app file.sim --out DIR"))
        }
        self.path = path
        outputDirectory = output
    }

    func execute(console: Console) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try FileInput.readBytes(path)
        } catch {
            console.writeError("vclab app: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let app = AppPackage(
            scenario: bytes, path: path, name: name, overrides: SettingOverrides(ios: ios, device: nil))
        DiagnosticPrinter(console: console).print(app.diagnostics) { _ in
            text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let files = app.files else { return ExitCode.contentError }
        let package = "\(outputDirectory)/\(app.folder)"
        do {
            try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
            for file in files {
                try FileOutput.writeAtomically(Array(file.contents.utf8), to: "\(package)/\(file.path)")
            }
        } catch let error as FileOutput.WriteError {
            console.writeError("vclab app: error: \(error.message)\n")
            return ExitCode.inputOutput
        } catch {
            console.writeError("vclab app: error: cannot create '\(package)': \(error.localizedDescription)\n")
            return ExitCode.inputOutput
        }
        console.write("\(package)\n")
        return ExitCode.success
    }
}

import VCLabSupport

/// The words `vclab compare` and `vclab app` print, in each language.
public enum DeviceText {
    static func heading(log: String, scenario: String, ios: String) -> LocalizedText {
        LocalizedText(
            english: "\(log) against \(scenario) on iOS \(ios)", chinese: "\(log) 对照 \(scenario)（iOS \(ios)）")
    }
    static func logAbout(device: String, ios: String) -> LocalizedText {
        LocalizedText(english: "the log: \(device), iOS \(ios)", chinese: "日志：\(device)，iOS \(ios)")
    }
    static func counts(logged: Int, other: Int) -> LocalizedText {
        LocalizedText(
            english: "\(logged) callbacks of the scenario's controllers read, \(other) other lines skipped",
            chinese: "读到场景中控制器的回调 \(logged) 个，跳过其他行 \(other) 行")
    }
    static func runs(_ count: Int) -> LocalizedText {
        LocalizedText(
            english: "the log holds \(count) runs of the app; the last is compared",
            chinese: "日志里有 \(count) 次运行，只对照最后一次")
    }
    static let step = LocalizedText(english: "step", chinese: "步骤")
    static let line = LocalizedText(english: "line", chinese: "行")
    static let notLogged = LocalizedText(english: "not logged", chinese: "日志未记录")
    static let countVaries = LocalizedText(
        english: "a layout pass: UIKit does not fix how many", chinese: "布局：UIKit 不固定次数")
    static let missing = LocalizedText(english: "missing from the log", chinese: "日志里缺少")
    static let extra = LocalizedText(english: "in the log, not in the trace", chinese: "日志里有，轨迹里没有")
    static func outOfOrder(line: Int) -> LocalizedText {
        LocalizedText(english: "out of order: the log has it at line \(line)", chinese: "顺序不同：日志在第 \(line) 行")
    }
    static let movedHere = LocalizedText(english: "the log has it here (out of order)", chinese: "日志把它放在这里（顺序不同）")
    static func animated(_ value: Bool) -> LocalizedText {
        LocalizedText(english: "the log says animated=\(value)", chinese: "日志中 animated=\(value)")
    }
    static func equal(notLogged: Int) -> LocalizedText {
        LocalizedText(
            english: "equal: the log agrees with the trace on every callback it shows (\(notLogged) not logged)",
            chinese: "一致：日志记录的每个回调都与轨迹相符（\(notLogged) 个未记录）")
    }
    static func differ(_ count: Int, missing: Int, extra: Int, outOfOrder: Int, animated: Int) -> LocalizedText {
        LocalizedText(
            english:
                "\(count) \(count == 1 ? "difference" : "differences"): \(missing) missing, \(extra) extra, \(outOfOrder) out of order, \(animated) with another animated flag",
            chinese: "\(count) 处不同：缺少 \(missing)，多出 \(extra)，顺序不同 \(outOfOrder)，animated 不同 \(animated)")
    }
    static func otherScenario(name: String, hash: String, expected: String, expectedHash: String) -> LocalizedText {
        LocalizedText(
            english:
                "this log is of another scenario: the app was made from '\(name)' (hash \(hash)), not from '\(expected)' (hash \(expectedHash)); run 'vclab app' again after editing a scenario",
            chinese:
                "这份日志属于另一个场景：应用由 '\(name)'（哈希 \(hash)）生成，而不是 '\(expected)'（哈希 \(expectedHash)）；修改场景后请重新运行 'vclab app'"
        )
    }
    static func nothingOfScenario(names: [String]) -> LocalizedText {
        let list = names.prefix(8).joined(separator: ", ")
        let example = names.first.map { " --name \($0)=A" } ?? ""
        return LocalizedText(
            english:
                "nothing of this scenario in the log: its callbacks are of \(list.isEmpty ? "no object" : list), which the scenario does not have; map a class onto a controller with\(example.isEmpty ? " --name Class=A" : example)",
            chinese:
                "日志里没有这个场景的内容：日志中的回调属于 \(list.isEmpty ? "（无）" : list)，场景里没有它们；用\(example.isEmpty ? " --name Class=A" : example) 把类名对应到控制器"
        )
    }
    static func tooLong(logCount: Int, traceCount: Int) -> LocalizedText {
        LocalizedText(
            english:
                "the log holds \(logCount) callbacks of the scenario's controllers against \(traceCount) in the trace: too many to align; cut it to one run of the app",
            chinese: "日志中场景控制器的回调有 \(logCount) 个，轨迹只有 \(traceCount) 个：太多，无法对齐；请只保留应用的一次运行")
    }
    static func otherNames(_ names: [String: Int]) -> LocalizedText {
        let list = names.sorted { $0.key < $1.key }.prefix(8).map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        return LocalizedText(
            english: "lines of objects the scenario does not have, not compared: \(list); --name Class=A maps one",
            chinese: "场景中没有的对象的行，未对照：\(list)；用 --name Class=A 对应")
    }
}

import VCLabEngine
import VCLabSupport
import VCLabTerminal

extension DeviceComparisonRenderer {
    private static let sameStyle = TextStyle.plain
    private static let differenceStyle = TextStyle(isBold: true, foreground: .red)
    private static let extraStyle = TextStyle(isBold: true, foreground: .yellow)
    private static let mutedStyle = TextStyle(isDim: true)
    private static let headingStyle = TextStyle(isBold: true)
    private static let equalStyle = TextStyle(isBold: true, foreground: .green)

    public static func text(
        _ comparison: DeviceComparison, log: DeviceLog, subject: Subject, style: TerminalStyle
    ) -> String {
        let language = style.language
        var lines: [StyledLine] = [
            [
                StyledSpan(
                    DeviceText.heading(
                        log: subject.logName, scenario: subject.scenarioName, ios: subject.ios.description)[
                            language], headingStyle)
            ]
        ]
        if let header = log.header {
            lines.append([StyledSpan(DeviceText.logAbout(device: header.device, ios: header.ios)[language], mutedStyle)]
            )
        }
        if log.runCount > 1 { lines.append([StyledSpan(DeviceText.runs(log.runCount)[language], mutedStyle)]) }
        switch comparison.verdict {
        case .otherScenario(let name, let hash):
            let message = DeviceText.otherScenario(
                name: name, hash: hash, expected: subject.scenarioName, expectedHash: subject.scenarioHash)
            lines.append([StyledSpan(message[language], differenceStyle)])
            return ANSIWriter.write(lines, style: style)
        case .nothingOfScenario(let names):
            lines.append([StyledSpan(DeviceText.nothingOfScenario(names: names)[language], differenceStyle)])
            return ANSIWriter.write(lines, style: style)
        case .tooLong(let logCount, let traceCount):
            lines.append(
                [StyledSpan(DeviceText.tooLong(logCount: logCount, traceCount: traceCount)[language], differenceStyle)])
            return ANSIWriter.write(lines, style: style)
        case .equal, .differ:
            break
        }
        lines.append(
            [
                StyledSpan(
                    DeviceText.counts(logged: comparison.loggedCount, other: log.otherLineCount)[language], mutedStyle)
            ])
        if !comparison.otherNames.isEmpty {
            lines.append([StyledSpan(DeviceText.otherNames(comparison.otherNames)[language], mutedStyle)])
        }
        let nameWidth =
            comparison.steps.flatMap(\.rows).map { name(of: $0).count }.max() ?? 0
        for step in comparison.steps {
            lines.append([])
            lines.append([StyledSpan("\(DeviceText.step[language]) \(step.index)  \(step.text)", headingStyle)])
            for row in step.rows {
                let (mark, rowStyle, note) = describe(row, language: language)
                let name = name(of: row)
                var line: StyledLine = [
                    StyledSpan("  \(mark) ", rowStyle),
                    StyledSpan(name + String(repeating: " ", count: nameWidth - name.count), rowStyle),
                ]
                var detail = note
                if let logLine = row.logLine, row.kind != .outOfOrder {
                    detail =
                        detail.isEmpty
                        ? "\(DeviceText.line[language]) \(logLine)"
                        : "\(detail), \(DeviceText.line[language]) \(logLine)"
                }
                if !detail.isEmpty { line.append(StyledSpan("  " + detail, row.isDifference ? rowStyle : mutedStyle)) }
                if row.isDifference, let rule = row.rule {
                    line.append(StyledSpan("  [\(rule.id) · \(rule.evidence.rawValue)]", mutedStyle))
                }
                lines.append(line)
            }
        }
        lines.append([])
        let notLogged = comparison.steps.flatMap(\.rows).filter { $0.kind == .notLogged }.count
        let differences = comparison.differences
        if differences.isEmpty {
            lines.append([StyledSpan(DeviceText.equal(notLogged: notLogged)[language], equalStyle)])
        } else {
            func count(_ kind: DeviceComparison.RowKind) -> Int { differences.filter { $0.kind == kind }.count }
            let summary = DeviceText.differ(
                differences.count, missing: count(.missing), extra: count(.extra), outOfOrder: count(.outOfOrder),
                animated: count(.animated))
            lines.append([StyledSpan(summary[language], differenceStyle)])
        }
        return ANSIWriter.write(lines, style: style)
    }

    private static func name(of row: DeviceComparison.Row) -> String {
        var text = "\(row.controller) \(row.callback.swiftName)"
        if let animated = row.animated { text += " animated=\(animated)" }
        return text
    }

    private static func describe(_ row: DeviceComparison.Row, language: ContentLanguage) -> (String, TextStyle, String)
    {
        switch row.kind {
        case .same: (" ", sameStyle, "")
        case .notLogged: ("·", mutedStyle, DeviceText.notLogged[language])
        case .countVaries: ("≈", mutedStyle, DeviceText.countVaries[language])
        case .missing: ("-", differenceStyle, DeviceText.missing[language])
        case .extra: ("+", extraStyle, DeviceText.extra[language])
        case .outOfOrder: ("~", differenceStyle, DeviceText.outOfOrder(line: row.logLine ?? 0)[language])
        case .movedHere: ("^", mutedStyle, DeviceText.movedHere[language])
        case .animated: ("!", differenceStyle, DeviceText.animated(row.loggedAnimated ?? false)[language])
        }
    }
}

import VCLabSupport

/// A plain table: a bold header row, then rows, columns separated by two spaces. One column (the
/// flexible one, usually a title) wraps when the table would be wider than the page; numbers align right.
///
///     Lesson                    Answered  Right  Due
///     01-basics  The lifecycle       3/5      2    1
public enum TableRenderer {
    public enum Alignment: Sendable {
        case left, right
    }

    /// Whether the table fits the page with no cell wrapped: a caller with a narrower layout can take it
    /// instead of wrapping.
    public static func fits(header: [String], rows: [[String]], style: TerminalStyle) -> Bool {
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of(Inert.text(column < $0.count ? $0[column] : "")) }.max() ?? 0
        }
        return widths.reduce(0, +) + 2 * (header.count - 1) <= TerminalRenderer.contentWidth(for: style.width)
    }

    public static func render(
        header: [String], rows: [[String]], alignments: [Alignment], flexibleColumn: Int, style: TerminalStyle
    ) -> String {
        let width = TerminalRenderer.contentWidth(for: style.width)
        let columnCount = header.count
        let cells = ([header] + rows).map { row in
            (0..<columnCount).map { Inert.text($0 < row.count ? row[$0] : "") }
        }
        var widths = (0..<columnCount).map { column in cells.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let fixed = widths.enumerated().filter { $0.offset != flexibleColumn }.reduce(0) { $0 + $1.element }
        let available = width - fixed - 2 * (columnCount - 1)
        widths[flexibleColumn] = max(8, min(widths[flexibleColumn], available))

        var lines: [StyledLine] = []
        for (rowIndex, row) in cells.enumerated() {
            let rowStyle = rowIndex == 0 ? Theme.strong : TextStyle.plain
            let wrapped = row.enumerated().map { column, text in
                column == flexibleColumn
                    ? TextWrapper.wrap([StyledSpan(text, rowStyle)], width: widths[column])
                    : [[StyledSpan(text, rowStyle)]]
            }
            let height = wrapped.map(\.count).max() ?? 1
            for lineIndex in 0..<height {
                var line: StyledLine = []
                for column in 0..<columnCount {
                    if column > 0 { line.append(StyledSpan("  ")) }
                    let content = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : []
                    let padding = StyledSpan(
                        String(repeating: " ", count: max(0, widths[column] - content.displayWidth)))
                    line += alignments[column] == .right ? [padding] + content : content + [padding]
                }
                lines.append(line)
            }
        }
        return TerminalRenderer.renderLines(lines, style: style)
    }
}

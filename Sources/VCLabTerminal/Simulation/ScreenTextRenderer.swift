import VCLabEngine
import VCLabSupport

/// The screen after a step as text, for `vclab run --screens` and the study stepper: a line naming the
/// device, the screen drawn with box-drawing characters (every view in the window at its frame, labelled
/// with its controller, the navigation and tab bars, the status bar), and under it the controllers whose
/// views are loaded but off screen, those without a view and those gone.
///
/// The terminal's counterpart of the site's `ScreenRenderer`: both draw the same `ScreenSnapshot`, and both
/// list the controllers of `OffScreenControllers`. A character cell is about twice as tall as it is wide,
/// so a point is half as many rows as columns.
public enum ScreenTextRenderer {
    /// The most columns and rows the inside of the screen takes: a tall iPhone takes 26 rows, a landscape
    /// one the width of a wide terminal.
    static let maximumColumns = 62
    static let maximumRows = 26

    /// The picture in at most `width` columns (never narrower than 12), one string a line.
    public static func lines(_ state: StepSnapshot, width: Int, language: ContentLanguage = .english) -> [String] {
        guard let screen = state.screen else { return [] }
        let scale = min(
            Double(max(10, min(width, maximumColumns + 2)) - 2) / max(screen.size.width, 1),
            Double(2 * maximumRows) / max(screen.size.height, 1))
        let innerColumns = max(10, Int((screen.size.width * scale).rounded()))
        let innerRows = max(4, Int((screen.size.height * scale / 2).rounded()))
        let scaleX = Double(innerColumns) / max(screen.size.width, 1)
        let scaleY = Double(innerRows) / max(screen.size.height, 1)
        var canvas = Canvas(columns: innerColumns, rows: innerRows)

        var boxes: [Canvas.Box] = []
        switch screen.application {
        case .active:
            for layer in screen.layers {
                let box = canvas.box(
                    left: Int((layer.frame.x * scaleX).rounded()), top: Int((layer.frame.y * scaleY).rounded()),
                    right: Int(((layer.frame.x + layer.frame.width) * scaleX).rounded()) - 1,
                    bottom: Int(((layer.frame.y + layer.frame.height) * scaleY).rounded()) - 1)
                boxes.append(box)
            }
        case .background:
            canvas.centered(TerminalText.homeScreenBackground.map { $0[language] }.filter { !$0.isEmpty })
        case .terminated:
            canvas.centered(TerminalText.homeScreenKilled.map { $0[language] })
        case .notRunning:
            canvas.centered(TerminalText.appNotRunning.map { $0[language] })
        }
        var statusRows = 0
        if screen.statusBarHeight > 0 {
            statusRows = max(1, Int((screen.statusBarHeight * scaleY).rounded()))
            canvas.clear(Canvas.Box(left: 0, top: 0, right: innerColumns - 1, bottom: statusRows - 1))
            let clock = screen.statusBar == .inCall ? "\(TerminalText.call[language]) · 9:41" : "9:41"
            canvas.write(clock, row: 0, centeredIn: 0..<innerColumns)
        }
        // Labels go last, each on the first rows of its box that nothing drawn later covers, so that a view
        // under the status bar and a navigation bar is still named below them.
        for (index, box) in boxes.enumerated() {
            let label = label(of: screen.layers[index], language: language)
            let rows = box.bottom - box.top >= 2 ? (box.top + 1)...(box.bottom - 1) : box.top...box.top
            let isFree = { (row: Int) in
                row >= statusRows && !boxes[(index + 1)...].contains { $0.contains(row: row, column: box.left + 1) }
            }
            guard let first = rows.first(where: isFree) else { continue }
            for (offset, text) in label.enumerated() {
                let row = first + offset
                guard rows.contains(row), isFree(row) else { break }
                canvas.write(text, row: row, from: box.left + 1, to: box.right - 1)
            }
        }

        let device = screen.device == .iphone ? "iPhone" : "iPad"
        let size = "\(Rect.format(screen.size.width))×\(Rect.format(screen.size.height))"
        let orientation = (screen.isLandscape ? TerminalText.landscape : TerminalText.portrait)[language]
        var lines = wrapped(TerminalText.deviceAndOrientation("\(device) \(size)", orientation)[language], width: width)
        lines.append("┌" + String(repeating: "─", count: innerColumns) + "┐")
        lines += canvas.rows.map { "│" + Canvas.text(of: $0) + "│" }
        lines.append("└" + String(repeating: "─", count: innerColumns) + "┘")
        let lists = OffScreenControllers(state, screen: screen)
        for (title, names) in [
            (TerminalText.loadedOffScreen, lists.loaded), (TerminalText.noView, lists.withoutView),
            (TerminalText.gone, lists.gone),
        ] where !names.isEmpty {
            let separator = TerminalText.listSeparator[language]
            lines += wrapped(title[language] + names.joined(separator: separator), width: width)
        }
        return lines
    }

    /// A line of words broken to the width, as the rest of the terminal's text is.
    static func wrapped(_ text: String, width: Int) -> [String] {
        TextWrapper.wrap([StyledSpan(text)], width: max(width, 12)).map {
            ANSIWriter.write($0, style: .plain(width: width))
        }
    }

    private static func label(of layer: ScreenSnapshot.Layer, language: ContentLanguage) -> [String] {
        switch layer.kind {
        case .view: [layer.controller, layer.frame.description]
        case .containerView: [layer.controller]
        case .navigationBar: ["\(layer.controller) · \(TerminalText.navigationBar[language])"]
        case .tabBar: ["\(layer.controller) · \(TerminalText.tabBar[language])"]
        }
    }

    /// The inside of the drawn screen: later boxes paint over earlier ones, as views in a window do.
    private struct Canvas {
        /// Fills the cell after a two-column character, which the character draws over; dropped when the
        /// rows become text.
        static let continuation: Character = "\u{0}"

        var rows: [[Character]]
        let columns: Int

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        /// A rectangle of cells, edges included.
        struct Box {
            var left: Int
            var top: Int
            var right: Int
            var bottom: Int

            func contains(row: Int, column: Int) -> Bool {
                (top...bottom).contains(row) && (left...right).contains(column)
            }
        }

        /// Draws a box over what is there, clipped to the screen and at least two cells each way so that a
        /// thin bar still shows; returns where it went.
        mutating func box(left: Int, top: Int, right: Int, bottom: Int) -> Box {
            let left = min(max(left, 0), columns - 2)
            let top = min(max(top, 0), rows.count - 2)
            let box = Box(
                left: left, top: top, right: min(max(right, left + 1), columns - 1),
                bottom: min(max(bottom, top + 1), rows.count - 1))
            clear(box)
            for column in box.left...box.right {
                rows[box.top][column] = "─"
                rows[box.bottom][column] = "─"
            }
            for row in box.top...box.bottom {
                rows[row][box.left] = "│"
                rows[row][box.right] = "│"
            }
            rows[box.top][box.left] = "┌"
            rows[box.top][box.right] = "┐"
            rows[box.bottom][box.left] = "└"
            rows[box.bottom][box.right] = "┘"
            return box
        }

        /// A row as text, one column a cell: a wide character that lost the cell after it to a later drawing,
        /// or a lone second half, becomes a space, so that the screen's right edge stays in its column.
        static func text(of row: [Character]) -> String {
            var text = ""
            for (index, cell) in row.enumerated() {
                if cell == continuation {
                    let isSecondHalf =
                        index > 0 && row[index - 1] != continuation && DisplayWidth.of(row[index - 1]) == 2
                    if !isSecondHalf { text.append(" ") }
                } else if DisplayWidth.of(cell) == 2, index + 1 >= row.count || row[index + 1] != continuation {
                    text.append(" ")
                } else {
                    text.append(cell)
                }
            }
            return text
        }

        mutating func clear(_ box: Box) {
            guard box.left <= box.right, box.top <= box.bottom else { return }
            for row in max(box.top, 0)...min(box.bottom, rows.count - 1) {
                for column in max(box.left, 0)...min(box.right, columns - 1) { rows[row][column] = " " }
            }
        }

        /// Writes as much of `text` as fits between the two columns, counting a Chinese character as two; a cut
        /// text ends in `…`.
        mutating func write(_ text: String, row: Int, from first: Int, to last: Int) {
            guard first <= last, rows.indices.contains(row) else { return }
            let room = last - first + 1
            var cells: [Character] = []
            for character in text {
                let width = DisplayWidth.of(character)
                guard width > 0 else { continue }
                cells.append(character)
                if width == 2 { cells.append(Self.continuation) }
            }
            if cells.count > room {
                cells = Array(cells.prefix(room - 1))
                // Half a wide character cannot be drawn: drop it whole.
                if let last = cells.last, last != Self.continuation, DisplayWidth.of(last) == 2 { cells.removeLast() }
                cells.append("…")
            }
            for (offset, cell) in cells.enumerated() { rows[row][first + offset] = cell }
        }

        mutating func write(_ text: String, row: Int, centeredIn range: Range<Int>) {
            let start = range.lowerBound + max(0, (range.count - DisplayWidth.of(text)) / 2)
            write(text, row: row, from: start, to: range.upperBound - 1)
        }

        mutating func centered(_ lines: [String]) {
            let top = (rows.count - lines.count) / 2
            for (offset, line) in lines.enumerated() { write(line, row: top + offset, centeredIn: 0..<columns) }
        }
    }
}

extension ScreenTextRenderer {
    /// Every step's picture, each under the step as the trace names it (`[2] push B`), blank lines between.
    public static func text(_ trace: Trace, width: Int, language: ContentLanguage = .english) -> String {
        var text = ""
        for state in trace.states where state.screen != nil {
            let step = trace.steps.first { $0.index == state.step }
            let title = TerminalText.screenAfter(state.step, step?.text ?? "")[language]
            text += "\n" + wrapped(title, width: width).joined(separator: "\n")
            text += "\n"
            text += lines(state, width: width, language: language).joined(separator: "\n") + "\n"
        }
        return text
    }
}

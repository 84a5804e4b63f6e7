import VCLabContent
import VCLabHost
import VCLabStudy
import VCLabSupport
import VCLabTerminal

/// Runs a study session: draws the screen, reads a key, hands it to the session, and writes every graded
/// attempt to the log before doing anything else.
///
/// On a terminal the screen is a window onto the page: the header stays at the top, the message, the
/// answer being typed and the keys stay at the bottom, and the page between them scrolls like `less`. A
/// SIGWINCH re-lays the page out at the new size at once, keeping the reader's place. Without a terminal
/// (a script) every screen is printed whole, one after another.
package struct StudyLoop {
    package var session: StudySession
    package var screen: StudyScreen
    package var input: any StudyInput
    package var console: Console
    package var logFile: ProgressLogFile
    package var clock: () -> Double
    /// Shown on the next screen: what the log check found on start, or a key that does nothing.
    package var note: String?
    /// The window's size now, and how to ask for it again after a resize; `nil` for a script.
    package var rows: Int?
    package var windowSize: () -> (columns: Int, rows: Int)?
    /// A width given with `--width` is kept through resizes.
    package var fixedWidth: Int?
    /// Called with the page the learner moves to whenever it changes, to remember where they left off. Not
    /// called for the page a session opens on: merely opening a lesson moves no place.
    package var onPage: (Int) -> Void = { _ in }

    /// Whether Ctrl-C (rather than `q` or the end of input) ended the session.
    package private(set) var wasInterrupted = false
    package private(set) var failedWrites = 0
    private var lastKeyWasInterrupt = false
    private var editor: AnswerEditor?
    /// The first body line in view, and what the screen looked like when it was set.
    private var offset = 0
    private var lastBodyCount = 0
    private var lastFocus: Int?
    private var lastState: String = ""
    /// The answer was just opened: bring the quiz's question into view on the next draw.
    private var revealsQuiz = false

    package init(
        session: StudySession, screen: StudyScreen, input: any StudyInput, console: Console, logFile: ProgressLogFile,
        clock: @escaping () -> Double, note: String?, rows: Int?, fixedWidth: Int?,
        windowSize: @escaping () -> (columns: Int, rows: Int)?
    ) {
        self.session = session
        self.screen = screen
        self.input = input
        self.console = console
        self.logFile = logFile
        self.clock = clock
        self.note = note
        self.rows = rows
        self.fixedWidth = fixedWidth
        self.windowSize = windowSize
    }

    package mutating func run() {
        var page = session.pageIndex
        while !session.isFinished {
            draw()
            note = nil
            if !input.isInteractive, editor != nil {
                readScriptedAnswer()
                continue
            }
            let key = input.readKey()
            lastKeyWasInterrupt = key == StudyKeys.interrupt
            if key == StudyKeys.resize {
                resize()
                continue
            }
            if key == StudyKeys.interrupt || key == StudyKeys.endOfInput {
                wasInterrupted = lastKeyWasInterrupt
                session.handle(.quit, now: clock())
                break
            }
            if editor != nil {
                edit(key)
            } else if let start = StudyKeys.answerStart(forKey: key, in: session.phase, quiz: session.quiz) {
                // An option letter is never a scrolling key or a command on the page that lists it.
                apply(start)
            } else if turnsOrScrolls(key) {
                // Enter and Space read on to the end of the page before they turn it, as in `less`.
            } else if !scroll(key) {
                guard
                    let command = StudyKeys.command(
                        forKey: key, in: session.phase, page: session.page, quiz: session.quiz)
                else {
                    note = TerminalText.keyDoesNothing(TerminalSafeText.inert(key))[screen.style.language]
                    continue
                }
                apply(command)
            }
            if session.pageIndex != page {
                page = session.pageIndex
                offset = 0
                if !session.isFinished { onPage(page) }
            }
        }
        input.restore()
    }

    // MARK: - Commands

    private mutating func apply(_ command: StudyAction) {
        for effect in session.handle(command, now: clock()) {
            perform(effect)
        }
    }

    private mutating func edit(_ key: String) {
        guard var current = editor else { return }
        switch current.handle(key) {
        case .editing:
            editor = current
        case .cancelled:
            editor = nil
        case .unchosen:
            editor = current
            note = TerminalText.chooseFirst[screen.style.language]
        case .submitted(let text):
            editor = nil
            apply(.answer(text))
        }
    }

    /// A script answers on the lines after `a`: one line, or for a `trace` quiz lines up to an empty one.
    /// An empty first line takes what is already typed (a did-you-mean), or closes the answer unanswered.
    private mutating func readScriptedAnswer() {
        guard let current = editor else { return }
        editor = nil
        var lines: [String] = []
        while true {
            let line = input.readLine(prompt: screen.prompt(for: session.quiz, continuation: !lines.isEmpty))
            lastKeyWasInterrupt = line == StudyKeys.interrupt
            if line == StudyKeys.interrupt || line == StudyKeys.endOfInput {
                wasInterrupted = lastKeyWasInterrupt
                session.handle(.quit, now: clock())
                return
            }
            if line.trimmingSpaces.isEmpty {
                let prefilled = current.isMultiline ? (current.lines + [current.current]) : [current.current]
                // Only a did-you-mean is taken by an empty line; an unreadable answer is not sent again.
                let text =
                    lines.isEmpty && session.suggestion != nil
                    ? prefilled.filter { !$0.isEmpty }.joined(separator: "\n") : ""
                if lines.isEmpty, text.isEmpty { return }
                if lines.isEmpty { lines = [text] }
                break
            }
            lines.append(line)
            if !current.isMultiline { break }
        }
        guard let action = StudyKeys.command(forAnswerLine: lines.joined(separator: "\n")) else { return }
        apply(action)
    }

    // MARK: - Scrolling

    /// How many body lines fit between the header and the footer.
    private func viewport(header: Int, footer: Int) -> Int? {
        guard input.isInteractive, let rows else { return nil }
        return max(3, rows - header - footer - 1)
    }

    /// The screen's parts as drawn now, and how many body lines fit: with the scroll position in the key bar
    /// when the page is taller than the window, laid out with the widest the position gets, since the bar
    /// may wrap onto one more line. Scrolling and drawing use this one layout, so End reaches the last line.
    private func layout(revealed: Int? = nil) -> (parts: StudyScreen.Parts, visible: Int)? {
        var parts = screen.parts(session, revealed: revealed, note: note, editor: editor)
        guard let height = viewport(header: parts.header.count, footer: parts.footer.count + 1) else { return nil }
        guard parts.body.count > height else { return (parts, height) }
        let count = parts.body.count
        let widest = TerminalText.scrollPosition(first: count, last: count, count: count)[screen.style.language]
        parts = screen.parts(session, revealed: revealed, note: note, editor: editor, scrollStatus: widest)
        return (parts, viewport(header: parts.header.count, footer: parts.footer.count + 1) ?? height)
    }

    /// Enter on a page being read or an answered quiz, and Space anywhere: a screen further down while the
    /// page has more below; at its end Space does what Enter does (the next page, the next callback, the
    /// answer). `false` for other keys, and for Enter where it only ever has its own meaning.
    private mutating func turnsOrScrolls(_ key: String) -> Bool {
        guard key == StudyKeys.enter || key == " " else { return false }
        var pagesFirst = key == " "
        switch session.phase {
        case .reading, .answered: pagesFirst = true
        default: break
        }
        guard pagesFirst else { return false }
        if let now = layout(), offset < now.parts.body.count - now.visible {
            offset = min(offset + max(1, now.visible - 2), now.parts.body.count - now.visible)
            return true
        }
        guard let command = StudyKeys.command(forKey: StudyKeys.enter, in: session.phase, page: session.page)
        else { return true }
        apply(command)
        return true
    }

    /// Moves the page for a scrolling key; `false` when the key is not one.
    private mutating func scroll(_ key: String) -> Bool {
        guard let move = StudyKeys.scroll(forKey: key) else { return false }
        guard let now = layout() else { return true }
        let height = now.visible
        let limit = max(0, now.parts.body.count - height)
        switch move {
        case .lineUp: offset -= 1
        case .lineDown: offset += 1
        case .pageUp: offset -= max(1, height - 2)
        case .pageDown: offset += max(1, height - 2)
        case .top: offset = 0
        case .bottom: offset = limit
        }
        offset = max(0, min(offset, limit))
        return true
    }

    /// Lays the screen out again at the window's new size, keeping the line at the top of the view in
    /// the same place of the page.
    private mutating func resize() {
        guard let size = windowSize() else { return }
        let fraction = lastBodyCount > 0 ? Double(offset) / Double(lastBodyCount) : 0
        rows = size.rows
        if fixedWidth == nil { screen.style.width = size.columns }
        let count = screen.parts(session).body.count
        offset = Int((fraction * Double(count)).rounded())
        lastBodyCount = count
        // The place just computed wins over bringing the focus into view again.
        lastState = state
    }

    private var state: String {
        "\(session.pageIndex) \(session.phase) \(session.run)"
    }

    // MARK: - Drawing

    private mutating func draw(revealed: Int? = nil) {
        guard let now = layout(revealed: revealed) else {
            console.write(screen.render(session, revealed: revealed, note: note))
            return
        }
        var parts = now.parts
        let visible = now.visible
        let limit = max(0, parts.body.count - visible)
        if revealsQuiz, let start = screen.quizStart(session) {
            // The answer line opened: the question it answers comes into view (its top, if it is taller).
            revealsQuiz = false
            if start < offset || parts.body.count > offset + visible { offset = max(0, min(start, limit)) }
        }
        // Something new on the page (a verdict, a hint, the next callback) comes into view once.
        let current = state + " \(revealed ?? -1)"
        if current != lastState || parts.focus != lastFocus, let focus = parts.focus {
            if focus < offset || focus >= offset + visible {
                offset = revealed != nil || session.phase.isStepping ? focus - visible / 2 : focus - 1
            }
        }
        lastState = current
        lastFocus = parts.focus
        offset = max(0, min(offset, limit))
        lastBodyCount = parts.body.count
        if parts.body.count > visible {
            let status = scrollStatus(height: visible, count: parts.body.count)
            parts = screen.parts(session, revealed: revealed, note: note, editor: editor, scrollStatus: status)
        }
        let shown = parts.body[offset..<min(parts.body.count, offset + visible)]
        var lines = parts.header + [""] + shown
        lines += Array(repeating: "", count: max(0, visible - shown.count))
        lines += parts.footer
        let text = lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n")
        console.write("\u{1B}[H" + text + "\u{1B}[J")
    }

    /// `lines 12–40 of 95`.
    private func scrollStatus(height: Int, count: Int) -> String {
        let first = min(count, offset + 1)
        let last = min(count, offset + height)
        return TerminalText.scrollPosition(first: first, last: last, count: count)[screen.style.language]
    }

    // MARK: - Effects

    private mutating func perform(_ effect: StudyEffect) {
        switch effect {
        case .record(let record):
            do {
                try logFile.append(record)
            } catch {
                failedWrites += 1
                note = TerminalText.answerNotSaved(error.message[screen.style.language])[screen.style.language]
            }
        case .editAnswer(let text, let choices):
            editor = AnswerEditor(text: text, choices: choices, isMultiline: session.quiz?.kind == "trace")
            revealsQuiz = true
        case .play(let from, let to):
            guard input.isInteractive else { return }
            let delay = max(40, min(150, 3000 / max(1, to - from)))
            for revealed in (from + 1)...to {
                draw(revealed: revealed)
                guard revealed < to, let key = input.key(within: delay) else { continue }
                if key == StudyKeys.resize {
                    resize()
                    continue
                }
                if key == StudyKeys.interrupt || key == StudyKeys.endOfInput {
                    wasInterrupted = key == StudyKeys.interrupt
                    session.handle(.quit, now: clock())
                } else {
                    session.stopPlaying(at: revealed)
                }
                return
            }
        }
    }
}

extension StudySession.Phase {
    package var isStepping: Bool {
        if case .stepping = self { return true }
        return false
    }
}

import VCLabContent
import VCLabStudy
import VCLabTerminal

/// Runs a study session: draws the screen, reads a key or an answer, hands it to the session, and writes
/// every graded attempt to the log before doing anything else.
struct StudyLoop {
    var session: StudySession
    var screen: StudyScreen
    var input: any StudyInput
    var console: Console
    var logFile: ProgressLogFile
    var clock: () -> Double
    /// Shown on the next screen: what the log check found on start, or a key that does nothing.
    var note: String?

    /// Whether Ctrl-C (rather than `q` or the end of input) ended the session.
    private(set) var wasInterrupted = false
    private(set) var failedWrites = 0
    private var lastKeyWasInterrupt = false

    init(
        session: StudySession, screen: StudyScreen, input: any StudyInput, console: Console, logFile: ProgressLogFile,
        clock: @escaping () -> Double, note: String?
    ) {
        self.session = session
        self.screen = screen
        self.input = input
        self.console = console
        self.logFile = logFile
        self.clock = clock
        self.note = note
    }

    mutating func run() {
        while !session.isFinished {
            draw()
            note = nil
            let action: StudyAction
            if case .asking = session.phase {
                action = StudyKeys.command(forAnswerLine: readAnswer())
            } else {
                let key = input.readKey()
                lastKeyWasInterrupt = key == StudyKeys.interrupt
                guard let command = StudyKeys.command(forKey: key, in: session.phase, page: session.page) else {
                    note = "'\(key)' does nothing here; the keys are listed below."
                    continue
                }
                action = command
            }
            if action == .quit { wasInterrupted = lastKeyWasInterrupt }
            for effect in session.handle(action, now: clock()) {
                perform(effect)
            }
        }
        input.restore()
    }

    /// One answer: a line, or for a `trace` quiz the lines up to an empty one. A command (`?`, `<`, `>`, an
    /// empty line) on the first line is returned as is.
    private mutating func readAnswer() -> String {
        let quiz = session.page?.quiz
        var lines: [String] = []
        while true {
            let line = input.readLine(prompt: screen.prompt(for: quiz, continuation: !lines.isEmpty))
            lastKeyWasInterrupt = line == StudyKeys.interrupt
            if line == StudyKeys.interrupt || line == StudyKeys.endOfInput { return line }
            guard quiz?.kind == "trace", !line.trimmingSpaces.isEmpty else {
                return lines.isEmpty ? line : lines.joined(separator: "\n")
            }
            if lines.isEmpty, ["?", "<", ">"].contains(line.trimmingSpaces) { return line }
            lines.append(line)
        }
    }

    private mutating func draw(revealed: Int? = nil) {
        var text = screen.render(session, revealed: revealed, note: note)
        // A person gets a fresh screen per step; a script's transcript keeps every screen in order.
        if input.isInteractive { text = "\u{1B}[H\u{1B}[2J" + text }
        console.write(text)
    }

    private mutating func perform(_ effect: StudyEffect) {
        switch effect {
        case .record(let record):
            do {
                try logFile.append(record)
            } catch {
                failedWrites += 1
                note = "This answer could not be saved: \(error.message)"
            }
        case .play(let from, let to):
            guard input.isInteractive else { return }
            let delay = max(40, min(150, 3000 / max(1, to - from)))
            for revealed in (from + 1)...to {
                draw(revealed: revealed)
                guard revealed < to, let key = input.key(within: delay) else { continue }
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

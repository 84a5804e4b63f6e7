#if canImport(Glibc)
import Glibc
#endif

// A signal handler can only reach globals; these are written before the handlers are installed (or while
// the terminal mode changes) and read only inside them.
nonisolated(unsafe) private var savedTerminalState = termios()
nonisolated(unsafe) private var hasSavedTerminalState = false
nonisolated(unsafe) private var interruptMessage: UnsafeMutablePointer<CChar>?

/// Leaves the terminal as it was found, whatever ends the process: SIGINT (Ctrl-C when the terminal is
/// not in raw mode, or `kill -INT`), SIGTERM and SIGHUP restore the saved terminal settings, print a line
/// saying the answers are saved, and exit with 128 + the signal number.
///
/// Nothing needs saving in the handler itself: every attempt is appended and synced the moment it is
/// graded, with these signals blocked during the write.
package enum TerminalSignals {
    /// Remembers the terminal settings to restore; call before changing them.
    package static func saveTerminalState(_ state: termios) {
        savedTerminalState = state
        hasSavedTerminalState = true
    }

    package static func forgetTerminalState() {
        hasSavedTerminalState = false
    }

    /// Installs the handlers; `message` is printed on standard error when a signal ends the session.
    package static func install(message: String) {
        if let old = interruptMessage { free(old) }
        interruptMessage = strdup(message)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                if hasSavedTerminalState { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminalState) }
                if let message = interruptMessage { write(STDERR_FILENO, message, strlen(message)) }
                _exit(128 + number)
            }
        }
    }
}

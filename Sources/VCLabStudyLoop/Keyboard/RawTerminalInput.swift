import VCLabStudy
import VCLabSupport
import VCLabTerminal

#if canImport(Glibc)
import Glibc
import VCLabHost
#endif

// SIGWINCH writes a byte here, so that a key read waiting in `poll` wakes up to re-lay out the screen.
nonisolated(unsafe) private var resizePipe: (read: Int32, write: Int32) = (-1, -1)

/// Study input from a terminal in raw mode: a key acts at once, and answers are typed on a small line
/// editor (Backspace, Ctrl-U, Ctrl-W, Enter). Ctrl-C and Ctrl-D arrive as keys, so quitting runs the same
/// code as `q`; the signal handlers restore the terminal if the process is ended from outside.
package struct RawTerminalInput: StudyInput {
    package var console: Console
    private var original = termios()
    private var isRaw = false

    package init?(console: Console) {
        self.console = console
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        TerminalSignals.saveTerminalState(original)
        var raw = original
        // No line buffering, no echo, no signals from keys (Ctrl-C is read as a byte); output processing
        // stays on so "\n" still moves to the start of the next line.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
        isRaw = true
        if resizePipe.read < 0 {
            var descriptors: [Int32] = [0, 0]
            if pipe(&descriptors) == 0 {
                for descriptor in descriptors {
                    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                }
                resizePipe = (descriptors[0], descriptors[1])
                signal(SIGWINCH) { _ in
                    var byte: UInt8 = 1
                    _ = write(resizePipe.write, &byte, 1)
                }
            }
        }
    }

    package var isInteractive: Bool { true }

    package mutating func restore() {
        guard isRaw else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        TerminalSignals.forgetTerminalState()
        isRaw = false
    }

    package mutating func readKey() -> String {
        key(within: -1) ?? StudyKeys.endOfInput
    }

    /// A key, ``StudyKeys/resize`` when the window changed size, or `nil` after `milliseconds` (-1: wait).
    package mutating func key(within milliseconds: Int) -> String? {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, resizePipe.read >= 0 ? 2 : 1, Int32(milliseconds))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            break
        }
        if descriptors[1].revents != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(resizePipe.read, &bytes, bytes.count) > 0 {}
            return StudyKeys.resize
        }
        guard let byte = readByte() else { return StudyKeys.endOfInput }
        return key(startingWith: byte)
    }

    /// A key that is part of an escape sequence: no resize check, a short wait.
    private mutating func sequenceKey() -> String? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 30) > 0, let byte = readByte() else { return nil }
        return String(UnicodeScalar(byte))
    }

    package mutating func readLine(prompt: String) -> String {
        console.write(prompt)
        var bytes: [UInt8] = []
        while true {
            guard let byte = readByte() else { return StudyKeys.endOfInput }
            switch byte {
            case 0x03:
                console.write("\n")
                return StudyKeys.interrupt
            case 0x04:
                guard bytes.isEmpty else { continue }
                console.write("\n")
                return StudyKeys.endOfInput
            case 0x0D, 0x0A:
                console.write("\n")
                return String(decoding: bytes, as: UTF8.self)
            case 0x7F, 0x08:
                erase(&bytes, count: 1)
            case 0x15:
                erase(&bytes, count: .max)
            case 0x17:
                eraseWord(&bytes)
            case 0x1B:
                // Arrow keys and the like: read the rest of the sequence and ignore it.
                _ = escapeSequence()
            case 0x20...0x7E, 0x80...0xFF:
                bytes.append(byte)
                // Echo a character once its UTF-8 sequence is complete, so the terminal never sees half of one.
                if let echo = completeCharacter(at: bytes) { console.write(TerminalSafeText.inert(echo)) }
            default:
                continue
            }
        }
    }

    // MARK: - Bytes

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private mutating func key(startingWith byte: UInt8) -> String {
        switch byte {
        case 0x03: return StudyKeys.interrupt
        case 0x04: return StudyKeys.endOfInput
        case 0x0D, 0x0A: return StudyKeys.enter
        case 0x7F, 0x08: return StudyKeys.backspace
        case 0x09: return StudyKeys.tab
        case 0x15: return StudyKeys.eraseLine
        case 0x17: return StudyKeys.eraseWord
        case 0x1B: return escapeSequence()
        case 0x80...0xFF:
            var bytes = [byte]
            while bytes.count < 4, String(validating: bytes, as: UTF8.self) == nil, let next = readByte() {
                bytes.append(next)
            }
            return String(decoding: bytes, as: UTF8.self)
        default:
            return String(UnicodeScalar(byte))
        }
    }

    /// After an ESC: the arrows, PgUp/PgDn, Home/End (in their xterm and VT forms), or `escape` for
    /// anything else (a lone Escape key included).
    private mutating func escapeSequence() -> String {
        guard let next = sequenceKey(), next == "[" || next == "O" else { return StudyKeys.escape }
        var sequence = ""
        while let part = sequenceKey() {
            sequence += part
            if let scalar = part.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { break }
        }
        switch sequence {
        case "A": return StudyKeys.up
        case "B": return StudyKeys.down
        case "C": return StudyKeys.right
        case "D": return StudyKeys.left
        case "H", "1~", "7~": return StudyKeys.home
        case "F", "4~", "8~": return StudyKeys.end
        case "5~": return StudyKeys.pageUp
        case "6~": return StudyKeys.pageDown
        default: return StudyKeys.escape
        }
    }

    private func completeCharacter(at bytes: [UInt8]) -> String? {
        guard let last = bytes.last else { return nil }
        if last < 0x80 { return String(UnicodeScalar(last)) }
        var start = bytes.count - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(validating: bytes[start...], as: UTF8.self)
    }

    /// Removes up to `count` characters from the end of the line and from the screen.
    private func erase(_ bytes: inout [UInt8], count: Int) {
        var removed = 0
        while removed < count, !bytes.isEmpty {
            var start = bytes.count - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            let character = String(decoding: bytes[start...], as: UTF8.self)
            bytes.removeSubrange(start...)
            let columns = max(1, DisplayWidth.of(character))
            console.write(String(repeating: "\u{8} \u{8}", count: columns))
            removed += 1
        }
    }

    private func eraseWord(_ bytes: inout [UInt8]) {
        while bytes.last == 0x20 { erase(&bytes, count: 1) }
        while let last = bytes.last, last != 0x20 { erase(&bytes, count: 1) }
    }
}

import VCLabStudy
import VCLabSupport
import VCLabTerminal

#if canImport(Glibc)
import Glibc
#endif

/// Study input from a terminal in raw mode: a key acts at once, and answers are typed on a small line
/// editor (Backspace, Ctrl-U, Ctrl-W, Enter). Ctrl-C and Ctrl-D arrive as keys, so quitting runs the same
/// code as `q`; the signal handlers restore the terminal if the process is ended from outside.
struct RawTerminalInput: StudyInput {
    var console: Console
    private var original = termios()
    private var isRaw = false

    init?(console: Console) {
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
    }

    var isInteractive: Bool { true }

    mutating func restore() {
        guard isRaw else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        TerminalSignals.forgetTerminalState()
        isRaw = false
    }

    mutating func readKey() -> String {
        guard let byte = readByte() else { return StudyKeys.endOfInput }
        return key(startingWith: byte)
    }

    mutating func key(within milliseconds: Int) -> String? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(milliseconds)) > 0 else { return nil }
        return readKey()
    }

    mutating func readLine(prompt: String) -> String {
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

    /// After an ESC: `left`, `right`, or `escape` for anything else (a lone Escape key included).
    private mutating func escapeSequence() -> String {
        guard let next = key(within: 30), next == "[" || next == "O" else { return "escape" }
        var final = ""
        while let part = key(within: 30) {
            final = part
            if let scalar = part.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { break }
        }
        switch final {
        case "C": return StudyKeys.right
        case "D": return StudyKeys.left
        default: return "escape"
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

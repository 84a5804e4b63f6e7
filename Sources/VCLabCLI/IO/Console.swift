#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, and what kind of device each one is.
struct Console {
    var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    func write(_ text: String) { Self.write(text, to: STDOUT_FILENO) }
    func writeError(_ text: String) { Self.write(text, to: STDERR_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            remaining = remaining.dropFirst(written)
        }
    }
}

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
        // A closed pipe or a full disk is not worth a crash: the output is simply lost.
        _ = FileOutput.writeAll(Array(text.utf8), to: descriptor)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, and what kind of device each one is.
package struct Console {
    package init() {}

    package var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    package var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    package var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    package func write(_ text: String) { Self.write(text, to: STDOUT_FILENO) }
    package func writeError(_ text: String) { Self.write(text, to: STDERR_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        // A closed pipe or a full disk is not worth a crash: the output is simply lost.
        _ = FileOutput.writeAll(Array(text.utf8), to: descriptor)
    }
}

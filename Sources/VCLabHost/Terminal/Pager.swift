import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Shows long text through the learner's pager, as `git` and `man` do.
package enum Pager {
    /// Writes `text` through `command` (run by `/bin/sh -c`, so `less -R` and `PAGER='most -s'` work) and
    /// waits for the pager to quit. Returns `false` when the pager cannot be started, so that the caller
    /// prints the text itself.
    package static func page(_ text: String, command: String) -> Bool {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        var environment = ProcessInfo.processInfo.environment
        // `less` without options of its own: keep colours, quit at once when the page fits.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        let arguments = ["/bin/sh", "-c", command]
        var pid: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(environment.map { "\($0)=\($1)" }) { envp in
                posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
            }
        }
        close(pipeEnds[0])
        guard status == 0 else {
            close(pipeEnds[1])
            return false
        }
        // The learner may quit the pager before reading everything; that is not an error.
        let previous = signal(SIGPIPE, SIG_IGN)
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            remaining = remaining.dropFirst(written)
        }
        close(pipeEnds[1])
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        signal(SIGPIPE, previous)
        return true
    }

    private static func withCStrings<Result>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}

import VCLabSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The progress log on disk: the only type in VCLabStudy that touches the file system.
///
/// Appends are one `write` of a whole line followed by `fsync`, with SIGINT, SIGTERM and SIGHUP held off
/// until both are done, so that an attempt the learner saw graded is on disk before anything else
/// happens. The file is only ever rewritten to drop a record cut short, and then through a temporary file,
/// `fsync` and `rename`, so a crash during the rewrite leaves either the old log or the new one.
public struct ProgressLogFile: Sendable {
    /// What went wrong, in the learner's language, followed by the system's own words for the cause.
    public struct Failure: Error, Sendable {
        public var message: LocalizedText
    }

    public static let fileName = "progress.jsonl"

    /// The directory that holds the log.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public var path: String { directory + "/" + Self.fileName }

    /// `$XDG_DATA_HOME/vclab`, or `~/.local/share/vclab` when it is unset, empty or relative (the XDG
    /// Base Directory rules); `nil` without a home directory.
    public static func defaultDirectory(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/vclab" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/share/vclab"
    }

    /// The log as it is now; an empty log when there is no file yet.
    public func load() throws(Failure) -> ProgressLog {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return ProgressLog(parsing: []) }
            throw failure("cannot read \(path)", "无法读取 \(path)")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read \(path)", "无法读取 \(path)")
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return ProgressLog(parsing: bytes)
    }

    /// Rewrites the log without its cut-short tail (and with a final newline), atomically.
    public func repair(_ log: ProgressLog) throws(Failure) {
        guard log.needsRepair else { return }
        try createDirectory()
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot write \(temporary)", "无法写入 \(temporary)") }
        let written = Self.writeAll(log.completeBytes, to: descriptor) && fsync(descriptor) == 0
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw failure("cannot replace \(path)", "无法替换 \(path)")
        }
        syncDirectory()
    }

    /// Appends one record and waits until it is on disk.
    public func append(_ record: ProgressRecord) throws(Failure) {
        try createDirectory()
        let line = ProgressLog.line(for: record)
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        sigaddset(&blocked, SIGTERM)
        sigaddset(&blocked, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let existed = access(path, F_OK) == 0
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot open \(path) for writing", "无法打开 \(path) 写入") }
        let written = Self.writeAll(line, to: descriptor) && fsync(descriptor) == 0
        close(descriptor)
        guard written else { throw failure("cannot write to \(path)", "无法写入 \(path)") }
        // A new file's directory entry is durable only once the directory itself is synced.
        if !existed { syncDirectory() }
    }

    private func createDirectory() throws(Failure) {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw failure("cannot create the directory \(prefix)", "无法创建目录 \(prefix)")
            }
        }
    }

    private func syncDirectory() {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    private func failure(_ english: String, _ chinese: String) -> Failure {
        let cause = String(cString: strerror(errno))
        return Failure(message: LocalizedText(english: english + ": " + cause, chinese: chinese + "：" + cause))
    }
}

import Foundation
import VCLabHTML

#if canImport(Glibc)
import Glibc
#endif

/// Writes a site into a fresh folder beside its destination, then swaps that folder into place in one step,
/// so a build that fails or is killed leaves the previous site exactly as it was.
///
/// The staging folder is `.<name>.building-<pid>` next to the destination (same file system, so the swap is
/// a rename). On Linux the swap is one `renameat2(RENAME_EXCHANGE)`; elsewhere it is two renames. A staging
/// folder left by a killed build is removed by the next one. An existing destination is replaced only if it
/// is empty or carries the marker file of an earlier build, so `--out` can never wipe a folder of the user's.
struct SiteDirectory {
    struct WriteError: Error {
        var message: String
    }

    /// The file every built site carries, which marks the folder as one `vclab build` may replace.
    static let markerName = ".vclab-site"
    static let markerText = "This folder is made by 'vclab build', which replaces all of it on every build.\n"

    let destination: String
    let staging: String
    private(set) var fileCount = 0
    private(set) var byteCount = 0

    /// Checks the destination and creates the staging folder.
    init(destination path: String) throws(WriteError) {
        var destination = path
        while destination.count > 1, destination.hasSuffix("/") { destination.removeLast() }
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        staging = parent + "/." + name + ".building-\(getpid())"

        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw WriteError(message: "'\(destination)' exists and is not a folder")
            }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? []
            guard contents.isEmpty || contents.contains(Self.markerName) else {
                throw WriteError(
                    message: "'\(destination)' is not a site built by vclab (it has no \(Self.markerName) file), "
                        + "so it is left alone; remove it or choose another --out")
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw WriteError(message: "cannot create '\(parent)': \(error.localizedDescription)")
        }
        Self.removeAbandonedStaging(in: parent, name: name)
        try? FileManager.default.removeItem(atPath: staging)
        guard mkdir(staging, 0o755) == 0 else {
            throw WriteError(message: "cannot create '\(staging)': \(String(cString: strerror(errno)))")
        }
    }

    /// Writes one file of the site into the staging folder.
    mutating func write(_ file: OutputFile) throws(WriteError) {
        let path = staging + "/" + file.path
        if file.path.contains("/") {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Self.writeFile(file.bytes, to: path)
        fileCount += 1
        byteCount += file.bytes.count
    }

    /// Marks the staging folder as a site and puts it in the destination's place; the old site is removed.
    func commit() throws(WriteError) {
        try Self.writeFile(Array(Self.markerText.utf8), to: staging + "/" + Self.markerName)
        if access(destination, F_OK) == 0 {
            if Self.exchange(staging, destination) {
                // The staging path now holds the previous site.
                try? FileManager.default.removeItem(atPath: staging)
                return
            }
            let previous = staging + ".previous"
            guard rename(destination, previous) == 0 else {
                throw WriteError(message: "cannot move '\(destination)' aside: \(String(cString: strerror(errno)))")
            }
            guard rename(staging, destination) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(previous, destination)
                throw WriteError(message: "cannot move the new site into '\(destination)': \(reason)")
            }
            try? FileManager.default.removeItem(atPath: previous)
        } else {
            guard rename(staging, destination) == 0 else {
                throw WriteError(
                    message: "cannot move the new site into '\(destination)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Removes the staging folder; the destination is untouched.
    func abandon() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    // MARK: - System calls

    private static func writeFile(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
        -> Int32

    /// Swaps two paths in one step with Linux's `renameat2(RENAME_EXCHANGE)`, looked up at run time because
    /// Swift's Glibc module does not declare it; false where the system or the file system lacks it.
    private static func exchange(_ first: String, _ second: String) -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }

    /// Staging folders of builds whose process is gone (killed mid-build).
    private static func removeAbandonedStaging(in parent: String, name: String) {
        let prefix = "." + name + ".building-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let digits = entry.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(digits), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: parent + "/" + entry)
            }
        }
    }
}

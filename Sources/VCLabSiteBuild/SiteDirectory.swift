import Foundation
import VCLabHTML

#if canImport(Glibc)
import Glibc
import VCLabHost
#endif

/// Writes a site into a fresh folder beside its destination, then swaps that folder into place in one step,
/// so a build that fails or is killed leaves the previous site exactly as it was.
///
/// The staging folder is `.<name>.building-<pid>` next to the destination (same file system, so the swap is
/// a rename). On Linux the swap is one `renameat2(RENAME_EXCHANGE)`; elsewhere it is two renames. A staging
/// folder left by a killed build is removed by the next one. An existing destination is replaced only if it
/// is empty or carries the marker file of an earlier build, so `--out` can never wipe a folder of the user's.
///
/// The site a build replaces is not deleted but kept as `.<name>.previous`, and the next build uses it as its
/// staging folder: a file written over keeps its inode, and creating thousands of files just after deleting
/// thousands costs more than writing them on ext4 without a journal, which skips every recently freed inode.
/// What the new site does not have is removed before the swap (the site is flat, so by top-level name).
package struct SiteDirectory: SiteOutput {
    package struct WriteError: Error {
        package var message: String
    }

    /// The file every built site carries, which marks the folder as one `vclab build` may replace.
    package static let markerName = ".vclab-site"
    package static let markerText = "This folder is made by 'vclab build', which replaces all of it on every build.\n"

    package let destination: String
    package let staging: String
    private(set) var fileCount = 0
    private(set) var byteCount = 0
    /// Writes the files while the next pages are rendered.
    private let writer = BackgroundFileWriter()
    /// Files not yet handed to the writer, which takes them a batch at a time.
    private var pending: [BackgroundFileWriter.Job] = []
    private var pendingByteCount = 0
    private static let batchFileCount = 64
    private static let batchByteCount = 4 << 20
    /// Where the replaced site is kept for the next build to write into.
    package let previous: String
    /// Whether the staging folder is an earlier site being written over, so what is not written again must go.
    private(set) var isRecycled = false
    /// The top-level names written so far.
    private var writtenNames: Set<String> = []

    /// Checks the destination and creates the staging folder.
    package init(destination path: String) throws(WriteError) {
        var destination = path
        while destination.count > 1, destination.hasSuffix("/") { destination.removeLast() }
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        staging = parent + "/." + name + ".building-\(getpid())"
        previous = parent + "/." + name + ".previous"

        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw WriteError(message: "'\(destination)' exists and is not a folder")
            }
            guard Self.isSiteOrEmpty(destination) else {
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
        // Only a folder that is a site (or empty) is written over: never one of the user's by chance.
        if Self.isSiteOrEmpty(previous), rename(previous, staging) == 0 {
            isRecycled = true
            return
        }
        guard mkdir(staging, 0o755) == 0 else {
            throw WriteError(message: "cannot create '\(staging)': \(String(cString: strerror(errno)))")
        }
    }

    /// Writes one file of the site into the staging folder (on the writer's thread; a failure is reported by the
    /// next write or by ``commit()``).
    package mutating func write(_ file: OutputFile) throws(WriteError) {
        if let failure = writer.failure { throw WriteError(message: failure) }
        let path = staging + "/" + file.path
        if file.path.contains("/") {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        hand(.write(path: path, bytes: file.bytes), byteCount: file.bytes.count)
        writtenNames.insert(Self.topLevelName(file.path))
        fileCount += 1
        byteCount += file.bytes.count
    }

    private mutating func hand(_ job: BackgroundFileWriter.Job, byteCount: Int) {
        pending.append(job)
        pendingByteCount += byteCount
        if pending.count >= Self.batchFileCount || pendingByteCount >= Self.batchByteCount { flush() }
    }

    private mutating func flush() {
        writer.submit(pending)
        pending = []
        pendingByteCount = 0
    }

    private static func topLevelName(_ path: String) -> String {
        String(path.split(separator: "/", maxSplits: 1).first ?? Substring(path))
    }

    /// Adds bytes at the end of one file of the site, creating it on first use.
    package mutating func append(_ bytes: [UInt8], to path: String) throws(WriteError) {
        if let failure = writer.failure { throw WriteError(message: failure) }
        hand(.append(path: staging + "/" + path, bytes: bytes), byteCount: bytes.count)
        if writtenNames.insert(Self.topLevelName(path)).inserted { fileCount += 1 }
        byteCount += bytes.count
    }

    /// Marks the staging folder as a site and puts it in the destination's place; the old site is kept as
    /// ``previous`` for the next build to write into.
    package mutating func commit() throws(WriteError) {
        if isRecycled {
            // What the earlier site had and this one does not: pages of lessons since removed.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? []
            for name in names where name != Self.markerName && !writtenNames.contains(name) {
                try? FileManager.default.removeItem(atPath: staging + "/" + name)
            }
        }
        pending.append(.write(path: staging + "/" + Self.markerName, bytes: Array(Self.markerText.utf8)))
        flush()
        if let failure = writer.finish() { throw WriteError(message: failure) }
        if access(destination, F_OK) == 0 {
            if Self.exchange(staging, destination) {
                // The staging path now holds the previous site: kept for the next build to write into.
                keep(staging)
                return
            }
            let replaced = staging + ".old"
            guard rename(destination, replaced) == 0 else {
                throw WriteError(message: "cannot move '\(destination)' aside: \(String(cString: strerror(errno)))")
            }
            guard rename(staging, destination) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(replaced, destination)
                throw WriteError(message: "cannot move the new site into '\(destination)': \(reason)")
            }
            keep(replaced)
        } else {
            guard rename(staging, destination) == 0 else {
                throw WriteError(
                    message: "cannot move the new site into '\(destination)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Keeps the replaced site at `path` as the folder the next build writes into.
    private func keep(_ path: String) {
        if access(previous, F_OK) == 0, Self.isSiteOrEmpty(previous) {
            try? FileManager.default.removeItem(atPath: previous)
        }
        if rename(path, previous) != 0 { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Whether `path` is a folder that is empty or carries the marker: one vclab may write over or remove.
    private static func isSiteOrEmpty(_ path: String) -> Bool {
        guard let contents = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return contents.isEmpty || contents.contains(markerName)
    }

    /// Removes the staging folder; the destination is untouched.
    package mutating func abandon() {
        pending = []
        _ = writer.finish()
        try? FileManager.default.removeItem(atPath: staging)
    }

    // MARK: - System calls

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

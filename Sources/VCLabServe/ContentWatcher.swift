#if canImport(Glibc)
import Glibc
import VCLabHost
#endif

/// Wakes `vclab serve` the moment a file under the content folder is written, moved or removed (Linux inotify):
/// without it a save waits for the next look at the folder, up to 50 ms, half of the time a page may take. The
/// looks go on besides, once a second, for what inotify does not see (a network file system, a folder past the
/// watch limit).
///
/// Only finished writes wake it (a file closed after writing, or renamed into place, as editors save), not
/// each `write`, so a save is seldom read half written.
///
/// It says which files the events name, so that a save looks at them alone rather than at every file of the
/// folder (``ContentSnapshot/refresh(_:)``): a course of 2,000 files takes several milliseconds to walk.
package final class ContentWatcher {
    /// What ``drain()`` read.
    package enum Events: Equatable {
        case none
        /// The lessons and scenarios (`.md`, `.sim`, not hidden) written, moved or removed; empty when only
        /// other files were.
        case files(Set<String>)
        /// A folder changed, or events were lost: only a walk of the folder can tell what changed.
        case unknown
    }

    /// Readable when something happened; `HTTPServer.run` polls it with its connections.
    package let descriptor: Int32
    private let root: String
    /// The folder each watch is on, to name the files of its events.
    private var folders: [Int32: String] = [:]

    package init?(root: String) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.root = root
        watchFolders()
    }

    deinit { close(descriptor) }

    /// Watches the root and every folder under it, as ``ContentSnapshot`` walks them; a folder watched already
    /// keeps its watch, so this is called again after files were added, to watch new folders.
    package func watchFolders() { watch(root, depth: 0) }

    private func watch(_ directory: String, depth: Int) {
        guard depth < ContentDirectory.maximumDepth else { return }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        let watchDescriptor = inotify_add_watch(descriptor, directory, events)
        guard watchDescriptor >= 0, let handle = opendir(directory) else { return }
        folders[watchDescriptor] = directory
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard !name.hasPrefix("."), entry.pointee.d_type == UInt8(DT_DIR) else { continue }
            watch(directory + "/" + name, depth: depth + 1)
        }
    }

    /// Reads every event waiting, and names the files they are about.
    package func drain() -> Events {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let header = MemoryLayout<inotify_event>.size
        var any = false
        var isUnknown = false
        var paths: Set<String> = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + header <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                // The name is padded with zero bytes to the event's length.
                let name = String(
                    decoding: buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 },
                    as: UTF8.self)
                offset += header + length
                any = true
                guard mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED | IN_ISDIR) == 0, let folder = folders[watch],
                    !name.isEmpty
                else {
                    isUnknown = true
                    continue
                }
                // What ContentSnapshot keeps: lessons and scenarios, not hidden (an editor's temporary files).
                if !name.hasPrefix("."), name.hasSuffix(".md") || name.hasSuffix(".sim") {
                    paths.insert(folder + "/" + name)
                }
            }
        }
        return !any ? .none : isUnknown ? .unknown : .files(paths)
    }
}

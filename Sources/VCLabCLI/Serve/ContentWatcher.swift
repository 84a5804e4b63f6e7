#if canImport(Glibc)
import Glibc
#endif

/// Wakes `vclab serve` the moment a file under the content folder is written, moved or removed (Linux inotify):
/// without it a save waits for the next look at the folder, up to 50 ms, half of the time a page may take. The
/// looks go on besides, once a second, for what inotify does not see (a network file system, a folder past the
/// watch limit).
///
/// Only finished writes wake it (a file closed after writing, or renamed into place, as editors save), not
/// each `write`, so a save is seldom read half written.
final class ContentWatcher {
    /// Readable when something happened; `HTTPServer.run` polls it with its connections.
    let descriptor: Int32
    private let root: String

    init?(root: String) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.root = root
        watchFolders()
    }

    deinit { close(descriptor) }

    /// Watches the root and every folder under it, as ``ContentSnapshot`` walks them; a folder watched already
    /// keeps its watch, so this is called again after files were added, to watch new folders.
    func watchFolders() { watch(root, depth: 0) }

    private func watch(_ directory: String, depth: Int) {
        guard depth < ContentDirectory.maximumDepth else { return }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(descriptor, directory, events) >= 0, let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard !name.hasPrefix("."), entry.pointee.d_type == UInt8(DT_DIR) else { continue }
            watch(directory + "/" + name, depth: depth + 1)
        }
    }

    /// Reads every event waiting; whether there was one. What changed is left to ``ContentSnapshot``.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var any = false
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 { any = true }
        return any
    }
}

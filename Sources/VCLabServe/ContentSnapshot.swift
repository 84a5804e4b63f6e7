#if canImport(Glibc)
import Glibc
import VCLabHost
#endif

/// The lessons and scenarios under a content folder with their modification times and sizes: comparing two
/// snapshots says which files were added, removed or saved since. Hidden files and folders are skipped, as
/// the checker skips them.
package struct ContentSnapshot: Equatable {
    package struct Signature: Equatable {
        package var seconds: Int
        package var nanoseconds: Int
        package var size: Int
    }

    package var files: [String: Signature] = [:]

    package init(root: String) {
        walk(root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root, depth: 0)
    }

    private mutating func walk(_ directory: String, depth: Int) {
        guard depth < ContentDirectory.maximumDepth, let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            let path = directory + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(path, depth: depth + 1)
            } else if name.hasSuffix(".md") || name.hasSuffix(".sim") {
                files[path] = Signature(
                    seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec, size: Int(status.st_size))
            }
        }
    }

    /// Looks at `paths` alone (files ``ContentWatcher`` says were written, moved or removed) and changes the
    /// snapshot to what a walk of the folder would now find of them; returns what ``changes(since:)`` would
    /// against the snapshot as it was, or `nil` when one of them is a folder now (only a walk can tell).
    package mutating func refresh(_ paths: Set<String>) -> (changed: [String], addedOrRemoved: Bool)? {
        var changed: [String] = []
        var addedOrRemoved = false
        for path in paths.sorted() {
            var status = stat()
            var signature: Signature?
            if stat(path, &status) == 0 {
                guard status.st_mode & S_IFMT != S_IFDIR else { return nil }
                signature = Signature(
                    seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec, size: Int(status.st_size))
            }
            guard files[path] != signature else { continue }
            changed.append(path)
            if files[path] == nil || signature == nil { addedOrRemoved = true }
            files[path] = signature
        }
        return (changed, addedOrRemoved)
    }

    /// Keeps `old`'s signature for each file written less than `window` nanoseconds before `now` (the wall
    /// clock, as modification times are): a walk that meets a lesson an editor is still writing in place leaves
    /// it to the watcher's close event or the next walk, rather than building a half-written lesson, which made
    /// serve build the whole course and then the page again.
    package mutating func holdBack(writtenWithin window: Int, before now: timespec, since old: ContentSnapshot) {
        for (path, signature) in files where old.files[path] != signature {
            let age = (now.tv_sec - signature.seconds) * 1_000_000_000 + (now.tv_nsec - signature.nanoseconds)
            if age < window { files[path] = old.files[path] }
        }
    }

    /// The paths that differ between the two snapshots, and whether any was added or removed.
    package func changes(since old: ContentSnapshot) -> (changed: [String], addedOrRemoved: Bool) {
        var changed: [String] = []
        var addedOrRemoved = false
        for (path, signature) in files where old.files[path] != signature {
            changed.append(path)
            if old.files[path] == nil { addedOrRemoved = true }
        }
        for path in old.files.keys where files[path] == nil {
            changed.append(path)
            addedOrRemoved = true
        }
        return (changed.sorted(), addedOrRemoved)
    }
}

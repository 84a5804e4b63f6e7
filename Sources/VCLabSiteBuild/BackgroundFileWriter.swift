import Dispatch
import Synchronization
import VCLabHost

#if canImport(Glibc)
import Glibc
#endif

/// Writes files on a thread of its own, in the order they are handed over, so that a build renders the next
/// batch of pages while the last one goes to disk.
///
/// Files come in batches, one wake-up of the writer each; at most ``maximumPendingBatches`` wait at any time,
/// which bounds the memory they hold. The first failure is kept and reported by ``finish()``; writes after it
/// are dropped, since the build is going to fail anyway. No lock is held while writing: the open files belong
/// to the writer's queue alone.
package final class BackgroundFileWriter: @unchecked Sendable {
    package enum Job: Sendable {
        /// Replaces the file at the path.
        case write(path: String, bytes: [UInt8])
        /// Adds to the end of the file at the path, which the first append creates empty.
        case append(path: String, bytes: [UInt8])
    }

    package static let maximumPendingBatches = 4

    private let queue = DispatchQueue(label: "vclab.site-writer")
    private let slots = DispatchSemaphore(value: BackgroundFileWriter.maximumPendingBatches)
    private let hasFailed = Atomic(false)
    private let firstFailure = Mutex<String?>(nil)
    /// Files being appended to, kept open until ``finish()``; touched on `queue` only.
    private var appended: [String: Int32] = [:]

    /// The first write that failed so far.
    package var failure: String? {
        hasFailed.load(ordering: .acquiring) ? firstFailure.withLock { $0 } : nil
    }

    package func submit(_ jobs: [Job]) {
        guard !jobs.isEmpty else { return }
        slots.wait()
        queue.async {
            for job in jobs where !self.hasFailed.load(ordering: .relaxed) {
                if let failure = self.run(job) { self.record(failure) }
            }
            self.slots.signal()
        }
    }

    /// Waits for every write, closes the appended files, and returns the first failure, if any.
    package func finish() -> String? {
        queue.sync {
            for (path, descriptor) in appended.sorted(by: { $0.key < $1.key }) where close(descriptor) != 0 {
                record(Self.failure(path))
            }
            appended = [:]
        }
        return failure
    }

    private func run(_ job: Job) -> String? {
        switch job {
        case .write(let path, let bytes):
            // Written over and then cut to length rather than emptied first: ext4 treats a file truncated to
            // nothing and written again as a replacement and allocates its blocks on `close`, which made
            // closing cost more than writing when a build writes over the site before last.
            // Never through a link: a folder being written over must not send a page anywhere else.
            var descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor < 0, errno == ELOOP, unlink(path) == 0 {
                descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            }
            guard descriptor >= 0 else { return Self.failure(path) }
            defer { close(descriptor) }
            if let code = FileOutput.writeAll(bytes, to: descriptor) { return Self.failure(path, errno: code) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return Self.failure(path) }
            if Int(status.st_size) > bytes.count, ftruncate(descriptor, off_t(bytes.count)) != 0 {
                return Self.failure(path)
            }
            return nil
        case .append(let path, let bytes):
            let descriptor: Int32
            if let open = appended[path] {
                descriptor = open
            } else {
                _ = unlink(path)  // a fresh file, never a link left in a folder being written over
                descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { return Self.failure(path) }
                appended[path] = descriptor
            }
            return FileOutput.writeAll(bytes, to: descriptor).map { Self.failure(path, errno: $0) }
        }
    }

    private func record(_ failure: String) {
        firstFailure.withLock { $0 = $0 ?? failure }
        hasFailed.store(true, ordering: .releasing)
    }

    private static func failure(_ path: String, errno code: Int32 = errno) -> String {
        "cannot write '\(path)': \(String(cString: strerror(code)))"
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the same
/// folder, which then takes the target's place in one step.
package enum FileOutput {
    package struct WriteError: Error {
        package var message: String
    }

    /// Replaces (or creates) `path` with `bytes`, keeping an existing file's permissions.
    ///
    /// - Parameter durably: flush the bytes to the disk before the file takes its place, so that it survives a
    ///   crash too; without it a reader still never sees half a file.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, durably: Bool = true) throws(WriteError) {
        var status = stat()
        let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let temporary = try writeTemporary(bytes, besides: path, mode: mode, durably: durably)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(message: "cannot write '\(path)': \(reason)")
        }
    }

    /// Creates `path` with `bytes`, failing when it exists already, without ever replacing it.
    package static func create(_ bytes: [UInt8], at path: String) throws(WriteError) {
        let temporary = try writeTemporary(bytes, besides: path, mode: 0o644, durably: true)
        defer { unlink(temporary) }
        // link() fails when the target exists, so no file is ever overwritten, even in a race.
        guard link(temporary, path) == 0 else {
            let reason = errno == EEXIST ? "it already exists" : String(cString: strerror(errno))
            throw WriteError(message: "cannot create '\(path)': \(reason)")
        }
    }

    private static func writeTemporary(_ bytes: [UInt8], besides path: String, mode: mode_t, durably: Bool)
        throws(WriteError) -> String
    {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).vclab-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw WriteError(message: "cannot write in '\(directory)': \(String(cString: strerror(errno)))")
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure = writeAll(bytes, to: descriptor).map { String(cString: strerror($0)) }
        if failure == nil, fchmod(descriptor, mode) != 0 || (durably && fsync(descriptor) != 0) {
            failure = String(cString: strerror(errno))
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw WriteError(message: "cannot write '\(path)': \(failure)")
        }
        return temporary
    }

    /// Writes every byte to `descriptor`, retrying interrupted and short writes; the `errno` of a failure, or
    /// `nil`. Every file and stream VCLab writes goes through this one loop.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            remaining = remaining.dropFirst(written)
        }
        return nil
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads the files a command names; `-` is standard input.
package enum FileInput {
    package struct ReadError: Error {
        package var message: String

        package init(message: String) { self.message = message }
    }

    package static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
        if path == "-" {
            return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(message: "no such file '\(path)'")
        }
        guard !isDirectory.boolValue else { throw ReadError(message: "'\(path)' is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(message: "cannot read '\(path)'")
        }
        return [UInt8](data)
    }

    /// The bytes of a regular file, or `nil` when it cannot be read: one `open`, `fstat` and `read` loop, for
    /// reading thousands of lessons without Foundation's copies.
    package static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew since fstat: keep reading.
                bytes += [UInt8](repeating: 0, count: max(4096, bytes.count))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Maps a request path to a file of the served site, refusing everything outside it.
///
/// The path is percent-decoded once; a decoded `..` or `.` segment, a backslash, a NUL byte or an encoded `/`
/// is refused before the file system is asked anything, and the file found must, once every symbolic link is
/// resolved, still be a regular file under the site's own resolved folder. Folders are never listed: `/` is
/// `index.html`, any other folder is not found.
package struct SiteFileResolver {
    package enum Resolution: Equatable {
        case file(String)
        case notFound
        case forbidden
    }

    /// The site folder with every link resolved.
    package let root: String

    package init?(root: String) {
        guard let resolved = realpath(root, nil) else { return nil }
        self.root = String(cString: resolved)
        free(resolved)
    }

    package func resolve(_ target: String) -> Resolution {
        let path = String(target.prefix { $0 != "?" && $0 != "#" })
        guard path.hasPrefix("/"), let decoded = Self.percentDecoded(path) else { return .forbidden }
        var segments: [String] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == ".." || segment == "." || segment.contains("\\") || segment.utf8.contains(0) {
                return .forbidden
            }
            segments.append(String(segment))
        }
        if segments.isEmpty { segments = ["index.html"] }
        let candidate = root + "/" + segments.joined(separator: "/")
        guard let resolvedPointer = realpath(candidate, nil) else { return .notFound }
        let resolved = String(cString: resolvedPointer)
        free(resolvedPointer)
        guard resolved.hasPrefix(root + "/") else { return .forbidden }
        var status = stat()
        guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .notFound }
        return .file(resolved)
    }

    /// `%XX` decoded; `nil` for a malformed escape, an encoded `/` (which would hide a segment boundary) or
    /// bytes that are not UTF-8.
    package static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        let input = Array(text.utf8)
        var index = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while index < input.count {
            if input[index] == UInt8(ascii: "%") {
                guard index + 2 < input.count, let high = hex(input[index + 1]), let low = hex(input[index + 2]) else {
                    return nil
                }
                let byte = high << 4 | low
                guard byte != UInt8(ascii: "/"), byte != 0 else { return nil }
                bytes.append(byte)
                index += 3
            } else {
                bytes.append(input[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

import Foundation
import VCLabContent
import VCLabSupport

#if canImport(Glibc)
import Glibc
#endif

/// Reads every lesson (`.md`) and scenario (`.sim`) under a content directory, for the pure checker.
///
/// Hidden files and folders are skipped. A symbolic link is followed only when it stays inside the
/// directory; one that leads outside (or nowhere) is reported and skipped, so a content tree can never make
/// VCLab read, or `--fix` write, a file elsewhere on the machine. Folders reached twice are read once.
package struct ContentDirectory {
    package struct Listing {
        package var files: [SourceFile]
        /// The lessons found but not read, when the listing was asked not to read them.
        package var lessonPaths: [String] = []
        /// Links that lead outside, files that cannot be read.
        package var diagnostics: [Diagnostic]
    }

    /// Deeper folders are not read: no course nests that deep, and a bound keeps a hostile tree in check.
    package static let maximumDepth = 32

    package let root: String
    /// The root with every link, `.` and `..` resolved: the prefix every file must have.
    package let resolvedRoot: String

    package init(root: String) throws(FileInput.ReadError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
            let resolved = Self.resolve(root)
        else { throw FileInput.ReadError(message: "no such directory '\(root)'") }
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        resolvedRoot = resolved
    }

    /// - Parameter readingLessons: whether to read the lessons too, or only list them in `lessonPaths`
    ///   (`vclab build` reads each lesson when it gets to it, so that a large course is never in memory whole).
    package func read(readingLessons: Bool = true) -> Listing {
        var listing = Listing(files: [], diagnostics: [])
        var visited: Set<String> = [resolvedRoot]
        walk(path: root, relative: "", depth: 0, visited: &visited, readingLessons: readingLessons, into: &listing)
        return listing
    }

    /// Whether `path`, once every link in it is resolved, is inside the root.
    package func contains(_ path: String) -> Bool {
        guard let resolved = Self.resolve(path) else { return false }
        return resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/")
    }

    private func walk(
        path: String, relative: String, depth: Int, visited: inout Set<String>, readingLessons: Bool,
        into listing: inout Listing
    ) {
        guard depth < Self.maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let childPath = path == "/" ? "/" + name : path + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(childPath, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFLNK {
                guard contains(childPath), stat(childPath, &status) == 0 else {
                    listing.diagnostics.append(
                        Diagnostic(
                            id: CourseDiagnosticID.outsideRoot,
                            location: SourceLocation(path: childPath, line: 1, column: 1),
                            message: "this link leads outside '\(root)' (or nowhere), so it is skipped",
                            fixIt: "copy the file into the content directory instead"))
                    continue
                }
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                guard let resolved = Self.resolve(childPath), visited.insert(resolved).inserted else { continue }
                walk(
                    path: childPath, relative: childRelative, depth: depth + 1, visited: &visited,
                    readingLessons: readingLessons, into: &listing)
            case S_IFREG where name.hasSuffix(".md") || name.hasSuffix(".sim"):
                if !readingLessons, SourceFile(path: childPath, relativePath: childRelative, bytes: []).isLesson {
                    listing.lessonPaths.append(childPath)
                    continue
                }
                guard let data = FileManager.default.contents(atPath: childPath) else {
                    listing.diagnostics.append(CourseOutline.unreadableFile(childPath))
                    continue
                }
                listing.files.append(SourceFile(path: childPath, relativePath: childRelative, bytes: [UInt8](data)))
            default:
                continue
            }
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved; `nil` when it does not exist.
    package static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

import Foundation
import Testing
import VCLabContent

/// The lesson fixtures in `Tests/VCLabContentTests/Fixtures/`, read from the source tree so that every test target
/// that checks a course (the content's and the exports') reads the same files.
public enum Fixtures {
    public static func directory() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = root.appendingPathComponent("Tests/VCLabContentTests/Fixtures")
        try #require(FileManager.default.fileExists(atPath: directory.path))
        return directory
    }

    /// Every `.md` and `.sim` file under `Fixtures/<course>`, named as `vclab check <course>` would name them.
    public static func course(_ name: String) throws -> [SourceFile] {
        let root = try directory().appendingPathComponent(name)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [SourceFile] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".md") || relative.hasSuffix(".sim") else { continue }
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(relative)))
            files.append(SourceFile(path: "\(name)/\(relative)", relativePath: relative, bytes: bytes))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// One fixture file's bytes.
    public static func bytes(_ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory().appendingPathComponent(path)))
    }
}

import Foundation

/// Where the learner left off: the lesson's slug and the page, one line (`06-navigation 4`) in a file beside
/// the progress log. Written atomically on every page change; losing it loses only the place, never an
/// answer, so a file that cannot be read or written is ignored.
package struct StudyPlace {
    package static let fileName = "place"

    package var directory: String

    package init(directory: String) { self.directory = directory }

    package var path: String { directory + "/" + Self.fileName }

    package func load() -> (slug: String, page: Int)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, let page = Int(words[1]), page >= 0 else { return nil }
        return (String(words[0]), page)
    }

    package func save(slug: String, page: Int) {
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? Data("\(slug) \(page)\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

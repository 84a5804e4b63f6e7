import Foundation
import VCLabStudy

/// The file `place` beside the progress log: where the learner left off in each lesson (``StudyPlaces``).
/// Written atomically whenever the learner moves to another page; losing it loses only the places, never
/// an answer, so a file that cannot be read or written is ignored.
package struct StudyPlace {
    package static let fileName = "place"

    package var directory: String

    package init(directory: String) { self.directory = directory }

    package var path: String { directory + "/" + Self.fileName }

    package func load() -> StudyPlaces {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return StudyPlaces() }
        return StudyPlaces(parsing: text)
    }

    /// The learner moved to `page` of `slug`; the other lessons' places are kept as they are in the file now
    /// (read again, so that two sessions at once lose nothing but the order).
    package func save(slug: String, page: Int) {
        var places = load()
        places.move(to: page, in: slug)
        write(places)
    }

    package func forget(slug: String) {
        var places = load()
        guard places.page(in: slug) != nil else { return }
        places.forget(slug)
        write(places)
    }

    private func write(_ places: StudyPlaces) {
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? Data(places.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

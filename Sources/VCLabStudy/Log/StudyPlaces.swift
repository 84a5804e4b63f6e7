/// Where the learner left off in each lesson they have moved through: one `slug page` line per lesson (the
/// page counted from 0), the most recent first. The file of an earlier version held one such line, the
/// one place; it reads as a list of one.
///
///     08-segues-and-modal-presentation 8
///     01-what-a-view-controller-is 3
public struct StudyPlaces: Hashable, Sendable {
    public struct Place: Hashable, Sendable {
        public var slug: String
        public var page: Int

        public init(slug: String, page: Int) {
            self.slug = slug
            self.page = page
        }
    }

    /// The most recent first, one per slug.
    public private(set) var places: [Place] = []

    public init(places: [Place] = []) {
        for place in places where !self.places.contains(where: { $0.slug == place.slug }) {
            self.places.append(place)
        }
    }

    /// Reads the file's text; a line that is not `slug page` is skipped, so a damaged file loses only
    /// the places it damaged.
    public init(parsing text: String) {
        var places: [Place] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard words.count == 2, let page = Int(words[1]), page >= 0 else { continue }
            places.append(Place(slug: String(words[0]), page: page))
        }
        self.init(places: places)
    }

    /// The place the learner was last at, in whichever lesson.
    public var last: Place? { places.first }

    /// Where the learner left off in the lesson `slug`.
    public func page(in slug: String) -> Int? { places.first { $0.slug == slug }?.page }

    /// The learner is now on `page` of `slug`: that lesson's place moves to the front, the others stay.
    public mutating func move(to page: Int, in slug: String) {
        places.removeAll { $0.slug == slug }
        places.insert(Place(slug: slug, page: page), at: 0)
    }

    /// The lesson is finished: a next start does not drop the learner on its last page.
    public mutating func forget(_ slug: String) {
        places.removeAll { $0.slug == slug }
    }

    /// The file's text.
    public var text: String { places.map { "\($0.slug) \($0.page)\n" }.joined() }
}

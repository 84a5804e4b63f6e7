import VCLabSupport

/// What the rest of a course needs to know of a lesson before any lesson is checked: its place in reading
/// order, its title and summary (for its neighbours' links and the index), and its quizzes' ids.
///
/// A large course is checked and built a batch of lessons at a time, so that memory does not grow with the
/// course; outlines are what is kept of every lesson for the whole run. ``LessonParser/outline(path:bytes:)``
/// makes one without converting the lesson's prose when the file has no quiz.
public struct LessonOutline: Hashable, Sendable {
    public var path: String
    public var slug: String
    public var frontMatter: FrontMatter
    var quizzes: [QuizOutline]

    public init(_ lesson: Lesson) {
        self.init(
            path: lesson.path, slug: lesson.slug, frontMatter: lesson.frontMatter,
            quizzes: lesson.quizzes.map(QuizOutline.init))
    }

    init(path: String, slug: String, frontMatter: FrontMatter, quizzes: [QuizOutline]) {
        self.path = path
        self.slug = slug
        self.frontMatter = frontMatter
        self.quizzes = quizzes
    }

    public var title: String { frontMatter.title }

    /// Whether the rest of the course sees the two alike: the same file, front matter, and quizzes with the
    /// same ids, kinds and scenarios, wherever they are in the file. A lesson edited without changing these
    /// leaves every other page, the index and the sidebar as they were (`vclab serve` rebuilds its page
    /// alone).
    public func hasSameShape(as other: LessonOutline) -> Bool {
        path == other.path && slug == other.slug && frontMatter == other.frontMatter
            && quizzes.map { [$0.id ?? "", $0.keyword, $0.simulationName] }
                == other.quizzes.map { [$0.id ?? "", $0.keyword, $0.simulationName] }
    }

    /// The course's reading order: by `order`, lessons without one last, then by file name, then by path.
    public static func readingOrder(_ first: LessonOutline, _ second: LessonOutline) -> Bool {
        readingOrder(first.path, first.frontMatter.order, second.path, second.frontMatter.order)
    }

    static func readingOrder(_ firstPath: String, _ firstOrder: Int?, _ secondPath: String, _ secondOrder: Int?)
        -> Bool
    {
        let firstKey = (firstOrder == nil ? 1 : 0, firstOrder ?? 0, fileName(firstPath))
        let secondKey = (secondOrder == nil ? 1 : 0, secondOrder ?? 0, fileName(secondPath))
        if firstKey != secondKey { return firstKey < secondKey }
        return firstPath < secondPath
    }

    /// The part after the last `/`, without a copy: sorting compares it n log n times.
    private static func fileName(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }
}

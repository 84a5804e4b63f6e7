import VCLabContent
import VCLabMarkdown

/// Finds a lesson's section by its words, when no lesson is named so: `vclab show viewIsAppearing`,
/// `vclab show 'push pop'`, `vclab study 布局`. A section runs from a heading (of any level up to 3) to
/// the next one; its words are the heading's, the prose's, its scenarios' (so a callback a scenario only
/// shows is found too) and its quizzes' prompts and options. Every word asked for must be in the section,
/// as a part of a word (`appear` finds `viewIsAppearing`), without regard to case; in Chinese, any run of
/// characters. Sections whose heading holds every word come first, then those where the words come up
/// most often (a section about pushing says "push" many times; one that mentions it, once), then the
/// course's order.
///
/// The site's search runs in the browser over an index it builds from the rendered pages
/// (`SearchIndexRenderer` in VCLabHTML); the terminal has no rendered pages, so it reads the lessons.
public enum SectionLookup {
    public struct Match: Hashable, Sendable {
        /// The lesson's index in the lessons searched.
        public var lesson: Int
        /// The index in ``Lesson/blocks`` of the section's heading (0 for the text before the first one).
        public var block: Int
        public var heading: String
    }

    /// The sections holding every word of `query`, best first; empty for a query without words.
    public static func find(_ query: String, in lessons: [Lesson]) -> [Match] {
        let words = query.lowercased().split { $0.isWhitespace || $0 == "-" || $0 == "_" }.map {
            LessonLookup.stem(String($0))
        }
        guard !words.isEmpty else { return [] }
        var inHeading: [Match] = []
        var inText: [(match: Match, count: Int)] = []
        for (index, lesson) in lessons.enumerated() {
            for section in sections(of: lesson) {
                let heading = section.heading.lowercased()
                let text = section.text.lowercased()
                guard words.allSatisfy({ heading.contains($0) || text.contains($0) }) else { continue }
                let match = Match(lesson: index, block: section.block, heading: section.heading)
                if words.allSatisfy({ heading.contains($0) }) {
                    inHeading.append(match)
                } else {
                    let count = words.reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
                    inText.append((match, count))
                }
            }
        }
        // A stable sort: equal counts keep the course's order.
        let ranked = inText.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }
        return inHeading + ranked.map(\.element.match)
    }

    /// A lesson's sections: the heading, where it is, and every word under it.
    static func sections(of lesson: Lesson) -> [(block: Int, heading: String, text: String)] {
        var sections: [(block: Int, heading: String, text: String)] = [(0, lesson.title, "")]
        for (index, block) in lesson.blocks.enumerated() {
            var words = ""
            switch block {
            case .markdown(.heading(let level, let inlines, _)) where level <= 3:
                let heading = MarkdownDocument.plainText(of: inlines)
                if index == 0, level == 1 {
                    sections[0].heading = heading
                } else {
                    sections.append((index, heading, ""))
                }
                continue
            case .markdown(let markdown):
                words = MarkdownDocument.plainText(of: [markdown])
            case .simulation(let simulation):
                words = lesson.simulations.indices.contains(simulation) ? lesson.simulations[simulation].source : ""
            case .quiz(let quiz):
                guard lesson.quizzes.indices.contains(quiz) else { continue }
                words = ([lesson.quizzes[quiz].prompt] + lesson.quizzes[quiz].choices).joined(separator: " ")
            }
            sections[sections.count - 1].text += " " + words
        }
        return sections
    }
}

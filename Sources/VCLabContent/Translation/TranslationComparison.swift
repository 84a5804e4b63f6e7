import VCLabMarkdown
import VCLabSupport

/// Lines up a translation's sections with its original's and reports what one has and the other lacks:
/// sections and quizzes, as warnings at the translation's locations, with a note at the original's.
///
/// Headings are matched in order by level, a translated heading never crossing its neighbours; among the
/// alignments with the most matches, the one that pairs sections holding the same quizzes wins, so that a
/// translation missing a section with a quiz is told it lacks that one, not the last of its level.
struct TranslationComparison {
    /// Per heading of the translation, the plain text of the original's heading it translates (see
    /// ``Lesson/originalHeadings``).
    var originalHeadings: [String?]
    var diagnostics: [Diagnostic] = []

    private struct Section {
        var level: Int
        var text: String
        var location: SourceLocation
        var quizIDs: Set<String>
    }

    init(translation: Lesson, original: Lesson) {
        let translated = Self.sections(of: translation)
        let originals = Self.sections(of: original)
        let pairs = Self.alignment(translated, originals)
        originalHeadings = translated.indices.map { index in pairs[index].map { originals[$0].text } }
        let matchedOriginals = Set(pairs.compactMap { $0 })
        for (index, section) in originals.enumerated() where !matchedOriginals.contains(index) {
            diagnostics.append(
                Diagnostic(
                    id: TranslationDiagnosticID.missingSection, severity: .warning,
                    location: Self.place(before: index, pairs: pairs, translated: translated, in: translation),
                    message: "the translation lacks the original's section '\(section.text)'",
                    fixIt: "translate it, with a heading of level \(section.level)",
                    notes: [Diagnostic.Note(location: section.location, message: "the original's section")]))
        }
        for (index, section) in translated.enumerated() where pairs[index] == nil {
            diagnostics.append(
                Diagnostic(
                    id: TranslationDiagnosticID.extraSection, severity: .warning, location: section.location,
                    message: "the original has no section here for '\(section.text)'",
                    fixIt: "translate the original's sections, no more: its headings are the sections' anchors"))
        }
        let translatedIDs = Set(translation.quizzes.compactMap(\.id))
        for quiz in original.quizzes {
            guard let id = quiz.id, !translatedIDs.contains(id) else { continue }
            let sectionIndex = originals.lastIndex { $0.location.line <= quiz.location.line }
            let location =
                sectionIndex.flatMap { wanted in pairs.firstIndex(of: wanted).map { translated[$0].location } }
                ?? Self.place(before: sectionIndex ?? 0, pairs: pairs, translated: translated, in: translation)
            diagnostics.append(
                Diagnostic(
                    id: TranslationDiagnosticID.missingQuiz, severity: .warning, location: location,
                    message: "the translation lacks the original's quiz '\(id)'",
                    fixIt: "add a quiz block with 'id: \(id)' and its prompt and explanation translated",
                    notes: [Diagnostic.Note(location: quiz.location, message: "the original's quiz")]))
        }
    }

    /// Where a section the translation lacks would go: at the heading of the nearest matched section before
    /// it, or the top of the file.
    private static func place(
        before originalIndex: Int, pairs: [Int?], translated: [Section], in translation: Lesson
    ) -> SourceLocation {
        let previous = pairs.indices.last { pairs[$0].map { $0 < originalIndex } ?? false }
        return previous.map { translated[$0].location } ?? SourceLocation(path: translation.path, line: 1, column: 1)
    }

    private static func sections(of lesson: Lesson) -> [Section] {
        var sections: [Section] = []
        for block in lesson.blocks {
            switch block {
            case .markdown(.heading(let level, let inlines, let range)):
                sections.append(
                    Section(
                        level: level, text: MarkdownDocument.plainText(of: inlines),
                        location: range.startLocation(inFile: lesson.path), quizIDs: []))
            case .quiz(let index):
                if let id = lesson.quizzes[index].id, !sections.isEmpty {
                    sections[sections.count - 1].quizIDs.insert(id)
                }
            default:
                continue
            }
        }
        return sections
    }

    /// How alike two sections of one level are: 2 when they hold the same quizzes (none included), 1 when
    /// they share one, 0 otherwise.
    private static func affinity(_ translated: Section, _ original: Section) -> Int {
        if translated.quizIDs == original.quizIDs { return 2 }
        return translated.quizIDs.isDisjoint(with: original.quizIDs) ? 0 : 1
    }

    /// For each translated section, the index of the original section it translates, or `nil`: the
    /// order-keeping matching of equal levels with the most pairs, then the most alike (``affinity(_:_:)``).
    private static func alignment(_ translated: [Section], _ originals: [Section]) -> [Int?] {
        let rows = translated.count
        let columns = originals.count
        // Scores are (pairs, affinity) packed into one integer, pairs first.
        let weight = 2 * (columns + rows) + 1
        var best = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                var score = max(best[row + 1][column], best[row][column + 1])
                if translated[row].level == originals[column].level {
                    let shared = Self.affinity(translated[row], originals[column])
                    score = max(score, best[row + 1][column + 1] + weight + shared)
                }
                best[row][column] = score
            }
        }
        var pairs: [Int?] = Array(repeating: nil, count: rows)
        var row = 0
        var column = 0
        while row < rows, column < columns {
            let shared = Self.affinity(translated[row], originals[column])
            if translated[row].level == originals[column].level,
                best[row][column] == best[row + 1][column + 1] + weight + shared
            {
                pairs[row] = column
                row += 1
                column += 1
            } else if best[row][column] == best[row + 1][column] {
                row += 1
            } else {
                column += 1
            }
        }
        return pairs
    }
}

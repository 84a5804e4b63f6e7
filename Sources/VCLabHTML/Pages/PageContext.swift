import VCLabMarkdown
import VCLabSupport

/// What rendering one page collects besides its HTML: its ids, its internal links (checked once every page
/// exists), its headings (for the table of contents) and its text by section (for search).
struct PageContext {
    /// A heading of the page, for the table of contents and search.
    struct Heading {
        var level: Int
        var id: String
        var text: String
    }

    /// A search entry: the text under one heading (or before the first).
    struct Section {
        var anchor: String
        var heading: String
        var text: String
    }

    /// The lesson file the page comes from, for diagnostics.
    var sourcePath: String
    /// The page's path in the site (`06-navigation.html`).
    var pagePath: String
    var ids: PageIDs
    var links: [LinkReference] = []
    var headings: [Heading] = []
    var sections: [Section]
    /// The page's questions in order, for the list of lessons (the review page links to them).
    var questions: [LessonSummary.Question] = []
    /// The language of the page's interface words.
    var language: ContentLanguage = .original
    /// The text the next heading takes its anchor from, when it is not its own: a translated heading takes
    /// its original's, so that the same section has the same address in both languages.
    var headingAnchorText: String?
    /// Whether the block just read was the author's `<!-- answer -->` mark: the next block tells a question's
    /// answer, and predict-first folds it until that question is answered.
    var marksAnswer = false

    init(sourcePath: String, pagePath: String, reservedIDs: [String], language: ContentLanguage = .original) {
        self.sourcePath = sourcePath
        self.pagePath = pagePath
        self.language = language
        ids = PageIDs(reserved: reservedIDs)
        sections = [Section(anchor: "", heading: "", text: "")]
    }

    /// Adds visible text to the current search section.
    mutating func addText(_ text: String) {
        guard !text.isEmpty else { return }
        let index = sections.count - 1
        if !sections[index].text.isEmpty { sections[index].text += " " }
        sections[index].text += text
    }

    mutating func startSection(anchor: String, heading: String) {
        sections.append(Section(anchor: anchor, heading: heading, text: ""))
    }

    /// Gives what `body` renders (a quiz, a simulation) a search entry of its own, linked to its anchor; the
    /// text after it goes back to the section it interrupted.
    mutating func inSection<Result>(anchor: String, heading: String, _ body: (inout PageContext) -> Result) -> Result {
        let interrupted = sections[sections.count - 1]
        startSection(anchor: anchor, heading: heading)
        let result = body(&self)
        startSection(anchor: interrupted.anchor, heading: interrupted.heading)
        return result
    }

    /// Records a link the page makes; `range` is where an author wrote it (nil for links VCLab generates).
    mutating func addLink(_ href: String, range: SourceRange?) {
        links.append(
            LinkReference(
                page: pagePath, href: href, location: range.map { $0.startLocation(inFile: sourcePath) }))
    }
}

import VCLabSupport

/// The URLs of links shown as numbered footnotes, collected while a page is laid out.
///
/// The same URL keeps its first number, so a page that links to one document five times lists it once.
struct LinkFootnotes {
    private(set) var urls: [String] = []

    /// The footnote number of `url`, adding it if it is new.
    mutating func number(for url: String) -> Int {
        if let index = urls.firstIndex(of: url) { return index + 1 }
        urls.append(url)
        return urls.count
    }

    var isEmpty: Bool { urls.isEmpty }

    /// The `Links` list that ends a page, each URL cut to the width rather than dropped.
    func lines(width: Int, language: ContentLanguage = .english) -> [StyledLine] {
        guard !urls.isEmpty else { return [] }
        var lines: [StyledLine] = [[StyledSpan(TerminalText.links[language], Theme.heading)]]
        let labelWidth = "[\(urls.count)] ".count
        for (offset, url) in urls.enumerated() {
            let label = "[\(offset + 1)]"
            let padded = label + String(repeating: " ", count: labelWidth - label.count)
            let wrapped = TextWrapper.cut([StyledSpan(Inert.text(url))], width: max(1, width - labelWidth))
            for (index, piece) in wrapped.enumerated() {
                let prefix = index == 0 ? padded : String(repeating: " ", count: labelWidth)
                lines.append([StyledSpan(prefix, Theme.footnoteMark)] + piece)
            }
        }
        return lines
    }
}

/// Reads built pages the way a browser would for the few things tests check: attribute values, ids, hrefs,
/// `<script>` elements. Deliberately independent of the renderers, so a renderer bug cannot hide itself.
enum SiteScanner {
    /// Every value of `attribute` (double-quoted, as the site always writes them), entities decoded.
    static func values(of attribute: String, in html: String) -> [String] {
        var values: [String] = []
        var rest = Substring(html)
        let marker = " \(attribute)=\""
        while let start = rest.range(of: marker) {
            let afterQuote = rest[start.upperBound...]
            guard let end = afterQuote.firstIndex(of: "\"") else { break }
            values.append(decoded(String(afterQuote[..<end])))
            rest = afterQuote[afterQuote.index(after: end)...]
        }
        return values
    }

    /// The page with what it inlines folded: each `<style>` element's text and `<script>` element's text
    /// (not the JSON blocks) as `…`, each `'sha256-…'` of the policy as `'sha256-…'`. A golden file then shows
    /// the page rather than 47 KB of stylesheet it already has, and a test of the page's words cannot match the
    /// stylesheet's selectors. What is folded is tested on its own (the page's style is the stylesheet, the
    /// hashes its digests).
    static func foldingInlineText(_ html: String) -> String {
        var folded = html.replacing(/(?s)<style>.*?<\/style>/, with: "<style>…</style>")
        folded = folded.replacing(/(?s)<script>.*?<\/script>/, with: "<script>…</script>")
        return folded.replacing(/'sha256-[A-Za-z0-9+\/=]+'/, with: "'sha256-…'")
    }

    /// Every `<script …>` opening tag.
    static func scriptTags(in html: String) -> [String] {
        var tags: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: "<script") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            tags.append(String(rest[start.lowerBound...end]))
            rest = rest[rest.index(after: end)...]
        }
        return tags
    }

    /// The text of every `<script type="application/json" …>…</script>` element.
    /// The contents of the JSON `<script>` elements whose start tag begins with `opening`: the quizzes' keys by
    /// default (each page also carries its interface words in one).
    static func jsonBlocks(
        in html: String, opening: String = "<script type=\"application/json\" class=\"quiz-data\""
    ) -> [String] {
        var blocks: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: opening) {
            guard let open = rest[start.upperBound...].firstIndex(of: ">"),
                let close = rest[open...].range(of: "</script>")
            else { break }
            blocks.append(String(rest[rest.index(after: open)..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#x27;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

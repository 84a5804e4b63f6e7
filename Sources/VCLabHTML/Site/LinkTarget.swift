/// How the site reads the URLs authors write.
///
/// A URL with a scheme (`https:`, `mailto:`) or a host (`//…`) leaves the site and is not checked. Every
/// other URL is internal: a lesson written as `07-tabs.md` (relative to any folder) becomes its page,
/// `07-tabs.html`; the fragment stays.
enum LinkTarget {
    static func isInternal(_ url: String) -> Bool {
        if url.hasPrefix("//") { return false }
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return false
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
            default: continue
            }
        }
        return true
    }

    /// `../part2/07-tabs.md#switching` → `07-tabs.html#switching`; other URLs are returned as they are.
    static func pageURL(for url: String) -> String {
        let (path, rest) = split(url)
        guard path.hasSuffix(".md") else { return url }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return HTMLText.urlPathSegment(String(name.dropLast(3))) + ".html" + rest
    }

    /// The path and what follows it (`?query#fragment`).
    static func split(_ url: String) -> (path: String, rest: String) {
        guard let index = url.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return (url, "") }
        return (String(url[..<index]), String(url[index...]))
    }

    /// The fragment of `url` without `#`, percent-decoded as browsers match it; `nil` when there is none.
    static func fragment(of url: String) -> String? {
        guard let hash = url.firstIndex(of: "#") else { return nil }
        return HTMLText.percentDecoded(String(url[url.index(after: hash)...]))
    }
}

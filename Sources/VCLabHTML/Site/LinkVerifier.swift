import VCLabContent
import VCLabSupport

/// Checks every internal link of a finished site: the file it names exists, and so does its `#fragment` on
/// that page. A broken link an author wrote is reported where they wrote it; one VCLab generated is reported
/// at the page that has it (a bug in VCLab, but still never shipped silently).
enum LinkVerifier {
    static let diagnosticID = "site.broken-link"

    /// - Parameters:
    ///   - links: every internal link of every page.
    ///   - files: every file the site has.
    ///   - anchors: the ids of each HTML page, by path.
    static func verify(_ links: [LinkReference], files: Set<String>, anchors: [String: Set<String>]) -> [Diagnostic] {
        // A large course has a hundred thousand links; they are checked in parallel, in order.
        let chunkSize = 4096
        let chunks = stride(from: 0, to: links.count, by: chunkSize).map {
            Array(links[$0..<min($0 + chunkSize, links.count)])
        }
        return chunks.parallelMap { chunk in
            chunk.compactMap { link -> Diagnostic? in
                guard let problem = problem(with: link, files: files, anchors: anchors) else { return nil }
                let location = link.location ?? SourceLocation(path: link.page, line: 1, column: 1)
                return Diagnostic(id: diagnosticID, location: location, message: problem.message, fixIt: problem.fixIt)
            }
        }.flatMap { $0 }
    }

    private static func problem(
        with link: LinkReference, files: Set<String>, anchors: [String: Set<String>]
    ) -> (message: String, fixIt: String?)? {
        let (rawPath, rest) = LinkTarget.split(link.href)
        let path = HTMLText.percentDecoded(rawPath)
        let target: String
        if path.isEmpty {
            target = link.page
        } else {
            guard let resolved = resolve(path, from: link.page) else {
                return ("link '\(link.href)' leads outside the site", nil)
            }
            target = resolved
            guard files.contains(target) else {
                let suggestion = Suggestion.closest(to: target, among: files.sorted()).map { "did you mean '\($0)'?" }
                return ("link '\(link.href)' leads nowhere: the site has no '\(target)'", suggestion)
            }
        }
        guard let fragment = LinkTarget.fragment(of: rest), !fragment.isEmpty, let ids = anchors[target] else {
            return nil
        }
        guard !ids.contains(fragment) else { return nil }
        let suggestion = Suggestion.closest(to: fragment, among: ids.sorted()).map { "did you mean '#\($0)'?" }
        return ("link '\(link.href)' names no anchor of '\(target)': there is no '#\(fragment)'", suggestion)
    }

    /// `path` relative to the page `from` (or to the site's root if it starts with `/`), with `.` and `..`
    /// resolved; `nil` if it climbs out of the site.
    static func resolve(_ path: String, from page: String) -> String? {
        var segments: [Substring] = []
        if !path.hasPrefix("/") {
            segments = page.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        }
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case "", ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        if joined.isEmpty { return SitePaths.index }
        return path.hasSuffix("/") ? joined + "/" + SitePaths.index : joined
    }
}

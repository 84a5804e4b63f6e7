import VCLabSupport

/// What ``SiteBuilder`` produced: the files, and the problems it found on the way (broken links,
/// lesson names that clash with the site's own files).
public struct SiteBuild: Sendable {
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]

    public init(files: [OutputFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    public func file(at path: String) -> OutputFile? { files.first { $0.path == path } }
}

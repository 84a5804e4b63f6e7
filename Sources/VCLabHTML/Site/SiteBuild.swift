import VCLabSupport

/// A site built in memory: its files, and the problems ``SiteBuilder`` found on the way (broken links,
/// lesson names that clash with the site's own files).
public struct SiteBuild: Sendable, SiteOutput {
    public typealias Failure = Never

    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]

    public init(files: [OutputFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }

    public func file(at path: String) -> OutputFile? { files.first { $0.path == path } }

    public mutating func write(_ file: OutputFile) {
        files.append(file)
    }

    public mutating func append(_ bytes: [UInt8], to path: String) {
        if let index = files.firstIndex(where: { $0.path == path }) {
            files[index].bytes += bytes
        } else {
            files.append(OutputFile(path: path, bytes: bytes))
        }
    }
}

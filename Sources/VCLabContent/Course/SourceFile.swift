import VCLabSupport

/// A file of the content directory, read by the command line and handed to the pure parts of VCLab.
public struct SourceFile: Hashable, Sendable {
    /// The path as diagnostics print it (`Content/06-navigation.md`).
    public var path: String
    /// The path under the content directory (`06-navigation.md`, `shared/memory-warning.sim`), which names
    /// shared scenarios.
    public var relativePath: String
    public var bytes: [UInt8]

    public init(path: String, relativePath: String, bytes: [UInt8]) {
        self.path = path
        self.relativePath = relativePath
        self.bytes = bytes
    }

    /// A file named by its path alone: the part after a leading `Content/` (the default content directory)
    /// is its path under the content directory; any other path is taken as it is.
    public init(path: String, bytes: [UInt8]) {
        let prefix = "Content/"
        let relativePath = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        self.init(path: path, relativePath: relativePath, bytes: bytes)
    }

    /// Whether the file is a lesson of the original course: a `.md` file other than a `README.md`, which
    /// documents its folder, and not in a translation's folder.
    public var isLesson: Bool { isMarkdownPage && language == .original }

    /// Whether the file translates a lesson: a `.md` file in a translation's folder (`zh-Hans/06-navigation.md`).
    public var isTranslation: Bool { isMarkdownPage && language != .original }

    /// The language the file is written in, by the folder it is in.
    public var language: ContentLanguage { ContentLanguage(relativePath: relativePath) }

    /// The path under the content directory of the lesson a translation translates (`06-navigation.md` for
    /// `zh-Hans/06-navigation.md`); the file's own for an original.
    public var originalRelativePath: String {
        guard let folder = language.folder else { return relativePath }
        return String(relativePath.dropFirst(folder.count + 1))
    }

    private var isMarkdownPage: Bool {
        relativePath.hasSuffix(".md") && relativePath.split(separator: "/").last != "README.md"
    }

    /// Whether the file is a shared scenario.
    public var isScenario: Bool { relativePath.hasSuffix(".sim") }
}

/// One file of the built site: a path relative to the output directory and its bytes.
public struct OutputFile: Hashable, Sendable {
    /// `index.html`, `06-navigation.html`, `site.css`: always relative, with `/` separators.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The bytes as text, for tests.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

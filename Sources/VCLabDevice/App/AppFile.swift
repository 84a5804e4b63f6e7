/// One file of a generated app package: its path inside the package folder and its text.
public struct AppFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// A 1-based position in a source file.
///
/// `column` counts UTF-8 bytes from the start of the line, as cmark and swiftc do, so a location
/// printed by VCLab lands on the same character in an editor that follows compiler conventions.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

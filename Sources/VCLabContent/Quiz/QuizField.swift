import VCLabSupport

/// One `key: value` line of a quiz block (with its indented continuation lines), where it is in the file.
///
/// Diagnostics point at ``keyLocation`` or ``valueLocation``; `vclab check --fix` replaces exactly the bytes
/// of ``valueByteRange`` in the file, so that every other byte stays as it was.
public struct QuizField: Hashable, Sendable {
    public var key: String
    /// The value with continuation lines joined by newlines, indentation removed.
    public var value: String
    public var keyLocation: SourceLocation
    public var valueLocation: SourceLocation
    /// The value's bytes in the whole lesson file, from its first character to the end of its last line
    /// (excluding the final newline).
    public var valueByteRange: Range<Int>

    public init(
        key: String, value: String, keyLocation: SourceLocation, valueLocation: SourceLocation,
        valueByteRange: Range<Int>
    ) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
        self.valueByteRange = valueByteRange
    }
}

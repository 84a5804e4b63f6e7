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
    /// Where each line of ``value`` starts in the file, so that an item inside a value (one choice of a list
    /// that spans lines) has a location of its own. Empty when not known; then everything is at
    /// ``valueLocation``.
    public var valueLineLocations: [SourceLocation]

    public init(
        key: String, value: String, keyLocation: SourceLocation, valueLocation: SourceLocation,
        valueByteRange: Range<Int>, valueLineLocations: [SourceLocation] = []
    ) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
        self.valueByteRange = valueByteRange
        self.valueLineLocations = valueLineLocations
    }

    /// The location in the file of the byte at `offset` in ``value`` (UTF-8, newlines included).
    public func location(ofValueOffset offset: Int) -> SourceLocation {
        var lineIndex = 0
        var lineStart = 0
        for (index, byte) in value.utf8.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            lineIndex += 1
            lineStart = index + 1
        }
        return location(valueLine: lineIndex, offsetInLine: offset - lineStart)
    }

    /// Where the byte `offsetInLine` bytes into line `lineIndex` of the value comes from in the file.
    ///
    /// For callers that walk the value line by line and know both already: locating every item of a long
    /// answer through ``location(ofValueOffset:)`` rescans the value for each item, which is quadratic.
    public func location(valueLine lineIndex: Int, offsetInLine: Int) -> SourceLocation {
        guard lineIndex < valueLineLocations.count else { return valueLocation }
        var location = valueLineLocations[lineIndex]
        location.column += offsetInLine
        return location
    }
}

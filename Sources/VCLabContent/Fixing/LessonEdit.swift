/// A change `vclab check --fix` makes to a lesson file: the bytes of `range` become `replacement`.
///
/// An empty range inserts. Edits never overlap, so every byte outside them stays as it was.
public struct LessonEdit: Hashable, Sendable {
    /// Byte offsets in the whole file.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Inserts `text` at `offset`.
    public static func insert(_ text: String, at offset: Int) -> LessonEdit {
        LessonEdit(range: offset..<offset, replacement: text)
    }
}

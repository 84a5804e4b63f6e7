/// Where a quiz block's lines are in its file, so that `vclab check --fix` can insert a line that is missing
/// (`id:` right after the opening fence, `answer:` before the closing one) in the block's own style.
public struct QuizBlockLayout: Hashable, Sendable {
    /// The file lines of the block, from the opening fence to the closing fence.
    public var lines: ClosedRange<Int>
    /// The offset where the line after the opening fence starts.
    public var bodyStart: Int
    /// The offset where the closing fence's line starts.
    public var bodyEnd: Int
    /// The blanks before the opening fence, which cmark strips from every line of the block.
    public var indentation: String
    /// `\n`, or `\r\n` when the fence line ends that way.
    public var lineEnding: String

    public init(lines: ClosedRange<Int>, bodyStart: Int, bodyEnd: Int, indentation: String, lineEnding: String) {
        self.lines = lines
        self.bodyStart = bodyStart
        self.bodyEnd = bodyEnd
        self.indentation = indentation
        self.lineEnding = lineEnding
    }
}

/// A parsed CommonMark document: Swift values only, with source positions, and no tie to libcmark.
///
/// Create one with ``MarkdownParser``:
///
///     let document = MarkdownParser.parse("# Queues\n\nFirst in, *first* out.\n")
///     document.blocks.count  // 2
public struct MarkdownDocument: Sendable, Equatable {
    /// The top-level blocks in source order.
    public var blocks: [MarkdownBlock]

    /// Whether the source nested containers deeper than ``MarkdownParser/maximumNestingDepth``.
    ///
    /// The content of such containers is kept, but moved into the deepest container that is allowed,
    /// so the tree never gets deep enough to exhaust the stack when it is compared or released.
    public var didFlattenDeepNesting: Bool

    public init(blocks: [MarkdownBlock], didFlattenDeepNesting: Bool = false) {
        self.blocks = blocks
        self.didFlattenDeepNesting = didFlattenDeepNesting
    }
}

/// A problem in a scenario, lesson or quiz that needs the author's attention.
///
/// Diagnostics are values: parsers and checkers collect them instead of throwing, so one run reports
/// every problem of every file. ``DiagnosticFormatter`` prints them compiler-style:
///
///     Content/06-navigation.md:42:1: error: unknown step 'puhs' [scenario.unknown-step]
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A stable dotted identifier such as `scenario.unknown-step`; never localised.
    public var id: String
    public var severity: DiagnosticSeverity
    public var location: SourceLocation
    public var message: String
    /// A one-line suggestion, such as a did-you-mean, printed after the message.
    public var fixIt: String?
    /// Secondary locations ("first defined here").
    public var notes: [Note]
    /// The fix-it as an edit, when it is one: what `vclab check --fix` writes, and what the JSON and SARIF
    /// reports and the language server's code actions carry.
    public var edit: Edit?
    #if !hasFeature(Embedded)
    /// Where the text the finding is about ends (exclusive, a UTF-8 byte column), when it is a span rather
    /// than a point: a misspelt event, a wrong key. SARIF carries it as `endLine` and `endColumn`, the
    /// language server as the end of its range. Native only: the site's WebAssembly module reports scenario
    /// errors at points, and the field cost it 1,366 bytes of its budget.
    public var end: SourceLocation?
    #endif

    /// The bytes from `start` to `end` (`byteRange` in the whole file) become `replacement`.
    public struct Edit: Hashable, Sendable {
        public var start: SourceLocation
        public var end: SourceLocation
        public var byteRange: Range<Int>
        public var replacement: String

        public init(start: SourceLocation, end: SourceLocation, byteRange: Range<Int>, replacement: String) {
            self.start = start
            self.end = end
            self.byteRange = byteRange
            self.replacement = replacement
        }

        /// An edit of text on one line: it ends as many bytes after `start` as `byteRange` holds.
        public static func onOneLine(at start: SourceLocation, byteRange: Range<Int>, replacement: String) -> Edit {
            var end = start
            end.column += byteRange.count
            return Edit(start: start, end: end, byteRange: byteRange, replacement: replacement)
        }
    }

    public struct Note: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    public init(
        id: String, severity: DiagnosticSeverity = .error, location: SourceLocation, message: String,
        fixIt: String? = nil, notes: [Note] = [], edit: Edit? = nil
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.fixIt = fixIt
        self.notes = notes
        self.edit = edit
    }

    public var description: String { DiagnosticFormatter.compact(self) }
}

#if !hasFeature(Embedded)
extension Diagnostic {
    /// A diagnostic whose finding is the span from `location` to `end`.
    public init(
        id: String, severity: DiagnosticSeverity = .error, location: SourceLocation, message: String,
        fixIt: String? = nil, notes: [Note] = [], edit: Edit? = nil, end: SourceLocation?
    ) {
        self.init(
            id: id, severity: severity, location: location, message: message, fixIt: fixIt, notes: notes,
            edit: edit)
        self.end = end
    }

    /// ``end``, or else the end of the fix-it's edit when the edit starts where the finding does: the text
    /// the edit replaces is the text the finding is about.
    public var rangeEnd: SourceLocation? {
        if let end { return end }
        guard let edit, edit.start == location, edit.end != location else { return nil }
        return edit.end
    }
}
#endif

extension Array where Element == Diagnostic {
    /// Whether any element is an error.
    public var containsError: Bool { contains { $0.severity == .error } }
}

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
        fixIt: String? = nil, notes: [Note] = []
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.fixIt = fixIt
        self.notes = notes
    }

    public var description: String { DiagnosticFormatter.compact(self) }
}

extension Array where Element == Diagnostic {
    /// Whether any element is an error.
    public var containsError: Bool { contains { $0.severity == .error } }
}

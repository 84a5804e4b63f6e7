import VCLabEngine
import VCLabSupport

/// A scenario a lesson shows: a ```` ```sim NAME ```` block, or a shared `.sim` file under `Content/`.
public struct LessonSimulation: Hashable, Sendable {
    /// The name quizzes use (`sim: push-pop`); a shared file is named by its path under `Content/` without
    /// the extension (`shared/memory-warning`).
    public var name: String
    /// The scenario text, without the `compare:` line.
    public var source: String
    /// `compare: 5, 6, 13, 17`: the iOS versions to show side by side; empty when there is no such line.
    public var comparedVersions: [IOSVersion]
    /// Where the block's opening fence (or the shared file) is.
    public var location: SourceLocation
    /// The file line of the scenario's first line, so that scenario diagnostics point into the lesson.
    public var firstSourceLine: Int
    /// Whether this comes from a shared `.sim` file rather than the lesson itself.
    public var isShared: Bool

    public init(
        name: String, source: String, comparedVersions: [IOSVersion] = [], location: SourceLocation,
        firstSourceLine: Int, isShared: Bool = false
    ) {
        self.name = name
        self.source = source
        self.comparedVersions = comparedVersions
        self.location = location
        self.firstSourceLine = firstSourceLine
        self.isShared = isShared
    }
}

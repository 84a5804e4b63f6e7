import Foundation
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<name>` at the root of the calling test target
/// (the folder right under `Tests/`, where Package.swift excludes it), wherever the calling test file sits.
///
/// Set `RECORD_SNAPSHOTS=1` to (re)write the files. A missing golden file is written and the test fails,
/// so CI never passes on a freshly invented baseline.
public func expectGolden(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.deletingLastPathComponent().lastPathComponent != "Tests", directory.path != "/" {
        directory = directory.deletingLastPathComponent()
    }
    let url = directory.appendingPathComponent("__Snapshots__").appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    guard !record, FileManager.default.fileExists(atPath: url.path) else {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("Recorded golden file \(name); re-run without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "golden file \(name) differs", sourceLocation: sourceLocation)
}

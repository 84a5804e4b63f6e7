import Foundation
import Testing

import VCLabTestSupport

@testable import VCLabServe

/// `vclab serve` looks at the files inotify names alone between its walks of the content folder: what it finds
/// must be what a walk finds.
@Suite struct ContentWatcherTests {
    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func theNamedFilesTellWhatAWalkTells() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path
        try FileManager.default.createDirectory(atPath: root + "/shared", withIntermediateDirectories: true)
        for name in ["01-a.md", "02-b.md", "shared/push.sim", "notes.txt"] {
            try Self.write("one\n", to: root + "/" + name)
        }
        let before = ContentSnapshot(root: root)
        let watcher = try #require(ContentWatcher(root: root))
        #expect(watcher.drain() == .none)

        try Self.write("two, longer\n", to: root + "/01-a.md")  // saved
        try Self.write("new\n", to: root + "/03-c.md")  // added
        try FileManager.default.removeItem(atPath: root + "/shared/push.sim")  // removed
        try Self.write("two\n", to: root + "/notes.txt")  // not content
        try Self.write("two\n", to: root + "/.02-b.md.swp")  // an editor's hidden file
        try Self.write("two\n", to: root + "/.draft.md")  // hidden, as the checker skips it
        // An editor's save: a temporary file renamed into place.
        try Self.write("three\n", to: root + "/02-b.md.tmp")
        try FileManager.default.moveItem(atPath: root + "/02-b.md.tmp", toPath: root + "/.02-b.md.tmp")
        rename(root + "/.02-b.md.tmp", root + "/02-b.md")

        let events = watcher.drain()
        #expect(events == .files([root + "/01-a.md", root + "/02-b.md", root + "/03-c.md", root + "/shared/push.sim"]))
        guard case .files(let paths) = events else { return }
        var refreshed = before
        let result = refreshed.refresh(paths)
        let changes = try #require(result)
        let walked = ContentSnapshot(root: root)
        #expect(refreshed == walked)
        let expected = walked.changes(since: before)
        #expect(changes.changed == expected.changed)
        #expect(changes.addedOrRemoved == expected.addedOrRemoved)
        #expect(
            changes.changed == [root + "/01-a.md", root + "/02-b.md", root + "/03-c.md", root + "/shared/push.sim"])

        // Only a save: nothing added or removed, so serve may rewrite the page alone.
        try Self.write("four\n", to: root + "/01-a.md")
        guard case .files(let saved) = watcher.drain() else {
            Issue.record("a save names its file")
            return
        }
        let first = refreshed.refresh(saved)
        #expect(first?.changed == [root + "/01-a.md"])
        #expect(first?.addedOrRemoved == false)
        let again = refreshed.refresh(saved)
        #expect(again?.changed == [], "a second look finds nothing new")
        #expect(refreshed == ContentSnapshot(root: root))
    }

    /// A walk leaves a file written within the window to the watcher (its close event), keeping its old signature
    /// so that it still counts as changed later; a file written before the window is taken at once, and a new
    /// file written within it is not yet seen.
    @Test func aWalkHoldsBackAFileStillBeingWritten() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path
        try Self.write("one\n", to: root + "/01-a.md")
        try Self.write("one\n", to: root + "/02-b.md")
        let before = ContentSnapshot(root: root)
        try Self.write("", to: root + "/01-a.md")  // truncated, as an editor writing in place leaves it a moment
        try Self.write("two, longer\n", to: root + "/02-b.md")
        try Self.write("new\n", to: root + "/03-c.md")
        let walked = ContentSnapshot(root: root)
        let written = try #require(walked.files[root + "/01-a.md"])
        let now = timespec(tv_sec: written.seconds, tv_nsec: written.nanoseconds)
        let window = 500_000_000

        var held = walked
        held.holdBack(writtenWithin: window, before: now, since: before)
        #expect(held.files[root + "/01-a.md"] == before.files[root + "/01-a.md"])
        #expect(held.files[root + "/03-c.md"] == nil)
        #expect(held.changes(since: before).changed.isEmpty, "every write of the last moment waits")
        #expect(walked.changes(since: held).changed.contains(root + "/01-a.md"), "still changed for the next look")

        // One nanosecond past the window, every write is taken.
        var later = walked
        let newest = walked.files.values.map { $0.seconds * 1_000_000_000 + $0.nanoseconds }.max() ?? 0
        let past = newest + window
        later.holdBack(
            writtenWithin: window, before: timespec(tv_sec: past / 1_000_000_000, tv_nsec: past % 1_000_000_000),
            since: before)
        #expect(later == walked)
        let edge = newest + window - 1
        var inside = walked
        inside.holdBack(
            writtenWithin: window, before: timespec(tv_sec: edge / 1_000_000_000, tv_nsec: edge % 1_000_000_000),
            since: before)
        #expect(inside != walked, "one nanosecond inside the window, the newest write is held back")
    }

    /// A new folder cannot be told from its name: a walk looks at it (and serve watches it).
    @Test func aFolderChangeNeedsAWalk() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path
        let watcher = try #require(ContentWatcher(root: root))
        try FileManager.default.createDirectory(atPath: root + "/zh-Hans", withIntermediateDirectories: true)
        #expect(watcher.drain() == .unknown)
        var snapshot = ContentSnapshot(root: root)
        try FileManager.default.createDirectory(atPath: root + "/lesson.md", withIntermediateDirectories: true)
        #expect(snapshot.refresh([root + "/lesson.md"]) == nil, "a folder named like a lesson")
    }
}

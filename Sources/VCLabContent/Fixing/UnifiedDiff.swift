/// The changes `vclab check --fix` makes to a file, as a unified diff (`diff -u`, `git apply` read it).
///
/// Built from the edits rather than by comparing the two files: every byte outside an edit is the same in
/// both, so the changed lines are known at once and a diff of a large lesson costs what its edits cost.
///
///     UnifiedDiff.render(path: "Content/06-navigation.md", bytes: bytes, edits: edits)
///     // --- a/Content/06-navigation.md\n+++ b/Content/06-navigation.md\n@@ -40,7 +40,7 @@\n …
public enum UnifiedDiff {
    /// Lines of context around each change, as `diff -u` prints.
    static let context = 3

    private struct Change {
        /// The first old line replaced (0-based) and how many.
        var oldStart: Int
        var oldLines: [ArraySlice<UInt8>]
        var newLines: [ArraySlice<UInt8>]
        var oldEnd: Int { oldStart + oldLines.count }
    }

    /// The diff, or an empty string when the edits change nothing.
    public static func render(path: String, bytes: [UInt8], edits: [LessonEdit]) -> String {
        let oldLines = lines(bytes[...])
        let lineStarts = oldLines.map(\.startIndex)
        func lineIndex(of offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return max(0, low)
        }
        // Group the changes by the lines they touch; changes on the same or touching lines form one group.
        var groups: [(first: Int, last: Int, changes: [LessonFixer.Change])] = []
        for change in LessonFixer.changes(edits, in: bytes) {
            let first = lineIndex(of: change.range.lowerBound)
            let last = change.range.isEmpty ? first : lineIndex(of: change.range.upperBound - 1)
            if let previous = groups.last, first <= previous.last {
                groups[groups.count - 1].last = max(previous.last, last)
                groups[groups.count - 1].changes.append(change)
            } else {
                groups.append((first, last, [change]))
            }
        }
        var changes: [Change] = []
        for group in groups where !oldLines.isEmpty {
            let start = oldLines[group.first].startIndex
            let end = oldLines[min(group.last, oldLines.count - 1)].endIndex
            var replaced = Array(bytes[start..<end])
            for change in group.changes.reversed() {
                replaced.replaceSubrange(
                    (change.range.lowerBound - start)..<(change.range.upperBound - start), with: change.replacement)
            }
            var old = Array(oldLines[group.first...min(group.last, oldLines.count - 1)])
            var new = lines(replaced[...])
            var oldStart = group.first
            // Lines the group did not really change (an inserted line before an unchanged one) stay context.
            while let first = old.first, let newFirst = new.first, first.elementsEqual(newFirst) {
                old.removeFirst()
                new.removeFirst()
                oldStart += 1
            }
            while let last = old.last, let newLast = new.last, last.elementsEqual(newLast) {
                old.removeLast()
                new.removeLast()
            }
            if !old.isEmpty || !new.isEmpty { changes.append(Change(oldStart: oldStart, oldLines: old, newLines: new)) }
        }
        guard !changes.isEmpty else { return "" }

        // git's a/ and b/ prefixes for a relative path, so that `git apply` takes the diff as it is.
        let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var output: [UInt8] = Array("--- \(old)\n+++ \(new)\n".utf8)
        var delta = 0
        var index = 0
        while index < changes.count {
            // One hunk: changes whose contexts touch.
            var last = index
            while last + 1 < changes.count, changes[last + 1].oldStart - changes[last].oldEnd <= 2 * context {
                last += 1
            }
            let hunkStart = max(0, changes[index].oldStart - context)
            let hunkEnd = min(oldLines.count, changes[last].oldEnd + context)
            var body: [UInt8] = []
            var oldCount = 0
            var newCount = 0
            var line = hunkStart
            let newStart = hunkStart + delta
            for change in changes[index...last] {
                while line < change.oldStart {
                    append(oldLines[line], prefix: " ", to: &body)
                    line += 1
                    oldCount += 1
                    newCount += 1
                }
                for old in change.oldLines { append(old, prefix: "-", to: &body) }
                for new in change.newLines { append(new, prefix: "+", to: &body) }
                oldCount += change.oldLines.count
                newCount += change.newLines.count
                delta += change.newLines.count - change.oldLines.count
                line = change.oldEnd
            }
            while line < hunkEnd {
                append(oldLines[line], prefix: " ", to: &body)
                line += 1
                oldCount += 1
                newCount += 1
            }
            output += Array("@@ -\(range(hunkStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            output += body
            index = last + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `start,count` with a 1-based start; an empty range names the line before it, as `diff -u` does.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    /// The lines of `bytes`, each with its line break.
    private static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex { lines.append(bytes[start...]) }
        return lines
    }

    private static func append(_ line: ArraySlice<UInt8>, prefix: Character, to output: inout [UInt8]) {
        output.append(contentsOf: String(prefix).utf8)
        output += line
        if line.last != UInt8(ascii: "\n") { output += Array("\n\\ No newline at end of file\n".utf8) }
    }
}

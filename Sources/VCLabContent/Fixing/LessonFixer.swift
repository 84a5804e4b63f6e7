/// Applies the edits of `vclab check --fix` to a lesson's bytes: wrong or missing keys rewritten from the
/// trace, missing ids added. Every byte outside the edited ranges stays as it was, so a fixed file diffs as
/// exactly the lines that changed, and fixing a fixed file changes nothing.
///
///     let report = CourseChecker.check(course)
///     let fixed = LessonFixer.apply(report.edits[path] ?? [], to: bytes)
public enum LessonFixer {
    /// One edit as it is applied: the bytes it replaces and the bytes it writes.
    public struct Change: Hashable, Sendable {
        public var range: Range<Int>
        public var replacement: [UInt8]
    }

    /// `bytes` with `edits` applied. An edit that overlaps one after it in the file is left out, so a
    /// conflicting pair can never garble the file; the next check reports what is left.
    public static func apply(_ edits: [LessonEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        // From the end of the file backwards, so earlier offsets stay valid.
        for change in changes(edits, in: bytes).reversed() {
            result.replaceSubrange(change.range, with: change.replacement)
        }
        return result
    }

    /// The edits that ``apply(_:to:)`` applies, from the start of the file, with their final bytes.
    public static func changes(_ edits: [LessonEdit], in bytes: [UInt8]) -> [Change] {
        // Decided from the end backwards (edits at the same offset keep their given order), as they are applied.
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }
        var changes: [Change] = []
        var limit = bytes.count
        for (_, edit) in ordered {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= limit else { continue }
            var replacement = Array(edit.replacement.utf8)
            // `answer:` with nothing after it: keep a blank between the colon and the new value.
            let start = edit.range.lowerBound
            if edit.range.isEmpty, start > 0, bytes[start - 1] == UInt8(ascii: ":"),
                let first = replacement.first, first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r")
            {
                replacement.insert(UInt8(ascii: " "), at: 0)
            }
            changes.append(Change(range: edit.range, replacement: replacement))
            limit = edit.range.lowerBound
        }
        return changes.reversed()
    }
}

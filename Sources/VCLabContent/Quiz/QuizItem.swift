import VCLabSupport

/// One entry of a list value (`choices: A.viewDidLoad, B.viewDidLoad`), with where it is written, so that a
/// diagnostic about one choice points at that choice.
struct QuizItem: Hashable, Sendable {
    var text: String
    var location: SourceLocation

    /// The entries of `field`'s value, separated by commas or line breaks, blanks trimmed, empty ones dropped.
    static func items(of field: QuizField) -> [QuizItem] {
        var items: [QuizItem] = []
        let bytes = Array(field.value.utf8)
        var start = 0
        // Items never span a line, so the line is tracked as the scan goes: linear however long the value.
        var lineIndex = 0
        var lineStart = 0
        for index in 0...bytes.count
        where index == bytes.count || bytes[index] == TextBytes.comma || bytes[index] == TextBytes.newline {
            var first = start
            var last = index
            while first < last, TextBytes.isBlank(bytes[first]) { first += 1 }
            while last > first, TextBytes.isBlank(bytes[last - 1]) || bytes[last - 1] == TextBytes.carriageReturn {
                last -= 1
            }
            if first < last {
                items.append(
                    QuizItem(
                        text: String(decoding: bytes[first..<last], as: UTF8.self),
                        location: field.location(valueLine: lineIndex, offsetInLine: first - lineStart)))
            }
            start = index + 1
            if index < bytes.count, bytes[index] == TextBytes.newline {
                lineIndex += 1
                lineStart = start
            }
        }
        return items
    }
}
